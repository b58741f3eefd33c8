import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// ZoomingImageViewController in XCTest, the article's way: the double tap swapped for a
// TapGestureRecognizerMock and the scroll view's pinch for a PinchGestureRecognizerMock. The view
// is loaded in no window, so the scroll view has no clock: its animated zooms end at once.

final class ZoomingImageViewControllerMockXCTests: XCTestCase {
    private let viewer = ZoomingImageViewController()
    private var doubleTap: TapGestureRecognizerMock!
    private var pinch: PinchGestureRecognizerMock!

    override func setUp() {
        super.setUp()
        viewer.loadViewIfNeeded()
        doubleTap = viewer.scrollView.replaceGestureRecognizer(
            ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))
        pinch = viewer.scrollView.replaceGestureRecognizer(
            ofType: PinchGestureRecognizer.self, with: PinchGestureRecognizerMock(target: nil, action: nil))
    }

    func testTheMocksTookOverTheDoubleTapAndTheScrollViewsPinch() {
        XCTAssertTrue(doubleTap.target === viewer)
        XCTAssertEqual(doubleTap.action, Selector("doubleTap:"))
        XCTAssertTrue(pinch.target === viewer.scrollView)
        XCTAssertTrue(viewer.viewForZooming(in: viewer.scrollView) === viewer.imageView)
    }

    func testADoubleTapZoomsInAndASecondZoomsOut() {
        doubleTap.tap(location: CGPoint(x: 195, y: 422))

        XCTAssertEqual(viewer.scrollView.zoomScale, 2.5)
        XCTAssertEqual(viewer.lastZoomEndScale, 2.5)

        doubleTap.tap(location: CGPoint(x: 195, y: 422))

        XCTAssertEqual(viewer.scrollView.zoomScale, 1)
        XCTAssertEqual(viewer.imageView.frame, CGRect(x: 0, y: 292, width: 390, height: 260))
    }

    func testTheMockPinchZoomsWithinTheLimits() {
        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: 1.2, state: .began)
        pinch.pinch(scale: 3, state: .changed)
        pinch.pinch(state: .ended)

        XCTAssertEqual(viewer.scrollView.zoomScale, 3, accuracy: 1e-9)
        XCTAssertFalse(viewer.scrollView.isZooming)
        XCTAssertEqual(viewer.zoomsEnded, 1)
    }

    func testAPinchBelowOneReturnsToOneAtOnceOutsideAWindow() {
        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: 0.5, state: .began)
        pinch.pinch(state: .ended)

        XCTAssertEqual(viewer.scrollView.zoomScale, 1)
        XCTAssertEqual(viewer.lastZoomEndScale, 1)
        XCTAssertEqual(viewer.imageView.frame, CGRect(x: 0, y: 292, width: 390, height: 260))
    }
}
