import Foundation
import TargetAction

/// A pan handler that reads what a transform-moving handler reads: the translation and the
/// location in the pan's own view, both converted through every transform above it.
final class ViewPanHandler {
    private(set) var position: CGPoint = .zero
    private(set) var calls = 0

    @inline(never)
    func handlePan(_ recognizer: PanGestureRecognizer) {
        let translation = recognizer.translation(in: recognizer.view)
        let location = recognizer.location(in: recognizer.view)
        store(CGPoint(x: translation.x + location.x, y: translation.y - location.y))
    }

    @inline(never)
    private func store(_ value: CGPoint) {
        position.x += value.x
        position.y += value.y
        calls &+= 1
    }

    /// A value that depends on every call, printed so that no work can be dropped.
    var checksum: Double { Double(position.x) + Double(position.y) + Double(calls) }
}

/// One move event through a window to a pan on a view 10 deep, each view of the chain turned,
/// scaled and moved (mixed), or the same chain with identity transforms; the handler reads the
/// translation and location in the pan's view.
final class TransformedMoveScenario {
    let handler = ViewPanHandler()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let pan = PanGestureRecognizer(target: nil, action: nil)
    private lazy var finger = MovingFinger(in: window)

    init(transformed: Bool) {
        let path = nestedPath(in: window) { view, depth in
            guard transformed else { return }
            let sign: CGFloat = depth % 2 == 0 ? 1 : -1
            view.transform = CGAffineTransform(translationX: 3 * sign, y: -2)
                .rotated(by: 0.05 * sign)
                .scaledBy(x: 1 + 0.02 * sign, y: 1 - 0.01 * sign)
        }
        let leaf = path[9]
        pan.addTarget(handler, action: ViewPanHandler.handlePan)
        leaf.addGestureRecognizer(pan)
        finger.begin(at: leaf.convert(CGPoint(x: leaf.bounds.midX, y: leaf.bounds.midY), to: nil))   // the pan begins
        precondition(pan.state == .changed, "the pan should be active, is \(pan.state)")
        precondition(finger.touch.view === leaf, "the finger should land on the deepest view")
    }

    @inline(never)
    func run(_ n: Int) {
        finger.wiggle(n)
    }
}
