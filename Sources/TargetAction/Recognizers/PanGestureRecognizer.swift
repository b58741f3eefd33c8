import Foundation

/// Recognizes a drag of one or more fingers: continuous, with a cumulative translation and a
/// velocity (R21-R25).
open class PanGestureRecognizer: GestureRecognizer {
    /// How far (points, on either axis) fingers move before the pan begins (R22, [obs]).
    public static let defaultHysteresis: CGFloat = 10
    /// The weight of the latest velocity sample (R25, [obs]).
    public static let defaultVelocitySmoothing: CGFloat = 0.2
    /// A move closer than this to the last velocity sample waits and is measured with the next
    /// move (R25 amended, [chosen]).
    public static let defaultMinimumVelocitySampleInterval: TimeInterval = 0.004
    /// A lift more than this after the last move reads zero velocity: the finger had stopped (R25
    /// amended, [chosen]).
    public static let defaultVelocityStopInterval: TimeInterval = 0.04

    // Settings that make no sense (below their minimum, not finite) are reported and not applied.

    /// The fewest touches that can pan (R21), at least 1. Default: 1.
    open var minimumNumberOfTouches: Int {
        get { minimumNumberOfTouchesStorage }
        set { if !rejects(newValue, "minimumNumberOfTouches", keeping: minimumNumberOfTouchesStorage, unless: .atLeastOne) { minimumNumberOfTouchesStorage = newValue } }
    }
    private var minimumNumberOfTouchesStorage = 1
    /// The most touches that can pan (R21), at least 1. More fail it before it began; after, the
    /// extra touches are ignored (R22). Default: `Int.max`.
    open var maximumNumberOfTouches: Int {
        get { maximumNumberOfTouchesStorage }
        set { if !rejects(newValue, "maximumNumberOfTouches", keeping: maximumNumberOfTouchesStorage, unless: .atLeastOne) { maximumNumberOfTouchesStorage = newValue } }
    }
    private var maximumNumberOfTouchesStorage = Int.max
    /// How far fingers move before the pan begins, finite and not negative. Default: ``defaultHysteresis``.
    open var hysteresis: CGFloat {
        get { hysteresisStorage }
        set { if !rejects(newValue, "hysteresis", keeping: hysteresisStorage, unless: .finiteAndNotNegative) { hysteresisStorage = newValue } }
    }
    private var hysteresisStorage: CGFloat = PanGestureRecognizer.defaultHysteresis
    /// The weight of the latest sample in the velocity, from 0 to 1. Default: ``defaultVelocitySmoothing``.
    open var velocitySmoothing: CGFloat {
        get { velocitySmoothingStorage }
        set { if !rejects(newValue, "velocitySmoothing", keeping: velocitySmoothingStorage, unless: .fromZeroToOne) { velocitySmoothingStorage = newValue } }
    }
    private var velocitySmoothingStorage: CGFloat = PanGestureRecognizer.defaultVelocitySmoothing
    /// The shortest time between velocity samples, finite and above zero (a zero interval would
    /// divide by zero). Default: ``defaultMinimumVelocitySampleInterval``.
    open var minimumVelocitySampleInterval: TimeInterval {
        get { minimumVelocitySampleIntervalStorage }
        set { if !rejects(newValue, "minimumVelocitySampleInterval", keeping: minimumVelocitySampleIntervalStorage, unless: .finiteAndAboveZero) { minimumVelocitySampleIntervalStorage = newValue } }
    }
    private var minimumVelocitySampleIntervalStorage: TimeInterval = PanGestureRecognizer.defaultMinimumVelocitySampleInterval
    /// How long fingers may rest before the lift and keep their velocity in the lift's `.ended`,
    /// above zero; `.infinity` keeps the last velocity whatever the rest (R25 amended). Default:
    /// ``defaultVelocityStopInterval``.
    open var velocityStopInterval: TimeInterval {
        get { velocityStopIntervalStorage }
        set { if !rejects(newValue, "velocityStopInterval", keeping: velocityStopIntervalStorage, unless: .aboveZero) { velocityStopIntervalStorage = newValue } }
    }
    private var velocityStopIntervalStorage: TimeInterval = PanGestureRecognizer.defaultVelocityStopInterval

    /// Translation since the gesture began, window coordinates; views read it through the linear
    /// part of their transforms (R56).
    private var translationInWindow: CGPoint = .zero
    /// Centroid movement since the first touch went down (before the hysteresis is taken off), in
    /// window coordinates; controls read its direction (R90, R99).
    private(set) var rawTranslation: CGPoint = .zero
    /// Velocity samples of the raw translation (R25).
    private var sampler = VelocitySampler()

