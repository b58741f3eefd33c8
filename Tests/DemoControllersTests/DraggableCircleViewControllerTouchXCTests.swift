import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// DraggableCircleViewController in XCTest, driven by real touches: hold, then drag, reading the
// @GestureState while the finger is down and the kept offset after it lifts.

final class DraggableCircleViewControllerTouchXCTests: XCTestCase {
    private let controller = DraggableCircleViewController()
    private lazy var simulator = TouchSimulator(hosting: controller)
    private let start = CGPoint(x: 195, y: 422)

    /// R62, R65, R60: pressing, then dragging by the translation, then kept.
    func testHoldThenDragMovesTheCircleAndKeepsTheOffset() {
        simulator.down(at: start)
        XCTAssertEqual(controller.dragState, .pressing)
        simulator.wait(0.5)
        XCTAssertEqual(controller.dragState, .dragging(translation: .zero))

        simulator.move(to: CGPoint(x: 255, y: 392))

        XCTAssertEqual(controller.dragState, .dragging(translation: CGSize(width: 60, height: -30)))
        XCTAssertEqual(controller.circle.center, CGPoint(x: 255, y: 392))

        simulator.up()

        XCTAssertEqual(controller.offset, CGSize(width: 60, height: -30))
        XCTAssertEqual(controller.dragState, .inactive)
        XCTAssertEqual(controller.circle.center, CGPoint(x: 255, y: 392))
    }

    /// R62: moving before the press has lasted fails it; the circle stays.
    func testDraggingWithoutHoldingLeavesTheCircle() {
        simulator.drag(from: start, to: CGPoint(x: 195, y: 622), duration: 0.4)

        XCTAssertEqual(controller.offset, .zero)
        XCTAssertEqual(controller.circle.center, start)
        XCTAssertEqual(controller.dragState, .inactive)
    }

    /// R63, R60: a second finger fails the drag; no onEnded, and the circle is back at rest.
    func testASecondFingerPutsTheCircleBack() {
        simulator.down(at: start)
        simulator.wait(0.6)
        simulator.move(to: CGPoint(x: 195, y: 482))
        XCTAssertTrue(controller.dragState.isDragging)

        simulator.down(at: CGPoint(x: 215, y: 492), finger: 1)

        XCTAssertFalse(controller.dragState.isActive)
        XCTAssertEqual(controller.circle.center, start)
        XCTAssertEqual(controller.offset, .zero)
    }

    /// The press lasts `pressDuration`, read when the view loads.
    func testPressDurationIsHowLongTheFingerMustHold() {
        let slow = DraggableCircleViewController()
        slow.pressDuration = 1
        let simulator = TouchSimulator(hosting: slow)

        simulator.down(at: start)
        simulator.wait(0.9)
        XCTAssertEqual(slow.dragState, .pressing)
        simulator.wait(0.1)

        XCTAssertEqual(slow.dragState, .dragging(translation: .zero))
    }
}
