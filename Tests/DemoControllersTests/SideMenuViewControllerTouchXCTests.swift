import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// SideMenuViewController in XCTest, driven by real touches: a drag in from the left edge with
// down, move and up, and a swipe on the open menu.

final class SideMenuViewControllerTouchXCTests: XCTestCase {
    private let stage = ControllerStage(SideMenuViewController())
    private var screen: SideMenuViewController { stage.controller }

    func testADragInFromTheEdgeFollowsAndOpensPastHalf() {
        let simulator = stage.simulator
        simulator.down(at: CGPoint(x: 2, y: 300))
        for x in [CGFloat(52), 102, 152, 202] {
            simulator.wait(0.25)
            simulator.move(to: CGPoint(x: x, y: 300))   // 200 points per second
        }

        XCTAssertEqual(screen.revealedWidth, 190)   // 200 across, less the 10-point hysteresis
        XCTAssertFalse(screen.isMenuOpen)

        simulator.up()

        XCTAssertTrue(screen.isMenuOpen)
        XCTAssertEqual(screen.menuView.frame.minX, 0)
    }

    func testAShortSlowDragClosesAgain() {
        stage.simulator.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 122, y: 300), duration: 1)

        XCTAssertFalse(screen.isMenuOpen)
        XCTAssertEqual(screen.revealedWidth, 0)
    }

    func testAQuickFlickOpens() {
        stage.simulator.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 62, y: 300), duration: 0.04)

        XCTAssertTrue(screen.isMenuOpen)
    }

    func testASwipeLeftOnTheOpenMenuClosesIt() {
        stage.simulator.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 252, y: 300), duration: 1)
        XCTAssertTrue(screen.isMenuOpen)

        stage.simulator.swipe(from: CGPoint(x: 220, y: 300), direction: .left, distance: 120)

        XCTAssertFalse(screen.isMenuOpen)
    }

    func testADragFromMidScreenMovesNothing() {
        stage.simulator.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2)

        XCTAssertEqual(screen.revealedWidth, 0)
    }
}
