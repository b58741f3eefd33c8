import Foundation

/// R63: a ``DragGesture`` running. Possible until its finger is the minimum distance from where
/// it went down (window coordinates), then active on every move; ended by the lift, failed by a
/// lift before, a cancel, or a second finger.
final class DragNode: GestureNode<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let coordinateSpace: CoordinateSpace
    private let predictionInterval: TimeInterval
    private var finger: Touch?
    private var origin = CGPoint.zero
    private var sampler = VelocitySampler()

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace, predictionInterval: TimeInterval) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        self.predictionInterval = predictionInterval
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal else { return }
        guard finger == nil, touches.count == 1, let touch = touches.first else { return fail(.secondTouch(before: nil)) }
        finger = touch
        origin = touch.locationInWindow
        sample(touch, in: recognizer)
        if minimumDistance == 0 {
            phase = .active(value(at: origin, in: recognizer))
            decide(.moved(distance: 0), "R63")
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal, let finger, touches.contains(finger) else { return }
        sample(finger, in: recognizer)
        let location = finger.locationInWindow
        if case .active = phase {
            phase = .active(value(at: location, in: recognizer))
        } else if distance(location, origin) >= minimumDistance {
            phase = .active(value(at: location, in: recognizer))
            decide(.moved(distance: minimumDistance), "R63")
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal, let finger, touches.contains(finger) else { return }
        guard case .active = phase else { return fail(.liftedBeforeMoving(distance: minimumDistance)) }
        sampler.lift(at: recognizer.time, stopInterval: PanGestureRecognizer.defaultVelocityStopInterval)   // R25 amended
        phase = .ended(value(at: finger.locationInWindow, in: recognizer))
        decide(.touchesLifted, "R63")
    }

    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        fail(.touchCancelled)
    }

    override var hasRecognized: Bool { status == .active || status == .ended }
    // The phase, stored and read on the drag's own type: read through the generic base, every
    // move would look up the phase type's metadata.
    private var dragPhase = GesturePhase<DragGesture.Value>.possible
    override var phase: GesturePhase<DragGesture.Value> {
        get { dragPhase }
        set { dragPhase = newValue }
    }
    override var status: GestureStatus { dragPhase.status }

    override func reset() {
        super.reset()
        finger = nil
        sampler = VelocitySampler()
    }

    /// Fails, because `cause` (R63).
    private func fail(_ cause: GestureRecognizer.Cause) {
        guard !status.isTerminal else { return }
        phase = .failed
        decide(cause, "R63")
    }

    private func sample(_ touch: Touch, in recognizer: ValueGestureRecognizer) {
        var sampler = self.sampler   // replaced, not changed in place: no access spans the call
        sampler.sample(touch.locationInWindow, at: recognizer.time,
                       minimumInterval: PanGestureRecognizer.defaultMinimumVelocitySampleInterval)
        self.sampler = sampler
    }

    private func value(at location: CGPoint, in recognizer: ValueGestureRecognizer) -> DragGesture.Value {
        let windowVelocity = sampler.velocity(smoothing: PanGestureRecognizer.defaultVelocitySmoothing)
        let mapping = recognizer.mapping(for: coordinateSpace)
        let velocity = mapping?.vector(windowVelocity) ?? windowVelocity
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: recognizer.time),
            location: mapping?.point(location) ?? location,
            startLocation: mapping?.point(origin) ?? origin,
            velocity: CGSize(width: velocity.x, height: velocity.y),
            predictionInterval: predictionInterval)
    }
}

extension DragGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard builder.check(minimumDistance, "minimumDistance", of: "DragGesture", .finiteAndNotNegative),
              builder.check(predictionInterval, "predictionInterval", of: "DragGesture", .finiteAndNotNegative) else {
            return builder.rejected(self)
        }
        return builder.single(self, DragNode(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace,
                                             predictionInterval: predictionInterval))
    }
}
