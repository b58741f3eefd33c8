import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// SheetWithListViewController in XCTest, the article's way: the sheet's pan swapped for a
// PanGestureRecognizerMock, driven state by state. The list is staged by its contentOffset; its
// own pan stays real (SheetWithListViewControllerMockTests shows that it can be mocked, and why
// that is rarely worth it).

final class SheetWithListViewControllerMockXCTests: XCTestCase {
    private let host = ViewController()
    private var simulator: TouchSimulator!
    private let sheet = SheetWithListViewController()
    private var pan: PanGestureRecognizerMock!

    override func setUp() {
        super.setUp()
        simulator = TouchSimulator(hosting: host)
        host.present(sheet, animated: false, completion: nil)
        pan = sheet.view.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
    }

    func testTheMockTookOverTheSheetsPanAndItsDelegate() {
        XCTAssertTrue(pan.target === sheet)
        XCTAssertEqual(pan.action, Selector("sheetPan:"))
        XCTAssertTrue(pan.delegate === sheet)
        XCTAssertTrue(sheet.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: sheet.listView.panGestureRecognizer))
    }

    func testAPullFromTheTopFollowsTheFinger() {
        pan.pan(location: nil, translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(location: nil, translation: CGPoint(x: 0, y: 250), state: .changed)

        XCTAssertTrue(sheet.isPullingSheet)
        XCTAssertEqual(sheet.sheetOffset, 250)
        XCTAssertEqual(sheet.listView.contentOffset, .zero)
    }

    func testAChangedStraightFromPossibleMovesTheSheetAsTheArticlesTestsDo() {
        pan.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)

        XCTAssertEqual(sheet.sheetOffset, 200)
    }

    func testAFastReleaseDismisses() {
        pan.pan(location: nil, translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 120), velocity: CGPoint(x: 0, y: 1500), state: .ended)

        XCTAssertEqual(sheet.dismissalCount, 1)
        XCTAssertNil(host.presentedViewController)
    }

    func testASlowReleaseShortOfHalfSpringsBack() {
        pan.pan(location: nil, translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 422), velocity: CGPoint(x: 0, y: 200), state: .ended)

        XCTAssertEqual(sheet.sheetOffset, 0)
        XCTAssertEqual(sheet.dismissalCount, 0)
        XCTAssertTrue(host.presentedViewController === sheet)
    }

    func testASlowReleasePastHalfDismisses() {
        pan.pan(location: nil, translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 423), velocity: CGPoint(x: 0, y: 0), state: .ended)

        XCTAssertEqual(sheet.dismissalCount, 1)
    }

    func testOnAScrolledListTheSheetStays() {
        sheet.listView.contentOffset = CGPoint(x: 0, y: 200)

        pan.pan(location: nil, translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 500), velocity: CGPoint(x: 0, y: 4000), state: .ended)

        XCTAssertFalse(sheet.isPullingSheet)
        XCTAssertEqual(sheet.sheetOffset, 0)
        XCTAssertEqual(sheet.dismissalCount, 0)
    }
}
