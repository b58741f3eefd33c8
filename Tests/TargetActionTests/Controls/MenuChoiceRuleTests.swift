import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R121, R122: choosing from a presented menu by its path of titles, single selection and
/// pop-up buttons.
@Suite struct MenuChoiceRuleTests {
    /// A menu: "Date", "Name", an inline group ("Size", "Kind"), a submenu "More" ("Archive",
    /// "Delete"), a hidden "Secret" and a disabled "Print". Each action's handler logs its title and
    /// its sender.
    final class SortMenu {
        var runs: [String] = []
        var menu = Menu()
        private(set) var actions: [String: Action] = [:]

        init(options: Menu.Options = []) {
            func action(_ title: String) -> Action {
                let action = Action(title: title) { [weak self] action in
                    self?.runs.append("\(title) from \((action.sender as? Control)?.accessibilityIdentifier ?? "nil")")
                }
                actions[title] = action
                return action
            }
            let secret = action("Secret")
            secret.attributes = .hidden
            let print = action("Print")
            print.attributes = .disabled
            menu = Menu(title: "Sort", options: options, children: [
                action("Date"), action("Name"),
                Menu(title: "Group", options: .displayInline, children: [action("Size"), action("Kind")]),
                Menu(title: "More", children: [action("Archive"), action("Delete")]),
                secret, print,
            ])
        }

        subscript(title: String) -> Action { actions[title]! }
        var states: [String: Action.State] { actions.mapValues(\.state) }
    }

    /// The scene's button, named "button", presenting `sort.menu` at touch-down; the menu is up.
    private func presented(_ sort: SortMenu) -> ControlScene {
        let scene = ControlScene()
        scene.button.accessibilityIdentifier = "button"
        scene.button.menu = sort.menu
        scene.button.showsMenuAsPrimaryAction = true
        scene.simulator.tap(at: CGPoint(x: 70, y: 42))
        scene.journal.entries.removeAll()
        return scene
    }

    // MARK: R121: choosing

