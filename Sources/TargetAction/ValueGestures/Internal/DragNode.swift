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
        guard finger == nil, touches.count == 1, let touch = touches.first else { return fail() }   // a second finger
        finger = touch
        origin = touch.locationInWindow
        sample(touch, in: recognizer)
        if minimumDistance == 0 { phase = .active(value(at: origin, in: recognizer)) }
    }

    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal, let finger, touches.contains(finger) else { return }
        sample(finger, in: recognizer)
        let location = finger.locationInWindow
        if case .active = phase {
            phase = .active(value(at: location, in: recognizer))
        } else if distance(location, origin) >= minimumDistance {
            phase = .active(value(at: location, in: recognizer))
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal, let finger, touches.contains(finger) else { return }
        guard case .active = phase else { return fail() }
        phase = .ended(value(at: finger.locationInWindow, in: recognizer))
    }

    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        fail()
    }

    override var hasRecognized: Bool { status == .active || status == .ended }

    override func reset() {
        super.reset()
        finger = nil
        sampler.reset()
    }

    private func fail() {
        if !status.isTerminal { phase = .failed }
    }

    private func sample(_ touch: Touch, in recognizer: ValueGestureRecognizer) {
        sampler.sample(touch.locationInWindow, at: recognizer.time,
                       minimumInterval: PanGestureRecognizer.defaultMinimumVelocitySampleInterval)
    }

    private func value(at location: CGPoint, in recognizer: ValueGestureRecognizer) -> DragGesture.Value {
        let velocity = recognizer.vector(sampler.velocity(smoothing: PanGestureRecognizer.defaultVelocitySmoothing), in: coordinateSpace)
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: recognizer.time),
            location: recognizer.point(location, in: coordinateSpace),
            startLocation: recognizer.point(origin, in: coordinateSpace),
            velocity: CGSize(width: velocity.x, height: velocity.y),
            predictionInterval: predictionInterval)
    }
}

extension DragGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        guard builder.check(Double(minimumDistance), "minimumDistance", of: "DragGesture"),
              builder.check(predictionInterval, "predictionInterval", of: "DragGesture") else {
            return FailingNode<Value>()
        }
        return DragNode(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace, predictionInterval: predictionInterval)
    }
}
