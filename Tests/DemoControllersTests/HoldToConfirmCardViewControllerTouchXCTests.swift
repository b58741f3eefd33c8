import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// HoldToConfirmCardViewController in XCTest: a primitive style's 1 s long press confirms, a tap
// does not (R125).

final class HoldToConfirmCardViewControllerTouchXCTests: XCTestCase {
    func testAOneSecondHoldConfirms() {
        let screen = HoldToConfirmCardViewController()
        let simulator = TouchSimulator(hosting: screen)

        simulator.longPress(on: screen.card, duration: 1.1)

        XCTAssertTrue(screen.isConfirmed)
        XCTAssertEqual(screen.confirmCount, 1)
    }

    func testATapDoesNotConfirmNorHighlight() {
        let screen = HoldToConfirmCardViewController()
        let simulator = TouchSimulator(hosting: screen)

        simulator.down(at: screen.card.convert(CGPoint(x: 140, y: 90), to: nil))
        XCTAssertFalse(screen.card.isHighlighted)
        XCTAssertEqual(screen.card.styleBody?.alpha, HoldToConfirmStyle.pressedAlpha)
        simulator.wait(0.05)
        simulator.up()

        XCTAssertFalse(screen.isConfirmed)
        XCTAssertEqual(screen.card.styleBody?.alpha, 1)
    }

    func testPerformPrimaryActionConfirmsWithoutAWindow() {
        let screen = HoldToConfirmCardViewController()
        screen.loadViewIfNeeded()

        screen.card.performPrimaryAction()

        XCTAssertTrue(screen.isConfirmed)
    }
}
