import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// ZoomRotateViewController in XCTest, driven by real two-finger touches: the live states and
// transform while the fingers are down, what is kept after they lift.

final class ZoomRotateViewControllerTouchXCTests: XCTestCase {
    private let controller = ZoomRotateViewController()
    private lazy var simulator = TouchSimulator(hosting: controller)
    private let middle = CGPoint(x: 195, y: 422)

    /// R64, R60: live while the fingers spread, kept at the lift, states reset.
    func testSpreadingZoomsLiveAndKeepsTheZoom() {
        simulator.down(at: CGPoint(x: 145, y: 422), finger: 0)
        simulator.down(at: CGPoint(x: 245, y: 422), finger: 1)
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 345, y: 422), finger: 1)

        XCTAssertEqual(controller.magnification, 2)
        XCTAssertEqual(controller.scale, 1)
        XCTAssertTrue(TransformReading(controller.photo.transform).isScale(2))

        simulator.up(finger: 1)

        XCTAssertEqual(controller.scale, 2)
        XCTAssertEqual(controller.magnification, 1)
        XCTAssertTrue(TransformReading(controller.photo.transform).isScale(2))
    }

    /// R64, R65: zooming and turning at once, both kept.
    func testPinchAndRotateAtOnce() {
        simulator.pinchAndRotate(center: middle, distance: (120, 180), angle: (0, -.pi / 4), duration: 0.6)

        XCTAssertEqual(controller.scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(controller.angle.degrees, -45, accuracy: 1e-9)
        let reading = TransformReading(controller.photo.transform)
        XCTAssertTrue(reading.isScale(1.5, angle: -.pi / 4), "\(reading)")
    }

    /// R60: a cancel keeps nothing; the kept transform shows again.
    func testACancelledGestureKeepsNothing() {
        simulator.down(at: CGPoint(x: 145, y: 422), finger: 0)
        simulator.down(at: CGPoint(x: 245, y: 422), finger: 1)
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 295, y: 422), finger: 1)
        XCTAssertEqual(controller.magnification, 1.5)

        simulator.cancel(finger: 1)

        XCTAssertEqual(controller.magnification, 1)
        XCTAssertEqual(controller.scale, 1)
        XCTAssertEqual(controller.photo.transform, .identity)
    }

    /// The zoom stops at `maximumScale`.
    func testMaximumScaleLimitsTheZoom() {
        controller.maximumScale = 2

        simulator.pinch(center: middle, from: 100, to: 300, angle: .pi / 2, duration: 0.5)

        XCTAssertEqual(controller.scale, 2)
        XCTAssertTrue(TransformReading(controller.photo.transform).isScale(2))
    }
}
