import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// DraggableCircleViewController in XCTest without touches: the press-then-drag found by its full
// type, its callbacks called by hand, the whole gesture played through its real tree (R60, R65),
// and every misuse failing the test on the caller's line.

final class DraggableCircleViewControllerMockXCTests: FailureCatchingTestCase {
    private typealias PressThenDrag = SequenceGesture<LongPressGesture, DragGesture>

    private let controller = DraggableCircleViewController()
    private let rest = CGPoint(x: 195, y: 422)

    override func setUp() {
        super.setUp()
        controller.loadViewIfNeeded()
    }

    private func inspected(file: StaticString = #filePath, line: UInt = #line) throws -> InspectedGesture<PressThenDrag> {
        try XCTUnwrap(controller.circle.inspectGesture(PressThenDrag.self), file: file, line: line)
    }

    private func drag(_ dx: CGFloat, _ dy: CGFloat) -> DragGesture.Value {
        DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0),
                          location: CGPoint(x: 60 + dx, y: 60 + dy), startLocation: CGPoint(x: 60, y: 60))
    }

    /// R62, R63, R65: a 0.5 s press sequenced before a 10-point drag, with gesture(_:).
    func testTheGestureIsAHalfSecondPressSequencedBeforeADrag() throws {
        let gesture = try inspected()

        XCTAssertEqual(gesture.first(LongPressGesture.self)?.gesture.minimumDuration, 0.5)
        XCTAssertEqual(gesture.second(DragGesture.self)?.gesture.minimumDistance, 10)
        XCTAssertEqual(gesture.mask, .all)
        XCTAssertEqual(gesture.attached.priority, .normal)
        XCTAssertTrue(gesture.attached === controller.circleGesture)
    }

    /// R60, R65: called by hand, updating maps each value to the state passed (the controller's stays
    /// inactive), onEnded keeps the drag's translation.
    func testCalledByHandUpdatingMapsTheValueAndOnEndedKeepsTheTranslation() throws {
        let gesture = try inspected()
        var state = DraggableCircleViewController.DragState.inactive
        var transaction = Transaction()

        gesture.callUpdating(value: .first(true), state: &state, transaction: &transaction)
        XCTAssertEqual(state, .pressing)
        gesture.callUpdating(value: .second(true, drag(30, 40)), state: &state, transaction: &transaction)
        XCTAssertEqual(state, .dragging(translation: CGSize(width: 30, height: 40)))
        gesture.callOnEnded(value: .second(true, drag(30, 40)))

        XCTAssertEqual(controller.dragState, .inactive)
        XCTAssertEqual(controller.offset, CGSize(width: 30, height: 40))
    }

    /// R60, R62, R65: played, the press lifts the circle, the drag moves it live, and the end keeps
    /// the offset, the state reset after onEnded.
    func testAPlayedHoldThenDragMovesTheCircleAndKeepsTheOffset() throws {
        let gesture = try inspected()

        gesture.change(to: .first(true))
        XCTAssertEqual(controller.dragState, .pressing)
        XCTAssertEqual(controller.circle.alpha, controller.liftedAlpha)
        gesture.change(to: .second(true, nil))
        XCTAssertEqual(controller.dragState, .dragging(translation: .zero))
        gesture.change(to: .second(true, drag(60, -30)))
        XCTAssertEqual(controller.circle.center, CGPoint(x: 255, y: 392))
        XCTAssertEqual(controller.offset, .zero)

        gesture.end(with: .second(true, drag(60, -30)))

        XCTAssertEqual(controller.offset, CGSize(width: 60, height: -30))
        XCTAssertEqual(controller.dragState, .inactive)
        XCTAssertEqual(controller.circle.center, CGPoint(x: 255, y: 392))
        XCTAssertEqual(controller.circle.alpha, 1)
    }

    /// R60: a cancel runs no onEnded; the state's reset puts the circle back at rest.
    func testACancelledDragPutsTheCircleBack() throws {
        let gesture = try inspected()
        gesture.change(to: .second(true, drag(0, 80)))
        XCTAssertEqual(controller.circle.center, CGPoint(x: 195, y: 502))

        gesture.cancel()

        XCTAssertEqual(controller.dragState, .inactive)
        XCTAssertEqual(controller.offset, .zero)
        XCTAssertEqual(controller.circle.center, rest)
        XCTAssertEqual(controller.circle.alpha, 1)
    }

    /// R65: the drag side plays once the press ended, running the whole gesture's callbacks.
    func testTheDragSidePlaysOnceThePressEnded() throws {
        let gesture = try inspected()
        let dragSide = try XCTUnwrap(gesture.second(DragGesture.self))

        gesture.change(to: .second(true, nil))
        dragSide.change(to: drag(0, 40))

        XCTAssertEqual(controller.dragState, .dragging(translation: CGSize(width: 0, height: 40)))
        XCTAssertEqual(controller.circle.center, CGPoint(x: 195, y: 462))
    }

    /// R65: the sequence is attached, not the drag: asking for the drag fails on the caller's line.
    func testInspectingTheDragAloneFailsOnTheCallersLine() {
        let line = #line + 1
        let failures = caughtFailures { XCTAssertNil(controller.circle.inspectGesture(DragGesture.self)) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("SequenceGesture<LongPressGesture, DragGesture>") ?? false)
    }

    /// R65: the drag played before the press ended, and an end with the press's value, fail on
    /// the caller's lines and change nothing.
    func testPlayingTheSequenceOutOfOrderFailsOnTheCallersLines() throws {
        let gesture = try inspected()
        let dragSide = try XCTUnwrap(gesture.second(DragGesture.self))

        let line = #line + 2
        let failures = caughtFailures {
            dragSide.change(to: drag(0, 40))
            gesture.end(with: .first(true))
        }

        XCTAssertEqual(failures.map(\.line), [line, line + 1])
        XCTAssertTrue(failures.first?.description.contains("runs only once the first ended") ?? false)
        XCTAssertTrue(failures.last?.description.contains("a sequence ends only with .second(v, w)") ?? false)
        XCTAssertEqual(controller.dragState, .inactive)
        XCTAssertEqual(controller.offset, .zero)
        XCTAssertEqual(controller.circle.center, rest)
    }
}
