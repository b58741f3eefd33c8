import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// SideMenuViewController state by state: its screen-edge pan and swipe swapped for mocks whose
/// translation, velocity and recognition the tests set.
@Suite struct SideMenuViewControllerMockTests {
    let screen = SideMenuViewController()
    let edgePan: ScreenEdgePanGestureRecognizerMock
    let swipe: SwipeGestureRecognizerMock
    let edge = CGPoint(x: 5, y: 400)

    init() throws {
        screen.loadViewIfNeeded()
        edgePan = try #require(screen.view.replaceGestureRecognizer(
            ofType: ScreenEdgePanGestureRecognizer.self, with: ScreenEdgePanGestureRecognizerMock(target: nil, action: nil)))
        swipe = try #require(screen.menuView.replaceGestureRecognizer(
            ofType: SwipeGestureRecognizer.self, with: SwipeGestureRecognizerMock(target: nil, action: nil)))
    }

    /// A whole edge drag: began at zero, changed to `distance`, released at `velocity` (points per second).
    func release(after distance: CGFloat, velocity: CGFloat) {
        edgePan.pan(location: edge, translation: .zero, state: .began)
        edgePan.pan(translation: CGPoint(x: distance, y: 0), state: .changed)
        edgePan.pan(translation: nil, velocity: CGPoint(x: velocity, y: 0), state: .ended)
    }

    // MARK: Wiring

    @Test("R39: the edge pan watches the left edge of the root view; the swipe goes left on the menu")
    func theRecognizersAreWired() {
        #expect(edgePan.view === screen.view)
        #expect(edgePan.edges == .left)
        #expect(edgePan.name == "edgePan")
        #expect(edgePan.target === screen)
        #expect(edgePan.action == "edgePan:")
        #expect(swipe.view === screen.menuView)
        #expect(swipe.direction == .left)
        #expect(swipe.name == "swipe")
        #expect(swipe.action == "swipe:")
    }

    @Test func theMenuStartsClosedJustOffTheLeftEdge() {
        #expect(!screen.isMenuOpen)
        #expect(screen.revealedWidth == 0)
        #expect(screen.menuView.frame == CGRect(x: -280, y: 0, width: 280, height: 844))
    }

    // MARK: Following the finger

    @Test("R24: the menu follows the horizontal translation, within 0…menuWidth")
    func theMenuFollowsTheTranslation() {
        edgePan.pan(location: edge, translation: CGPoint(x: 15, y: 0), state: .began)

        #expect(screen.revealedWidth == 15)

        edgePan.pan(translation: CGPoint(x: 120, y: 40), state: .changed)

        #expect(screen.revealedWidth == 120)
        #expect(screen.menuView.frame.origin == CGPoint(x: -160, y: 0))
        #expect(!screen.isMenuOpen)   // not settled yet

        edgePan.pan(translation: CGPoint(x: 400, y: 0), state: .changed)

        #expect(screen.revealedWidth == 280)

        edgePan.pan(translation: CGPoint(x: -50, y: 0), state: .changed)

        #expect(screen.revealedWidth == 0)
    }

    @Test func aDragOnTheOpenMenuStartsFromOpen() {
        screen.openMenu()

        edgePan.pan(location: edge, translation: .zero, state: .began)
        edgePan.pan(translation: CGPoint(x: -100, y: 0), state: .changed)

        #expect(screen.revealedWidth == 180)
    }

    // MARK: Settling

    @Test("A slow release opens past half the width", arguments: [
        (CGFloat(141), true), (CGFloat(140), false), (CGFloat(60), false), (CGFloat(280), true),
    ])
    func aSlowReleaseSettlesByPosition(distance: CGFloat, opens: Bool) {
        var settled: [Bool] = []
        screen.onMenuSettled = { settled.append($0) }

        release(after: distance, velocity: 100)

        #expect(screen.isMenuOpen == opens)
        #expect(screen.revealedWidth == (opens ? 280 : 0))
        #expect(settled == [opens])
    }

    @Test("A flick settles the way it moves, whatever the position", arguments: [
        (CGFloat(40), CGFloat(500), true), (CGFloat(40), CGFloat(499), false),
        (CGFloat(250), CGFloat(-500), false), (CGFloat(250), CGFloat(-499), true),
    ])
    func aFlickSettlesByVelocity(distance: CGFloat, velocity: CGFloat, opens: Bool) {
        release(after: distance, velocity: velocity)

        #expect(screen.isMenuOpen == opens)
    }

    @Test("A cancelled drag puts the menu back as it was", arguments: [false, true])
    func aCancelledDragRestores(wasOpen: Bool) {
        if wasOpen { screen.openMenu() }

        edgePan.pan(location: edge, translation: .zero, state: .began)
        edgePan.pan(translation: CGPoint(x: wasOpen ? -200 : 200, y: 0), state: .changed)
        edgePan.pan(translation: nil, state: .cancelled)

        #expect(screen.isMenuOpen == wasOpen)
        #expect(screen.revealedWidth == (wasOpen ? 280 : 0))
    }

    @Test func theThresholdsAreSettable() {
        screen.minimumRevealRatioToOpen = 0.25
        release(after: 80, velocity: 0)

        #expect(screen.isMenuOpen)

        screen.closeMenu()
        screen.minimumVelocityToSettle = 1000
        release(after: 40, velocity: 900)

        #expect(!screen.isMenuOpen)
    }

    @Test func menuWidthSizesTheMenuAndItsHalfway() {
        screen.menuWidth = 200

        #expect(screen.menuView.frame == CGRect(x: -200, y: 0, width: 200, height: 844))

        release(after: 120, velocity: 0)

        #expect(screen.isMenuOpen)
        #expect(screen.menuView.frame == CGRect(x: 0, y: 0, width: 200, height: 844))

        screen.menuWidth = 300

        #expect(screen.menuView.frame == CGRect(x: 0, y: 0, width: 300, height: 844))
    }

    // MARK: Swipe

    @Test("R37: a swipe on the open menu closes it, with one action")
    func aSwipeClosesTheOpenMenu() {
        var settled: [Bool] = []
        screen.openMenu()
        screen.onMenuSettled = { settled.append($0) }

        swipe.swipe(location: CGPoint(x: 200, y: 400))

        #expect(!screen.isMenuOpen)
        #expect(screen.revealedWidth == 0)
        #expect(settled == [false])
        #expect(swipe.sentActions.map(\.state) == [.ended])
    }

    @Test func aSwipeOnAClosedMenuDoesNothing() {
        var settled: [Bool] = []
        screen.onMenuSettled = { settled.append($0) }

        swipe.swipe(location: CGPoint(x: 200, y: 400))

        #expect(!screen.isMenuOpen)
        #expect(settled.isEmpty)
    }
}
