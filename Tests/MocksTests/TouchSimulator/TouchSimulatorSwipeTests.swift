import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

/// `TouchSimulator.swipe`: fingers moved together in one direction, recognized by a real swipe.
@Suite struct TouchSimulatorSwipeTests {
    @Test("R37: a simulated swipe in each direction is recognized by a swipe of that direction",
          arguments: [SwipeGestureRecognizer.Direction.right, .left, .up, .down])
    func swipeInEachDirection(direction: SwipeGestureRecognizer.Direction) {
        let scene = RuleScene()
        let swipe = scene.addSwipe("swipe", direction)

        scene.simulator.swipe(from: CGPoint(200, 400), direction: direction)

        #expect(scene.log.states(of: "swipe") == [.ended])
        #expect(swipe.location(in: nil) == CGPoint(200, 400))
        #expect(scene.simulator.fingersDown.isEmpty)
    }

    @Test("R37: a two-finger swipe puts both fingers down, moves them in one event a step, and lifts them together")
    func twoFingerSwipe() {
        let scene = RuleScene()
        let swipe = scene.addSwipe("swipe", .down)
        swipe.numberOfTouchesRequired = 2
        let start = scene.window.clock.now

        scene.simulator.swipe(from: CGPoint(200, 100), direction: .down, distance: 300, duration: 0.2, fingers: 2)

        #expect(scene.log.states(of: "swipe") == [.ended])
        #expect(swipe.location(in: nil) == CGPoint(200, 100))
        #expect(abs(scene.window.clock.now - start - 0.2) < 1e-9)
    }

    @Test("A swipe in no single direction, or over no distance, is reported at the test's line and sends nothing")
    func badSwipesAreReported() {
        let scene = RuleScene()
        _ = scene.addSwipe()
        let line: UInt = #line + 2
        let (_, failures) = FailureReporter.capturing {
            scene.simulator.swipe(from: CGPoint(200, 400), direction: [.left, .right])
            scene.simulator.swipe(from: CGPoint(200, 400), direction: .left, distance: 0)
            scene.simulator.swipe(from: CGPoint(200, 400), direction: .left, fingers: 0)
        }

        #expect(failures.count == 3)
        #expect(failures.first?.line == line)
        #expect(failures.first?.message.contains("one direction") == true)
        #expect(scene.content.phases.isEmpty)
        #expect(scene.log.entries.isEmpty)
    }
}
