import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R48 paging and R52 animated offsets.
@Suite struct ScrollPagingAndAnimationRuleTests {
    /// Four horizontal pages of 400 points.
    private func pagingScene() -> ScrollScene {
        let scene = ScrollScene(contentSize: CGSize(width: 1600, height: 800))
        scene.scrollView.isPagingEnabled = true
        return scene
    }

    @Test("R48: a slow lift goes to the page nearest the offset, over 0.3 s, as a deceleration")
    func r48_nearestPage() {
        let scene = pagingScene()
        scene.drag(from: CGPoint(x: 300, y: 400), by: CGVector(dx: -150, dy: 0))   // offset 140
        scene.stopFinger()

        scene.simulator.up()
        #expect(scene.journal.proposedTarget == .zero)
        scene.clock.advance(by: 0.3)

        #expect(scene.scrollView.contentOffset == .zero)
        #expect(Array(scene.journal.lines.suffix(5)) == [
            "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
    }

    @Test("R48: a slow lift past half a page goes on to the next page")
    func r48_pastHalfway() {
        let scene = pagingScene()
        scene.drag(from: CGPoint(x: 350, y: 400), by: CGVector(dx: -260, dy: 0))   // offset 250
        scene.stopFinger()

        scene.simulator.up()
        scene.clock.advance(by: 0.3)

        #expect(scene.journal.proposedTarget == CGPoint(x: 400, y: 0))
        #expect(scene.scrollView.contentOffset == CGPoint(x: 400, y: 0))
    }

    @Test("R48: above 0.5 pt/ms it goes towards the velocity, but at most one page from the start page")
    func r48_flickGoesOnePage() {
        let scene = pagingScene()
        scene.drag(from: CGPoint(x: 300, y: 400), by: CGVector(dx: -200, dy: 0))   // 2 pt/ms: rest near 1188

        scene.simulator.up()
        scene.clock.advance(by: 0.3)

        #expect(scene.journal.proposedTarget == CGPoint(x: 400, y: 0))
        #expect(scene.scrollView.contentOffset == CGPoint(x: 400, y: 0))
    }

    @Test("R48: a short quick flick, whose resting offset is nearer the start page, still turns the page")
    func r48_shortFlick() throws {
        let scene = pagingScene()
        // 30 points in 0.05 s: 0.6 pt/ms; offset 20, and with .fast the resting offset is
        // 20 + 0.6 × 99 ≈ 79, nearest page 0.
        scene.scrollView.decelerationRate = .fast
        scene.drag(from: CGPoint(x: 300, y: 400), by: CGVector(dx: -30, dy: 0), steps: 5)

        scene.simulator.up()
        scene.clock.advance(by: 0.3)

        #expect(try #require(scene.journal.velocity).x > ScrollView.defaultPagingFlickSpeed)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 400, y: 0))
    }

    @Test("R48: a flick back from page 1 returns one page, and a slow one stays")
    func r48_backwards() {
        let scene = pagingScene()
        scene.scrollView.contentOffset = CGPoint(x: 400, y: 0)
        scene.drag(from: CGPoint(x: 100, y: 400), by: CGVector(dx: 100, dy: 0))   // offset 310, 1 pt/ms back

        scene.simulator.up()
        scene.clock.advance(by: 0.3)

        #expect(scene.scrollView.contentOffset == .zero)
    }

    @Test("R52: setContentOffset animated moves over 0.3 s of the clock, then didEndScrollingAnimation")
    func r52_animated() {
        let scene = ScrollScene()

        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scene.scrollView.contentOffset == .zero)
        scene.clock.advance(by: 0.1)
        let early = scene.scrollView.contentOffset.y
        #expect(early > 0 && early < 600)
        #expect(!scene.scrollView.isDecelerating)
        scene.clock.advance(by: 0.2)

        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(scene.journal.lines == ["didScroll", "didEndScrollingAnimation"])
        #expect(scene.journal.scrolls.count == 18)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R52: animated false jumps at once: didScroll, and no end of animation")
    func r52_notAnimated() {
        let scene = ScrollScene()

        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        scene.clock.advance(by: 1)

        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(scene.journal.lines == ["didScroll"])
    }

    @Test("R52: a new setContentOffset replaces the animation under way; the animation time is settable")
    func r52_replaced() {
        let scene = ScrollScene()
        scene.scrollView.animationDuration = 0.5

        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        scene.clock.advance(by: 0.1)
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        scene.clock.advance(by: 0.45)
        #expect(scene.scrollView.contentOffset != CGPoint(x: 0, y: 100))
        scene.clock.advance(by: 0.05)

        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(scene.journal.lines == ["didScroll", "didEndScrollingAnimation"])
    }
}
