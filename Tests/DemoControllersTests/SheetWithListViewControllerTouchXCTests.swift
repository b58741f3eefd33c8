import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// SheetWithListViewController in XCTest, driven by real touches through TouchSimulator(hosting:):
// the sheet's pan and the list's pan share each touch; the list decelerates on virtual time.

final class SheetWithListViewControllerTouchXCTests: XCTestCase {
    private let host = ViewController()
    private var simulator: TouchSimulator!
    private let sheet = SheetWithListViewController()

    override func setUp() {
        super.setUp()
        simulator = TouchSimulator(hosting: host)
        host.present(sheet, animated: false, completion: nil)
    }

    func testAFlickDownFromTheTopDismisses() {
        simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.1)   // 2000 points/s

        XCTAssertEqual(sheet.dismissalCount, 1)
        XCTAssertNil(host.presentedViewController)
    }

    func testASlowShortPullSpringsBack() {
        simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 1)   // 100 points/s

        XCTAssertEqual(sheet.sheetOffset, 0)
        XCTAssertEqual(sheet.listView.contentOffset.y, 0)
        XCTAssertEqual(sheet.dismissalCount, 0)
    }

    func testAfterScrollingTheListADownwardDragScrollsItBack() {
        simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), duration: 2)
        simulator.wait(5)
        let scrolled = sheet.listView.contentOffset.y

        simulator.down(at: CGPoint(x: 195, y: 300))
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 195, y: 450))

        XCTAssertEqual(sheet.listView.contentOffset.y, scrolled - 140)   // 150 down, less the hysteresis
        XCTAssertEqual(sheet.sheetOffset, 0)
        XCTAssertFalse(sheet.isPullingSheet)
    }

    func testAFlickDeceleratesOnTheVirtualClock() {
        simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.1)   // 2 points per ms

        XCTAssertTrue(sheet.listView.isDecelerating)
        XCTAssertEqual(sheet.listView.contentOffset.y, 190)

        simulator.wait(3)   // a 2.65-second deceleration, in microseconds

        XCTAssertFalse(sheet.listView.isDecelerating)
        XCTAssertEqual(sheet.listView.contentOffset.y, 190 + 2 * 0.998 / 0.002, accuracy: 0.5)
        XCTAssertEqual(sheet.sheetOffset, 0)
    }
}
