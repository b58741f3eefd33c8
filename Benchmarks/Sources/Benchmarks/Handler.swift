import Foundation
import TargetAction

/// The handler every benchmark calls, directly or through the toolkit: it reads the translation
/// and stores a running position through a call the optimizer may not inline, as a controller does.
final class PanHandler: Responder {
    private(set) var position: CGPoint = .zero
    private(set) var calls = 0

    override init() {
        super.init()
        publish("handlePan:", PanHandler.handlePan)
    }

    @inline(never)
    func handlePan(_ recognizer: PanGestureRecognizer) {
        store(recognizer.translation(in: nil))
    }

    @inline(never)
    private func store(_ translation: CGPoint) {
        position.x += translation.x
        position.y -= translation.y
        calls &+= 1
    }

    /// A value that depends on every call, printed so that no work can be dropped.
    var checksum: Double { Double(position.x) + Double(position.y) + Double(calls) }
}
