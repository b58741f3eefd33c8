import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// RefreshableListViewController in XCTest without touches: the refresh control fired as a UIKit
// test fires it, and the load's second run on the window's clock. The controller needs a window:
// beginRefreshing does nothing in none (R84), and the window's clock runs the load.

final class RefreshableListViewControllerMockXCTests: XCTestCase {
    private let stage = ControllerStage(RefreshableListViewController())
    private var list: RefreshableListViewController { stage.controller }

    func testTheControlReachesTheControllersHandler() {
        XCTAssertEqual(list.refreshControl.actions(forTarget: list, forControlEvent: .valueChanged), [Selector("refresh:")])
        XCTAssertTrue(list.listView.refreshControl === list.refreshControl)
    }

    func testFiringTheControlLoadsForOneSecond() {
        list.refreshControl.beginRefreshing()
        list.refreshControl.sendActions(for: .valueChanged)

        stage.simulator.wait(0.99)
        XCTAssertTrue(list.refreshControl.isRefreshing)
        stage.simulator.wait(0.01)

        XCTAssertFalse(list.refreshControl.isRefreshing)
        XCTAssertEqual(list.refreshCount, 1)
        XCTAssertEqual(list.rowViews.first?.accessibilityIdentifier, "new 1")
    }

    func testBeginRefreshingAloneLoadsNothing() {
        list.refreshControl.beginRefreshing()

        stage.simulator.wait(2)

        XCTAssertTrue(list.refreshControl.isRefreshing)   // the app began it; only the event starts a load
        XCTAssertEqual(list.refreshCount, 0)
    }
}
