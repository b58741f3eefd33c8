import Foundation

/// R64: a magnify or rotate gesture running, under either name. Two fingers; active once the
/// magnification is the minimum away from 1 (or the rotation the minimum away from 0), measured
/// from when the second finger went down; ended by the first of the two to lift after that, failed
/// by a lift before. A third finger is ignored.
final class TwoFingerNode<Value>: GestureNode<Value> {
    /// What a magnify or rotate gesture reports, before it is made its value.
    struct Reading {
        var time: Date
        /// The magnification, or the rotation in radians.
        var value: CGFloat
        var velocity: CGFloat
        var startAnchor: UnitPoint
        var startLocation: CGPoint
    }

    private var tracking: TwoTouchTracking
    private let threshold: CGFloat
    /// The threshold as reasons give it: a change of scale, or a turn.
    private let limit: GestureRecognizer.Cause.Threshold
    private let makeValue: (Reading) -> Value
    /// The pair's centroid when the second finger went down, in the view's coordinates, and as a
    /// fraction of its bounds.
    private var start: (location: CGPoint, anchor: UnitPoint)?

    init(measuring measure: TwoTouchTracking.Measure, threshold: CGFloat, makeValue: @escaping (Reading) -> Value) {
        tracking = TwoTouchTracking(measuring: measure)
        tracking.follow()
        self.threshold = threshold
        limit = measure == .distance ? .scale(threshold) : .angle(threshold)
        self.makeValue = makeValue
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal else { return }
        _ = tracking.touchesBegan(Array(touches), at: recognizer.time)   // beyond two: ignored
        let pair = tracking.pair
        guard start == nil, pair.count == 2 else { return }
        let centroid = CGPoint(x: (pair[0].locationInWindow.x + pair[1].locationInWindow.x) / 2,
                               y: (pair[0].locationInWindow.y + pair[1].locationInWindow.y) / 2)
        start = recognizer.localPointAndAnchor(centroid)
    }

    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        // R35's sample interval (the pinch's and the rotation's are one value), not the pan's.
        guard !status.isTerminal, start != nil,
              tracking.touchesMoved(at: recognizer.time, minimumSampleInterval: PinchGestureRecognizer.defaultMinimumVelocitySampleInterval) else { return }
        if case .active = phase {
            phase = .active(value(in: recognizer))
        } else if abs(tracking.value - tracking.kind.identity) >= threshold {
            phase = .active(value(in: recognizer))
            decide(.passedThreshold(limit), "R64")
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal, tracking.pair.contains(where: { touches.contains($0) }) else { return }
        guard case .active(let last) = phase else {
            let fingers = tracking.pair.count
            return fail(fingers < 2 ? .tooFewTouches(required: 2, count: fingers) : .liftedBeforeThreshold(limit))
        }
        phase = .ended(last)
        decide(.fewerTouches(minimum: 2), "R64")
    }

    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        fail(.touchCancelled)
    }

    /// Fails, because `cause` (R64).
    private func fail(_ cause: GestureRecognizer.Cause) {
        guard !status.isTerminal else { return }
        phase = .failed
        decide(cause, "R64")
    }

    override var hasRecognized: Bool { status == .active || status == .ended }

    override func reset() {
        super.reset()
        tracking = TwoTouchTracking(measuring: tracking.kind)
        tracking.follow()
        start = nil
    }

    private func value(in recognizer: ValueGestureRecognizer) -> Value {
        makeValue(Reading(
            time: Date(timeIntervalSinceReferenceDate: recognizer.time),
            value: tracking.value,
            velocity: tracking.velocity(smoothing: PanGestureRecognizer.defaultVelocitySmoothing),
            startAnchor: start?.anchor ?? .zero,
            startLocation: start?.location ?? .zero))
    }
}

extension MagnifyGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard builder.check(minimumScaleDelta, "minimumScaleDelta", of: "MagnifyGesture", .finiteAndNotNegative) else { return builder.rejected(self) }
        return builder.single(self, TwoFingerNode<Value>(measuring: .distance, threshold: minimumScaleDelta) { reading in
            Value(time: reading.time, magnification: reading.value, velocity: reading.velocity,
                  startAnchor: reading.startAnchor, startLocation: reading.startLocation)
        })
    }
}

extension RotateGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard builder.check(minimumAngleDelta.radians, "minimumAngleDelta", of: "RotateGesture", .finiteAndNotNegative) else { return builder.rejected(self) }
        return builder.single(self, TwoFingerNode<Value>(measuring: .angle, threshold: CGFloat(minimumAngleDelta.radians)) { reading in
            Value(time: reading.time, rotation: .radians(Double(reading.value)), velocity: .radians(Double(reading.velocity)),
                  startAnchor: reading.startAnchor, startLocation: reading.startLocation)
        })
    }
}

extension MagnificationGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard builder.check(minimumScaleDelta, "minimumScaleDelta", of: "MagnificationGesture", .finiteAndNotNegative) else { return builder.rejected(self) }
        return builder.single(self, TwoFingerNode<CGFloat>(measuring: .distance, threshold: minimumScaleDelta) { $0.value })
    }
}

extension RotationGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard builder.check(minimumAngleDelta.radians, "minimumAngleDelta", of: "RotationGesture", .finiteAndNotNegative) else { return builder.rejected(self) }
        return builder.single(self, TwoFingerNode<Angle>(measuring: .angle, threshold: CGFloat(minimumAngleDelta.radians)) {
            .radians(Double($0.value))
        })
    }
}
