import Foundation

/// R62: a ``LongPressGesture`` running. Active with `true` at its touch-down; ended with `true`
/// by the clock once the duration has passed with the finger still down and near where it went
/// down; failed by an earlier lift, a move of the distance, or [chosen] a second finger.
final class LongPressNode: GestureNode<Bool> {
    private let minimumDuration: TimeInterval
    private let maximumDistance: CGFloat
    private var finger: Touch?
    private var origin = CGPoint.zero
    private var downTime: TimeInterval = 0
    private var timer: ClockTimer?

    init(minimumDuration: TimeInterval, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal else { return }
        guard finger == nil, touches.count == 1, let touch = touches.first else { return fail(.secondTouch(before: minimumDuration)) }
        finger = touch
        origin = touch.locationInWindow
        downTime = recognizer.time
        phase = .active(true)
        timer = recognizer.schedule(after: minimumDuration) { [unowned self] in
            guard case .active = phase else { return }
            phase = .ended(true)
            decide(.heldLongEnough(duration: minimumDuration, movement: maximumDistance), "R62")
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard case .active = phase, let finger, touches.contains(finger) else { return }
        let moved = distance(finger.locationInWindow, origin)
        if moved >= maximumDistance { fail(.movedTooFar(limit: maximumDistance, moved: moved, before: minimumDuration)) }
    }

    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard let finger, touches.contains(finger) else { return }
        // Before the duration; after it, the press has ended and this does nothing.
        fail(.liftedTooSoon(duration: minimumDuration, held: recognizer.time - downTime))
    }

    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        fail(.touchCancelled)
    }

    override var hasRecognized: Bool { status == .ended }
    // The phase, stored and read on the long press's own type, as the drag's.
    private var pressPhase = GesturePhase<Bool>.possible
    override var phase: GesturePhase<Bool> {
        get { pressPhase }
        set { pressPhase = newValue }
    }
    override var status: GestureStatus { pressPhase.status }

    override func reset() {
        super.reset()
        finger = nil
        timer = nil
    }

    /// Fails, because `cause` (R62).
    private func fail(_ cause: GestureRecognizer.Cause) {
        guard !status.isTerminal else { return }
        phase = .failed
        decide(cause, "R62")
        timer?.cancel()
    }
}

extension LongPressGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard builder.check(minimumDuration, "minimumDuration", of: "LongPressGesture", .finiteAndNotNegative),
              builder.check(maximumDistance, "maximumDistance", of: "LongPressGesture", .finiteAndNotNegative) else {
            return builder.rejected(self)
        }
        return builder.single(self, LongPressNode(minimumDuration: minimumDuration, maximumDistance: maximumDistance))
    }
}
