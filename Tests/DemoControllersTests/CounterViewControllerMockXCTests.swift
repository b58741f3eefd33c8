import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// CounterViewController in XCTest without touches, hosted in a window: its press and the badge's
// double tap found with inspectGesture, their callbacks called by hand, the press played through
// its real tree (R60), and every misuse failing the test on the caller's line.

final class CounterViewControllerMockXCTests: FailureCatchingTestCase {
    private let counter = CounterViewController()
    private lazy var simulator = TouchSimulator(hosting: counter)
    private let onCircle = CGPoint(x: 155, y: 462)

    override func setUp() {
        super.setUp()
        _ = simulator   // on screen, as the app shows it
    }

    private func inspectedPress(file: StaticString = #filePath, line: UInt = #line) throws -> InspectedGesture<LongPressGesture> {
        try XCTUnwrap(counter.circle.inspectGesture(LongPressGesture.self), file: file, line: line)
    }

    /// R62, R61, R66: a 1 s press with gesture(_:) on the circle, a double tap on the badge.
    func testThePressIsAOneSecondLongPressAndTheBadgeHasADoubleTap() throws {
        let press = try inspectedPress()
        let badgeTap = try XCTUnwrap(counter.badge.inspectGesture(TapGesture.self))

        XCTAssertEqual(press.gesture.minimumDuration, 1)
        XCTAssertEqual(press.mask, .all)
        XCTAssertEqual(press.attached.priority, .normal)
        XCTAssertTrue(press.attached === counter.pressGesture)
        XCTAssertEqual(badgeTap.gesture.count, 2)
        XCTAssertTrue(badgeTap.attached === counter.badgeGesture)
    }

    /// R66: the variant's press is found at high priority, and not at normal priority.
    func testTheHighPriorityVariantsPressIsFoundAtHighPriorityOnly() throws {
        let variant = CounterViewController(pressHasHighPriority: true)
        variant.loadViewIfNeeded()

        let high = try XCTUnwrap(variant.circle.inspectGesture(LongPressGesture.self, priority: .high))
        let line = #line + 1
        let failures = caughtFailures { XCTAssertNil(variant.circle.inspectGesture(LongPressGesture.self)) }

        XCTAssertEqual(high.attached.priority, .high)
        XCTAssertEqual(high.gesture.minimumDuration, 1)
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("highPriorityGesture(LongPressGesture)") ?? false)
    }

    /// R60: called by hand, onChanged counts every call, updating writes only the state passed, onEnded
    /// finishes the counting and removes the press.
    func testCalledByHandTheCallbacksCountAndFinish() throws {
        let press = try inspectedPress()
        var state = false
        var transaction = Transaction()

        press.callUpdating(value: true, state: &state, transaction: &transaction)
        press.callOnChanged(value: true)
        press.callOnChanged(value: true)

        XCTAssertTrue(state)
        XCTAssertFalse(counter.isDetectingLongPress)
        XCTAssertEqual(counter.pressCount, 2)

        press.callOnEnded(value: true)

        XCTAssertTrue(counter.isDoneCounting)
        XCTAssertNil(counter.pressGesture)
        XCTAssertTrue(counter.circle.attachedGestures.isEmpty)
    }

    /// R60, R62: played, the press is detected and counts once, onChanged skipping the repeated
    /// value; a cancel resets the state and runs no onEnded.
    func testAPlayedPressCountsOnceAndACancelResetsIt() throws {
        let press = try inspectedPress()

        press.change(to: true)
        press.change(to: true)

        XCTAssertEqual(counter.pressCount, 1)
        XCTAssertTrue(counter.isDetectingLongPress)
        XCTAssertEqual(counter.fill, .yellow)

        press.cancel()

        XCTAssertFalse(counter.isDetectingLongPress)
        XCTAssertEqual(counter.fill, .green)
        XCTAssertFalse(counter.isDoneCounting)
        XCTAssertTrue(counter.pressGesture === press.attached)
    }

    /// R60, R62: played to its end, the press finishes the counting, removes itself, and the state
    /// is reset after onEnded.
    func testAPressPlayedToItsEndIsDoneAndRemoved() throws {
        let press = try inspectedPress()

        press.change(to: true)
        press.end(with: true)

        XCTAssertTrue(counter.isDoneCounting)
        XCTAssertEqual(counter.fill, .red)
        XCTAssertFalse(counter.isDetectingLongPress)
        XCTAssertEqual(counter.pressCount, 1)
        XCTAssertNil(counter.pressGesture)
        XCTAssertTrue(counter.circle.attachedGestures.isEmpty)
    }

    /// R61, R60: the badge's double tap played to its end starts over and attaches the press again.
    func testThePlayedDoubleTapStartsOverAndAttachesThePressAgain() throws {
        try inspectedPress().end(with: true)
        let badgeTap = try XCTUnwrap(counter.badge.inspectGesture(TapGesture.self))

        badgeTap.end(with: ())

        XCTAssertEqual(counter.startOverCount, 1)
        XCTAssertEqual(counter.pressCount, 0)
        XCTAssertFalse(counter.isDoneCounting)
        XCTAssertTrue(try inspectedPress().attached === counter.pressGesture)
    }

    /// R60: once onEnded removed the press, inspecting it fails the test on the caller's line.
    func testInspectingThePressOnceRemovedFailsOnTheCallersLine() throws {
        try inspectedPress().end(with: true)

        let line = #line + 1
        let failures = caughtFailures { XCTAssertNil(counter.circle.inspectGesture(LongPressGesture.self)) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("no attached gestures") ?? false)
    }

    /// R62: playing the press while a real finger holds the circle fails the test on the caller's line;
    /// the real press goes on.
    func testPlayingThePressUnderARealTouchFailsOnTheCallersLine() throws {
        let press = try inspectedPress()
        simulator.down(at: onCircle)

        let line = #line + 1
        let failures = caughtFailures { press.end(with: true) }
        simulator.up()

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("real touches are running it") ?? false)
        XCTAssertEqual(counter.pressCount, 1)
        XCTAssertFalse(counter.isDoneCounting)
    }
}
