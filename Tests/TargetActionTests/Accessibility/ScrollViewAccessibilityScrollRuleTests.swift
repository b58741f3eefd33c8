import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// Counts `scrollViewDidScroll` and the other delegate calls R154's scroll must not make.
private final class ScrollCounter: ScrollViewDelegate {
    var didScroll = 0
    var endedAnimation = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { didScroll += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { endedAnimation += 1 }
}

/// R154: a scroll view's default `accessibilityScroll(_:)`: a page at a time, within the edges.
@Suite struct ScrollViewAccessibilityScrollRuleTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

    /// A 400 × 300 scroll view at (0, 100) in ``window``, over `content`.
    private func stage(content: CGSize) -> ScrollView {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        scroll.contentSize = content
        window.addSubview(scroll)
        return scroll
    }

    @Test("R154: a scroll view is no element; left moves x by +width, right by −width, up moves y by +height, down by −height")
    func r154_fourDirections() {
        let scroll = stage(content: CGSize(width: 1200, height: 900))
        #expect(!scroll.isAccessibilityElement && scroll.accessibilityTraits == [])

        #expect(scroll.accessibilityScroll(.left))
        #expect(scroll.contentOffset == CGPoint(x: 400, y: 0))
        #expect(scroll.accessibilityScroll(.up))
        #expect(scroll.contentOffset == CGPoint(x: 400, y: 300))
        #expect(scroll.accessibilityScroll(.right))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
        #expect(scroll.accessibilityScroll(.down))
        #expect(scroll.contentOffset == .zero)
        #expect(window.clock.now == 0)
    }

    @Test("R154: the target is clamped to the edges; at an edge nothing moves and it answers false")
    func r154_clampedAndFalseAtAnEdge() {
        let scroll = stage(content: CGSize(width: 1000, height: 300))

        #expect(scroll.accessibilityScroll(.left))
        #expect(scroll.contentOffset.x == 400)
        #expect(scroll.accessibilityScroll(.left))
        #expect(scroll.contentOffset.x == 600)   // the far edge: 1000 − 400
        #expect(!scroll.accessibilityScroll(.left))
        #expect(scroll.contentOffset.x == 600)

        #expect(scroll.accessibilityScroll(.right) && scroll.accessibilityScroll(.right))
        #expect(scroll.contentOffset.x == 0)
        #expect(!scroll.accessibilityScroll(.right))
    }

    @Test("R154, R47: the edges count the adjusted content inset")
    func r154_edgesWithInsets() {
        let scroll = stage(content: CGSize(width: 400, height: 800))
        scroll.contentInset = EdgeInsets(top: 50, left: 0, bottom: 40, right: 0)
        scroll.contentOffset = CGPoint(x: 0, y: -50)

        #expect(scroll.accessibilityScroll(.up))
        #expect(scroll.contentOffset.y == 250)
        #expect(scroll.accessibilityScroll(.up))
        #expect(scroll.contentOffset.y == 540)   // 800 − 300 + 40
        #expect(!scroll.accessibilityScroll(.up))
        #expect(scroll.accessibilityScroll(.down) && scroll.accessibilityScroll(.down))
        #expect(scroll.contentOffset.y == -50)
        #expect(!scroll.accessibilityScroll(.down))
    }

    @Test("R154, R45: an axis that cannot scroll answers false and moves nothing, even from an offset set past its edge")
    func r154_axisThatCannotScroll() {
        let scroll = stage(content: CGSize(width: 400, height: 2000))
        scroll.contentOffset = CGPoint(x: 30, y: 0)

        for direction in [AccessibilityScrollDirection.left, .right] {
            #expect(!scroll.accessibilityScroll(direction), "\(direction)")
        }
        #expect(scroll.contentOffset == CGPoint(x: 30, y: 0))
        // The vertical scroll leaves x as it is.
        #expect(scroll.accessibilityScroll(.up))
        #expect(scroll.contentOffset == CGPoint(x: 30, y: 300))
    }

