import Foundation

/// R61: a ``TapGesture`` or ``SpatialTapGesture`` running. One finger down and up within the
/// duration, never moving the distance from where it went down; each next tap within the interval
/// of the last lift; it ends at the lift of the last tap. Clock timers fail it on time.
final class TapNode<Value>: GestureNode<Value> {
    private let count: Int
    private let maximumMovement: CGFloat
    private let maximumDuration: TimeInterval
    private let maximumInterval: TimeInterval
    /// The value at the last lift, from where it lifted (window coordinates).
    private let makeValue: (CGPoint, ValueGestureRecognizer) -> Value
    private var finger: Touch?
    private var origin = CGPoint.zero
    private var taps = 0
    private var holdTimer: ClockTimer?
    private var intervalTimer: ClockTimer?

    init(count: Int, maximumMovement: CGFloat, maximumDuration: TimeInterval, maximumInterval: TimeInterval,
         makeValue: @escaping (CGPoint, ValueGestureRecognizer) -> Value) {
        self.count = count
        self.maximumMovement = maximumMovement
        self.maximumDuration = maximumDuration
        self.maximumInterval = maximumInterval
        self.makeValue = makeValue
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard case .possible = phase else { return }
        guard finger == nil, touches.count == 1, let touch = touches.first else { return fail() }   // a second finger
        intervalTimer?.cancel()
        finger = touch
        origin = touch.locationInWindow
        holdTimer = recognizer.schedule(after: maximumDuration) { [unowned self] in fail() }
    }

    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard case .possible = phase, let finger, touches.contains(finger) else { return }
        if distance(finger.locationInWindow, origin) >= maximumMovement { fail() }
    }

    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard case .possible = phase, let finger, touches.contains(finger) else { return }
        holdTimer?.cancel()
        let lift = finger.locationInWindow
        guard distance(lift, origin) < maximumMovement else { return fail() }
        self.finger = nil
        taps += 1
        if taps >= count {
            phase = .ended(makeValue(lift, recognizer))
        } else {
            intervalTimer = recognizer.schedule(after: maximumInterval) { [unowned self] in fail() }
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        fail()
    }

    override var hasRecognized: Bool { status == .ended }

    override func reset() {
        super.reset()
        finger = nil
        taps = 0
        holdTimer = nil
        intervalTimer = nil
    }

    private func fail() {
        guard case .possible = phase else { return }
        phase = .failed
        holdTimer?.cancel()
        intervalTimer?.cancel()
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
}

extension TapGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        guard builder.check(count: count, of: "TapGesture"),
              builder.check(Double(maximumMovement), "maximumMovement", of: "TapGesture"),
              builder.check(maximumDuration, "maximumDuration", of: "TapGesture"),
              builder.check(maximumInterval, "maximumInterval", of: "TapGesture") else { return FailingNode<Void>() }
        return TapNode<Void>(count: count, maximumMovement: maximumMovement, maximumDuration: maximumDuration,
                             maximumInterval: maximumInterval) { _, _ in () }
    }
}

extension SpatialTapGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        guard builder.check(count: count, of: "SpatialTapGesture"),
              builder.check(Double(maximumMovement), "maximumMovement", of: "SpatialTapGesture"),
              builder.check(maximumDuration, "maximumDuration", of: "SpatialTapGesture"),
              builder.check(maximumInterval, "maximumInterval", of: "SpatialTapGesture") else { return FailingNode<Value>() }
        let space = coordinateSpace
        return TapNode<Value>(count: count, maximumMovement: maximumMovement, maximumDuration: maximumDuration,
                              maximumInterval: maximumInterval) { lift, recognizer in
            Value(location: recognizer.point(lift, in: space))
        }
    }
}
