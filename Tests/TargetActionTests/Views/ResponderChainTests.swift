import Foundation
import Testing
@testable import TargetAction
import TestSupport

/// Writes the touch methods that reach it to a shared journal.
private final class TouchJournalView: View {
    var journal: CallJournal?
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { journal?.entries.append("view began \(touches.count)") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { journal?.entries.append("view moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { journal?.entries.append("view ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { journal?.entries.append("view cancelled \(touches.count)") }
}

private final class TouchJournalController: ViewController {
    let journal: CallJournal
    init(journal: CallJournal) { self.journal = journal }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { journal.entries.append("controller began \(touches.count)") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { journal.entries.append("controller moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { journal.entries.append("controller ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { journal.entries.append("controller cancelled \(touches.count)") }
}

@Suite("The responder chain and touch forwarding")
struct ResponderChainTests {
    @Test func nextIsSuperviewThenControllerThenItsViewsSuperview() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = ViewController()
        window.rootViewController = controller
        let leaf = View(frame: .zero)
        controller.view.addSubview(leaf)

        #expect(leaf.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next == nil)
        #expect(Responder().next == nil)
    }

    @Test func aControllerWhoseViewIsNotLoadedHasNoNext() {
        let controller = ViewController()

        #expect(controller.next == nil)
        #expect(!controller.isViewLoaded)
    }

    enum Phase: String, CaseIterable, Sendable { case began, moved, ended, cancelled }

    static func call(_ phase: Phase, on responder: Responder, _ touches: Set<Touch>) {
        switch phase {
        case .began: responder.touchesBegan(touches, with: nil)
        case .moved: responder.touchesMoved(touches, with: nil)
        case .ended: responder.touchesEnded(touches, with: nil)
        case .cancelled: responder.touchesCancelled(touches, with: nil)
        }
    }

    @Test("a view that does not handle touches passes them to its superview", arguments: Phase.allCases)
    func viewForwardsToSuperview(phase: Phase) {
        let journal = CallJournal()
        let handler = TouchJournalView(frame: .zero)
        handler.journal = journal
        let middle = View(frame: .zero)
        let leaf = View(frame: .zero)
        handler.addSubview(middle)
        middle.addSubview(leaf)

        Self.call(phase, on: leaf, [Touch(), Touch()])

        #expect(journal.entries == ["view \(phase.rawValue) 2"])
    }

    @Test("a root view passes touches to its controller", arguments: Phase.allCases)
    func rootViewForwardsToController(phase: Phase) {
        let journal = CallJournal()
        let controller = TouchJournalController(journal: journal)
        let leaf = View(frame: .zero)
        controller.view.addSubview(leaf)

        Self.call(phase, on: leaf, [Touch()])

        #expect(journal.entries == ["controller \(phase.rawValue) 1"])
    }

    @Test("a controller passes touches on to its view's superview", arguments: Phase.allCases)
    func controllerForwardsToItsViewsSuperview(phase: Phase) {
        let journal = CallJournal()
        let container = TouchJournalView(frame: .zero)
        container.journal = journal
        let controller = ViewController()
        container.addSubview(controller.view)

        Self.call(phase, on: controller.view, [Touch()])

        #expect(journal.entries == ["view \(phase.rawValue) 1"])
    }

    @Test("touches nobody handles stop at the window")
    func touchesStopAtTheWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(leaf)
        let finger = Touch()

        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 5, y: 5))]))
        window.sendEvent(Event(timestamp: 0.1, changes: [.ended(finger)]))

        #expect(finger.phase == .ended)
        #expect(window.activeTouches.isEmpty)
    }

    @Test("a window delivers a touch to the hit view, which forwards it up the chain")
    func windowDeliveryTravelsTheChain() {
        let journal = CallJournal()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = TouchJournalController(journal: journal)
        window.rootViewController = controller
        let leaf = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(leaf)
        let finger = Touch()

        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 5, y: 5))]))
        window.sendEvent(Event(timestamp: 0.1, changes: [.moved(finger, to: CGPoint(x: 6, y: 5))]))
        window.sendEvent(Event(timestamp: 0.2, changes: [.ended(finger)]))

        #expect(finger.view === leaf)
        #expect(journal.entries == ["controller began 1", "controller moved 1", "controller ended 1"])
    }
}
