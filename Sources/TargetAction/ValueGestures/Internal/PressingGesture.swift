import Foundation

/// `onLongPressGesture`'s `onPressingChanged`: `true` when the press starts, `false` when it ends
/// or fails [chosen: at that moment, not at the lift]. It adds no callback a test calls: its
/// structure is its base's.
struct PressingGesture<Base: Gesture>: Gesture, BuiltInGesture {
    typealias Value = Base.Value
    typealias Body = Never

    let base: Base
    let pressingChanged: (Bool) -> Void

    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (base, structure) = builder.build(self.base)
        let node = PressingNode(base: base, pressingChanged: pressingChanged)
        return BuiltGesture(node: node, structure: structure.wrapped(by: node, adding: nil))
    }
}

/// The node of ``PressingGesture``.
final class PressingNode<Value>: WrappingNode<Value> {
    private let pressingChanged: (Bool) -> Void
    private var isPressing = false

    init(base: GestureNode<Value>, pressingChanged: @escaping (Bool) -> Void) {
        self.pressingChanged = pressingChanged
        super.init(base: base)
    }

    override func deliver(in recognizer: ValueGestureRecognizer) {
        base.deliver(in: recognizer)
        switch status {
        case .active where !isPressing: setPressing(true)
        case .ended, .failed: if isPressing { setPressing(false) }
        default: break
        }
    }

    override func abandon(in recognizer: ValueGestureRecognizer) {
        base.abandon(in: recognizer)
        if isPressing { setPressing(false) }
    }

    override func reset() {
        super.reset()
        isPressing = false
    }

    private func setPressing(_ pressing: Bool) {
        isPressing = pressing
        pressingChanged(pressing)
    }
}
