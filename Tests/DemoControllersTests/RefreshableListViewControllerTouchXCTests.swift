import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// RefreshableListViewController in XCTest, driven by real touches: a pull that loads, and the
// load's second on the window's virtual clock.

final class RefreshableListViewControllerTouchXCTests: XCTestCase {
    private let stage = ControllerStage(RefreshableListViewController())
    private var list: RefreshableListViewController { stage.controller }

    func testAPullLoadsANewRowAndScrollsBack() {
        stage.simulator.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 650), duration: 1, steps: 20)

        XCTAssertTrue(list.refreshControl.isRefreshing)

        stage.simulator.wait(1.3)   // the rest at the control, the load, the way back

        XCTAssertEqual(list.refreshCount, 1)
        XCTAssertEqual(list.rowViews.first?.accessibilityIdentifier, "new 1")
        XCTAssertEqual(list.listView.contentOffset.y, 0)
    }

    func testAFlickUpScrollsTheListAndLoadsNothing() {
        stage.simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.1)
        stage.simulator.wait(3)

        XCTAssertGreaterThan(list.listView.contentOffset.y, 0)
        XCTAssertEqual(list.refreshCount, 0)
    }
}
