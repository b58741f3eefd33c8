import Foundation

/// A gesture that wraps another without changing what it recognizes: a callback, `map`,
/// ``AnyGesture``. Seen through to name an attached gesture and to find it.
protocol GestureWrapper {
    var wrappedGesture: any Gesture { get }
}

extension ChangedGesture: GestureWrapper { var wrappedGesture: any Gesture { base } }
extension EndedGesture: GestureWrapper { var wrappedGesture: any Gesture { base } }
extension MapGesture: GestureWrapper { var wrappedGesture: any Gesture { base } }
extension GestureStateGesture: GestureWrapper { var wrappedGesture: any Gesture { base } }
extension AnyGesture: GestureWrapper { var wrappedGesture: any Gesture { wrapped } }

/// The gesture under `gesture`'s callbacks and `map`s.
func coreGesture(of gesture: any Gesture) -> any Gesture {
    var core = gesture
    while let wrapper = core as? any GestureWrapper { core = wrapper.wrappedGesture }
    return core
}

/// `onLongPressGesture`'s `onPressingChanged`: `true` when the press starts, `false` when it ends
/// or fails [chosen: at that moment, not at the lift].
struct PressingGesture<Base: Gesture>: Gesture, GestureWrapper, BuiltInGesture {
    typealias Value = Base.Value
    typealias Body = Never

    let base: Base
    let pressingChanged: (Bool) -> Void

    var wrappedGesture: any Gesture { base }

    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        PressingNode(base: builder.node(for: base), pressingChanged: pressingChanged)
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
