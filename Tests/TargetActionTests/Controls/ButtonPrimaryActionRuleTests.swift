import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R117, R118: toggle buttons, performPrimaryAction(), and actions unique by identifier.
@Suite struct ButtonPrimaryActionRuleTests {
    /// The button's events, each with the selection its handlers read.
    private func recordSelection(of button: Button) -> () -> [String] {
        var lines: [String] = []
        for (name, event) in [("touchUpInside", Control.Event.touchUpInside), ("primaryActionTriggered", .primaryActionTriggered),
                              ("touchUpOutside", .touchUpOutside)] {
            button.addAction(Action(identifier: .init(name)) { [weak button] _ in
                lines.append("\(name) selected=\(button?.isSelected == true)")
            }, for: event)
        }
        return { lines }
    }

    @Test("R117: a real tap on a toggle button flips isSelected before .touchUpInside and .primaryActionTriggered")
    func aTapTogglesFirst() {
        let scene = ControlScene()
        scene.button.changesSelectionAsPrimaryAction = true
        let lines = recordSelection(of: scene.button)

        scene.simulator.tap(at: CGPoint(x: 70, y: 42))
        #expect(lines() == ["touchUpInside selected=true", "primaryActionTriggered selected=true"])
        scene.simulator.tap(at: CGPoint(x: 70, y: 42))
        #expect(lines().suffix(2) == ["touchUpInside selected=false", "primaryActionTriggered selected=false"])
        #expect(!scene.button.isSelected)
    }

    @Test("R117: a lift outside the region does not toggle; a button that is no toggle never does")
    func noToggleOutsideOrWithoutTheSetting() {
        let scene = ControlScene()
        scene.button.changesSelectionAsPrimaryAction = true
        let lines = recordSelection(of: scene.button)
        scene.simulator.down(at: CGPoint(x: 70, y: 42))
        scene.simulator.move(to: CGPoint(x: 70, y: 400))
        scene.simulator.up()
        #expect(lines() == ["touchUpOutside selected=false"])

        let plain = ControlScene()
        plain.simulator.tap(at: CGPoint(x: 70, y: 42))
        #expect(!plain.button.isSelected)
    }

    @Test("R117: performPrimaryAction toggles under the same condition and sends .primaryActionTriggered alone")
    func performPrimaryAction() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.changesSelectionAsPrimaryAction = true
        let lines = recordSelection(of: button)

        button.performPrimaryAction()

        #expect(lines() == ["primaryActionTriggered selected=true"])
        #expect(button.isSelected)
    }

    @Test("R117: performPrimaryAction on a disabled button does nothing")
    func performPrimaryActionWhenDisabled() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.changesSelectionAsPrimaryAction = true
        let lines = recordSelection(of: button)
        button.isEnabled = false

        button.performPrimaryAction()

        #expect(lines().isEmpty)
        #expect(!button.isSelected)
    }

    @Test("R118: an action with an identifier already registered replaces it for those events and runs last")
    func anIdentifierIsReplacedAndRunsLast() {
        let scene = ControlScene()
        var order: [String] = []
        scene.button.addAction(Action(identifier: .init("save")) { _ in order.append("old save") }, for: .touchUpInside)
        scene.button.addAction(Action(identifier: .init("log")) { _ in order.append("log") }, for: .touchUpInside)
        scene.button.addAction(Action(identifier: .init("save")) { _ in order.append("new save") }, for: .touchUpInside)

        scene.simulator.tap(at: CGPoint(x: 70, y: 42))

        #expect(order == ["log", "new save"])
    }

    @Test("R118: registrations of that identifier for other events are untouched")
    func otherEventsKeepTheirRegistration() {
        let scene = ControlScene()
        var heard: [String] = []
        scene.button.addAction(Action(identifier: .init("track")) { _ in heard.append("down (first)") }, for: [.touchDown, .touchUpInside])
        scene.button.addAction(Action(identifier: .init("track")) { _ in heard.append("up (second)") }, for: .touchUpInside)

        scene.simulator.tap(at: CGPoint(x: 70, y: 42))

        #expect(heard == ["down (first)", "up (second)"])
    }

    @Test("R118: adding the same action again for the same events leaves one registration")
    func theSameActionTwiceRunsOnce() {
        let button = Button(frame: .zero)
        var runs = 0
        let action = Action { _ in runs += 1 }
        button.addAction(action, for: .primaryActionTriggered)
        button.addAction(action, for: .primaryActionTriggered)

        button.sendActions(for: .primaryActionTriggered)

        #expect(runs == 1)
    }
}
