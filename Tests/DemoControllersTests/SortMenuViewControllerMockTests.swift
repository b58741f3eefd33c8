import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// SortMenuViewController without touches: its menus' structure, the pop-up title applied with
/// `layoutIfNeeded()`, and `performPrimaryAction()` presenting the sort menu once in a window.
@Suite struct SortMenuViewControllerMockTests {
    let screen = SortMenuViewController()

    init() {
        screen.loadViewIfNeeded()
    }

    var sort: Button { screen.sortButton }
    var share: Button { screen.shareButton }

    /// The titles of `menu`'s children, an inline submenu's in brackets.
    func titles(_ menu: Menu?) -> [String] {
        (menu?.children ?? []).map { child in
            guard let submenu = child as? Menu else { return child.title }
            return "[\(titles(submenu).joined(separator: ", "))]"
        }
    }

    @Test("R119, R122: the sort button is a pop-up button with a single-selection menu Name / Date / Size")
    func theSortButtonIsAPopUpButton() {
        #expect(sort.showsMenuAsPrimaryAction)
        #expect(sort.changesSelectionAsPrimaryAction)
        #expect(sort.configuration != nil)
        #expect(sort.accessibilityIdentifier == "sort")
        #expect(sort.menu?.title == "Sort by")
        #expect(sort.menu?.options == .singleSelection)
        #expect(titles(sort.menu) == ["Name", "Date", "Size"])
    }

    @Test("R120, R121: the share button's menu is not its primary action; Report is destructive, in an inline submenu")
    func theShareMenuHoldsAnInlineReport() {
        #expect(!share.showsMenuAsPrimaryAction)
        #expect(share.accessibilityIdentifier == "share")
        #expect(share.allControlEvents == .primaryActionTriggered)
        #expect(titles(share.menu) == ["Copy Link", "Mail", "[Report]"])
        let inline = share.menu?.children.last as? Menu
        #expect(inline?.options == .displayInline)
        #expect((inline?.children.first as? Action)?.attributes == .destructive)
    }

    @Test("R122, R116: nothing is on until the first update, which turns Name on and titles the button")
    func theFirstUpdateChoosesName() {
        #expect(sort.menu?.selectedElements.isEmpty == true)

        sort.layoutIfNeeded()

        #expect(sort.menu?.selectedElements.map(\.title) == ["Name"])
        #expect(sort.configuration?.title == "Name")
        #expect(sort.currentTitle == "Name")
        #expect(screen.sortOrder == .name)
    }

    @Test("R117, R119: outside a window performPrimaryAction presents nothing and toggles nothing")
    func withoutAWindowNothingIsPresented() {
        sort.performPrimaryAction()

        #expect(!sort.isSelected)
        #expect(screen.sortOrder == .name)
    }

    @Test("R117, R119, R121, R122: in a window performPrimaryAction presents the menu; choosing Size titles the button")
    func performPrimaryActionPresentsTheMenu() {
        let simulator = TouchSimulator(hosting: screen)

        sort.performPrimaryAction()

        #expect(simulator.window.presentedMenu === sort.menu)
        #expect(simulator.window.presentedMenuSource === sort)
        #expect(!sort.isSelected)

        simulator.chooseMenuElement("Size")

        #expect(simulator.window.presentedMenu == nil)
        #expect(screen.sortOrder == .size)
        #expect(sort.menu?.selectedElements.map(\.title) == ["Size"])
        sort.layoutIfNeeded()
        #expect(sort.currentTitle == "Size")
    }

    @Test("R117, R120: the share button's performPrimaryAction shares and presents nothing")
    func performPrimaryActionShares() {
        let simulator = TouchSimulator(hosting: screen)

        share.performPrimaryAction()

        #expect(screen.shareCount == 1)
        #expect(simulator.window.presentedMenu == nil)
        #expect(screen.shareMenuChoices.isEmpty)
    }
}
