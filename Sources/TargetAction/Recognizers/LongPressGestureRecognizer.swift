import Foundation

/// Recognizes fingers held still for a while: continuous, it begins on the window's virtual clock
/// and then follows the fingers anywhere until the first lift (R28, R29).
open class LongPressGestureRecognizer: GestureRecognizer {
    // Settings that make no sense (below their minimum, not finite) are reported and not applied.

    /// How long the fingers stay down before it begins (R28), finite; 0 or less begins on
    /// touch-down (R29). Default: 0.5 s.
    open var minimumPressDuration: TimeInterval {
        get { minimumPressDurationStorage }
        set {
            let rule = SettingRule<TimeInterval>(expected: "finite (0 or less begins on touch-down)") { $0.isFinite }
            if !rejects(newValue, "minimumPressDuration", keeping: minimumPressDurationStorage, unless: rule) { minimumPressDurationStorage = newValue }
        }
    }
    private var minimumPressDurationStorage: TimeInterval = 0.5
    /// How far (points) a finger may move before it begins (R28), finite and not negative. Default: 10.
    open var allowableMovement: CGFloat {
        get { allowableMovementStorage }
        set { if !rejects(newValue, "allowableMovement", keeping: allowableMovementStorage, unless: .finiteAndNotNegative) { allowableMovementStorage = newValue } }
    }
    private var allowableMovementStorage: CGFloat = 10
    /// Taps before the press (R28), not negative. Default: 0.
    open var numberOfTapsRequired: Int {
        get { numberOfTapsRequiredStorage }
        set { if !rejects(newValue, "numberOfTapsRequired", keeping: numberOfTapsRequiredStorage, unless: .zeroOrMore) { numberOfTapsRequiredStorage = newValue } }
    }
    private var numberOfTapsRequiredStorage = 0
    /// Fingers held (R28), at least 1. Default: 1.
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { if !rejects(newValue, "numberOfTouchesRequired", keeping: numberOfTouchesRequiredStorage, unless: .atLeastOne) { numberOfTouchesRequiredStorage = newValue } }
    }
    private var numberOfTouchesRequiredStorage = 1
    /// The longest pause between the taps before the press, finite and not negative. Default: the tap's 0.35 s.
    open var maximumTapInterval: TimeInterval {
        get { maximumTapIntervalStorage }
        set { if !rejects(newValue, "maximumTapInterval", keeping: maximumTapIntervalStorage, unless: .finiteAndNotNegative) { maximumTapIntervalStorage = newValue } }
    }
    private var maximumTapIntervalStorage: TimeInterval = TapGestureRecognizer.defaultMaximumTapInterval

    private var tapsCompleted = 0
    private var fingersDown = 0
    private var mostFingersThisPress = 0
    private var pressTimer: ClockTimer?
    private var intervalTimer: ClockTimer?
    /// When the first finger of this tap or press went down: how long it was held when a lift fails it (R29).
    private var downTime: TimeInterval = 0

    override public init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
    }

    override package func copySettings(to other: GestureRecognizer) {
        super.copySettings(to: other)
        guard let other = other as? LongPressGestureRecognizer else { return }
        other.minimumPressDuration = minimumPressDuration
        other.allowableMovement = allowableMovement
        other.numberOfTapsRequired = numberOfTapsRequired
        other.numberOfTouchesRequired = numberOfTouchesRequired
        other.maximumTapInterval = maximumTapInterval
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        intervalTimer?.cancel()
        if fingersDown == 0 { downTime = event.timestamp }
        fingersDown += touches.count
        mostFingersThisPress = max(mostFingersThisPress, fingersDown)
        guard fingersDown <= numberOfTouchesRequired else {   // R28: more fingers than it takes
            return fail(.tooManyTouches(limit: numberOfTouchesRequired, count: fingersDown), rule: "R28")
        }
        guard tapsCompleted == numberOfTapsRequired, fingersDown == numberOfTouchesRequired else { return }
        if minimumPressDuration <= 0 {
            setState(.began, .pressedAtTouchDown, rule: "R29")   // a duration of 0 or less begins on touch-down
        } else {
            let duration = minimumPressDuration, movement = allowableMovement
            pressTimer = scheduleTimer(after: duration) { [unowned self] in
                guard state == .possible else { return }
                setState(.began, .heldLongEnough(duration: duration, movement: movement), rule: "R29")   // held long enough
            }
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state.isActive {
            state = .changed   // R29: no distance limit once it began
            return
        }
        for touch in touches {
            let dx = touch.locationInWindow.x - touch.initialLocationInWindow.x
            let dy = touch.locationInWindow.y - touch.initialLocationInWindow.y
            let moved = hypot(dx, dy)
            if moved > allowableMovement {   // R29: moved too far before it began
                return fail(.movedTooFar(limit: allowableMovement, moved: moved, before: minimumPressDuration))
            }
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state.isActive {
            setState(.ended, .touchesLifted, rule: "R29")   // the first lift ends it
            return
        }
        guard state == .possible else { return }
        fingersDown -= touches.count
        guard tapsCompleted < numberOfTapsRequired else {   // R29: lifted before the duration
            return fail(.liftedTooSoon(duration: minimumPressDuration, held: event.timestamp - downTime))
        }
        guard fingersDown == 0 else { return }
        guard mostFingersThisPress == numberOfTouchesRequired else {   // R29: a tap before the press with too few fingers
            return fail(.tooFewTouches(required: numberOfTouchesRequired, count: mostFingersThisPress))
        }
        tapsCompleted += 1
        mostFingersThisPress = 0
        let interval = maximumTapInterval
        intervalTimer = scheduleTimer(after: interval) { [unowned self] in   // R29: no next tap in time
            fail(.noNextTap(interval: interval, tapsDone: tapsCompleted))
        }
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state.isActive { setState(.cancelled, .touchCancelled, rule: "R29") } else { fail(.touchCancelled) }
    }

    override open func reset() {
        super.reset()
        tapsCompleted = 0
        fingersDown = 0
        mostFingersThisPress = 0
        pressTimer = nil
        intervalTimer = nil
    }

    /// Fails the attempt, if it is still possible, because of `cause` (R29 unless `rule` says otherwise).
    private func fail(_ cause: Cause, rule: String = "R29") {
        if state == .possible { setState(.failed, cause, rule: rule) }
    }
}
