import Foundation
import Mocks
import Testing
import TestSupport
@testable import TargetAction

/// R72-R76: when a scroll view zooms, what a scale does to the zoom view, and zooming in code.
@Suite struct ZoomingRuleTests {
    // MARK: R72

    @Test("R72: zooming is off by default; a maximum above the minimum puts a pinch on the scroll view, and taking it back removes it")
    func r72_limitsTurnThePinchOnAndOff() throws {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom)
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.gestureRecognizers?.count == 1)

        scrollView.maximumZoomScale = 3
        let pinch = try #require(scrollView.pinchGestureRecognizer)

        #expect(pinch.view === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)

        scrollView.minimumZoomScale = 3

        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(pinch.view == nil)

        scrollView.minimumZoomScale = 0.5

        #expect(scrollView.pinchGestureRecognizer === pinch)   // the same pinch, attached again
        #expect(scrollView.gestureRecognizers?.count == 2)
    }

    @Test("R72: with no zoom view, a real pinch fails when it would begin, and zooming in code does nothing, with no delegate calls")
    func r72_noZoomViewNoZooming() {
        let scene = ZoomScene()
        scene.journal.zoomView = nil
        scene.scrollView.pinchGestureRecognizer?.name = "pinch"
        let log = RecognizerStateLog(window: scene.window)

        scene.simulator.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 300, duration: 0.3)
        scene.scrollView.setZoomScale(2, animated: false)
        scene.scrollView.setZoomScale(3, animated: true)
        scene.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: true)
        scene.clock.advance(by: 1)

        #expect(log.states(of: "pinch") == [.failed])
        #expect(scene.journal.lines.isEmpty)
        #expect(scene.zoomView.transform == .identity)
        #expect(scene.scrollView.zoomScale == 1)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R72: with the maximum not above the minimum, zooming in code asks nothing of the delegate and does nothing")
    func r72_zoomingOffAsksNothing() {
        let scene = ZoomScene(maximum: 1)

        scene.scrollView.setZoomScale(2, animated: false)
        scene.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: true)

        #expect(scene.journal.zoomViewRequests == 0)
        #expect(scene.journal.lines.isEmpty)
        #expect(scene.zoomView.transform == .identity)
    }

    @Test("R72: a zoom view that is not a direct subview is reported each time it is returned, and nothing zooms")
    func r72_aViewElsewhereIsReported() {
        let scene = ZoomScene()
        let nested = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.zoomView.addSubview(nested)
        scene.journal.zoomView = nested

        let (_, failures) = FailureReporter.capturing {
            scene.scrollView.setZoomScale(2, animated: false)
            scene.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
        }

        #expect(failures.count == 2)
        #expect(failures.first?.message.contains("is not a direct subview of the scroll view (R72)") == true)
        #expect(nested.transform == .identity && scene.zoomView.transform == .identity)
        #expect(!scene.journal.lines.contains { $0.contains("Zoom") })
    }

    // MARK: R73

    @Test("R73: a scale sets the zoom view's transform, centre and frame and the content size; its bounds stay")
    func r73_whatAScaleDoes() {
        let scene = ZoomScene(zoomSize: CGSize(width: 300, height: 200))
        scene.zoomView.transform = CGAffineTransform(rotationAngle: 0.3)   // replaced, not combined

        scene.scrollView.zoomScale = 2.5

        #expect(scene.zoomView.transform == CGAffineTransform(scaleX: 2.5, y: 2.5))
        #expect(scene.zoomView.center == CGPoint(x: 375, y: 250))
        #expect(scene.zoomView.frame == CGRect(x: 0, y: 0, width: 750, height: 500))
        #expect(scene.zoomView.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(scene.scrollView.contentSize == CGSize(width: 750, height: 500))
        #expect(scene.scrollView.zoomScale == 2.5)
    }

    @Test("R73: zoomScale reads the zoom view's transform.a, and 1 without a zoom view")
    func r73_zoomScaleReadsTheTransform() {
        let scene = ZoomScene()
        scene.zoomView.transform = CGAffineTransform(scaleX: 1.7, y: 3)

        let withView = scene.scrollView.zoomScale
        scene.journal.zoomView = nil

        #expect(withView == 1.7)
        #expect(scene.scrollView.zoomScale == 1)
    }

    // MARK: R74

    @Test("R74: setting the scale keeps the point in the middle of the visible bounds, calls didScroll then didZoom, and nothing else")
    func r74_theVisibleMiddleStays() {
        let scene = ZoomScene()

        scene.scrollView.setZoomScale(2, animated: false)

        #expect(scene.scrollView.contentOffset == CGPoint(x: 200, y: 400))   // (200, 400) × 2 − (200, 400)
        #expect(scene.journal.lines == ["didScroll", "didZoom"])
        #expect(scene.onScreen(CGPoint(x: 200, y: 400)) == CGPoint(x: 200, y: 400))

        scene.journal.clear()
        scene.scrollView.zoomScale = 3

        #expect(scene.scrollView.contentOffset == CGPoint(x: 400, y: 800))
        #expect(scene.journal.lines == ["didScroll", "didZoom"])
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R74: a scale past a limit is clamped to it, and the offset to the edges, the lower edge winning", arguments: [
        (CGFloat(10), CGFloat(4), CGPoint(x: 600, y: 1200)),   // (200, 400) × 4 − (200, 400)
        (CGFloat(0.1), CGFloat(0.5), CGPoint.zero),           // content smaller than the bounds rests top-left
        (CGFloat(-3), CGFloat(0.5), CGPoint.zero),
    ])
    func r74_clamped(scale: CGFloat, expected: CGFloat, offset: CGPoint) {
        let scene = ZoomScene(minimum: 0.5)

        scene.scrollView.zoomScale = scale

        #expect(scene.scrollView.zoomScale == expected)
        #expect(scene.scrollView.contentOffset == offset)
        #expect(scene.zoomView.frame.origin == .zero)
    }

    @Test("R74: zooming out near an edge clamps the offset to the edges of the new content size")
    func r74_clampedToTheNewEdges() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 4
        scene.scrollView.contentOffset = CGPoint(x: 1200, y: 2400)   // the bottom-right corner

        scene.scrollView.zoomScale = 2

        #expect(scene.scrollView.contentOffset == CGPoint(x: 400, y: 800))   // (350, 700) × 2 − (200, 400) is past the far edges
    }

    @Test("R74: setting the limits does not change the scale")
    func r74_limitsLeaveTheScale() {
        let scene = ZoomScene()
        scene.scrollView.zoomScale = 3
        scene.journal.clear()

        scene.scrollView.maximumZoomScale = 2
        scene.scrollView.minimumZoomScale = 1.5

        #expect(scene.scrollView.zoomScale == 3)
        #expect(scene.journal.lines.isEmpty)
    }

    // MARK: R75

    @Test("R75: an animated zoom calls willBeginZooming, zooms over 0.3 s of the clock with didZoom each frame, and ends where the unanimated one would")
    func r75_animatedZoom() {
        let scene = ZoomScene()

        scene.scrollView.setZoomScale(2, animated: true)

        #expect(scene.journal.lines == ["willBeginZooming(zoomView, isZooming false)"])
        #expect(scene.scrollView.zoomScale == 1)

        scene.clock.advance(by: 0.15)
        let halfway = scene.scrollView.zoomScale

        #expect(halfway > 1.5 && halfway < 2)   // eased out: most of the way at half the time
        #expect(!scene.scrollView.isZooming)

        scene.clock.advance(by: 0.15)

        #expect(scene.scrollView.zoomScale == 2)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 200, y: 400))
        #expect(scene.journal.lines.last == "didEndZooming(2.0)")
        #expect(!scene.journal.lines.contains("didEndScrollingAnimation"))
        #expect(scene.journal.zooms.count > 10)
        #expect(scene.journal.zooms.allSatisfy { !$0.isZooming })
        #expect(zip(scene.journal.zooms, scene.journal.zooms.dropFirst()).allSatisfy { $0.scale < $1.scale })
        #expect(scene.clock.pendingTimerCount == 0)
        #expect(ScrollView.defaultZoomAnimationDuration == 0.3)
    }

    @Test("R75: an animated zoom to where the content already is calls nothing")
    func r75_nothingToDo() {
        let scene = ZoomScene()

        scene.scrollView.setZoomScale(1, animated: true)
        scene.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 400, height: 800), animated: true)

        #expect(scene.journal.lines.isEmpty)
        #expect(scene.clock.pendingTimerCount == 0)
    }

    @Test("R75: in no window an animated zoom completes at once, with the same calls")
    func r75_noWindow() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let zoomView = View(frame: scrollView.bounds)
        scrollView.addSubview(zoomView)
        scrollView.maximumZoomScale = 4
        let journal = ZoomJournal()
        journal.zoomView = zoomView
        scrollView.delegate = journal

        scrollView.setZoomScale(4, animated: true)

        #expect(journal.lines == ["willBeginZooming(zoomView, isZooming false)", "didScroll", "didZoom", "didEndZooming(4.0)"])
        #expect(scrollView.zoomScale == 4)
    }

    @Test("R75: a touch on the content mid-animation ends the zoom where it was going")
    func r75_aTouchEndsItAtOnce() {
        let scene = ZoomScene()
        scene.scrollView.setZoomScale(3, animated: true)
        scene.clock.advance(by: 0.1)

        scene.simulator.down(at: CGPoint(x: 100, y: 100))

        #expect(scene.scrollView.zoomScale == 3)
        #expect(scene.journal.lines.last == "didEndZooming(3.0)")
        #expect(scene.zoomView.phases.isEmpty)   // the touch stopped the motion, as R51's does
    }

    // MARK: R76

    @Test("R76: zoom(to:) fits the rect in the bounds and centres it, within the limits and the edges", arguments: [
        (CGRect(x: 100, y: 200, width: 100, height: 200), CGFloat(4), CGPoint(x: 400, y: 800)),
        (CGRect(x: 100, y: 200, width: 200, height: 100), CGFloat(2), CGPoint(x: 200, y: 100)),   // the tighter side wins
        (CGRect(x: 0, y: 0, width: 400, height: 400), CGFloat(1), CGPoint.zero),
        (CGRect(x: 350, y: 750, width: 50, height: 50), CGFloat(4), CGPoint(x: 1200, y: 2400)),   // 8× clamped to 4×, at the far edges
    ])
    func r76_zoomToRect(rect: CGRect, scale: CGFloat, offset: CGPoint) {
        let scene = ZoomScene()

        scene.scrollView.zoom(to: rect, animated: false)

        #expect(scene.scrollView.zoomScale == scale)
        #expect(scene.scrollView.contentOffset == offset)
        #expect(scene.journal.lines.last == "didZoom")
        #expect(!scene.journal.lines.contains { $0.contains("Zooming") })
    }

    @Test("R76: an animated zoom(to:) ends where the unanimated one does")
    func r76_animated() {
        let scene = ZoomScene()

        scene.scrollView.zoom(to: CGRect(x: 100, y: 200, width: 200, height: 100), animated: true)
        scene.clock.advance(by: 0.3)

        #expect(scene.scrollView.zoomScale == 2)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 200, y: 100))
        #expect(scene.journal.lines.first == "willBeginZooming(zoomView, isZooming false)")
        #expect(scene.journal.lines.last == "didEndZooming(2.0)")
    }
}
