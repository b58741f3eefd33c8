import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R7, R12, R15-R17 for swipes: the base class and the engine treat them as any recognizer.
extension SwipeRuleTests {
    @Test("R16: a swipe and a pan on one view, no delegate: the pan begins at 10 points and the swipe fails")
    func r16_panWins() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        _ = scene.pan()

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 20))
        #expect(swipe.state == .failed)
        scene.simulator.move(to: Self.point(.right, 100))
        scene.simulator.up()

        #expect(scene.log.lines == ["pan .began", "pan .changed", "pan .ended"])
    }

    @Test("R16: with shouldRecognizeSimultaneouslyWith, both the pan and the swipe recognize")
    func r16_simultaneous() {
        let scene = RuleScene()
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        scene.addSwipe().delegate = delegate
        _ = scene.pan()

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 20))
        scene.simulator.move(to: Self.point(.right, 100))
        scene.simulator.up()

        // R4, R6: the pan's .changed (entered as the event arrived) goes out before the swipe's action.
        #expect(scene.log.lines == ["pan .began", "pan .changed", "swipe .ended", "pan .ended"])
    }

    @Test("R15: a pan that requires the swipe to fail waits; a quick swipe is recognized and the pan fails")
    func r15_quickSwipeBeatsWaitingPan() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        let pan = scene.pan()
        pan.require(toFail: swipe)

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 20))
        #expect(pan.state == .possible)   // waiting on the swipe
        scene.simulator.move(to: Self.point(.right, 60))
        #expect(pan.state == .failed)
        scene.simulator.move(to: Self.point(.right, 100))
        scene.simulator.up()

        #expect(scene.log.lines == ["swipe .ended"])
    }

    @Test("R15: a pan that requires the swipe to fail goes ahead when a slow drag runs the swipe's time out")
    func r15_slowDragLetsPanGoAhead() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        let pan = scene.pan()
        pan.require(toFail: swipe)

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 20))
        #expect(scene.log.entries.isEmpty)
        scene.simulator.wait(0.5)   // the swipe fails on the clock: the pan's .began goes out then
        #expect(scene.log.lines == ["pan .began"])
        scene.simulator.move(to: Self.point(.right, 100))
        scene.simulator.up()

        #expect(scene.log.lines == ["pan .began", "pan .changed", "pan .ended"])
    }

    @Test("R15: a swipe that requires a pan to fail is recognized once the pan fails, even after the lift")
    func r15_swipeWaitsForPan() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        let pan = scene.pan()
        pan.minimumNumberOfTouches = 2   // a one-finger drag never begins it; it fails on the lift
        swipe.require(toFail: pan)

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 60))
        #expect(scene.log.entries.isEmpty)   // recognized, waiting on the pan
        scene.simulator.up()

        #expect(scene.log.lines == ["swipe .ended"])
    }

    @Test("R7: the delegate saying no to gestureRecognizerShouldBegin fails the swipe")
    func r7_shouldBegin() {
        let scene = RuleScene()
        let delegate = RuleDelegate()
        delegate.shouldBegin = false
        let trail = StateTrail()
        scene.window.gestureObserver = trail
        scene.addSwipe().delegate = delegate

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 60))
        scene.simulator.up()

        #expect(delegate.shouldBeginAsked == 1)
        #expect(scene.log.entries.isEmpty)
        #expect(trail.states(of: "swipe") == [.failed, .possible])
    }

    @Test("R17: a recognized swipe cancels the view's touches before its action")
    func r17_cancelsTouchesInView() {
        let scene = RuleScene()
        var phasesAtAction: [String] = []
        scene.log.onAction = { _ in phasesAtAction = scene.content.phases }
        defer { scene.log.onAction = nil }   // the handler holds the scene
        _ = scene.addSwipe()

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 60))
        scene.simulator.move(to: Self.point(.right, 80))
        scene.simulator.up()

        #expect(phasesAtAction == ["began", "cancelled"])
        #expect(scene.content.phases == ["began", "cancelled"])
    }

    @Test("R12: a disabled swipe gets no touches and sends nothing")
    func r12_disabled() {
        let scene = RuleScene()
        let swipe = scene.addSwipe()
        swipe.isEnabled = false

        scene.simulator.down(at: Self.start)
        scene.simulator.move(to: Self.point(.right, 60))
        scene.simulator.up()

        #expect(scene.log.entries.isEmpty)
    }
}
