import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// PhotoViewerController's pinch and rotation in XCTest, driven by real two-finger touches: the
// photo's transform scales and turns with the fingers.

final class PhotoViewerControllerTouchXCTests: XCTestCase {
    private let stage = ControllerStage(PhotoViewerController())
    private var viewer: PhotoViewerController { stage.controller }
    private let middle = CGPoint(x: 195, y: 422)

    func testPinchOutZoomsIn() {
        stage.simulator.pinch(center: middle, from: 100, to: 150, duration: 0.5)

        XCTAssertEqual(viewer.zoomScale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(TransformReading(viewer.photoView.transform).scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(TransformReading(viewer.photoView.transform).angle, 0, accuracy: 1e-9)
    }

    func testPinchStopsAtFour() {
        stage.simulator.pinch(center: middle, from: 100, to: 600, angle: .pi / 2, duration: 0.5)

        XCTAssertEqual(viewer.zoomScale, 4)
        XCTAssertTrue(TransformReading(viewer.photoView.transform).isScale(4), "\(TransformReading(viewer.photoView.transform))")
    }

    func testRotateTurnsThePhoto() {
        stage.simulator.rotate(center: middle, radius: 60, from: 0, to: -.pi / 3, duration: 0.5)

        XCTAssertEqual(viewer.photoAngle, -.pi / 3, accuracy: 1e-9)
        XCTAssertEqual(TransformReading(viewer.photoView.transform).angle, -.pi / 3, accuracy: 1e-9)
        XCTAssertEqual(viewer.zoomScale, 1)
    }

    func testPinchAndRotateAtOnce() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.pinchAndRotate(center: middle, distance: (120, 180), angle: (0, .pi / 4), duration: 0.6)

        XCTAssertEqual(viewer.zoomScale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(viewer.photoAngle, .pi / 4, accuracy: 1e-9)
        XCTAssertTrue(TransformReading(viewer.photoView.transform).isScale(1.5, angle: .pi / 4), "\(TransformReading(viewer.photoView.transform))")
        XCTAssertEqual(log.states(of: "pinch").last, .ended)
        XCTAssertEqual(log.states(of: "rotation").last, .ended)
        XCTAssertFalse(viewer.isChromeHidden)
    }
}
