import DemoControllers
import DemoSupport
import Foundation
import Mocks
import TargetAction
import XCTest

// DetentSheetViewController in XCTest, driven by flings recorded on a phone (RecordedFlings),
// replayed through the window at their recorded times (R133). Detent tops: collapsed 684, half
// 422, full 44. The velocities checked leave room: the upward fling reads about 2000 points/s up
// at its lift, the downward one about 3200 down.

final class DetentSheetViewControllerTouchXCTests: XCTestCase {
    private let host = ViewController()
    private var simulator: TouchSimulator!
    private let sheet = DetentSheetViewController()

    override func setUp() {
        super.setUp()
        simulator = TouchSimulator(hosting: host)
        host.present(sheet, animated: false, completion: nil)
    }

    func testR133ARecordedUpwardFlingFromHalfSnapsToFull() throws {
        simulator.replay(RecordedFlings.upward.moved(to: CGPoint(x: 195, y: 600)))

        XCTAssertEqual(sheet.detent, .full)
        XCTAssertEqual(sheet.sheetTop, 44)
        XCTAssertLessThan(try XCTUnwrap(sheet.releaseVelocity), -1000)
    }

    func testR133TheUpwardFlingEightTimesSlowerFromCollapsedSettlesAtHalf() throws {
        sheet.move(to: .collapsed)

        simulator.replay(RecordedFlings.upward.timeScaled(by: 8).moved(to: CGPoint(x: 195, y: 800)))

        XCTAssertEqual(sheet.detent, .half)
        XCTAssertGreaterThan(try XCTUnwrap(sheet.projectedTop), 233)   // short of the midpoint to full
    }

    func testR133ARecordedDownwardFlingFromCollapsedDismisses() {
        sheet.move(to: .collapsed)

        simulator.replay(RecordedFlings.downward.moved(to: CGPoint(x: 195, y: 694)))

        XCTAssertEqual(sheet.dismissalCount, 1)
        XCTAssertNil(host.presentedViewController)
    }

    func testR133TheDownwardFlingFourTimesSlowerFromCollapsedStays() {
        sheet.move(to: .collapsed)

        simulator.replay(RecordedFlings.downward.timeScaled(by: 4).moved(to: CGPoint(x: 195, y: 694)))

        XCTAssertEqual(sheet.dismissalCount, 0)
        XCTAssertEqual(sheet.detent, .collapsed)
        XCTAssertEqual(sheet.sheetTop, 684)
    }

    func testR22ASlowShortDragGoesBackToItsDetent() {
        simulator.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 500), duration: 1)   // 100 points/s

        XCTAssertEqual(sheet.detent, .half)
        XCTAssertEqual(sheet.sheetTop, 422)
    }
}
