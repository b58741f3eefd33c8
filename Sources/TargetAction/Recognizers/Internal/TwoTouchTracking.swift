import Foundation

/// The bookkeeping ``PinchGestureRecognizer`` and ``RotationGestureRecognizer`` share (R33-R36):
/// the two touches that count, what they measure (their distance, or the angle of the line between
/// them), the value that follows that measure, and velocity samples of that value (R25's blend).
///
/// It keeps books only: the recognizers decide their states from what it reports.
struct TwoTouchTracking {
    /// What the pair measures, and how the value follows it.
    enum Measure {
        /// The distance between the touches; the value is a ratio of distances (a pinch's scale).
        case distance
        /// The angle of the line from the first touch to the second, clockwise positive in window
        /// coordinates (y points down), unwrapped so that it is continuous across ±π; the value is
        /// the angle turned (a rotation).
        case angle

        /// The value before anything moved: scale 1, rotation 0.
        var identity: CGFloat {
            switch self {
            case .distance: 1
            case .angle: 0
            }
        }

        /// The value at `measure`, relative to `anchor`'s value at `anchor`'s measure (R35).
        fileprivate func value(from anchor: Anchor, at measure: CGFloat) -> CGFloat {
            switch self {
            case .distance: anchor.value * (measure / anchor.measure)
            case .angle: anchor.value + (measure - anchor.measure)
            }
        }
    }

    /// A value and the measure it held at: later values are relative to it (R35).
    fileprivate struct Anchor {
        var value: CGFloat
        var measure: CGFloat
    }

    let kind: Measure
    /// The touches that count, in the order they began: at most two (R33).
    private(set) var pair: [Touch] = []
    /// The value the recognizer reports: the identity until it began, then following the touches (R35).
    private(set) var value: CGFloat
    /// Whether ``value`` follows the touches: from ``follow()`` (at `.began`) until reset.
    private(set) var follows = false
    /// Whether two touches were down together at some point of the attempt (R33).
    private(set) var wasComplete = false
    /// The pair's first measure: R34's reference. Nil until both touches are down and measurable.
    private var initialMeasure: CGFloat?
    /// The pair's latest measure.
    private var measure: CGFloat?
    /// The angle of the line at the latest measure, in (−π, π], for unwrapping.
    private var rawAngle: CGFloat = 0
    /// What the value is computed from; nil while the pair is incomplete or not yet measured.
    private var anchor: Anchor?
    private var sampleReference: (value: CGFloat, time: TimeInterval)?
    private var latestSample: CGFloat?
    private var previousSample: CGFloat?

    init(measuring kind: Measure) {
        self.kind = kind
        value = kind.identity
    }

    // MARK: Touches

    /// R33: takes the recognizer's touches into the pair while it has room (the pair is measured
    /// when it completes); returns the touches beyond two, which the recognizer ignores.
    mutating func touchesBegan(_ touches: [Touch], at time: TimeInterval) -> [Touch] {
        var beyondTwo: [Touch] = []
        let wasComplete = pair.count == 2
        for touch in touches where !pair.contains(where: { $0 === touch }) {
            if pair.count < 2 {
                pair.append(touch)
            } else {
                beyondTwo.append(touch)
            }
        }
        if !wasComplete, pair.count == 2 {
            self.wasComplete = true
            remeasure(at: time)
        }
        return beyondTwo
    }

    /// Measures the pair after a move and updates the value if it follows, taking a velocity sample
    /// (R25, R35). Returns whether the pair was measured: false with fewer than two touches, or
    /// with the two at one point (they have no distance to divide by, nor an angle).
    mutating func touchesMoved(at time: TimeInterval, minimumSampleInterval: TimeInterval) -> Bool {
        guard remeasure(at: time), let anchor, let measure else { return false }
        let newValue = kind.value(from: anchor, at: measure)
        guard newValue.isFinite else { return false }
        sample(newValue, at: time, minimumInterval: minimumSampleInterval)
        if follows { value = newValue }
        return true
    }

    /// R36: touches of the pair lifted (or the recognizer ignores them, R32). The value stays where
    /// it is; a new pair is measured afresh.
    mutating func removeTouches(_ touches: Set<Touch>) {
        let kept = pair.filter { !touches.contains($0) }
        guard kept.count != pair.count else { return }
        pair = kept
        initialMeasure = nil
        measure = nil
        anchor = nil
        sampleReference = nil
    }

