import Foundation
import TargetAction

/// A pan recognizer a test drives by hand: set the values its handler reads, enter a state, and
/// its actions reach every target at once, no touches needed.
///
/// Put it where the real one was, by ``View/replaceGestureRecognizer(ofType:with:fileID:filePath:line:column:)``
/// or, as the 2018 article did, from a controller subclass; then drive it:
///
/// ```swift
/// let mock = controller.view.replaceGestureRecognizer(
///     ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
/// mock?.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)
/// #expect(controller.view.frame.minY == 200)
/// ```
///
/// Driving bypasses the window's arbitration (R7, R15, R16): the mock does what the test says.
/// By default it takes any state from any state, as the article's tests need (`pan(state: .ended)`
/// straight from `.possible`); set ``strictTransitions`` to have steps a real pan never makes
/// reported (R2). Subclass it to override anything, from a test target too.
open class PanGestureRecognizerMock: PanGestureRecognizer {
    /// The target given to `init`; after a replacement, the first target taken over. Not kept
    /// alive (R10): nil once it is gone.
    public var target: AnyObject? { targetReference?.target }
    var targetReference: TargetReference?
    /// The action given to `init`; after a replacement, the first action taken over.
    public internal(set) var action: Selector?

    // `@exclusivity(unchecked)` on what every drive reads: a mock lives on one thread, and no
    // access to these is held across a call.

    /// What ``location(in:)`` returns, in the coordinates of the view the mock is attached to
    /// (converted for any other view; window coordinates when attached to none). Nil: the real value.
    @exclusivity(unchecked) open var gestureLocation: CGPoint?
    /// What ``translation(in:)`` returns (a vector: the same in every view). Nil: the real value.
    @exclusivity(unchecked) open var gestureTranslation: CGPoint?
    /// What ``velocity(in:)`` returns, in points per second. Nil: the real value.
    @exclusivity(unchecked) open var gestureVelocity: CGPoint?

    /// Whether a drive a real pan could never make (R2), such as `.changed` from `.possible`, is
    /// reported and refused. Default: false, so a test may jump to any state.
    @exclusivity(unchecked) public var strictTransitions = false
    /// Every action the mock sent, one entry per target-action pair, oldest first.
    @exclusivity(unchecked) public internal(set) var sentActions: [SentAction] = []

    @exclusivity(unchecked) var driveContext = DriveContext()
    var realKind: String { "PanGestureRecognizer" }