    @Test("R154, R45: next and previous move a page along the axis that scrolls, the horizontal one when both do")
    func r154_nextAndPrevious() {
        let vertical = stage(content: CGSize(width: 400, height: 2000))
        #expect(vertical.accessibilityScroll(.next))
        #expect(vertical.contentOffset == CGPoint(x: 0, y: 300))
        #expect(vertical.accessibilityScroll(.previous))
        #expect(vertical.contentOffset == .zero)
        #expect(!vertical.accessibilityScroll(.previous))

        let both = stage(content: CGSize(width: 1200, height: 2000))
        #expect(both.accessibilityScroll(.next))
        #expect(both.contentOffset == CGPoint(x: 400, y: 0))

        let neither = stage(content: CGSize(width: 400, height: 300))
        #expect(!neither.accessibilityScroll(.next) && !neither.accessibilityScroll(.previous))
        #expect(neither.contentOffset == .zero)

        let bouncing = stage(content: CGSize(width: 400, height: 300))
        bouncing.alwaysBounceVertical = true   // R45: it scrolls, but there is no page to go to
        #expect(!bouncing.accessibilityScroll(.next))
    }

    @Test("R154: with scrolling off it answers false and moves nothing")
    func r154_scrollingOff() {
        let scroll = stage(content: CGSize(width: 1200, height: 900))
        scroll.isScrollEnabled = false
        for direction in [AccessibilityScrollDirection.right, .left, .up, .down, .next, .previous] {
            #expect(!scroll.accessibilityScroll(direction), "\(direction)")
        }
        #expect(scroll.contentOffset == .zero)
    }

    @Test("R154: the move is setContentOffset(_:animated: false)'s: scrollViewDidScroll once, no animation, no clock; a pager reads page 2 of 3")
    func r154_movesAsSetContentOffset() {
        let scroll = stage(content: CGSize(width: 1200, height: 300))
        scroll.isPagingEnabled = true
        let counter = ScrollCounter()
        scroll.delegate = counter

        #expect(scroll.accessibilityScroll(.left))

        #expect(counter.didScroll == 1 && counter.endedAnimation == 0)
        #expect(!scroll.isDecelerating && !scroll.isDragging)
        #expect(window.clock.now == 0)
        #expect(Int((scroll.contentOffset.x / scroll.bounds.width).rounded()) + 1 == 2)
        #expect(!scroll.accessibilityScroll(.up))
        #expect(counter.didScroll == 1)
    }

    @Test("R154: a scroll stops a motion under way, as setContentOffset does")
    func r154_stopsAMotion() {
        let scroll = stage(content: CGSize(width: 400, height: 3000))
        scroll.setContentOffset(CGPoint(x: 0, y: 1500), animated: true)
        window.clock.advance(by: 0.1)
        let during = scroll.contentOffset.y
        #expect(during > 0 && during < 1500)

        #expect(scroll.accessibilityScroll(.up))
        #expect(scroll.contentOffset.y == during + 300)
        window.clock.advance(by: 1)
        #expect(scroll.contentOffset.y == during + 300)
    }

    @Test("R154: the content that a page scroll shows is where taps land: a button on the second page is tapped at its new place")
    func r154_contentFollows() {
        let scroll = stage(content: CGSize(width: 1200, height: 300))
        let button = Button(frame: CGRect(x: 450, y: 100, width: 100, height: 44))
        scroll.addSubview(button)
        let journal = CallJournal()
        button.addAction(Action { _ in journal.entries.append("tapped") }, for: .primaryActionTriggered)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 500, y: 222))

        #expect(scroll.accessibilityScroll(.left))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 100, y: 222))
        TouchSimulator(window: window).tap(at: button.accessibilityActivationPoint)
        window.clock.advance(by: 1)

        #expect(journal.entries == ["tapped"])
    }

    @Test("R154, R75: a scroll during an animated zoom ends the zoom first and pages on the edges it leaves, never past them")
    func r154_scrollDuringAnAnimatedZoom() {
        let scene = ZoomScene()
        let scrollView = scene.scrollView
        scrollView.setZoomScale(4, animated: false)
        scrollView.contentOffset = CGPoint(x: 1200, y: 2400)   // the far corner at 4×
        scrollView.setZoomScale(2, animated: true)
        scene.clock.advance(by: 0.1)   // a third of the way: the edges are still wider than at 2×
        #expect(scrollView.zoomScale > 2)

        let took = scrollView.accessibilityScroll(.left)

        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset.x == scrollView.maximumOffset.x)   // 400: the far edge at 2×, not past it
        #expect(scrollView.contentOffset.y >= scrollView.minimumOffset.y && scrollView.contentOffset.y <= scrollView.maximumOffset.y)
        #expect(took)   // the offset changed
        #expect(scene.clock.pendingTimerCount == 0)
    }
}
