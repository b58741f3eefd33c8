import Foundation
@testable import TargetAction

/// What the checker remembers of the new controls and the hover pointer between callbacks.
struct FuzzControlsAndHoverModel {
    /// R88, R93, R97: each value control's value at its last touch-down or `.valueChanged`.
    var lastValues: [ObjectIdentifier: Double] = [:]
    /// R101: the hover recognizers the hover event being processed must leave active; nil outside one.
    var expectedHovers: Set<ObjectIdentifier>?
    /// R102: the event being processed is a hover sample dropped while a touch of its type is down.
    var sampleIsDropped = false
    /// The sample being processed, for what active hover recognizers read (R103, R19).
    var sample: (location: CGPoint, zOffset: CGFloat)?
    /// R102: the pointer exited while a touch of this type was down; the last such lift ends the hovers.
    var exitAwaitsLift: Touch.TouchType?
}

/// R100-R103 for the scene's hover recognizers, from a model written plainly from the rules: after
/// each sample, exactly the enabled recognizers on the pointer's reference hit path that allow its
/// type are active (newcomers only where R7 lets them begin), reading the sample; a sample dropped
/// while a touch of its type is down, and every touch event, change nothing but cancellations.
extension FuzzChecker {
    func hoverWillProcess(_ event: Event) {
        guard event.type == .hover, let change = event.changes.first else { return }
        let pointer = change.touch
        controlsAndHover.sampleIsDropped = scene.window.activeTouches.contains { $0.type == pointer.type }
        controlsAndHover.sample = nil
        if !controlsAndHover.sampleIsDropped { controlsAndHover.exitAwaitsLift = nil }
        if controlsAndHover.sampleIsDropped {
            count("hover sample dropped while its type touches")
            controlsAndHover.expectedHovers = activeHovers
            if change.phase == .regionExited { controlsAndHover.exitAwaitsLift = pointer.type }
        } else if change.phase == .regionExited {
            controlsAndHover.expectedHovers = []
        } else {
            controlsAndHover.sample = (change.location ?? pointer.locationInWindow, change.zOffset)
            controlsAndHover.expectedHovers = activeHovers   // until the hit test says where the pointer is
        }
    }

    /// R18 for a hover sample: the window's hit test against the reference, and from its path the
    /// hover recognizers the sample must leave active (R101, R7, R12, R32).
    func hoverHitTested(_ point: CGPoint, found view: View?) {
        var path: Set<ObjectIdentifier> = []
        var transformed = false
        var ambiguous = false
        let reference = referenceHitTest(scene.window, point, path: &path, transformed: false, sawTransform: &transformed, ambiguous: &ambiguous)
        var hitView = reference
        if view !== reference {
            if ambiguous {
                count("hover hit test within rounding of a transformed edge")
                hitView = view
            } else {
                fail(transformed ? "R55" : "R18", "a hover sample at (\(point.x), \(point.y)) was hit-tested to \(describe(view)); the reference hit test finds \(describe(reference)).")
            }
        }
        // The path is the hit view and its ancestors (a moving scroll view takes the sample itself, R51).
        path = []
        var current = hitView
        while let candidate = current { path.insert(ObjectIdentifier(candidate)); current = candidate.superview }
        guard let pointer = scene.window.engine.hoverPointer else { return }
        var expected: Set<ObjectIdentifier> = []
        for hover in scene.hovers {
            guard let hoverView = hover.view, path.contains(ObjectIdentifier(hoverView)), hover.isEnabled,
                  hover.allowedTouchTypes.contains(pointer.type) else { continue }
            if hover.committedState.isActive || !refuses(hover, from: hitView) {
                expected.insert(ObjectIdentifier(hover))
            } else {
                count("hover refused by a view (R7)")
            }
        }
        controlsAndHover.expectedHovers = expected
    }

    /// R7: a view from `hitView` up to the hover recognizer's own says no.
    private func refuses(_ hover: HoverGestureRecognizer, from hitView: View?) -> Bool {
        var current = hitView
        while let view = current {
            if (view as? FuzzView)?.refusesToBegin == true { return true }
            if view === hover.view { return false }
            current = view.superview
        }
        return false
    }

