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
        guard finger == nil, touches.count == 1, let touch = touches.first else { return fail(.secondTouch(before: nil)) }
        intervalTimer?.cancel()
        finger = touch
        origin = touch.locationInWindow
        holdTimer = recognizer.schedule(after: maximumDuration) { [unowned self] in
            fail(.heldTooLong(limit: maximumDuration, held: maximumDuration))   // the timer measured it
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard case .possible = phase, let finger, touches.contains(finger) else { return }
        let moved = distance(finger.locationInWindow, origin)
        if moved >= maximumMovement { fail(.movedTooFar(limit: maximumMovement, moved: moved, before: nil)) }
    }

    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard case .possible = phase, let finger, touches.contains(finger) else { return }
        holdTimer?.cancel()
        let lift = finger.locationInWindow
        let moved = distance(lift, origin)
        guard moved < maximumMovement else { return fail(.movedTooFar(limit: maximumMovement, moved: moved, before: nil)) }
        self.finger = nil
        taps += 1
        if taps >= count {
            phase = .ended(makeValue(lift, recognizer))
            decide(.tapsCompleted(count), "R61")
        } else {
            let tapsDone = taps
            intervalTimer = recognizer.schedule(after: maximumInterval) { [unowned self] in
                fail(.noNextTap(interval: maximumInterval, tapsDone: tapsDone))
            }
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        fail(.touchCancelled)
    }

    override var hasRecognized: Bool { status == .ended }

    override func reset() {
        super.reset()
        finger = nil
        taps = 0
        holdTimer = nil
        intervalTimer = nil
    }

    /// Fails, because `cause` (R61).
    private func fail(_ cause: GestureRecognizer.Cause) {
        guard case .possible = phase else { return }
        phase = .failed
        decide(cause, "R61")
        holdTimer?.cancel()
        intervalTimer?.cancel()
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
}

extension TapGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard builder.check(count, "count", of: "TapGesture", .atLeastOne),
              builder.check(maximumMovement, "maximumMovement", of: "TapGesture", .finiteAndNotNegative),
              builder.check(maximumDuration, "maximumDuration", of: "TapGesture", .finiteAndNotNegative),
              builder.check(maximumInterval, "maximumInterval", of: "TapGesture", .finiteAndNotNegative) else { return builder.rejected(self) }
        let node = TapNode<Void>(count: count, maximumMovement: maximumMovement, maximumDuration: maximumDuration,
                                 maximumInterval: maximumInterval) { _, _ in () }
        return builder.single(self, node, description: count == 1 ? nil : "TapGesture(count: \(count))")
    }
}

extension SpatialTapGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard builder.check(count, "count", of: "SpatialTapGesture", .atLeastOne),
              builder.check(maximumMovement, "maximumMovement", of: "SpatialTapGesture", .finiteAndNotNegative),
              builder.check(maximumDuration, "maximumDuration", of: "SpatialTapGesture", .finiteAndNotNegative),
              builder.check(maximumInterval, "maximumInterval", of: "SpatialTapGesture", .finiteAndNotNegative) else { return builder.rejected(self) }
        let space = coordinateSpace
        let node = TapNode<Value>(count: count, maximumMovement: maximumMovement, maximumDuration: maximumDuration,
                                  maximumInterval: maximumInterval) { lift, recognizer in
            Value(location: recognizer.point(lift, in: space))
        }
        return builder.single(self, node, description: count == 1 ? nil : "SpatialTapGesture(count: \(count))")
    }
}
