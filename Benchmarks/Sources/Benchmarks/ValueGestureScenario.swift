import Foundation
import TargetAction

/// What a drag's handler does in the value-gesture benchmark, written once for both forms: keep the
/// translation (a `@GestureState` or a stored offset) and record it through a call the optimizer may
/// not inline.
final class DragWork: Responder {
    private(set) var offset = CGSize.zero
    private(set) var total = CGSize.zero
    private(set) var calls = 0

    override init() {
        super.init()
        publish("handlePan:", DragWork.handlePan)
    }

    /// The pan's handler: the same work as the drag's `updating` and `onChanged`.
    @inline(never)
    func handlePan(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: pan.view)
        offset = CGSize(width: translation.x, height: translation.y)
        record(offset)
    }

    @inline(never)
    func record(_ translation: CGSize) {
        total.width += translation.width
        total.height -= translation.height
        calls &+= 1
    }

    var checksum: Double { Double(total.width) + Double(total.height) + Double(calls) }
}

/// One move event to an active drag on the innermost of 10 nested views: an attached
/// `DragGesture().updating(…).onChanged(…)`, or a `PanGestureRecognizer` whose handler does the
/// same work (R63, R69).
final class ValueGestureMoveScenario {
    let work = DragWork()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    private lazy var finger = MovingFinger(in: window)

    init(valueGesture: Bool) {
        let view = nestedPath(in: window)[9]
        if valueGesture {
            let offset = GestureState(wrappedValue: CGSize.zero)
            let work = work
            view.gesture(DragGesture()
                .updating(offset) { value, state, _ in state = value.translation }
                .onChanged { value in work.record(value.translation) })
            finger.begin(at: CGPoint(x: 200, y: 400))
            precondition(offset.wrappedValue.height == 21, "the drag should be active, its offset is \(offset.wrappedValue)")
        } else {
            view.addGestureRecognizer(PanGestureRecognizer(target: work, action: "handlePan:"))
            finger.begin(at: CGPoint(x: 200, y: 400))
            precondition(work.calls == 2, "the pan should be active, its handler ran \(work.calls) times")
        }
    }

    @inline(never)
    func run(_ n: Int) {
        finger.wiggle(n)
    }
}
