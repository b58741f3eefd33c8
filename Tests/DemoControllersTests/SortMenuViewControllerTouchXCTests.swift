import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// SortMenuViewController in XCTest: the pop-up menu chosen from after a real tap, and the share
// button's tap and press (R119-R122).

final class SortMenuViewControllerTouchXCTests: XCTestCase {
    func testATapPresentsTheSortMenuAndDateRetitlesTheButton() {
        let screen = SortMenuViewController()
        let simulator = TouchSimulator(hosting: screen)

        simulator.tap(on: screen.sortButton)
        XCTAssertTrue(simulator.window.presentedMenu === screen.sortButton.menu)
        simulator.chooseMenuElement("Date")

        XCTAssertEqual(screen.sortButton.currentTitle, "Date")
        XCTAssertEqual(screen.sortOrder, .date)
        XCTAssertEqual(screen.sortButton.menu?.selectedElements.map(\.title), ["Date"])
    }

    func testAPressOnShareOpensItsMenuAndDoesNotShare() {
        let screen = SortMenuViewController()
        let simulator = TouchSimulator(hosting: screen)

        simulator.longPress(on: screen.shareButton, duration: 0.6)
        simulator.chooseMenuElement("Mail")

        XCTAssertEqual(screen.shareCount, 0)
        XCTAssertEqual(screen.shareMenuChoices, [.mail])
        XCTAssertNil(simulator.window.presentedMenu)
    }

    func testATapOnShareShares() {
        let screen = SortMenuViewController()
        let simulator = TouchSimulator(hosting: screen)

        simulator.tap(on: screen.shareButton)

        XCTAssertEqual(screen.shareCount, 1)
        XCTAssertNil(simulator.window.presentedMenu)
    }
}
