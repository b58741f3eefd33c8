import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// `inspectGesture` and `InspectedGesture` in XCTest: found, called, played, and every misuse
/// failing the running test on the caller's line.
final class InspectedGestureXCTests: FailureCatchingTestCase {
    private func drag(_ height: CGFloat) -> DragGesture.Value {
        DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0), location: CGPoint(x: 0, y: height), startLocation: .zero)
    }

    func testAPlayedDragWritesItsStateWhileItRunsAndResetsItAfterOnEnded() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let offset = GestureState(wrappedValue: CGFloat(0))
        var ended: [CGFloat] = []
        view.gesture(DragGesture().updating(offset) { value, state, _ in state = value.translation.height }
            .onEnded { ended.append($0.translation.height) })
        let inspected = try XCTUnwrap(view.inspectGesture(DragGesture.self))

        inspected.change(to: drag(12))
        XCTAssertEqual(offset.wrappedValue, 12)
        inspected.end(with: drag(20))

        XCTAssertEqual(ended, [20])
        XCTAssertEqual(offset.wrappedValue, 0)
    }

    func testCallingCallbacksByHandCallsThemAndWritesNoState() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pressing = GestureState(wrappedValue: false)
        var changes: [Bool] = []
        view.gesture(LongPressGesture().updating(pressing) { value, state, _ in state = value }.onChanged { changes.append($0) })
        let inspected = try XCTUnwrap(view.inspectGesture(LongPressGesture.self))
        var state = false
        var transaction = Transaction()

        inspected.callUpdating(value: true, state: &state, transaction: &transaction)
        inspected.callOnChanged(value: true)
        inspected.callOnChanged(value: true)

        XCTAssertTrue(state)
        XCTAssertFalse(pressing.wrappedValue)
        XCTAssertEqual(changes, [true, true])
    }

    func testAMissingGestureFailsTheTestOnTheCallersLine() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.onTapGesture {}

        let line = #line + 1
        let failures = caughtFailures { XCTAssertNil(view.inspectGesture(DragGesture.self)) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("it has gesture(TapGesture)") ?? false)
    }

    func testACallbackKindTheChainLacksFailsTheTestOnTheCallersLine() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.gesture(DragGesture().onEnded { _ in })
        let inspected = try XCTUnwrap(view.inspectGesture(DragGesture.self))
        var state = 0
        var transaction = Transaction()

        let line = #line + 2
        let failures = caughtFailures {
            inspected.callOnChanged(value: drag(1))
            inspected.callUpdating(value: drag(1), state: &state, transaction: &transaction)
        }

        XCTAssertEqual(failures.map(\.line), [line, line + 1])
        XCTAssertTrue(failures.first?.description.contains("has no onChanged callback") ?? false)
        XCTAssertTrue(failures.last?.description.contains("has no updating callback") ?? false)
    }

    func testAStateOfTheWrongTypeFailsTheTestOnTheCallersLine() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.gesture(DragGesture().updating(GestureState(wrappedValue: CGFloat(0))) { _, _, _ in })
        let inspected = try XCTUnwrap(view.inspectGesture(DragGesture.self))
        var state = "not a number"
        var transaction = Transaction()

        let line = #line + 1
        let failures = caughtFailures { inspected.callUpdating(value: drag(1), state: &state, transaction: &transaction) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(state, "not a number")
    }

    func testReachingIntoAGestureThatComposesNothingFailsTheTestOnTheCallersLine() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.gesture(TapGesture().exclusively(before: DragGesture()))
        view.gesture(LongPressGesture())
        let exclusive = try XCTUnwrap(view.inspectGesture(ExclusiveGesture<TapGesture, DragGesture>.self))
        let press = try XCTUnwrap(view.inspectGesture(LongPressGesture.self))

        let line = #line + 2
        let failures = caughtFailures {
            XCTAssertNil(exclusive.first(DragGesture.self))
            XCTAssertNil(press.second(TapGesture.self))
        }

        XCTAssertEqual(failures.map(\.line), [line, line + 1])
        XCTAssertNotNil(exclusive.second(DragGesture.self))
    }

    func testPlayingWhatNoTouchWouldRunFailsTheTestOnTheCallersLine() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        view.gesture(LongPressGesture(), isEnabled: false)
        view.gesture(DragGesture())
        view.gesture(LongPressGesture().sequenced(before: TapGesture()))
        let simulator = TouchSimulator(window: window)
        let disabled = try XCTUnwrap(view.inspectGesture(LongPressGesture.self))
        let drag = try XCTUnwrap(view.inspectGesture(DragGesture.self))
        let sequence = try XCTUnwrap(view.inspectGesture(SequenceGesture<LongPressGesture, TapGesture>.self))

        let line = #line + 2
        let failures = caughtFailures {
            disabled.change(to: true)
            simulator.down(at: CGPoint(x: 50, y: 50))
            drag.cancel()
            sequence.end(with: .first(true))
            simulator.up()
        }

        XCTAssertEqual(failures.map(\.line), [line, line + 2, line + 3])
        XCTAssertTrue(failures[0].description.contains("disabled"))
        XCTAssertTrue(failures[1].description.contains("real touches are running it"))
        XCTAssertTrue(failures[2].description.contains("real touches are running it"))
    }

    func testASequenceEndsOnlyWithItsSecondValue() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var ended = 0
        view.gesture(LongPressGesture().sequenced(before: TapGesture()).onEnded { _ in ended += 1 })
        let sequence = try XCTUnwrap(view.inspectGesture(SequenceGesture<LongPressGesture, TapGesture>.self))

        let line = #line + 1
        let failures = caughtFailures { sequence.end(with: .first(true)) }
        sequence.end(with: .second(true, ()))

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("a sequence ends only with .second(v, w)") ?? false)
        XCTAssertEqual(ended, 1)
    }
}
