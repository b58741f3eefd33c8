import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R49-R51: what the content hears of touches while its scroll view may take them.
@Suite struct ScrollContentTouchRuleTests {
    @Test("R49: a touch on the content reaches its view after 0.15 s without the pan beginning")
    func r49_delayedBegan() {
        let scene = ScrollScene()
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 300))
        sim.wait(0.149)
        #expect(scene.content.phases.isEmpty)
        sim.wait(0.001)
        #expect(scene.content.phases == ["began"])
        sim.move(to: CGPoint(x: 203, y: 303))
        sim.up()

        #expect(scene.content.phases == ["began", "moved", "ended"])
        #expect(ScrollView.defaultContentTouchDelay == 0.15)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R49: moves made while held arrive with the delayed began")
    func r49_movesWhileHeld() {
        let scene = ScrollScene()
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 300))
        sim.wait(0.05)
        sim.move(to: CGPoint(x: 202, y: 303))
        #expect(scene.content.phases.isEmpty)
        sim.wait(0.1)

        #expect(scene.content.phases == ["began", "moved"])
    }

    @Test("R49: a pan that begins within the delay means the content never sees the touch")
    func r49_panFirst() {
        let scene = ScrollScene()
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 500))
        sim.wait(0.05)
        sim.move(to: CGPoint(x: 200, y: 450))
        sim.wait(1)
        sim.up()
        scene.clock.advance(by: 3)

        // The drag's 50 points less R22's 10; R25 amended: after the 1 s rest the lift has no
        // velocity, so nothing decelerates.
        #expect(scene.scrollView.contentOffset.y == 40)
        #expect(scene.content.phases.isEmpty)
    }

    @Test("R49: recognizers on the content see the touch at once")
    func r49_recognizersAtOnce() {
        let scene = ScrollScene()
        let tap = TapGestureRecognizer(target: nil, action: nil)
        scene.content.addGestureRecognizer(tap)

        scene.simulator.down(at: CGPoint(x: 200, y: 300))

        #expect(tap.numberOfTouches == 1)
        #expect(scene.content.phases.isEmpty)
    }

    @Test("R49: a lift before 0.15 s delivers the delayed began, then the ended, at once")
    func r49_quickTap() {
        let scene = ScrollScene()
        var phasesAtLift: [String] = []
        let tap = TapGestureRecognizer(target: nil, action: nil)
        tap.cancelsTouchesInView = false
        scene.content.addGestureRecognizer(tap)
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 300))
        sim.wait(0.05)
        sim.up()
        phasesAtLift = scene.content.phases
        sim.wait(1)

        #expect(phasesAtLift == ["began", "ended"])
        #expect(scene.content.phases == ["began", "ended"])
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R49: a touch cancelled while held never reaches the content")
    func r49_cancelledWhileHeld() {
        let scene = ScrollScene()

        scene.simulator.down(at: CGPoint(x: 200, y: 300))
        scene.simulator.wait(0.05)
        scene.simulator.cancel()
        scene.simulator.wait(1)

        #expect(scene.content.phases.isEmpty)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R49: delaysContentTouches false: the content hears the touch at once; the delay is settable")
    func r49_noDelay() {
        let scene = ScrollScene()
        scene.scrollView.delaysContentTouches = false
        scene.simulator.down(at: CGPoint(x: 200, y: 300))
        #expect(scene.content.phases == ["began"])

        let slow = ScrollScene()
        slow.scrollView.contentTouchDelay = 0.5
        slow.simulator.down(at: CGPoint(x: 200, y: 300))
        slow.simulator.wait(0.4)
        #expect(slow.content.phases.isEmpty)
        slow.simulator.wait(0.1)
        #expect(slow.content.phases == ["began"])
    }

    @Test("R49: touchesShouldBegin false keeps the touch from the content for good")
    func r49_touchesShouldBegin() {
        let scene = ScrollScene(scrollView: GatekeepingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let gatekeeper = scene.scrollView as? GatekeepingScrollView
        gatekeeper?.letsTouchesBegin = false

        scene.simulator.tap(at: CGPoint(x: 200, y: 300))
        scene.simulator.longPress(at: CGPoint(x: 200, y: 300), duration: 0.5)

        #expect(scene.content.phases.isEmpty)
        #expect(gatekeeper?.askedToBegin == 2)
    }

    @Test("R50: a drag after the content saw the touch cancels the content's touch and scrolls")
    func r50_cancelsContent() {
        let scene = ScrollScene()
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 500))
        sim.wait(0.2)
        sim.move(to: CGPoint(x: 200, y: 400))
        sim.up()

        #expect(scene.content.phases == ["began", "cancelled"])
        #expect(scene.scrollView.contentOffset.y >= 90)
    }

    @Test("R50: canCancelContentTouches false: the pan fails and the content keeps the touch")
    func r50_cannotCancel() {
        let scene = ScrollScene()
        scene.scrollView.canCancelContentTouches = false
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 500))
        sim.wait(0.2)
        sim.move(to: CGPoint(x: 200, y: 400))
        #expect(scene.scrollView.panGestureRecognizer.state == .failed)
        sim.up()
        scene.clock.advance(by: 1)

        #expect(scene.content.phases == ["began", "moved", "ended"])
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.journal.lines.isEmpty)
    }

    @Test("R50: touchesShouldCancel(in:) false keeps the touch with that content view; before it saw the touch, the pan wins")
    func r50_touchesShouldCancel() {
        let scene = ScrollScene(scrollView: GatekeepingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let gatekeeper = scene.scrollView as? GatekeepingScrollView
        gatekeeper?.letsCancel = false
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 500))
        sim.wait(0.2)
        sim.move(to: CGPoint(x: 200, y: 400))
        sim.up()
        #expect(scene.content.phases == ["began", "moved", "ended"])
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(gatekeeper?.askedToCancel.first === scene.content)

        scene.drag(from: CGPoint(x: 200, y: 500), by: CGVector(dx: 0, dy: -100))
        sim.up()
        #expect(scene.scrollView.contentOffset.y > 0)
    }

    @Test("R51: a touch-down on a decelerating scroll view stops it where it is, and the touch never reaches the content")
    func r51_touchStopsDeceleration() {
        let scene = ScrollScene()
        let log = ActionLog()
        let tap = TapGestureRecognizer(target: log, action: "record:")
        scene.content.addGestureRecognizer(tap)
        scene.drag(from: CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -200))
        scene.simulator.up()
        scene.clock.advance(by: 0.5)
        #expect(scene.scrollView.isDecelerating)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 300), with: nil) === scene.scrollView)

        scene.simulator.down(at: CGPoint(x: 200, y: 300))
        let stopped = scene.scrollView.contentOffset
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.scrollView.isTracking)
        scene.simulator.wait(0.5)
        scene.simulator.up()
        scene.clock.advance(by: 3)

        #expect(scene.scrollView.contentOffset == stopped)
        #expect(!scene.journal.lines.contains("didEndDecelerating"))
        #expect(scene.content.phases.isEmpty)
        #expect(log.entries.isEmpty)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 300), with: nil) === scene.content)
    }

    @Test("R51: content stopped past its edge goes back when another recognizer takes the stopping touch")
    func r51_stoppedPastEdgeReturnsWhenThePanLosesTheTouch() {
        let scene = ScrollScene()
        let log = ActionLog()
        let press = LongPressGestureRecognizer(target: log, action: "record:")
        press.minimumPressDuration = 0.1
        scene.window.addGestureRecognizer(press)
        scene.drag(from: CGPoint(x: 200, y: 100), by: CGVector(dx: 0, dy: 150))   // past the top
        scene.simulator.up()
        scene.clock.advance(by: 0.05)
        #expect(scene.scrollView.contentOffset.y < 0)

        scene.simulator.down(at: CGPoint(x: 200, y: 400))   // stops the return where it is
        scene.simulator.wait(0.2)                              // the long press takes the touch
        scene.simulator.up()
        scene.clock.advance(by: 1)

        #expect(log.entries.first?.state == .began)
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(!scene.scrollView.isDecelerating && !scene.scrollView.isDragging)
    }

    @Test("R51: a touch on an animating scroll view stops the animation too; a drag from there scrolls")
    func r51_touchStopsAnimation() {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        scene.clock.advance(by: 0.1)

        scene.drag(from: CGPoint(x: 200, y: 500), by: CGVector(dx: 0, dy: -100))
        let afterDrag = scene.scrollView.contentOffset.y
        scene.clock.advance(by: 0.3)

        #expect(!scene.journal.lines.contains("didEndScrollingAnimation"))
        #expect(scene.scrollView.contentOffset.y == afterDrag)
        #expect(scene.scrollView.isDragging)
        #expect(scene.content.phases.isEmpty)
    }
}

/// A scroll view whose `touchesShouldBegin` and `touchesShouldCancel(in:)` a test sets.
private final class GatekeepingScrollView: ScrollView {
    var letsTouchesBegin = true
    var letsCancel = true
    private(set) var askedToBegin = 0
    private(set) var askedToCancel: [View] = []

    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        askedToBegin += 1
        return letsTouchesBegin
    }

    override func touchesShouldCancel(in view: View) -> Bool {
        askedToCancel.append(view)
        return letsCancel
    }
}