    func hoverDidProcess(_ event: Event) {
        if event.type != .hover, let type = controlsAndHover.exitAwaitsLift, !scene.window.activeTouches.contains(where: { $0.type == type }) {
            controlsAndHover.exitAwaitsLift = nil
            count("hover exit applied at the lift")
            if !activeHovers.isEmpty {
                fail("R102", "the pointer's exit was dropped while a \(type) touch was down; once the last one lifted, hover recognizers are still active.")
            }
        }
        guard let expected = controlsAndHover.expectedHovers else { return }
        controlsAndHover.expectedHovers = nil
        // R7's questions fought back (hostile scenes): the path the model took is not the scene's any more.
        if hostileModel.changesThisEvent > 0 { return count("hover sample not modelled: the scene changed under it") }
        let actual = activeHovers
        if actual != expected {
            let names = { (set: Set<ObjectIdentifier>) in self.scene.hovers.filter { set.contains(ObjectIdentifier($0)) }.map { $0.name ?? "?" } }
            fail("R101", "after a hover sample at \(controlsAndHover.sample.map { "(\($0.location.x), \($0.location.y))" } ?? "(exit or dropped)"), the active hover recognizers are \(names(actual)); the pointer's path makes them \(names(expected)).")
        }
        for hover in scene.hovers {
            if hover.committedState.isTerminal {
                fail("R101", "\(hover.name ?? "?") is \(hover.committedState) after a hover sample: it resets to .possible at once.")
            }
            guard let sample = controlsAndHover.sample, hover.committedState.isActive else { continue }
            if hover.zOffset != sample.zOffset || hover.location(in: nil) != sample.location {
                fail("R103", "\(hover.name ?? "?") reads zOffset \(hover.zOffset) at (\(hover.location(in: nil).x), \(hover.location(in: nil).y)); the sample is \(sample.zOffset) at (\(sample.location.x), \(sample.location.y)).")
            }
        }
    }

    /// A hover recognizer changed state: a legal step (R2, R101); on a touch event, a timer or a
    /// mutation, only a cancellation and the reset after it (R12, R13, R102); none for a dropped sample.
    func hoverTransition(_ hover: HoverGestureRecognizer, from old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        count("hover → \(new)")
        let legal = switch (old, new) {
        case (.possible, .began), (.possible, .failed), (.began, .changed), (.changed, .changed),
             (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled),
             (.ended, .possible), (.failed, .possible), (.cancelled, .possible): true
        default: false
        }
        if !legal { fail("R2", "\(hover.name ?? "?") went \(old) → \(new).") }
        let exitAtLift = controlsAndHover.expectedHovers == nil && controlsAndHover.exitAwaitsLift != nil && new == .ended
        if controlsAndHover.expectedHovers == nil || controlsAndHover.sampleIsDropped, new != .cancelled, new != .possible, !exitAtLift {
            fail("R102", "\(hover.name ?? "?") went \(old) → \(new) \(controlsAndHover.sampleIsDropped ? "on a hover sample dropped while a touch of its type is down" : "outside a hover sample").")
        }
    }

    /// The hover recognizers now in `.began` or `.changed`.
    var activeHovers: Set<ObjectIdentifier> {
        Set(scene.hovers.filter { $0.committedState.isActive }.map { ObjectIdentifier($0) })
    }

    /// R19, R103, after every step: each hover action read sound values. (R102's "no hover
    /// recognizer receives a touch" is checked as the observer hears a delivery.)
    func checkHoversSettled() {
        for probe in scene.hoverProbes {
            if let problem = probe.problems.first { fail(String(problem.prefix { $0 != ":" }), problem) }
        }
    }

    /// At rest, with the pointer gone, every hover recognizer is back in `.possible`.
    func checkHoversAtRest() {
        for hover in scene.hovers where hover.committedState != .possible || hover.engine != nil {
            fail("R101", "at rest, with the pointer out of the window, \(hover.name ?? "?") is \(hover.committedState)\(hover.engine != nil ? " and engaged" : "").")
        }
    }
}
