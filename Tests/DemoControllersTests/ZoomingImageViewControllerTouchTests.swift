import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// ZoomingImageViewController driven by real touches: the scroll view's own pinch and pan, and the
/// double tap, with the zoom's animations and bounces on the window's virtual clock.
@Suite struct ZoomingImageViewControllerTouchTests {
    let stage = ControllerStage(ZoomingImageViewController())
    var viewer: ZoomingImageViewController { stage.controller }
    var scrollView: ScrollView { viewer.scrollView }
    let middle = CGPoint(x: 195, y: 422)

    /// Where the photo's point `point` is on screen.
    func onScreen(_ point: CGPoint) -> CGPoint {
        viewer.imageView.convert(point, to: nil)
    }

    static func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func thePhotoStartsUnzoomedAndCentred() {
        #expect(scrollView.zoomScale == 1)
        #expect(viewer.imageView.frame == CGRect(x: 0, y: 292, width: 390, height: 260))
        #expect(scrollView.pinchGestureRecognizer?.view === scrollView)
    }

    @Test("R75, R76: a double tap zooms in about the tap over 0.3 s of the clock, and a second one zooms back out")
    func doubleTapZoomsAboutTheTapAndBack() {
        let tapped = CGPoint(x: 120, y: 380)
        let photoPoint = viewer.imageView.convert(tapped, from: nil)

        stage.simulator.tap(at: tapped, count: 2)

        #expect(photoPoint == CGPoint(x: 120, y: 88))
        #expect(scrollView.zoomScale == 1)   // the animation starts
        stage.simulator.wait(0.3)
        #expect(scrollView.zoomScale == 2.5)
        // Across, the tapped point comes to the middle; the photo, now 650 points tall, stays centred down the screen.
        #expect(Self.isClose(onScreen(photoPoint), CGPoint(x: 195, y: 88 * 2.5 + 97)))
        #expect(viewer.lastZoomEndScale == 2.5)

        stage.simulator.wait(0.5)
        stage.simulator.tap(at: tapped, count: 2)
        stage.simulator.wait(0.3)

        #expect(scrollView.zoomScale == 1)
        #expect(viewer.imageView.frame == CGRect(x: 0, y: 292, width: 390, height: 260))
        #expect(viewer.zoomsEnded == 2)
    }

    @Test("R77: a pinch to 4× keeps the photo's point under the fingers, and needs no bounce")
    func pinchToTheMaximum() {
        stage.simulator.pinch(center: middle, from: 100, to: 400, duration: 0.5)

        #expect(scrollView.zoomScale == 4)
        #expect(Self.isClose(onScreen(CGPoint(x: 195, y: 130)), middle))   // the photo's middle, under the fingers
        #expect(!scrollView.isZoomBouncing)
        #expect(viewer.lastZoomEndScale == 4)
    }

    @Test("R77, R78: past 4× the zoom rubber-bands, and after the lift it returns to 4× on the clock")
    func pinchPastTheMaximumBouncesBack() {
        stage.simulator.pinch(from: middle, to: CGPoint(x: 150, y: 400), from: 100, to: 600, duration: 0.5)

        #expect(scrollView.isZoomBouncing)
        #expect(scrollView.zoomScale > 4)
        #expect(viewer.lastZoomEndScale == nil)

        stage.simulator.wait(0.3)

        #expect(scrollView.zoomScale == 4)
        #expect(!scrollView.isZoomBouncing)
        #expect(viewer.lastZoomEndScale == 4)
    }

    @Test("R78: a pinch below 1× returns to 1×, centred again")
    func pinchInReturnsToOne() {
        stage.simulator.pinch(center: middle, from: 300, to: 100, duration: 0.5)
        stage.simulator.wait(0.3)

        #expect(scrollView.zoomScale == 1)
        #expect(viewer.imageView.frame == CGRect(x: 0, y: 292, width: 390, height: 260))
    }

    @Test("R79, R80: one finger pans the zoomed photo; the unzoomed one does not move")
    func oneFingerPansOnlyWhenZoomed() {
        stage.simulator.drag(from: middle, to: CGPoint(x: 95, y: 322), duration: 1)
        stage.simulator.wait(1)
        #expect(scrollView.contentOffset == .zero)

        scrollView.setZoomScale(4, animated: false)
        let offset = scrollView.contentOffset
        stage.simulator.down(at: middle)
        stage.simulator.wait(0.5)
        stage.simulator.move(to: CGPoint(x: 145, y: 372))
        stage.simulator.wait(0.5)
        stage.simulator.move(to: CGPoint(x: 95, y: 322))

        #expect(scrollView.isDragging && !scrollView.isZooming)
        #expect(scrollView.contentOffset.x == offset.x + 90)   // 100 left, less the 10-point hysteresis
    }
}
