import Foundation

/// R62: a ``LongPressGesture`` running. Active with `true` at its touch-down; ended with `true`
/// by the clock once the duration has passed with the finger still down and near where it went
/// down; failed by an earlier lift, a move of the distance, or [chosen] a second finger.
final class LongPressNode: GestureNode<Bool> {
    private let minimumDuration: TimeInterval
    private let maximumDistance: CGFloat
    private var finger: Touch?
    private var origin = CGPoint.zero
    private var timer: ClockTimer?

    init(minimumDuration: TimeInterval, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal else { return }
        guard finger == nil, touches.count == 1, let touch = touches.first else { return fail() }
        finger = touch
        origin = touch.locationInWindow
        phase = .active(true)
        timer = recognizer.schedule(after: minimumDuration) { [unowned self] in
            if case .active = phase { phase = .ended(true) }
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard case .active = phase, let finger, touches.contains(finger) else { return }
        if distance(finger.locationInWindow, origin) >= maximumDistance { fail() }
    }

    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard let finger, touches.contains(finger) else { return }
        fail()   // before the duration; after it, the press has ended and this does nothing
    }

    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        fail()
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

    private func fail() {
        guard !status.isTerminal else { return }
        phase = .failed
        timer?.cancel()
    }
}

extension LongPressGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        guard builder.check(minimumDuration, "minimumDuration", of: "LongPressGesture"),
              builder.check(Double(maximumDistance), "maximumDistance", of: "LongPressGesture") else {
            return FailingNode<Bool>()
        }
        return LongPressNode(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}
