import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// ZoomingImageViewController in XCTest, driven by real touches: a double tap and a pinch zoom the
// photo through its scroll view, with the animations on the window's virtual clock.

final class ZoomingImageViewControllerTouchXCTests: XCTestCase {
    private let stage = ControllerStage(ZoomingImageViewController())
    private var viewer: ZoomingImageViewController { stage.controller }
    private let middle = CGPoint(x: 195, y: 422)

    func testADoubleTapZoomsInAboutTheTap() {
        stage.simulator.tap(at: middle, count: 2)
        stage.simulator.wait(0.3)

        XCTAssertEqual(viewer.scrollView.zoomScale, 2.5)
        let photoMiddle = viewer.imageView.convert(CGPoint(x: 195, y: 130), to: nil)
        XCTAssertEqual(photoMiddle.x, middle.x, accuracy: 1e-9)
        XCTAssertEqual(photoMiddle.y, middle.y, accuracy: 1e-9)
    }

    func testATravellingPinchZoomsAndPans() {
        stage.simulator.pinch(from: middle, to: CGPoint(x: 250, y: 500), from: 100, to: 300, duration: 0.5)
        stage.simulator.wait(0.3)   // the content, 780 points tall, goes back within its edges

        XCTAssertEqual(viewer.scrollView.zoomScale, 3, accuracy: 1e-9)
        XCTAssertFalse(viewer.scrollView.isZooming)
        XCTAssertEqual(viewer.lastZoomEndScale ?? 0, 3, accuracy: 1e-9)
    }

    func testAPinchPastFourReturnsToFourOnTheClock() {
        stage.simulator.pinch(center: middle, from: 100, to: 800, duration: 0.5)
        XCTAssertTrue(viewer.scrollView.isZoomBouncing)

        stage.simulator.wait(0.3)

        XCTAssertEqual(viewer.scrollView.zoomScale, 4)
        XCTAssertEqual(viewer.lastZoomEndScale, 4)
    }
}
