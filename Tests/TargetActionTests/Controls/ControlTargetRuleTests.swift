import Foundation
import Mocks
import Testing
import TestSupport
@testable import TargetAction

/// R42: who a control's actions go to, and in what order.
@Suite struct ControlTargetRuleTests {
    /// A controller with a view holding `control`, publishing "save:" and "ping".
    final class Screen: ViewController {
        var saves: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            publish("save:", Screen.save)
            publish("ping", Screen.ping)
        }
        private func save(_ sender: Control) { saves.append("save \(type(of: sender))") }
        private func ping() { saves.append("ping") }
    }

    @Test("R42: every pair and action runs in the order added")
    func r42_order() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let journal = CallJournal()
        let first = JournalTarget("first", journal: journal)
        button.addTarget(first, action: "ping", for: .touchUpInside)
        button.addAction(Action { _ in journal.entries.append("closure") }, for: .touchUpInside)
        let second = JournalTarget("second", journal: journal)
        button.addTarget(second, action: "ping", for: [.touchUpInside, .touchDown])

        button.sendActions(for: .touchUpInside)

        #expect(journal.entries == ["first ping", "closure", "second ping"])
    }

    @Test("R42: adding the same pair twice does nothing; adding it with more events adds the events")
    func r42_sameTwice() {
        let button = Button(frame: .zero)
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        button.addTarget(target, action: "ping", for: .touchUpInside)
        button.addTarget(target, action: "ping", for: .touchUpInside)
        button.addTarget(target, action: "ping", for: .touchDown)

        button.sendActions(for: [.touchUpInside, .touchDown])

        #expect(journal.entries == ["t ping"])
        #expect(button.allControlEvents == [.touchUpInside, .touchDown])
        #expect(button.actions(forTarget: target, forControlEvent: .touchDown) == ["ping"])
    }

    @Test("R42: a nil target goes up the responder chain to the controller")
    func r42_nilTargetReachesController() {
        let screen = Screen()
        let button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        let row = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        screen.view.addSubview(row)
        row.addSubview(button)
        button.addTarget(nil, action: "save:", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(screen.saves == ["save Button"])
    }

    @Test("R42: a nil target nobody in the chain answers is reported and sends nothing")
    func r42_nilTargetUnanswered() {
        let screen = Screen()
        let button = Button(frame: .zero)
        screen.view.addSubview(button)
        button.addTarget(nil, action: "delete:", for: .touchUpInside)

        let (_, failures) = FailureReporter.capturing { button.sendActions(for: .touchUpInside) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("nobody in its responder chain") == true)
        #expect(failures.first?.message.contains("delete:") == true)
        #expect(screen.saves.isEmpty)
    }

    @Test("R42: a target that does not answer is reported")
    func r42_unanswered() {
        let button = Button(frame: .zero)
        let target = JournalTarget("t", journal: CallJournal())
        button.addTarget(target, action: "nothing", for: .touchUpInside)

        let (_, failures) = FailureReporter.capturing { button.sendActions(for: .touchUpInside) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("does not respond to \"nothing\"") == true)
    }

    @Test("R42: a method reference is called directly, with the control as sender")
    func r42_typedTarget() {
        final class Owner {
            var values: [Float] = []
            func changed(_ slider: Slider) { values.append(slider.value) }
        }
        let owner = Owner()
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        let selector = slider.addTarget(owner, action: Owner.changed, for: .valueChanged)
        slider.value = 0.25
        slider.sendActions(for: .valueChanged)
        slider.removeTarget(owner, action: selector, for: .valueChanged)
        slider.sendActions(for: .valueChanged)

        #expect(owner.values == [0.25])
    }

    @Test("R42: a method reference that takes another control type is reported at the caller's line")
    func r42_typedWrongSender() {
        final class Owner { func toggled(_ control: Switch) {} }
        let owner = Owner()
        let (_, failures) = FailureReporter.capturing {
            Button(frame: .zero).addTarget(owner, action: Owner.toggled, for: .touchUpInside)
        }

        #expect(failures.count == 1)
        #expect(failures.first?.fileID.hasSuffix("ControlTargetRuleTests.swift") == true)
    }

    @Test("R42: targets are held weakly; a gone target gets nothing")
    func r42_weakTargets() {
        let button = Button(frame: .zero)
        let journal = CallJournal()
        do {
            let target = JournalTarget("t", journal: journal)
            button.addTarget(target, action: "ping", for: .touchUpInside)
            #expect(button.allTargets.count == 1)
        }
        button.sendActions(for: .touchUpInside)

        #expect(journal.entries.isEmpty)
        #expect(button.allTargets.isEmpty)
    }

    @Test("R42: removeTarget takes events off; nil target and nil action mean every one")
    func r42_remove() {
        let button = Button(frame: .zero)
        let journal = CallJournal()
        let a = JournalTarget("a", journal: journal), b = JournalTarget("b", journal: journal)
        button.addTarget(a, action: "ping", for: [.touchDown, .touchUpInside])
        button.addTarget(b, action: "ping", for: .touchUpInside)

        button.removeTarget(a, action: "ping", for: .touchDown)
        #expect(button.actions(forTarget: a, forControlEvent: .touchDown) == nil)
        #expect(button.actions(forTarget: a, forControlEvent: .touchUpInside) == ["ping"])
        button.removeTarget(nil, action: nil, for: .allEvents)

        button.sendActions(for: .allEvents)
        #expect(journal.entries.isEmpty && button.allTargets.isEmpty)
    }

    @Test("R42: actions by identifier: added, replaced, removed; sender set while the handler runs")
    func r42_closureActions() {
        let button = Button(frame: .zero)
        var runs: [String] = []
        var sender: AnyObject?
        let first = Action(identifier: Action.Identifier("save")) { action in
            runs.append("first")
            sender = action.sender
        }
        button.addAction(first, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.addAction(Action(identifier: Action.Identifier("save")) { _ in runs.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.removeAction(identifiedBy: Action.Identifier("save"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(runs == ["first", "second"])
        #expect(sender === button && first.sender == nil)
        #expect(Action { _ in }.identifier != Action { _ in }.identifier)
    }

    @Test("R42: a handler that removes a later registration stops it for the send under way")
    func r42_removedDuringSend() {
        let button = Button(frame: .zero)
        var runs: [String] = []
        let later = Action { _ in runs.append("later") }
        button.addAction(Action { [weak later] action in
            runs.append("first")
            if let later { (action.sender as? Button)?.removeAction(later, for: .touchUpInside) }
        }, for: .touchUpInside)
        button.addAction(later, for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(runs == ["first"])
    }

    @Test("R42: sendAction(_:to:for:) is the funnel a subclass can watch")
    func r42_sendActionFunnel() {
        final class Watched: Button {
            var sent: [String] = []
            override func sendAction(_ action: Selector, to target: AnyObject?, for event: TargetAction.Event?) {
                sent.append(action.name)
                super.sendAction(action, to: target, for: event)
            }
        }
        let button = Watched(frame: .zero)
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        button.addTarget(target, action: "ping", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(button.sent == ["ping"] && journal.entries == ["t ping"])
    }

    @Test("R42: the window's observer hears the events a control sends")
    func r42_observed() {
        final class Watcher: GestureObserver {
            var events: [String] = []
            func control(_ control: Control, willSendActionsFor events: Control.Event) { self.events.append("\(events)") }
        }
        let scene = ControlScene()
        let watcher = Watcher()
        scene.window.gestureObserver = watcher

        scene.simulator.tap(at: CGPoint(50, 40))

        #expect(watcher.events == [".touchDown", ".touchUpInside", ".primaryActionTriggered"])
    }
}
