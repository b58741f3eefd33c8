import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// ZoomingImageViewController without touches: the double tap and the scroll view's own pinch
/// swapped for mocks, and the delegate methods called as the scroll view calls them.
///
/// The scroll view's pinch can be mocked as its pan can: `replaceGestureRecognizer(ofType:
/// PinchGestureRecognizer.self, with: mock)` moves the scroll view's pinch handler to the mock,
/// whose location and scale then zoom the photo (R77). `pinchGestureRecognizer` still names the
/// recognizer that was removed, and mocks skip arbitration (R79): two fingers sharing a pinch and a
/// drag are real touches' business.
@Suite struct ZoomingImageViewControllerMockTests {
    let stage = ControllerStage(ZoomingImageViewController())
    var viewer: ZoomingImageViewController { stage.controller }
    let doubleTap: TapGestureRecognizerMock
    let pinch: PinchGestureRecognizerMock

    init() throws {
        let scrollView = stage.controller.scrollView
        doubleTap = try #require(scrollView.replaceGestureRecognizer(
            ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil)))
        pinch = try #require(scrollView.replaceGestureRecognizer(
            ofType: PinchGestureRecognizer.self, with: PinchGestureRecognizerMock(target: nil, action: nil)))
    }

    // MARK: Wiring

    @Test func theDoubleTapIsWiredAndTheScrollViewZoomsThePhotoBetweenOneAndFour() {
        #expect(doubleTap.name == "doubleTap")
        #expect(doubleTap.target === viewer)
        #expect(doubleTap.action == "doubleTap:")
        #expect(doubleTap.numberOfTapsRequired == 2)
        #expect(viewer.scrollView.delegate === viewer)
        #expect(viewer.viewForZooming(in: viewer.scrollView) === viewer.imageView)
        #expect(viewer.scrollView.minimumZoomScale == 1 && viewer.scrollView.maximumZoomScale == 4)
        #expect(pinch.target === viewer.scrollView)   // the scroll view's own handler, taken over
    }

    // MARK: The double tap

    @Test("R76: the mock's tap zooms to 2.5× with the tapped point brought to the middle, animated on the clock")
    func aDoubleTapZoomsAboutItsLocation() {
        doubleTap.tap(location: CGPoint(x: 300, y: 400))   // in the scroll view: the photo's (300, 108)

        stage.simulator.wait(0.3)

        #expect(viewer.scrollView.zoomScale == 2.5)
        #expect(viewer.lastZoomEndScale == 2.5)
        // Across, the point comes to the middle; the photo, 650 points tall, stays centred down the screen.
        let there = viewer.imageView.convert(CGPoint(x: 300, y: 108), to: nil)
        #expect(abs(there.x - 195) < 1e-9 && abs(there.y - 367) < 1e-9)
    }

    @Test func aDoubleTapOnAZoomedPhotoZoomsBackToOne() {
        viewer.scrollView.setZoomScale(3, animated: false)

        doubleTap.tap(location: CGPoint(x: 100, y: 100))
        stage.simulator.wait(0.3)

        #expect(viewer.scrollView.zoomScale == 1)
        #expect(viewer.imageView.frame == CGRect(x: 0, y: 292, width: 390, height: 260))
    }

    @Test func theZoomOfADoubleTapIsSettable() {
        viewer.doubleTapZoomScale = 4

        doubleTap.tap(location: CGPoint(x: 195, y: 422))
        stage.simulator.wait(0.3)

        #expect(viewer.scrollView.zoomScale == 4)
    }

    // MARK: The pinch, mocked

    @Test("R77: the mock pinch's scale zooms the photo about its location; past 4× it rubber-bands and returns")
    func theMockPinchZooms() {
        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: 1.5, state: .began)
        pinch.pinch(scale: 2, state: .changed)

        #expect(viewer.scrollView.isZooming)
        #expect(abs(viewer.scrollView.zoomScale - 2) < 1e-9)

        pinch.pinch(scale: 6, state: .changed)   // six times the start: past 4
        pinch.pinch(state: .ended)

        #expect(viewer.scrollView.isZoomBouncing)
        stage.simulator.wait(0.3)
        #expect(viewer.scrollView.zoomScale == 4)
        #expect(viewer.lastZoomEndScale == 4)
    }

    // MARK: The delegate, called directly

    @Test func didZoomCentresThePhotoWhileItIsSmallerThanTheScreen() {
        viewer.imageView.frame.origin = CGPoint(x: 40, y: 10)

        viewer.scrollViewDidZoom(viewer.scrollView)

        #expect(viewer.imageView.frame.origin == CGPoint(x: 0, y: 292))
    }
}
