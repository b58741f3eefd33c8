import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// SideMenuViewController tested the 2018 article's way: plain XCTest, a controller subclass that
// swaps the screen-edge pan and the swipe for mocks in viewDidLoad and reaches the private
// handlers by name, "edgePan:" and "swipe:". Then the same with replaceGestureRecognizer.

final class SideMenuViewControllerArticleXCTests: XCTestCase {
    private let vc = SideMenuViewControllerInjector()
    private let edge = CGPoint(x: 5, y: 400)

    override func setUp() {
        super.setUp()
        _ = vc.view
    }

    func testSetup() {
        XCTAssertNotNil(vc.view.gestureRecognizers?.first(where: { $0 is ScreenEdgePanGestureRecognizerMock }))
        XCTAssertNotNil(vc.menuView.gestureRecognizers?.first(where: { $0 is SwipeGestureRecognizerMock }))
        XCTAssertNil(vc.view.gestureRecognizers?.first(where: { $0 is ScreenEdgePanGestureRecognizer && !($0 is ScreenEdgePanGestureRecognizerMock) }))
    }

    func testTheMocksTakeThePrivateHandlersByName() {
        XCTAssertTrue(vc.responds(to: "edgePan:"))
        XCTAssertTrue(vc.responds(to: "swipe:"))
        XCTAssertEqual(vc.edgePanMock?.action, Selector("edgePan:"))
        XCTAssertEqual(vc.swipeMock?.action, Selector("swipe:"))
    }

    func testEdgePanBeganShowsAsMuchAsTheTranslation() {
        vc.edgePanMock?.pan(location: edge, translation: CGPoint(x: 12, y: 0), state: .began)

        XCTAssertEqual(vc.revealedWidth, 12)
        XCTAssertFalse(vc.isMenuOpen)
    }

    func testEdgePanChangedFollowsTheFinger() {
        vc.edgePanMock?.pan(location: edge, translation: .zero, state: .began)

        vc.edgePanMock?.pan(location: nil, translation: CGPoint(x: 100, y: 0), state: .changed)

        XCTAssertEqual(vc.menuView.frame.minX, 100 - vc.menuWidth)
    }

    func testEdgePanEndedPastHalfOpens() {
        vc.edgePanMock?.gestureVelocity = .zero

        vc.edgePanMock?.pan(location: nil, translation: CGPoint(x: vc.menuWidth / 2 + 1, y: 0), state: .ended)

        XCTAssertTrue(vc.isMenuOpen)
        XCTAssertEqual(vc.menuView.frame.minX, 0)
    }

    func testEdgePanEndedShortAndSlowCloses() {
        vc.edgePanMock?.gestureVelocity = CGPoint(x: vc.minimumVelocityToSettle - 1, y: 0)

        vc.edgePanMock?.pan(location: nil, translation: CGPoint(x: 60, y: 0), state: .ended)

        XCTAssertFalse(vc.isMenuOpen)
        XCTAssertEqual(vc.revealedWidth, 0)
    }

    func testEdgePanEndedShortButFastOpens() {
        vc.edgePanMock?.gestureVelocity = CGPoint(x: vc.minimumVelocityToSettle, y: 0)

        vc.edgePanMock?.pan(location: nil, translation: CGPoint(x: 60, y: 0), state: .ended)

        XCTAssertTrue(vc.isMenuOpen)
    }

    func testEdgePanEndedFarButFlickedBackCloses() {
        vc.edgePanMock?.gestureVelocity = CGPoint(x: -vc.minimumVelocityToSettle, y: 0)

        vc.edgePanMock?.pan(location: nil, translation: CGPoint(x: 250, y: 0), state: .ended)

        XCTAssertFalse(vc.isMenuOpen)
    }

    func testEdgePanCancelledCloses() {
        vc.edgePanMock?.pan(location: nil, translation: CGPoint(x: 250, y: 0), state: .cancelled)

        XCTAssertFalse(vc.isMenuOpen)
        XCTAssertEqual(vc.revealedWidth, 0)
    }

    func testSwipeClosesTheOpenMenu() {
        vc.openMenu()

        vc.swipeMock?.swipe(location: CGPoint(x: 200, y: 400))

        XCTAssertFalse(vc.isMenuOpen)
        XCTAssertEqual(vc.swipeMock?.sentActions.count, 1)
    }

    func testTheMocksArePossibleAgainAfterwards() {
        vc.edgePanMock?.pan(location: edge, translation: .zero, state: .began)
        vc.edgePanMock?.pan(location: nil, translation: nil, state: .ended)
        vc.swipeMock?.swipe()

        XCTAssertEqual(vc.edgePanMock?.state, .possible)
        XCTAssertEqual(vc.swipeMock?.state, .possible)
    }

    // MARK: The same recipe without a subclass

    func testReplaceGestureRecognizerInjectsTheMocksWithoutASubclass() {
        let plain = SideMenuViewController()
        plain.loadViewIfNeeded()
        let edgePan = plain.view.replaceGestureRecognizer(
            ofType: ScreenEdgePanGestureRecognizer.self, with: ScreenEdgePanGestureRecognizerMock(target: nil, action: nil))
        let swipe = plain.menuView.replaceGestureRecognizer(
            ofType: SwipeGestureRecognizer.self, with: SwipeGestureRecognizerMock(target: nil, action: nil))

        edgePan?.pan(location: edge, translation: CGPoint(x: 200, y: 0), velocity: .zero, state: .ended)

        XCTAssertTrue(plain.isMenuOpen)
        XCTAssertEqual(edgePan?.edges, .left)

        swipe?.swipe(location: CGPoint(x: 100, y: 400))

        XCTAssertFalse(plain.isMenuOpen)
        XCTAssertEqual(swipe?.direction, .left)
    }
}

private class SideMenuViewControllerInjector: SideMenuViewController {
    var edgePanMock: ScreenEdgePanGestureRecognizerMock?
    var swipeMock: SwipeGestureRecognizerMock?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let existing = view.gestureRecognizers?.first(where: { $0 is ScreenEdgePanGestureRecognizer }) {
            view.removeGestureRecognizer(existing)
        }
        let edgePan = ScreenEdgePanGestureRecognizerMock(target: self, action: Selector("edgePan:")) // private: reach it by name
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
        edgePanMock = edgePan

        if let existing = menuView.gestureRecognizers?.first(where: { $0 is SwipeGestureRecognizer }) {
            menuView.removeGestureRecognizer(existing)
        }
        let swipe = SwipeGestureRecognizerMock(target: self, action: Selector("swipe:"))
        swipe.direction = .left
        menuView.addGestureRecognizer(swipe)
        swipeMock = swipe
    }
}
