import Foundation

/// Recognizes two fingers moving apart or together: continuous, with a scale and a velocity
/// (R33-R36).
///
/// It needs two touches; touches beyond two are ignored. It begins when the distance between the
/// two has changed by ``hysteresis`` from their distance when both were first down; ``scale`` is
/// the current distance ÷ that first distance, measured in window coordinates.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far (points) the distance between the touches changes before the pinch begins (R34, [chosen]).
    public static let defaultHysteresis: CGFloat = 8
    /// The weight of the latest velocity sample: the pan's (R25, R35).
    public static let defaultVelocitySmoothing = PanGestureRecognizer.defaultVelocitySmoothing
    /// A move closer than this to the last velocity sample waits and is measured with the next
    /// move (R35; 1 ms: the pan's 4 ms, R25 amended, does not apply).
    public static let defaultMinimumVelocitySampleInterval: TimeInterval = 0.001

    // Settings that make no sense (not finite, negative) are reported and not applied.

    /// How far the distance between the touches changes before the pinch begins, finite and not
    /// negative. Default: ``defaultHysteresis``.
    open var hysteresis: CGFloat {
        get { hysteresisStorage }
        set { if !rejects(newValue, "hysteresis", keeping: hysteresisStorage, unless: .finiteAndNotNegative) { hysteresisStorage = newValue } }
    }
    private var hysteresisStorage: CGFloat = PinchGestureRecognizer.defaultHysteresis
    /// The weight of the latest sample in the velocity, from 0 to 1. Default: ``defaultVelocitySmoothing``.
    open var velocitySmoothing: CGFloat {
        get { velocitySmoothingStorage }
        set { if !rejects(newValue, "velocitySmoothing", keeping: velocitySmoothingStorage, unless: .fromZeroToOne) { velocitySmoothingStorage = newValue } }
    }
    private var velocitySmoothingStorage: CGFloat = PinchGestureRecognizer.defaultVelocitySmoothing
    /// The shortest time between velocity samples, finite and above zero. Default:
    /// ``defaultMinimumVelocitySampleInterval``.
    open var minimumVelocitySampleInterval: TimeInterval {
        get { minimumVelocitySampleIntervalStorage }
        set { if !rejects(newValue, "minimumVelocitySampleInterval", keeping: minimumVelocitySampleIntervalStorage, unless: .finiteAndAboveZero) { minimumVelocitySampleIntervalStorage = newValue } }
    }
    private var minimumVelocitySampleIntervalStorage: TimeInterval = PinchGestureRecognizer.defaultMinimumVelocitySampleInterval

    /// The pair of touches, their distance, the scale and its velocity samples.
    private var tracking = TwoTouchTracking(measuring: .distance)

    override public init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
    }

    override package func copySettings(to other: GestureRecognizer) {
        super.copySettings(to: other)
        guard let other = other as? PinchGestureRecognizer else { return }
        other.hysteresis = hysteresis
        other.velocitySmoothing = velocitySmoothing
        other.minimumVelocitySampleInterval = minimumVelocitySampleInterval
    }

    /// The distance between the two touches ÷ their distance when both were first down (R35): 1
    /// while possible, already past 1 ± ``hysteresis`` at `.began`. A touch lifting leaves it where
    /// it is (R36).
    ///
    /// Setting it makes later values relative to the set value (a handler that sets `scale = 1` on
    /// each `.changed` reads increments) and zeroes ``velocity`` until the next move. A non-finite
    /// scale is reported and changes nothing.
    open var scale: CGFloat {
        get { tracking.value }
        set {
            guard !rejects(newValue, "scale", keeping: tracking.value, unless: .finite) else { return }
            tracking.setValue(newValue)
        }
    }

    /// How fast ``scale`` changes, in scale factor per second, from event timestamps (R35, as R25).
    open var velocity: CGFloat {
        tracking.velocity(smoothing: velocitySmoothing)
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        // R33: the first two touches count; later ones are ignored while both are down.
        for touch in tracking.touchesBegan(trackedTouches, at: event.timestamp) {
            ignore(touch, for: event)
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let measured = tracking.touchesMoved(at: event.timestamp, minimumSampleInterval: minimumVelocitySampleInterval)
        if state.isActive {
            state = .changed   // R36: every move after it began, one finger or two
        } else if state == .possible, measured, tracking.follows || tracking.hasChanged(by: hysteresis) {
            // R34; once past the hysteresis it asks again on each move while arbitration holds it
            // (R15), its value following the touches.
            tracking.follow()
            setState(.began, .passedThreshold(tracking.threshold(hysteresis)), rule: "R34")
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        tracking.removeTouches(touches)   // R36: the scale stays where it is
        let remaining = trackedTouches.count - touches.count
        if state.isActive {
            if remaining == 0 { setState(.ended, .touchesLifted, rule: "R36") }   // the last lift ends it
        } else if remaining == 0 {   // R33, R34: lifted before it began
            let (cause, rule) = tracking.liftedBeforeBeginning(hysteresis: hysteresis)
            setState(.failed, cause, rule: rule)
        } else if remaining < 2, pendingState == .began {
            setState(.failed, .fewerTouches(minimum: 2), rule: "R33")   // its begin still waits on arbitration, and one touch is left
        }
    }

    /// R32: an ignored touch leaves the pair too.
    override open func ignore(_ touch: Touch, for event: Event) {
        super.ignore(touch, for: event)
        tracking.removeTouches([touch])
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        setState(state.isActive ? .cancelled : .failed, .touchCancelled, rule: "R36")
    }

    override open func reset() {
        super.reset()
        tracking = TwoTouchTracking(measuring: .distance)
    }
}
