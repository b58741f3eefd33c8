import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// SideMenuViewController driven by real touches: drags in from the left edge (down, move, up)
/// and swipes on the open menu, on virtual time.
@Suite struct SideMenuViewControllerTouchTests {
    let stage = ControllerStage(SideMenuViewController())
    var screen: SideMenuViewController { stage.controller }

    /// Opens the menu with a slow drag in from the edge.
    func openByDragging() {
        stage.simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 255, y: 400), duration: 1)
        stage.simulator.wait(0.5)
    }

    @Test("R39, R22: the menu follows a finger that comes in from the left edge")
    func theMenuFollowsTheFinger() {
        stage.simulator.down(at: CGPoint(x: 5, y: 400))
        stage.simulator.wait(0.05)
        stage.simulator.move(to: CGPoint(x: 25, y: 400))    // begins: 20 across, less the 10-point hysteresis

        #expect(screen.revealedWidth == 10)

        stage.simulator.wait(0.05)
        stage.simulator.move(to: CGPoint(x: 125, y: 430))

        #expect(screen.revealedWidth == 110)
        #expect(screen.menuView.frame.origin == CGPoint(x: -170, y: 0))
        #expect(!screen.isMenuOpen)

        stage.simulator.wait(0.05)
        stage.simulator.move(to: CGPoint(x: 385, y: 430))

        #expect(screen.revealedWidth == 280)
    }

    @Test func aSlowDragPastHalfTheMenuOpensIt() {
        var settled: [Bool] = []
        screen.onMenuSettled = { settled.append($0) }

        stage.simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), duration: 1)   // 200 points/s

        #expect(screen.isMenuOpen)
        #expect(screen.revealedWidth == 280)
        #expect(settled == [true])
    }

    @Test func aSlowShortDragClosesAgain() {
        stage.simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), duration: 1)   // 100 points/s

        #expect(!screen.isMenuOpen)
        #expect(screen.revealedWidth == 0)
    }

    @Test("R25: a quick short flick in from the edge opens the menu")
    func aFlickOpensTheMenu() {
        stage.simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 65, y: 400), duration: 0.05)   // 1200 points/s

        #expect(screen.isMenuOpen)
    }

    @Test("R25: flicking back towards the edge closes the menu, however far it showed")
    func aFlickBackClosesTheMenu() {
        let simulator = stage.simulator
        simulator.down(at: CGPoint(x: 5, y: 400))
        for x in stride(from: CGFloat(55), through: 255, by: 50) {
            simulator.wait(0.1)
            simulator.move(to: CGPoint(x: x, y: 400))
        }
        for x in [CGFloat(230), 205] {
            simulator.wait(0.01)
            simulator.move(to: CGPoint(x: x, y: 400))   // -2500 points/s
        }

        #expect(screen.revealedWidth == 190)

        simulator.up()

        #expect(!screen.isMenuOpen)
        #expect(screen.revealedWidth == 0)
    }

    @Test("R39: a drag that starts more than 20 points from the edge moves nothing")
    func aDragAwayFromTheEdgeDoesNothing() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)

        #expect(screen.revealedWidth == 0)
        #expect(log.states(of: "edgePan") == [.failed])
    }

    @Test("R39: a finger that first moves along the edge does not pull the menu")
    func movingAlongTheEdgeFirstFails() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.down(at: CGPoint(x: 5, y: 400))
        stage.simulator.wait(0.05)
        stage.simulator.move(to: CGPoint(x: 5, y: 450))
        stage.simulator.wait(0.05)
        stage.simulator.move(to: CGPoint(x: 205, y: 450))
        stage.simulator.up()

        #expect(screen.revealedWidth == 0)
        #expect(log.states(of: "edgePan") == [.failed])
    }

    @Test("R38: a swipe left on the open menu closes it")
    func aSwipeLeftClosesTheMenu() {
        openByDragging()
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.swipe(from: CGPoint(x: 200, y: 400), direction: .left)

        #expect(!screen.isMenuOpen)
        #expect(screen.revealedWidth == 0)
        #expect(log.states(of: "swipe") == [.ended])
        #expect(log.states(of: "edgePan") == [.failed])
    }

    @Test("R38: a swipe the wrong way leaves the menu open")
    func aSwipeRightLeavesTheMenuOpen() {
        openByDragging()
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.swipe(from: CGPoint(x: 60, y: 400), direction: .right)

        #expect(screen.isMenuOpen)
        #expect(log.states(of: "swipe") == [.failed])
    }

    @Test("R38: a slow drag left on the menu is no swipe: the menu stays open")
    func aSlowDragLeftIsNoSwipe() {
        openByDragging()

        stage.simulator.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 50, y: 400), duration: 4)

        #expect(screen.isMenuOpen)
    }

    @Test func aSwipeLeftWhileClosedReachesNoMenu() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.swipe(from: CGPoint(x: 300, y: 400), direction: .left)

        #expect(!screen.isMenuOpen)
        #expect(log.states(of: "swipe").isEmpty)
    }
}
