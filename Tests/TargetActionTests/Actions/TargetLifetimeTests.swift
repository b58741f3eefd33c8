import Foundation
import Testing
import TargetAction

/// R10 with the way targets are held: a `Responder` target is not weakly referenced (its pairs are
/// cleared by `Responder.deinit`), so these tests check every order in which targets, pairs and
/// recognizers can go, and that nothing reads a target after it is gone.
@Suite("R10: target lifetimes")
struct TargetLifetimeTests {
    /// A responder that counts the actions it receives, by name and by method reference.
    final class CountingTarget: Responder {
        var named = 0
        var typed = 0
        /// Run inside the handler, after counting: lets a test drop references mid-action.
        var duringAction: (() -> Void)?

        override init() {
            super.init()
            publish("count:", CountingTarget.count)
        }

        private func count(_ sender: PanGestureRecognizer) {
            named += 1
            duringAction?()
            named += 0   // reads `self` after the closure ran: the target must still be alive
        }

        func countTyped(_ sender: PanGestureRecognizer) {
            typed += 1
        }
    }

    @Test("R10: a responder targeted by named and typed pairs on several recognizers is gone from all of them")
    func r10_responderGoneFromEveryPair() {
        let pans = (0..<3).map { _ in PanGestureRecognizer(target: nil, action: nil) }
        weak var gone: CountingTarget?
        do {
            let target = CountingTarget()
            gone = target
            for pan in pans {
                pan.addTarget(target, action: "count:")
                pan.addTarget(target, action: CountingTarget.countTyped)
            }
            pans[1].state = .began
            #expect(target.named == 1 && target.typed == 1)
            pans[1].state = .cancelled
            #expect(pans.allSatisfy { $0.targetActionPairs.count == 2 })
        }
        #expect(gone == nil)
        for pan in pans {
            #expect(pan.targetActionPairs.isEmpty)
            pan.state = .began   // nothing to send to, nothing reported (R10)
            pan.state = .ended
        }
    }

    @Test("R10: recognizers and pairs that go before their target leave it intact", arguments: 0..<4)
    func r10_pairsGoFirst(order: Int) {
        let target = CountingTarget()
        var pans: [PanGestureRecognizer]? = (0..<4).map { _ in PanGestureRecognizer(target: target, action: "count:") }
        let survivor = PanGestureRecognizer(target: target, action: "count:")
        // Take pairs out of the middle, the head and the tail of the target's list of references.
        switch order {
        case 0: pans?.remove(at: 1)
        case 1: pans?.removeLast()
        case 2: pans?.removeFirst()
        default: pans?.forEach { $0.removeTarget(target, action: nil) }
        }
        pans = nil
        survivor.state = .began
        #expect(target.named == 1)
        #expect(survivor.targetActionPairs.count == 1)
    }

    @Test("R10: the target's handler drops the last reference to it; the handler finishes, later actions go nowhere")
    func r10_handlerReleasesItsOwnTarget() {
        let pan = PanGestureRecognizer(target: nil, action: nil)
        weak var gone: CountingTarget?
        var owner: CountingTarget? = CountingTarget()
        gone = owner
        pan.addTarget(owner!, action: "count:")
        owner!.duringAction = { owner = nil }
        pan.state = .began   // the handler releases `owner`, then reads `self`
        #expect(gone == nil)
        #expect(pan.targetActionPairs.isEmpty)
        pan.state = .ended
    }

    @Test("R10: a typed pair's handler drops the last reference to its own target")
    func r10_typedHandlerReleasesItsOwnTarget() {
        final class SelfReleasing: Responder {
            var release: (() -> Void)?
            var calls = 0
            func handle(_ sender: PanGestureRecognizer) {
                release?()
                calls += 1   // `self` is still alive while its handler runs
            }
        }
        let pan = PanGestureRecognizer(target: nil, action: nil)
        weak var gone: SelfReleasing?
        var owner: SelfReleasing? = SelfReleasing()
        gone = owner
        pan.addTarget(owner!, action: SelfReleasing.handle)
        owner!.release = { owner = nil }
        pan.state = .began
        #expect(gone == nil)
        pan.state = .ended
        #expect(pan.targetActionPairs.isEmpty)
    }

    @Test("R10: pairs added and removed in any order keep the target's list whole", arguments: [1, 7, 42])
    func r10_manyPairsInRandomOrder(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        let target = CountingTarget()
        var pans: [PanGestureRecognizer] = []
        for _ in 0..<40 {
            if pans.isEmpty || generator.next() % 3 != 0 {
                pans.append(PanGestureRecognizer(target: target, action: "count:"))
            } else {
                pans.remove(at: Int(generator.next() % UInt64(pans.count)))
            }
        }
        for pan in pans { pan.state = .began }
        #expect(target.named == pans.count)
        for pan in pans { pan.state = .ended }
    }

    @Test("R10: a controller's view, children and presented controllers do not keep it alive or read it once gone")
    func r10_controllerBackReferences() {
        let child = ViewController()
        let presented = ViewController()
        let view: View
        weak var gone: ViewController?
        do {
            let controller = ViewController()
            gone = controller
            view = controller.view
            controller.addChild(child)
            controller.present(presented, animated: false, completion: nil)
            #expect(view.next === controller)
            #expect(child.parent === controller)
            #expect(presented.presentingViewController === controller)
        }
        #expect(gone == nil)
        #expect(view.next == nil)
        #expect(child.parent == nil)
        #expect(presented.presentingViewController == nil)
    }

    /// A small seeded generator for the order tests.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
