import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// DetentSheetViewController in XCTest, the article's way: the sheet's pan swapped for a
// PanGestureRecognizerMock, driven state by state with the velocity each release reads. Detent
// tops: collapsed 684, half 422, full 44; a release projects the top by 0.499 s of its velocity.

final class DetentSheetViewControllerMockXCTests: XCTestCase {
    private let host = ViewController()
    private var simulator: TouchSimulator!
    private let sheet = DetentSheetViewController()
    private var pan: PanGestureRecognizerMock!

    override func setUp() {
        super.setUp()
        simulator = TouchSimulator(hosting: host)
        host.present(sheet, animated: false, completion: nil)
        pan = sheet.sheetView.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
    }

    func testTheMockTookOverTheSheetsPan() {
        XCTAssertTrue(pan.target === sheet)
        XCTAssertEqual(pan.action, Selector("sheetPan:"))
        XCTAssertTrue(pan.view === sheet.sheetView)
    }

    func testTheSheetFollowsTheTranslation() {
        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(location: nil, translation: CGPoint(x: 0, y: -150), state: .changed)

        XCTAssertEqual(sheet.sheetTop, 272)
    }

    func testR47AFlickPassesTheNearestDetent() {
        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(translation: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -500), state: .ended)

        XCTAssertEqual(sheet.projectedTop ?? 0, 372 - 249.5, accuracy: 1e-9)
        XCTAssertEqual(sheet.detent, .full)
    }

    func testASlowReleaseSettlesAtTheNearestDetent() {
        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 400), state: .ended)

        XCTAssertEqual(sheet.detent, .collapsed)
        XCTAssertEqual(sheet.sheetTop, 684)
        XCTAssertEqual(sheet.dismissalCount, 0)
    }

    func testAFastDownwardReleaseFromCollapsedDismisses() {
        sheet.move(to: .collapsed)
        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 20), velocity: CGPoint(x: 0, y: 1500), state: .ended)

        XCTAssertEqual(sheet.dismissalCount, 1)
        XCTAssertNil(host.presentedViewController)
    }
}