    public override init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
        targetReference = target.map(TargetReference.to)
        self.action = action
    }

    /// Empties ``sentActions``.
    public func clearSentActions() {
        sentActions.removeAll()
    }

    // MARK: Values the handler reads

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R19).
    override open func location(in view: View?) -> CGPoint {
        guard let gestureLocation else { return super.location(in: view) }
        return MockGeometry.convert(gestureLocation, from: self.view, to: view)
    }

    /// ``gestureTranslation`` when set, else the real translation (R24).
    override open func translation(in view: View?) -> CGPoint {
        gestureTranslation ?? super.translation(in: view)
    }

    /// ``gestureVelocity`` when set, else the real velocity (R25).
    override open func velocity(in view: View?) -> CGPoint {
        gestureVelocity ?? super.velocity(in: view)
    }

    /// As on a real pan (R24): later reads of ``translation(in:)`` return `translation` and the
    /// velocity is zero until the next move; set overrides follow suit.
    override open func setTranslation(_ translation: CGPoint, in view: View?) {
        super.setTranslation(translation, in: view)
        if gestureTranslation != nil { gestureTranslation = translation }
        if gestureVelocity != nil { gestureVelocity = .zero }
    }

    // MARK: Driving

    /// Sets the given values (nil leaves a value as it is), enters `state`, and sends the actions to
    /// every target synchronously; inside a handler `state` reads as given. After `.ended`,
    /// `.cancelled` or `.failed` the mock is back in `.possible` (R5).
    ///
    /// This is API.md's (and the article's) method, and the one to override.
    ///
    /// Why two methods: a report belongs on the test's line, and Swift passes a caller's line only
    /// through defaulted `#line` parameters, which this exact signature, overridable by users, cannot
    /// have. So this method is `@_disfavoredOverload`, and a call written as in the article,
    /// `mock.pan(location: nil, translation: .zero, state: .began)`, resolves to
    /// ``pan(location:translation:velocity:state:function:fileID:filePath:line:column:)``, which
    /// takes the caller's line and then calls this method dynamically: an override sees every drive,
    /// drags and handler-made drives included, exactly once. The override's own
    /// `super.pan(location:translation:state:)` resolves to that located method too, which sees it
    /// is inside the override (a drive is waiting for the base, or the caller's `#function` is this
    /// method's name) and runs this base implementation instead of dispatching again. One limit:
    /// when a test calls through a subclass type that overrides this method, the override is
    /// called directly, and its reports land on its `super` call's line rather than the test's.
    /// Holding the mock as `PanGestureRecognizerMock`, as the article's injector does, avoids it.
    @_disfavoredOverload
    open func pan(location: CGPoint?, translation: CGPoint?, state: GestureRecognizer.State) {
        let (site, velocity) = enterBase(fallback: nil)
        performPan(location: location, translation: translation, velocity: velocity, state: state, at: site)
    }

    /// Sets the given values (nil leaves a value as it is), enters `state`, and sends the actions to
    /// every target synchronously, reporting misuse at the caller's line.
    ///
    /// ```swift
    /// mock.pan(state: .began)
    /// mock.pan(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 2000), state: .ended)
    /// ```
    ///
    /// It goes through ``pan(location:translation:state:)``, so a subclass's override of that method
    /// sees this call too. An action no target answers, and in strict mode a step a real pan never
    /// makes, are reported at the caller's line.
    /// - Parameters:
    ///   - location: The new ``gestureLocation``, or nil to keep it.
    ///   - translation: The new ``gestureTranslation``, or nil to keep it.
    ///   - velocity: The new ``gestureVelocity``, or nil to keep it.
    ///   - state: The state to enter.
    ///   - function: The caller's function; leave the default. It tells an override's `super` call
    ///     from a test's call.
    public func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, velocity: CGPoint? = nil,
        state: GestureRecognizer.State,
        function: StaticString = #function, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if isSuperCall(from: function, overridable: "pan(location:translation:state:)") {
            // An override's `super.pan(...)`: the base implementation, with what the drive carried.
            let carried = enterBase(fallback: site)
            performPan(location: location, translation: translation, velocity: velocity ?? carried.velocity,
                       state: state, at: carried.site)
            return
        }
        dispatchPan(location: location, translation: translation, velocity: velocity, state: state, at: site)
    }

    /// Drives a whole pan in one call: `.began` at translation zero, `.changed` through each of
    /// `translations` evenly spread over `duration`, then `ending` (`.ended` or `.cancelled`) at
    /// the last one.
    ///
    /// The velocity comes from the translations as a real pan's does (R25): each step's movement
    /// over its time, smoothed by ``velocitySmoothing``; a drag at constant speed reports that
    /// speed, and `.began` reports zero. With `from`, the location starts there and moves by the
    /// translation. When the mock is in a window, its clock advances by `duration` along the way,
    /// so timers and clock-driven animations run. Every step goes through
    /// ``pan(location:translation:state:)``.
    ///
    /// ```swift
    /// mock.drag(translations: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)], duration: 0.1)
    /// // .began, .changed (velocity 2000/s), .changed (2000/s), .ended (2000/s)
    /// ```
    /// - Parameters:
    ///   - location: Where the drag starts, in the view's coordinates; nil leaves the location alone.
    ///   - translations: The cumulative translations of the `.changed` steps, at least one.
    ///   - duration: The time from `.began` to the last step, in seconds; more than zero.
    ///   - ending: `.ended` (default) or `.cancelled`.
    public func drag(
        from location: CGPoint? = nil, translations: [CGPoint], duration: TimeInterval,
        ending: GestureRecognizer.State = .ended,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "drag(translations:duration:ending:)"
        if let problem = DragScript.problem(
            from: location, translations: translations, duration: duration, ending: ending) {
            FailureReporter.report("\(call): \(problem) Nothing was driven.", at: site)
            return
        }
        guard strictlyPermits(.began, call: call, method: "pan", at: site) else { return }

        let script = DragScript(translations: translations, duration: duration, smoothing: velocitySmoothing)
        let clock = view?.window?.clock
        driveContext.refused = false
        dispatchPan(location: location, translation: .zero, velocity: .zero, state: .began, at: site)
        for step in script.steps {
            guard !driveContext.refused else { return }
            clock?.advance(by: script.interval)
            let stepLocation = location.map { CGPoint(x: $0.x + step.translation.x, y: $0.y + step.translation.y) }
            dispatchPan(location: stepLocation, translation: step.translation, velocity: step.velocity,
                        state: .changed, at: site)
        }
        guard !driveContext.refused else { return }
        dispatchPan(location: nil, translation: nil, velocity: nil, state: ending, at: site)
    }

    /// Sends a drive through the overridable method, with the test's line and the velocity along.
    private func dispatchPan(
        location: CGPoint?, translation: CGPoint?, velocity: CGPoint?,
        state: GestureRecognizer.State, at site: CallSite
    ) {
        dispatch(at: site, velocity: velocity) {
            pan(location:translation:state:)(location, translation, state)
        }
    }

    /// The base implementation: strict check, values, state, actions.
    private func performPan(
        location: CGPoint?, translation: CGPoint?, velocity: CGPoint?,
        state newState: GestureRecognizer.State, at site: CallSite?
    ) {
        guard strictlyPermits(newState, call: "pan(state: \(newState))", method: "pan", at: site) else { return }
        if let location { gestureLocation = location }
        if let translation { gestureTranslation = translation }
        if let velocity { gestureVelocity = velocity }
        let view = self.view
        enter(newState, in: view, translation: self.translation(in: view), velocity: self.velocity(in: view), at: site)
    }
}

extension PanGestureRecognizerMock: RecognizerMock {}
