import Foundation

/// Recognizes one or more taps of one or more fingers: discrete, recognized on the lift that
/// completes the last tap (R26, R27).
open class TapGestureRecognizer: GestureRecognizer {
    /// How far (points) a finger may stray from where the first tap went down (R27, [obs]).
    public static let defaultAllowableMovement: CGFloat = 45
    /// The longest pause between one tap's lift and the next tap's touch-down (R27, [obs]).
    public static let defaultMaximumTapInterval: TimeInterval = 0.35
    /// The longest a finger may stay down in one tap (R27, [obs]).
    public static let defaultMaximumTapDuration: TimeInterval = 0.75

    // Settings that make no sense (below their minimum, not finite) are reported and not applied.

    /// Taps needed (R26), at least 1. Default: 1.
    open var numberOfTapsRequired: Int {
        get { numberOfTapsRequiredStorage }
        set { if !rejects(newValue, "numberOfTapsRequired", keeping: numberOfTapsRequiredStorage, unless: .atLeastOne) { numberOfTapsRequiredStorage = newValue } }
    }
    private var numberOfTapsRequiredStorage = 1
    /// Fingers in each tap (R26), at least 1. Default: 1.
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { if !rejects(newValue, "numberOfTouchesRequired", keeping: numberOfTouchesRequiredStorage, unless: .atLeastOne) { numberOfTouchesRequiredStorage = newValue } }
    }
    private var numberOfTouchesRequiredStorage = 1
    /// How far a finger may stray, finite and not negative. Default: ``defaultAllowableMovement``.
    open var allowableMovement: CGFloat {
        get { allowableMovementStorage }
        set { if !rejects(newValue, "allowableMovement", keeping: allowableMovementStorage, unless: .finiteAndNotNegative) { allowableMovementStorage = newValue } }
    }
    private var allowableMovementStorage: CGFloat = TapGestureRecognizer.defaultAllowableMovement
    /// The longest pause between taps, finite and not negative. Default: ``defaultMaximumTapInterval``.
    open var maximumTapInterval: TimeInterval {
        get { maximumTapIntervalStorage }
        set { if !rejects(newValue, "maximumTapInterval", keeping: maximumTapIntervalStorage, unless: .finiteAndNotNegative) { maximumTapIntervalStorage = newValue } }
    }
    private var maximumTapIntervalStorage: TimeInterval = TapGestureRecognizer.defaultMaximumTapInterval
    /// The longest a finger may stay down, finite and not negative. Default: ``defaultMaximumTapDuration``.
    open var maximumTapDuration: TimeInterval {
        get { maximumTapDurationStorage }
        set { if !rejects(newValue, "maximumTapDuration", keeping: maximumTapDurationStorage, unless: .finiteAndNotNegative) { maximumTapDurationStorage = newValue } }
    }
    private var maximumTapDurationStorage: TimeInterval = TapGestureRecognizer.defaultMaximumTapDuration

    override package var isDiscrete: Bool { true }

    private var tapsCompleted = 0
    private var fingersDown = 0
    private var mostFingersThisTap = 0
    /// Where the first tap's fingers went down: every later finger stays near one of them.
    private var anchors: [CGPoint] = []
    private var firstTapCentroid: CGPoint?
    /// When this tap's first finger went down: how long it was held when its timer fails it (R27).
    private var tapDownTime: TimeInterval = 0
    private var holdTimer: ClockTimer?
    private var intervalTimer: ClockTimer?

    override public init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
    }

    override package func copySettings(to other: GestureRecognizer) {
        super.copySettings(to: other)
        guard let other = other as? TapGestureRecognizer else { return }
        other.numberOfTapsRequired = numberOfTapsRequired
        other.numberOfTouchesRequired = numberOfTouchesRequired
        other.allowableMovement = allowableMovement
        other.maximumTapInterval = maximumTapInterval
        other.maximumTapDuration = maximumTapDuration
    }

    /// The centroid of the first tap once it is known (R26); before that, of the touches down.
    override open func location(in view: View?) -> CGPoint {
        guard let firstTapCentroid else { return super.location(in: view) }
        return GestureRecognizer.convertFromWindow(firstTapCentroid, to: view)
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        intervalTimer?.cancel()
        if fingersDown == 0 {
            tapDownTime = event.timestamp
            let limit = maximumTapDuration
            holdTimer = scheduleTimer(after: limit) { [unowned self] in   // R27: held too long
                let held = view?.window.map { $0.clock.now - tapDownTime } ?? limit
                fail(.heldTooLong(limit: limit, held: held))
            }
        }
        fingersDown += touches.count
        mostFingersThisTap = max(mostFingersThisTap, fingersDown)
        if tapsCompleted == 0 {
            anchors.append(contentsOf: touches.map(\.initialLocationInWindow))
        }
        if fingersDown > numberOfTouchesRequired {   // R27: too many fingers
            fail(.tooManyTouches(limit: numberOfTouchesRequired, count: fingersDown))
        }
        if tapsCompleted > 0 { failIfStrayed(touches) }   // R27: a later tap away from the first
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        failIfStrayed(touches)   // R27: moved too far
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        fingersDown -= touches.count
        guard fingersDown == 0, state == .possible else { return }
        holdTimer?.cancel()
        guard mostFingersThisTap == numberOfTouchesRequired else {   // R26: exactly that many fingers
            return fail(.tooFewTouches(required: numberOfTouchesRequired, count: mostFingersThisTap), rule: "R26")
        }
        if tapsCompleted == 0 { firstTapCentroid = centroid(of: anchors) }
        tapsCompleted += 1
        mostFingersThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            setState(.ended, .tapsCompleted(tapsCompleted), rule: "R26")   // recognized on the lift that completes the taps
        } else {
            let interval = maximumTapInterval
            intervalTimer = scheduleTimer(after: interval) { [unowned self] in   // R27: no next tap in time
                fail(.noNextTap(interval: interval, tapsDone: tapsCompleted))
            }
        }
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        fail(.touchCancelled)
    }

    override open func reset() {
        super.reset()
        if let firstTapCentroid { lastCentroidInWindow = firstTapCentroid }   // R26, after the attempt too
        tapsCompleted = 0
        fingersDown = 0
        mostFingersThisTap = 0
        anchors.removeAll()
        firstTapCentroid = nil
        holdTimer = nil
        intervalTimer = nil
    }

    /// Fails the attempt, if it is still possible, because of `cause` (R27 unless `rule` says otherwise).
    private func fail(_ cause: Cause, rule: String = "R27") {
        if state == .possible { setState(.failed, cause, rule: rule) }
    }

    /// R27: fails when one of `touches` is farther than ``allowableMovement`` from every anchor.
    private func failIfStrayed(_ touches: Set<Touch>) {
        for touch in touches {
            let distance = distanceFromAnchors(touch)
            if distance > allowableMovement {
                return fail(.movedTooFar(limit: allowableMovement, moved: distance, before: nil))
            }
        }
    }

    /// How far `touch` is from the nearest place a finger of the first tap went down.
    private func distanceFromAnchors(_ touch: Touch) -> CGFloat {
        let point = touch.locationInWindow
        var nearest = CGFloat.infinity
        for anchor in anchors {
            nearest = min(nearest, hypot(point.x - anchor.x, point.y - anchor.y))
        }
        return nearest
    }

    private func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }
}
