import Foundation
import TargetAction

/// What the pan mocks (``PanGestureRecognizerMock`` and ``ScreenEdgePanGestureRecognizerMock``)
/// share beyond ``MockCore``: the base implementation of their `open` driver, the drive that also
/// sets the velocity, a whole drag, and how their set values follow `setTranslation(_:in:)`.
///
/// Each mock keeps its public methods (and its overrides of the pan's values) and calls these.
protocol PanDriving: PanGestureRecognizer, MockCoreHolding {
    var gestureTranslation: CGPoint? { get set }
    var gestureVelocity: CGPoint? { get set }

    /// The mock's `open` driver: every drive goes through it once, so that an override sees it.
    func pan(
        location: CGPoint?, translation: CGPoint?, state: GestureRecognizer.State,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
}

extension PanDriving {
    /// The base implementation of the `open` driver: the strict check (R2), then the values (nil
    /// keeps a value; the velocity is the one the drive carries, if any), then the state and its
    /// actions.
    func performPan(
        location: CGPoint?, translation: CGPoint?, state: GestureRecognizer.State, at site: CallSite
    ) {
        guard core.permits(state, for: self, call: "pan(state: \(state))", at: site) else { return }
        let velocity = core.takeCarried()
        if let location { gestureLocation = location }
        if let translation { gestureTranslation = translation }
        if let velocity { gestureVelocity = velocity }
        let view = self.view
        core.enter(state, on: self, readings: {
            .init(location: self.location(in: view), translation: self.translation(in: view), velocity: self.velocity(in: view))
        }, at: site)
    }

    /// A drive through the `open` driver, once, carrying `velocity` to its base implementation,
    /// which sets it after the strict check: a refused step changes nothing.
    func drivePan(
        location: CGPoint?, translation: CGPoint?, velocity: CGPoint?, state: GestureRecognizer.State,
        at site: CallSite
    ) {
        core.carrying(velocity) {
            pan(location: location, translation: translation, state: state,
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
    }

    /// A whole pan: `.began` at translation zero, `.changed` through each of `translations` spread
    /// over `duration` with the velocity a real pan reports (R25), then `ending`. Bad arguments, or
    /// a step strict mode refuses, are reported at `site` and end it.
    func performDrag(
        from location: CGPoint?, translations: [CGPoint], duration: TimeInterval,
        ending: GestureRecognizer.State, at site: CallSite
    ) {
        let call = "drag(translations:duration:ending:)"
        if let problem = DragScript.problem(
            from: location, translations: translations, duration: duration, ending: ending) {
            FailureReporter.report("\(call): \(problem) Nothing was driven.", at: site)
            return
        }
        guard core.permits(.began, for: self, call: call, at: site) else { return }

        let script = DragScript(translations: translations, duration: duration, smoothing: velocitySmoothing)
        let clock = view?.window?.clock
        let refusals = core.refusals
        drivePan(location: location, translation: .zero, velocity: .zero, state: .began, at: site)
        for step in script.steps {
            guard core.refusals == refusals else { return }
            clock?.advance(by: script.interval)
            let stepLocation = location.map { CGPoint(x: $0.x + step.translation.x, y: $0.y + step.translation.y) }
            drivePan(location: stepLocation, translation: step.translation, velocity: step.velocity,
                     state: .changed, at: site)
        }
        guard core.refusals == refusals else { return }
        drivePan(location: nil, translation: nil, velocity: nil, state: ending, at: site)
    }

    /// R24, after the real `setTranslation(_:in:)`: a set translation becomes `translation`, and a
    /// set velocity zero until the next drive sets one.
    func followSetTranslation(_ translation: CGPoint) {
        if gestureTranslation != nil { gestureTranslation = translation }
        if gestureVelocity != nil { gestureVelocity = .zero }
    }
}