    override public init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
    }

    override package func copySettings(to other: GestureRecognizer) {
        super.copySettings(to: other)
        guard let other = other as? PanGestureRecognizer else { return }
        other.minimumNumberOfTouches = minimumNumberOfTouches
        other.maximumNumberOfTouches = maximumNumberOfTouches
        other.hysteresis = hysteresis
        other.velocitySmoothing = velocitySmoothing
        other.minimumVelocitySampleInterval = minimumVelocitySampleInterval
        other.velocityStopInterval = velocityStopInterval
    }

    /// The translation since the gesture began, in `view`'s coordinates (nil: window) (R24):
    /// converted by the linear part of the transforms on the way, no translation (R56).
    open func translation(in view: View?) -> CGPoint {
        guard let view else { return translationInWindow }
        return view.vectorFromRoot(translationInWindow)
    }

    /// Makes ``translation(in:)`` return `translation` (in `view`'s coordinates, nil: window) and
    /// zeroes the velocity until the next move (R24). A non-finite translation is reported and
    /// changes nothing.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        let rule = SettingRule<CGPoint>.finite
        guard !rejects(translation, "translation", in: { "setTranslation(\($0), in:)" }, unless: rule,
                       then: rule.stays(translationInWindow)) else { return }
        translationInWindow = view?.vectorInRoot(translation) ?? translation
        sampler.clearSamples(from: rawTranslation)
    }

    /// Points per second in `view`'s coordinates (nil: window), from event timestamps (R25);
    /// converted as ``translation(in:)`` is (R56). Zero in the lift's `.ended` when the fingers
    /// rested more than ``velocityStopInterval`` before lifting (R25 amended).
    open func velocity(in view: View?) -> CGPoint {
        let velocity = sampler.velocity(smoothing: velocitySmoothing)
        guard let view else { return velocity }
        return view.vectorFromRoot(velocity)
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if !sampler.hasStarted {
            sampler.sample(rawTranslation, at: event.timestamp, minimumInterval: minimumVelocitySampleInterval)
        }
        guard numberOfTouches > maximumNumberOfTouches else { return }
        if state.isActive {
            // R22: once it began, touches beyond the maximum are ignored and it goes on.
            for touch in trackedTouches.dropFirst(maximumNumberOfTouches) {
                ignore(touch, for: event)
            }
        } else {   // R22: too many touches before it began
            setState(.failed, .tooManyTouches(limit: maximumNumberOfTouches, count: numberOfTouches), rule: "R22")
        }
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        // The centroid of a fixed set of touches moves by the mean of their moves: adding or
        // lifting a finger never makes the translation jump.
        var dx: CGFloat = 0
        var dy: CGFloat = 0
        for touch in touches {
            dx += touch.locationInWindow.x - touch.previousLocationInWindow.x
            dy += touch.locationInWindow.y - touch.previousLocationInWindow.y
        }
        let count = CGFloat(max(1, numberOfTouches))
        let delta = CGPoint(x: dx / count, y: dy / count)
        rawTranslation.x += delta.x
        rawTranslation.y += delta.y
        sampler.sample(rawTranslation, at: event.timestamp, minimumInterval: minimumVelocitySampleInterval)

        if state.isActive {
            translationInWindow.x += delta.x
            translationInWindow.y += delta.y
            state = .changed   // R23
        } else if state == .possible, numberOfTouches >= minimumNumberOfTouches, hasPassedHysteresis() {
            translationInWindow = CGPoint(x: withoutHysteresis(rawTranslation.x), y: withoutHysteresis(rawTranslation.y))
            let (cause, rule) = beginning
            setState(.began, cause, rule: rule)
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let remaining = numberOfTouches - touches.count
        if state.isActive {
            // R25 amended: the lift's .ended reads zero velocity after a rest.
            if remaining == 0 {
                sampler.lift(at: event.timestamp, stopInterval: velocityStopInterval)
                setState(.ended, .touchesLifted, rule: "R23")
            } else if remaining < minimumNumberOfTouches {
                sampler.lift(at: event.timestamp, stopInterval: velocityStopInterval)
                setState(.ended, .fewerTouches(minimum: minimumNumberOfTouches), rule: "R22")
            }
        } else if remaining == 0 {
            let (cause, rule) = liftedBeforeBeginning
            setState(.failed, cause, rule: rule)
        } else if remaining < minimumNumberOfTouches && pendingState == .began {
            // R22: fewer than its minimum remain while its begin still waits on arbitration, so it
            // never begins with too few.
            setState(.failed, .fewerTouches(minimum: minimumNumberOfTouches), rule: "R22")
        }
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        setState(state.isActive ? .cancelled : .failed, .touchCancelled, rule: "R23")
    }

    override open func reset() {
        super.reset()
        translationInWindow = .zero
        rawTranslation = .zero
        sampler.reset()
    }

    /// Why it begins, and by which rule: R22's hysteresis passed (an edge pan says R39).
    var beginning: (Cause, String) { (.movedPastHysteresis(hysteresis), "R22") }

    /// Why it fails when its touches all lift before it began, and by which rule: R23 (an edge pan
    /// says R39).
    var liftedBeforeBeginning: (Cause, String) { (.liftedBeforeMoving(distance: hysteresis), "R23") }

    /// R22: at least the minimum number of touches have moved the hysteresis on either axis.
    ///
    /// The pan begins on a move when this says yes; ``ScreenEdgePanGestureRecognizer`` refines it
    /// (R39: away from its edge, more across the edge than along it).
    func hasPassedHysteresis() -> Bool {
        var moved = 0
        for touch in attempt.tracked {
            let dx = abs(touch.locationInWindow.x - touch.initialLocationInWindow.x)
            let dy = abs(touch.locationInWindow.y - touch.initialLocationInWindow.y)
            if dx >= hysteresis || dy >= hysteresis { moved += 1 }
        }
        return moved >= minimumNumberOfTouches
    }

    private func withoutHysteresis(_ value: CGFloat) -> CGFloat {
        guard abs(value) >= hysteresis else { return value }
        return value > 0 ? value - hysteresis : value + hysteresis
    }
}