    @Test("R121: choosing an action runs its handler once with the presenting control as sender, dismisses the menu, sends no event")
    func r121_choosingRunsTheHandler() {
        let sort = SortMenu()
        let scene = presented(sort)

        scene.simulator.chooseMenuElement("Name")

        #expect(sort.runs == ["Name from button"])
        #expect(scene.window.presentedMenu == nil)
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R121: a submenu's title descends into it; an inline submenu's children stand in its place")
    func r121_paths() {
        let sort = SortMenu()
        let scene = presented(sort)
        sort["Kind"].attributes = .keepsMenuPresented

        scene.simulator.chooseMenuElement("Kind")
        #expect(scene.window.presentedMenu === sort.menu)   // kept presented
        scene.simulator.chooseMenuElement("More", "Archive")

        #expect(sort.runs == ["Kind from button", "Archive from button"])
        #expect(scene.window.presentedMenu == nil)
    }

    @Test("R121, R122: an action made with UIKit's attributes: and state: starts with them; a disabled one cannot be chosen")
    func r121_attributesAndStateFromTheInitializer() {
        let hidden = Action(title: "Hidden", attributes: [.hidden, .destructive], state: .mixed) { _ in }
        #expect(hidden.attributes == [.hidden, .destructive])
        #expect(hidden.state == .mixed)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        var ran = false
        button.menu = Menu(children: [Action(title: "Off", attributes: .disabled) { _ in ran = true }, hidden])
        button.showsMenuAsPrimaryAction = true
        window.addSubview(button)
        let simulator = TouchSimulator(window: window)
        simulator.tap(at: CGPoint(x: 50, y: 40))

        let failures = FailureReporter.capturing { simulator.chooseMenuElement("Off") }.1

        #expect(!ran)
        #expect(failures.count == 1)
        #expect(window.presentedMenu != nil)
    }

    @Test("R121: the first visible element with the title is chosen, in order")
    func r121_firstVisibleMatch() {
        var runs: [String] = []
        let hidden = Action(title: "Same") { _ in runs.append("hidden") }
        hidden.attributes = .hidden
        let scene = ControlScene()
        scene.button.menu = Menu(children: [hidden, Action(title: "Same") { _ in runs.append("second") }, Action(title: "Same") { _ in runs.append("third") }])
        scene.button.showsMenuAsPrimaryAction = true
        scene.button.performPrimaryAction()

        scene.simulator.chooseMenuElement("Same")

        #expect(runs == ["second"])
    }

    @Test("R121: with no menu presented, choosing is reported at the caller's line and runs nothing")
    func r121_noMenu() {
        let sort = SortMenu()
        let scene = presented(sort)
        scene.simulator.tap(at: CGPoint(x: 300, y: 600))   // dismisses

        let (_, failures) = FailureReporter.capturing { scene.simulator.chooseMenuElement("Name") }
        let line = UInt(#line - 1)

        #expect(failures.map(\.line) == [line])
        #expect(failures.first?.fileID.hasSuffix("MenuChoiceRuleTests.swift") == true)
        #expect(failures.first?.message.hasPrefix("TouchSimulator.chooseMenuElement(\"Name\") chose nothing: no menu is presented in this window.") == true)
        #expect(sort.runs.isEmpty)
    }

    @Test("R121: a bad path is reported at the caller's line, lists the titles that can be chosen there, and changes nothing",
          arguments: [
              (["Nmae"], "TouchSimulator.chooseMenuElement(\"Nmae\") chose nothing: the presented menu has no element titled \"Nmae\". The titles that can be chosen there: \"Date\", \"Name\", \"Size\", \"Kind\", \"More\"."),
              (["More", "Archiv"], "TouchSimulator.chooseMenuElement(\"More\", \"Archiv\") chose nothing: the submenu \"More\" has no element titled \"Archiv\". The titles that can be chosen there: \"Archive\", \"Delete\"."),
              (["Group"], "TouchSimulator.chooseMenuElement(\"Group\") chose nothing: the presented menu has no element titled \"Group\". The titles that can be chosen there: \"Date\", \"Name\", \"Size\", \"Kind\", \"More\"."),
              (["Secret"], "TouchSimulator.chooseMenuElement(\"Secret\") chose nothing: \"Secret\" in the presented menu is hidden (.hidden), and a hidden action cannot be chosen. The titles that can be chosen there: \"Date\", \"Name\", \"Size\", \"Kind\", \"More\"."),
              (["Print"], "TouchSimulator.chooseMenuElement(\"Print\") chose nothing: \"Print\" in the presented menu is disabled (.disabled), and a disabled action cannot be chosen. The titles that can be chosen there: \"Date\", \"Name\", \"Size\", \"Kind\", \"More\"."),
              (["More"], "TouchSimulator.chooseMenuElement(\"More\") chose nothing: \"More\" in the presented menu is a submenu, and a path ends on an action. Add one of its titles: \"Archive\", \"Delete\"."),
              (["Name", "Up"], "TouchSimulator.chooseMenuElement(\"Name\", \"Up\") chose nothing: \"Name\" in the presented menu is an action, not a submenu, so the path cannot go on to \"Up\". End the path there."),
              ([], "TouchSimulator.chooseMenuElement() chose nothing: the path is empty, so it ends on the presented menu itself. Name an action there: \"Date\", \"Name\", \"Size\", \"Kind\", \"More\"."),
          ])
    func r121_badPaths(path: [String], message: String) {
        let sort = SortMenu(options: .singleSelection)
        let scene = presented(sort)
        let before = sort.states

        let (_, failures) = FailureReporter.capturing { choose(path, with: scene.simulator) }
        let line = UInt(#line - 1)

        #expect(failures.map(\.message) == [message])
        #expect(failures.map(\.line) == [line])
        #expect(sort.runs.isEmpty)
        #expect(sort.states == before)
        #expect(scene.window.presentedMenu === sort.menu)
    }

    /// Calls the variadic driver with `path`, at this line's caller's line.
    private func choose(_ path: [String], with simulator: TouchSimulator, line: UInt = #line) {
        switch path.count {
        case 0: simulator.chooseMenuElement(line: line)
        case 1: simulator.chooseMenuElement(path[0], line: line)
        default: simulator.chooseMenuElement(path[0], path[1], line: line)
        }
    }

    // MARK: R122: selection

    @Test("R122: in a menu with .singleSelection, the chosen action is .on and every other .off; selectedElements follows")
    func r122_singleSelection() {
        let sort = SortMenu(options: .singleSelection)
        sort["Date"].state = .on
        sort["Archive"].state = .mixed
        let scene = presented(sort)

        scene.simulator.chooseMenuElement("Kind")

        #expect(sort.states.filter { $0.value != .off }.keys.sorted() == ["Kind"])
        #expect(sort.menu.selectedElements.map(\.title) == ["Kind"])
    }

    @Test("R122: without .singleSelection, choosing changes no state")
    func r122_noOptionNoStateChange() {
        let sort = SortMenu()
        sort["Date"].state = .on
        let scene = presented(sort)

        scene.simulator.chooseMenuElement("Name")

        #expect(sort["Date"].state == .on && sort["Name"].state == .off)
    }

    @Test("R122: an enclosing menu with .singleSelection, inline or not, scopes the choice to it")
    func r122_enclosingMenuScopes() {
        let outside = Action(title: "Outside") { _ in }
        outside.state = .on
        let a = Action(title: "A") { _ in }, b = Action(title: "B") { _ in }
        a.state = .on
        let scene = ControlScene()
        scene.button.menu = Menu(children: [outside, Menu(title: "Pick", options: [.singleSelection, .displayInline], children: [a, b])])
        scene.button.showsMenuAsPrimaryAction = true
        scene.button.performPrimaryAction()

        scene.simulator.chooseMenuElement("B")

        #expect(outside.state == .on && a.state == .off && b.state == .on)
    }

    @Test("R122: selectedElements lists the .on actions depth first; replacingChildren keeps title, identifier and options")
    func r122_selectedElementsAndReplacing() {
        let a = Action(title: "A") { _ in }, b = Action(title: "B") { _ in }, c = Action(title: "C") { _ in }
        c.state = .on
        a.state = .on
        let menu = Menu(title: "M", identifier: .init("m"), options: .singleSelection, children: [Menu(title: "Sub", children: [c]), a, b])
        #expect(menu.selectedElements.map(\.title) == ["C", "A"])

        let replaced = menu.replacingChildren([b])
        #expect(replaced !== menu)
        #expect(replaced.title == "M" && replaced.identifier == Menu.Identifier("m") && replaced.options == .singleSelection)
        #expect(replaced.children.map(\.title) == ["B"])
        #expect(Menu().identifier != Menu().identifier)
    }

    // MARK: R122: pop-up buttons

    /// A pop-up button: a toggle with a menu shown as its primary action.
    private func popUp(_ sort: SortMenu, configured: Bool = false) -> ControlScene {
        let scene = ControlScene()
        scene.button.removeFromSuperview()
        scene.button.accessibilityIdentifier = "button"
        if configured { scene.button.configuration = .plain() }
        scene.button.changesSelectionAsPrimaryAction = true
        scene.button.menu = sort.menu
        scene.button.showsMenuAsPrimaryAction = true
        scene.background.addSubview(scene.button)   // the update runs at once
        return scene
    }

    @Test("R122: a pop-up button's update turns on the first visible enabled action, and the title follows it")
    func r122_popUpFirstSelection() {
        let sort = SortMenu()
        sort["Date"].attributes = .disabled
        let scene = popUp(sort)

        #expect(sort.menu.selectedElements.map(\.title) == ["Name"])
        #expect(scene.button.title == "Name")

        let configured = SortMenu()
        let other = popUp(configured, configured: true)
        #expect(other.button.configuration?.title == "Date")
    }

    @Test("R122: an action already .on stays chosen; the title follows it")
    func r122_popUpKeepsTheChosenAction() {
        let sort = SortMenu()
        sort["Archive"].state = .on
        let scene = popUp(sort)

        #expect(sort.menu.selectedElements.map(\.title) == ["Archive"])
        #expect(scene.button.title == "Archive")
    }

    @Test("R122: a pop-up button chooses as single selection, its title follows before the handler runs, and a tap never toggles")
    func r122_popUpChoice() {
        let sort = SortMenu()
        let scene = popUp(sort)
        var titleInHandler: String?
        let probe = Action(title: "Probe") { [weak button = scene.button] _ in titleInHandler = button?.title }
        scene.button.menu = sort.menu.replacingChildren(sort.menu.children + [probe])
        scene.button.layoutIfNeeded()

        scene.simulator.tap(at: CGPoint(x: 70, y: 42))
        #expect(!scene.button.isSelected)
        scene.simulator.chooseMenuElement("Probe")

        #expect(titleInHandler == "Probe")
        #expect(sort.menu.selectedElements.isEmpty)
        #expect(probe.state == .on)
        #expect(!scene.button.isSelected)
    }
}
