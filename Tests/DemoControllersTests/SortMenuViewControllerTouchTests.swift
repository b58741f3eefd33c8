import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// SortMenuViewController pressed by real touches: the pop-up menu opens at touch-down and the
/// title follows the choice; the share button taps, or opens its menu after a 0.5 s press.
@Suite struct SortMenuViewControllerTouchTests {
    let screen = SortMenuViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: screen)
    }

    var sort: Button { screen.sortButton }
    var share: Button { screen.shareButton }
    var window: Window { simulator.window }

    @Test("R116 (d), R122: shown in a window, the pop-up button is titled by its first action, which is on")
    func itStartsSortedByName() {
        #expect(sort.currentTitle == "Name")
        #expect(sort.menu?.selectedElements.map(\.title) == ["Name"])
        #expect(window.presentedMenu == nil)
    }

    @Test("R119, R121, R122: a tap presents the menu; choosing Date titles the button, sorts by date, and only Date is on")
    func aTapPresentsAndDateIsChosen() {
        simulator.tap(on: sort)

        #expect(window.presentedMenu === sort.menu)
        #expect(window.presentedMenuSource === sort)
        #expect(!sort.isHighlighted)
        #expect(!sort.isSelected)   // R122: a pop-up button's taps never toggle

        simulator.chooseMenuElement("Date")

        #expect(window.presentedMenu == nil)
        #expect(sort.currentTitle == "Date")
        #expect(screen.sortOrder == .date)
        #expect(sort.menu?.selectedElements.map(\.title) == ["Date"])
        #expect((sort.menu?.children.compactMap { ($0 as? Action)?.state }) == [.off, .on, .off])
    }

    @Test("R121: a touch elsewhere dismisses the menu and reaches nothing: the share button it lands on does not share")
    func aTouchElsewhereDismissesAndReachesNothing() {
        simulator.tap(on: sort)
        #expect(window.presentedMenu != nil)

        simulator.tap(on: share)

        #expect(window.presentedMenu == nil)
        #expect(screen.shareCount == 0)
        #expect(screen.sortOrder == .name)
        #expect(sort.currentTitle == "Name")
    }

    @Test("R119, R121: the touch that dismisses the menu does not reopen it, even on the sort button")
    func aTouchOnTheSortButtonOnlyDismisses() {
        simulator.tap(on: sort)
        simulator.wait(0.5)

        simulator.tap(on: sort)

        #expect(window.presentedMenu == nil)
        simulator.wait(0.5)
        simulator.tap(on: sort)
        #expect(window.presentedMenu === sort.menu)
    }

    @Test("R120: a tap on share shares and opens no menu")
    func aTapShares() {
        simulator.tap(on: share)

        #expect(screen.shareCount == 1)
        #expect(window.presentedMenu == nil)
    }

    @Test("R120: a 0.6 s press on share opens its menu at 0.5 s and does not share")
    func aPressOpensTheShareMenu() {
        simulator.down(at: share.convert(CGPoint(x: 70, y: 22), to: nil))
        simulator.wait(0.4)
        #expect(window.presentedMenu == nil)
        #expect(share.isHighlighted)

        simulator.wait(0.2)

        #expect(window.presentedMenu === share.menu)
        #expect(window.presentedMenuSource === share)
        #expect(!share.isHighlighted)
        simulator.up()
        #expect(screen.shareCount == 0)
        #expect(window.presentedMenu === share.menu)
    }

    @Test("R120: a press that moves 10 points opens no menu, and its lift inside still shares")
    func aPressThatMovesOpensNothing() {
        let start = share.convert(CGPoint(x: 70, y: 22), to: nil)
        simulator.down(at: start)
        simulator.move(to: CGPoint(x: start.x + 10, y: start.y))
        simulator.wait(0.6)
        simulator.up()

        #expect(window.presentedMenu == nil)
        #expect(screen.shareCount == 1)
    }

    @Test("R121, R122: Report is chosen from the inline submenu; the share menu is not single-selection, so nothing turns on")
    func reportIsChosenFromTheInlineSubmenu() {
        simulator.longPress(on: share, duration: 0.6)

        simulator.chooseMenuElement("Report")

        #expect(screen.shareMenuChoices == [.report])
        #expect(window.presentedMenu == nil)
        #expect(share.menu?.selectedElements.isEmpty == true)
        #expect(screen.shareCount == 0)

        simulator.wait(0.5)
        simulator.longPress(on: share, duration: 0.6)
        simulator.chooseMenuElement("Copy Link")

        #expect(screen.shareMenuChoices == [.report, .copyLink])
    }

    @Test("R119-R121: the menus' actions do not keep the controller alive")
    func theActionsDoNotKeepTheControllerAlive() {
        weak var released: SortMenuViewController?
        do {
            let screen = SortMenuViewController()
            let simulator = TouchSimulator(hosting: screen)
            simulator.tap(on: screen.sortButton)
            simulator.chooseMenuElement("Size")
            simulator.wait(0.5)
            simulator.longPress(on: screen.shareButton, duration: 0.6)
            simulator.chooseMenuElement("Mail")
            #expect(screen.sortOrder == .size)
            #expect(screen.shareMenuChoices == [.mail])
            released = screen
        }

        #expect(released == nil)
    }
}