    /// R34: whether the pair's measure is at least `hysteresis` away from its first measure.
    func hasChanged(by hysteresis: CGFloat) -> Bool {
        guard let initialMeasure, let measure else { return false }
        return abs(measure - initialMeasure) >= hysteresis
    }

    /// R35: from now on the value follows the touches; it takes the value at the current measure
    /// (a pinch's scale already past 1 ± hysteresis).
    mutating func follow() {
        follows = true
        if let anchor, let measure { value = kind.value(from: anchor, at: measure) }
    }

    // MARK: Reasons (R33, R34)

    /// What `threshold` is for this measure: `hysteresis` points of distance, or radians turned.
    func threshold(_ hysteresis: CGFloat) -> GestureRecognizer.Cause.Threshold {
        switch kind {
        case .distance: .distance(hysteresis)
        case .angle: .angle(hysteresis)
        }
    }

    /// Why the recognizer fails when its touches all lift before it began, and by which rule: one
    /// finger never joined by a second (R33), or two that lifted before passing `hysteresis` (R34).
    func liftedBeforeBeginning(hysteresis: CGFloat) -> (GestureRecognizer.Cause, String) {
        guard wasComplete else { return (.tooFewTouches(required: 2, count: 1), "R33") }
        return (.liftedBeforeThreshold(threshold(hysteresis)), "R34")
    }

    // MARK: Value and velocity

    /// R35: sets the value; later values are relative to it, and the velocity is zero until the
    /// next move. (Before the recognizer began, `.began` takes the value from the touches again.)
    mutating func setValue(_ newValue: CGFloat) {
        value = newValue
        latestSample = nil
        previousSample = nil
        guard follows, let measure, anchor != nil else { return }
        anchor = Anchor(value: newValue, measure: measure)
        sampleReference = sampleReference.map { (newValue, $0.time) }
    }

    /// R25, R35: the latest sample weighted `smoothing`, the previous one the rest; the latest
    /// alone when there is one; zero when there is none. Per second.
    func velocity(smoothing: CGFloat) -> CGFloat {
        guard let latest = latestSample else { return 0 }
        guard let previous = previousSample else { return latest }
        return smoothing * latest + (1 - smoothing) * previous
    }

    // MARK: Measuring

    /// Measures the pair where its touches are now; the first measure of a pair is its reference
    /// (R34) and anchors the value: the identity before the recognizer began, the value it holds
    /// after (so that a new pair carries on from where the last one left it). Returns false when
    /// the pair cannot be measured.
    @discardableResult
    private mutating func remeasure(at time: TimeInterval) -> Bool {
        guard pair.count == 2 else { return false }
        let first = pair[0].locationInWindow
        let second = pair[1].locationInWindow
        let dx = second.x - first.x
        let dy = second.y - first.y
        let distance = hypot(dx, dy)
        guard distance > 0, distance.isFinite else { return false }
        let newMeasure: CGFloat
        switch kind {
        case .distance:
            newMeasure = distance
        case .angle:
            let angle = atan2(dy, dx)   // y points down: a larger angle is clockwise on screen
            // Unwrapped: the turn since the last measure is taken the short way round.
            newMeasure = measure.map { $0 + (angle - rawAngle).remainder(dividingBy: 2 * .pi) } ?? angle
            rawAngle = angle
        }
        measure = newMeasure
        if anchor == nil {
            initialMeasure = newMeasure
            let anchorValue = follows ? value : kind.identity
            anchor = Anchor(value: anchorValue, measure: newMeasure)
            sampleReference = (anchorValue, time)
        }
        return true
    }

    /// R25: one sample per move, Δvalue / Δt; a Δt under the minimum waits for the next move.
    private mutating func sample(_ newValue: CGFloat, at time: TimeInterval, minimumInterval: TimeInterval) {
        guard let reference = sampleReference else {
            sampleReference = (newValue, time)
            return
        }
        let interval = time - reference.time
        guard interval >= minimumInterval else { return }
        let sample = (newValue - reference.value) / interval
        guard sample.isFinite else { return }
        previousSample = latestSample
        latestSample = sample
        sampleReference = (newValue, time)
    }
}
