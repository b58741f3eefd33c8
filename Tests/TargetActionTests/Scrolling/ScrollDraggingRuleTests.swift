import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R45, R46: the content offset, the pan that drags it, and the rubber band past the edges.
@Suite struct ScrollDraggingRuleTests {
    @Test("R45: contentOffset is bounds.origin; subviews move under it, hit testing and conversion follow")
    func r45_offsetIsBoundsOrigin() {
        let scene = ScrollScene()

        scene.scrollView.contentOffset = CGPoint(x: 0, y: 300)

        #expect(scene.scrollView.bounds.origin == CGPoint(x: 0, y: 300))
        #expect(scene.content.convert(CGPoint(x: 10, y: 310), to: nil) == CGPoint(x: 10, y: 10))
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === scene.content)
        #expect(scene.journal.scrolls.map(\.offset) == [CGPoint(x: 0, y: 300)])
        scene.scrollView.bounds.origin = CGPoint(x: 0, y: 40)
        scene.scrollView.bounds.size = CGSize(width: 400, height: 700)   // the origin stays: no scroll
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(scene.journal.scrolls.map(\.offset) == [CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 40)])
    }

    @Test("R45: after the pan begins, offset = offset at .began − translation, on the axis that scrolls")
    func r45_dragMovesContentOppositeTheFinger() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scene.journal.clear()
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 500))
        sim.move(to: CGPoint(x: 200, y: 480))
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 110))   // 20 less the 10 of hysteresis
        sim.move(to: CGPoint(x: 150, y: 300))

        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 290))   // x cannot scroll: content is 400 wide
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.isTracking)
        #expect(scene.journal.lines == ["willBeginDragging", "didScroll"])
        #expect(scene.journal.scrolls.map(\.offset.y) == [110, 290])
    }

    @Test("R45: both axes scroll when the content is larger both ways; alwaysBounce makes an axis draggable")
    func r45_axesThatScroll() {
        let scene = ScrollScene(contentSize: CGSize(width: 1000, height: 2000))
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 300, y: 500))
        sim.move(to: CGPoint(x: 250, y: 400))

        #expect(scene.scrollView.contentOffset == CGPoint(x: 40, y: 90))

        let small = ScrollScene(contentSize: CGSize(width: 400, height: 800))
        small.scrollView.alwaysBounceVertical = true
        small.simulator.down(at: CGPoint(x: 200, y: 500))
        small.simulator.move(to: CGPoint(x: 200, y: 400))
        #expect(small.scrollView.panGestureRecognizer.state == .changed || small.scrollView.panGestureRecognizer.state == .began)
        #expect(small.scrollView.contentOffset.y == rubberBand(90, 800))   // max offset 0: all overshoot
    }

    @Test("R45: content that fits does not scroll: the pan fails and a recognizer on the content wins")
    func r45_contentThatFitsDoesNotScroll() {
        let scene = ScrollScene(contentSize: CGSize(width: 400, height: 800))
        let pan = PanGestureRecognizer(target: nil, action: nil)
        scene.content.addGestureRecognizer(pan)

        scene.simulator.down(at: CGPoint(x: 200, y: 500))
        scene.simulator.move(to: CGPoint(x: 200, y: 400))

        #expect(scene.scrollView.contentOffset == .zero)
        #expect(pan.state == .changed || pan.state == .began)
        #expect(!scene.scrollView.isDragging)
    }

    @Test("R45: isScrollEnabled false disables the pan: a drag does not scroll")
    func r45_scrollDisabled() {
        let scene = ScrollScene()
        scene.scrollView.isScrollEnabled = false

        scene.drag(from: CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -200))
        scene.simulator.up()
        scene.clock.advance(by: 3)

        #expect(!scene.scrollView.panGestureRecognizer.isEnabled)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.journal.lines.isEmpty)
    }

    @Test("R45: the edges come from the content size, the bounds and the insets")
    func r45_edgesWithInsets() {
        let scene = ScrollScene()
        scene.scrollView.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        scene.scrollView.bounces = false

        #expect(scene.scrollView.minimumOffset == CGPoint(x: 0, y: -50))
        #expect(scene.scrollView.maximumOffset == CGPoint(x: 0, y: 1230))
        scene.simulator.down(at: CGPoint(x: 200, y: 100))
        scene.simulator.move(to: CGPoint(x: 200, y: 400))

        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: -50))
    }

    @Test("R46: past an edge while dragging with bounces, the overshoot is rubber-banded")
    func r46_rubberBand() {
        let scene = ScrollScene()
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 100))
        sim.move(to: CGPoint(x: 200, y: 110))   // begins with no translation
        #expect(scene.scrollView.contentOffset == .zero)
        sim.move(to: CGPoint(x: 200, y: 210))
        #expect(scene.scrollView.contentOffset.y == -rubberBand(100, 800))
        sim.move(to: CGPoint(x: 200, y: 510))

        #expect(scene.scrollView.contentOffset.y == -rubberBand(400, 800))
        #expect(abs(scene.scrollView.contentOffset.y + 172.55) < 0.01)   // 800 × (1 − 1 ÷ 1.275)
    }

    @Test("R46: at the far edge too, and the factor is a settable constant")
    func r46_farEdgeAndFactor() {
        let scene = ScrollScene()
        scene.scrollView.rubberBandFactor = 0.3
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 700))
        sim.move(to: CGPoint(x: 200, y: 690))
        sim.move(to: CGPoint(x: 200, y: 490))

        #expect(ScrollView.defaultRubberBandFactor == 0.55)
        #expect(scene.scrollView.contentOffset.y == 1200 + rubberBand(200, 800, 0.3))
    }

    @Test("R46: without bounces a drag stops at the edge")
    func r46_noBounceStopsAtEdge() {
        let scene = ScrollScene()
        scene.scrollView.bounces = false
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 100))
        sim.move(to: CGPoint(x: 200, y: 400))
        #expect(scene.scrollView.contentOffset == .zero)
        sim.move(to: CGPoint(x: 200, y: 50))

        // Still the start less the translation, −60: 50 above the touch-down and the 10 of hysteresis.
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 60))
    }

    @Test("R46: a drag that starts past an edge goes on from where the content is")
    func r46_dragStartingPastEdge() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: -rubberBand(100, 800))
        let sim = scene.simulator

        sim.down(at: CGPoint(x: 200, y: 300))
        sim.move(to: CGPoint(x: 200, y: 310))   // begins with no translation: nothing moves
        #expect(abs(scene.scrollView.contentOffset.y + rubberBand(100, 800)) < 1e-9)
        sim.move(to: CGPoint(x: 200, y: 410))

        #expect(abs(scene.scrollView.contentOffset.y + rubberBand(200, 800)) < 1e-9)
    }
}
