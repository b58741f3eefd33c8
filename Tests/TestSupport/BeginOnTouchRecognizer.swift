import TargetAction

/// A recognizer driven by plain window events without gesture logic of its own: it begins on
/// touch-down, changes on every move and ends on lift. It records the touches it receives.
public final class BeginOnTouchRecognizer: ManualRecognizer {
    public private(set) var received: [String] = []

    override public func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        received.append("began")
        if state == .possible { state = .began }
    }

    override public func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        received.append("moved")
        if state.isActive { state = .changed }
    }

    override public func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        received.append("ended")
        if state.isActive { state = .ended }
    }

    override public func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        received.append("cancelled")
        if state.isActive { state = .cancelled }
    }
}
