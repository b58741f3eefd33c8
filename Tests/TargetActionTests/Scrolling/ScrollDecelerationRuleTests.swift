import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R47: the lift, the delegate's target, and the deceleration on the clock.
@Suite struct ScrollDecelerationRuleTests {
    /// A flick up at 2000 points per second from y = 600: the offset is 190 at the lift.
    private func flick(_ scene: ScrollScene) {
        scene.drag(from: CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -200))
        scene.simulator.up()
    }

    @Test("R47: the delegate hears the velocity in points per ms (content direction) and the resting target")
    func r47_velocityAndDefaultTarget() throws {
        let scene = ScrollScene()

        flick(scene)

        let velocity = try #require(scene.journal.velocity)
        #expect(abs(velocity.x) < 1e-9)
        #expect(abs(velocity.y - 2) < 1e-6)   // the finger went up at 2000 pt/s: the content goes down the page
        let target = try #require(scene.journal.proposedTarget)
        #expect(abs(target.y - (190 + velocity.y * 0.998 / 0.002)) < 1e-6)
        #expect(scene.scrollView.isDecelerating)
        #expect(!scene.scrollView.isDragging)
        #expect(!scene.scrollView.isTracking)
    }

    @Test("R47: the delegate calls come in order, and the deceleration ends exactly at the target")
    func r47_delegateOrderAndRestingOffset() throws {
        let scene = ScrollScene()

        flick(scene)
        scene.clock.advance(by: 3)

        #expect(scene.journal.lines == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
        let target = try #require(scene.journal.proposedTarget)
        #expect(scene.scrollView.contentOffset == target)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R47: v(t) = v₀ × rate^ms: frame after frame the speed falls by the rate to the frame's length in ms")
    func r47_exponentialCurve() {
        let scene = ScrollScene()
        flick(scene)
        let lift = scene.clock.now
        scene.journal.clear()

        scene.clock.advance(by: 1.001)

        let scrolls = scene.journal.scrolls
        #expect(scrolls.count == 60)
        #expect(abs(scrolls[0].time - lift - 1.0 / 60) < 1e-9)
        for index in 2..<scrolls.count {
            let before = scrolls[index - 1].offset.y - scrolls[index - 2].offset.y
            let step = scrolls[index].offset.y - scrolls[index - 1].offset.y
            let elapsed = (scrolls[index].time - scrolls[index - 1].time) * 1000
            #expect(abs(step / before - pow(0.998, elapsed)) < 1e-6)
        }
    }

    @Test("R47: it ends when the default speed falls below 0.01 points per ms, and not before")
    func r47_endsAtStopSpeed() throws {
        let scene = ScrollScene()
        flick(scene)
        let lift = scene.clock.now
        let speed = try #require(scene.journal.velocity).y
        let milliseconds = log(0.01 / speed) / log(0.998)   // about 2647 ms

        scene.clock.advance(to: lift + milliseconds / 1000 - 0.001)
        #expect(scene.scrollView.isDecelerating)
        scene.clock.advance(to: lift + milliseconds / 1000)

        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.journal.lines.last == "didEndDecelerating")
        #expect(ScrollView.defaultDecelerationStopSpeed == 0.01)
        #expect(ScrollView.defaultFrameInterval == 1.0 / 60)
    }

    @Test("R47: the resting offset is clamped to the edge")
    func r47_clampedAtEdge() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 900)

        flick(scene)
        scene.clock.advance(by: 5)

        #expect(scene.journal.proposedTarget == CGPoint(x: 0, y: 1200))
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1200))
        #expect(scene.journal.scrolls.allSatisfy { $0.offset.y <= 1200 })
    }

    @Test("R47: a target the delegate changes is where it ends, exactly, no later than the default would stop")
    func r47_changedTarget() throws {
        let scene = ScrollScene()
        scene.journal.newTarget = CGPoint(x: 0, y: 1000.25)

        flick(scene)
        let lift = scene.clock.now
        let speed = try #require(scene.journal.velocity).y
        scene.clock.advance(to: lift + log(0.01 / speed) / log(0.998) / 1000)

        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1000.25))
        #expect(scene.journal.lines.last == "didEndDecelerating")
        let ys = scene.journal.scrolls.map(\.offset.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })   // never past it and back
    }

    @Test("R47: a target farther than the default's is reached exactly when the default would stop")
    func r47_fartherTarget() throws {
        let scene = ScrollScene()
        scene.journal.newTarget = CGPoint(x: 0, y: 1200)

        flick(scene)
        let lift = scene.clock.now
        let speed = try #require(scene.journal.velocity).y
        let stop = lift + log(0.01 / speed) / log(0.998) / 1000
        scene.clock.advance(to: stop - 0.001)
        #expect(scene.scrollView.isDecelerating)
        scene.clock.advance(to: stop)

        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1200))
        #expect(scene.journal.lines.last == "didEndDecelerating")
    }

    @Test("R47: the delegate may move the content from scrollViewDidScroll; the deceleration then stops")
    func r47_delegateTakesOver() {
        let scene = ScrollScene()
        flick(scene)
        let takeover = TakeoverDelegate()
        scene.scrollView.delegate = takeover

        scene.clock.advance(by: 3)

        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(!scene.scrollView.isDecelerating)
        #expect(takeover.endedDecelerating == 0)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R47: a lift with the decelerationRate .fast stops sooner and nearer")
    func r47_fastRate() throws {
        let scene = ScrollScene()
        scene.scrollView.decelerationRate = .fast

        flick(scene)
        scene.clock.advance(by: 1)

        let speed = try #require(scene.journal.velocity).y
        #expect(abs(scene.scrollView.contentOffset.y - (190 + speed * 0.99 / 0.01)) < 1e-6)
        #expect(scene.journal.lines.last == "didEndDecelerating")
    }

    @Test("R47: a lift below the stop speed does not decelerate")
    func r47_slowLift() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -200))
        scene.stopFinger()

        scene.simulator.up()
        scene.clock.advance(by: 3)

        #expect(scene.journal.velocity == .zero)
        #expect(scene.journal.lines == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 190))
    }

    @Test("R47: a lift past an edge returns to it over 0.3 s, easing out, instead of decelerating")
    func r47_returnFromPastEdge() throws {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 200, y: 100), by: CGVector(dx: 0, dy: 300))
        let pulled = scene.scrollView.contentOffset.y
        scene.simulator.up()
        let lift = scene.clock.now

        #expect(scene.journal.proposedTarget == .zero)
        scene.clock.advance(by: 0.29)
        #expect(scene.scrollView.contentOffset.y < 0)
        for scroll in scene.journal.scrolls where scroll.time > lift {
            let u = (scroll.time - lift) / 0.3
            #expect(abs(scroll.offset.y - pulled * pow(1 - u, 3)) < 1e-9)
        }
        scene.clock.advance(by: 0.01)

        #expect(scene.scrollView.contentOffset == .zero)
        #expect(Array(scene.journal.lines.suffix(5)) == [
            "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
        #expect(ScrollView.defaultAnimationDuration == 0.3)
    }

    @Test("R47: with no window there is no clock: the motion completes at once, with the same calls")
    func r47_noWindowCompletesAtOnce() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        let journal = ScrollJournal()
        scrollView.delegate = journal

        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)

        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
        #expect(journal.lines == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test("R47: edges that close in under a deceleration take its target along: it comes to rest at the new edge, on its curve")
    func r47_edgesMoveUnderADeceleration() {
        let scene = ScrollScene()
        flick(scene)
        scene.clock.advance(by: 0.1)
        let offset = scene.scrollView.contentOffset.y
        #expect(scene.scrollView.isDecelerating && offset < 600)

        scene.scrollView.contentSize = CGSize(width: 400, height: 1400)   // the bottom edge moves up from 1200 to 600
        scene.clock.advance(by: 1.0 / 60)

        #expect(scene.scrollView.contentOffset.y > offset)
        #expect(scene.scrollView.contentOffset.y < 600)
        scene.clock.advance(by: 3)
        #expect(scene.scrollView.contentOffset.y == 600)
        #expect(scene.journal.lines.last == "didEndDecelerating")
    }

    @Test("R47: a decelerating scroll view is held by its frames until it comes to rest, as by a display link")
    func r47_aDeceleratingScrollViewLivesUntilItsMotionEnds() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let journal = ScrollJournal()
        let simulator = TouchSimulator(window: window)
        weak var released: ScrollView?
        do {
            let scrollView = ScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 400, height: 2000)
            scrollView.delegate = journal
            window.addSubview(scrollView)
            released = scrollView
        }
        simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
        released?.removeFromSuperview()
        #expect(released?.isDecelerating == true)   // the window no longer holds it; its motion does

        window.clock.advance(by: 3)

        #expect(journal.lines.last == "didEndDecelerating")
        #expect(released == nil)
        #expect(window.clock.pendingTimerCount == 0)
    }

    @Test("R47: a window that goes away while its scroll view decelerates takes the scroll view with it")
    func r47_aWindowThatGoesAwayMidDecelerationLeavesNothingBehind() {
        weak var releasedScrollView: ScrollView?
        weak var releasedWindow: Window?
        do {
            let scene = ScrollScene()
            releasedScrollView = scene.scrollView
            releasedWindow = scene.window
            flick(scene)
            #expect(scene.scrollView.isDecelerating)
        }

        #expect(releasedWindow == nil)
        #expect(releasedScrollView == nil)
    }

}

/// Jumps the content to y = 50 at the first frame it hears of.
private final class TakeoverDelegate: ScrollViewDelegate {
    private(set) var endedDecelerating = 0
    private var done = false

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !done else { return }
        done = true
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endedDecelerating += 1 }
}
