import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// PhotoViewerController's pinch and rotation in XCTest, swapped for mocks with
// replaceGestureRecognizer: each handler applies its value to the photo's transform and resets
// it, the zoom is clamped, and the double tap shares the zoom.

final class PhotoViewerControllerMockXCTests: XCTestCase {
    private let viewer = PhotoViewerController()
    private var pinch: PinchGestureRecognizerMock!
    private var rotation: RotationGestureRecognizerMock!
    private let middle = CGPoint(x: 195, y: 422)

    override func setUp() {
        super.setUp()
        viewer.loadViewIfNeeded()
        pinch = viewer.photoView.replaceGestureRecognizer(
            ofType: PinchGestureRecognizer.self, with: PinchGestureRecognizerMock(target: nil, action: nil))
        rotation = viewer.photoView.replaceGestureRecognizer(
            ofType: RotationGestureRecognizer.self, with: RotationGestureRecognizerMock(target: nil, action: nil))
    }

    func testTheMocksTookOverTheNamedHandlers() {
        XCTAssertTrue(pinch.target === viewer)
        XCTAssertEqual(pinch.action, Selector("pinch:"))
        XCTAssertTrue(rotation.target === viewer)
        XCTAssertEqual(rotation.action, Selector("rotation:"))
        XCTAssertTrue(pinch.delegate === viewer)
    }

    func testTheDelegateLetsPinchAndRotationRecognizeTogether() {
        XCTAssertTrue(viewer.gestureRecognizer(pinch, shouldRecognizeSimultaneouslyWith: rotation))
        XCTAssertTrue(viewer.gestureRecognizer(rotation, shouldRecognizeSimultaneouslyWith: pinch))
        XCTAssertFalse(viewer.gestureRecognizer(pinch, shouldRecognizeSimultaneouslyWith: pinch))
    }

    func testPinchMultipliesTheZoomAndResetsTheScale() {
        pinch.pinch(location: middle, scale: 1.25, state: .began)
        pinch.pinch(scale: 2, state: .changed)

        XCTAssertEqual(viewer.zoomScale, 2.5)
        XCTAssertEqual(viewer.photoView.transform, CGAffineTransform(scaleX: 2.5, y: 2.5))
        XCTAssertEqual(pinch.scale, 1)
    }

    func testPinchStopsAtTheMaximumAndTheMinimum() {
        pinch.pinch(location: middle, scale: 10, state: .began)

        XCTAssertEqual(viewer.zoomScale, viewer.maximumZoomScale)
        XCTAssertEqual(viewer.photoView.transform, CGAffineTransform(scaleX: 4, y: 4))

        pinch.pinch(scale: 0.01, state: .changed)

        XCTAssertEqual(viewer.zoomScale, viewer.minimumZoomScale)
        XCTAssertTrue(TransformReading(viewer.photoView.transform).isScale(1), "\(TransformReading(viewer.photoView.transform))")
        XCTAssertEqual(viewer.photoView.center, middle)
    }

    func testRotationAddsToTheAngleAndResets() {
        rotation.rotate(location: middle, rotation: 0.25, state: .began)
        rotation.rotate(rotation: 0.5, state: .changed)

        XCTAssertEqual(viewer.photoAngle, 0.75)
        XCTAssertTrue(TransformReading(viewer.photoView.transform).isScale(1, angle: 0.75), "\(TransformReading(viewer.photoView.transform))")
        XCTAssertEqual(rotation.rotation, 0)
    }

    func testEndingChangesNeitherZoomNorAngle() {
        pinch.pinch(location: middle, scale: 2, state: .ended)
        rotation.rotate(location: middle, rotation: 1, state: .cancelled)

        XCTAssertEqual(viewer.zoomScale, 1)
        XCTAssertEqual(viewer.photoAngle, 0)
        XCTAssertEqual(viewer.photoView.transform, .identity)
    }

    func testADoubleTapAfterAPinchZoomsOut() throws {
        let doubleTap = try XCTUnwrap(viewer.view.replaceGestureRecognizer(
            ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil)))
        pinch.pinch(location: middle, scale: 1.5, state: .began)

        doubleTap.tap(location: middle)

        XCTAssertEqual(viewer.zoomScale, 1)
        XCTAssertFalse(viewer.isZoomed)
        XCTAssertEqual(viewer.photoView.transform, .identity)
    }
}
