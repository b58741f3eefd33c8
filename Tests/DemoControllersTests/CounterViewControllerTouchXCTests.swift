import DemoControllers
import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// CounterViewController in XCTest, driven by real touches: the press's @GestureState and count,
// the badge's double tap inside the circle, and the high-priority variant.

final class CounterViewControllerTouchXCTests: XCTestCase {
    private let onCircle = CGPoint(x: 155, y: 462)
    private let onBadge = CGPoint(x: 263, y: 354)

    /// R62, R60: counted at touch-down, detected while held, done at 1 s with the press removed.
    func testAPressCountsAtTouchDownAndEndsTheCountingAtOneSecond() {
        let counter = CounterViewController()
        let simulator = TouchSimulator(hosting: counter)

        simulator.down(at: onCircle)

        XCTAssertEqual(counter.pressCount, 1)
        XCTAssertTrue(counter.isDetectingLongPress)
        XCTAssertEqual(counter.fill, .yellow)

        simulator.wait(1)

        XCTAssertTrue(counter.isDoneCounting)
        XCTAssertFalse(counter.isDetectingLongPress)
        XCTAssertEqual(counter.fill, .red)
        XCTAssertNil(counter.pressGesture)
        XCTAssertTrue(counter.circle.attachedGestures.isEmpty)
    }

    /// R66: the badge's double tap, inside the circle, beats the circle's gesture(_:).
    func testADoubleTapOnTheBadgeStartsOverWithoutCounting() {
        let counter = CounterViewController()
        let simulator = TouchSimulator(hosting: counter)
        simulator.tap(at: onCircle)
        simulator.wait(0.5)
        XCTAssertEqual(counter.pressCount, 1)

        simulator.tap(at: onBadge, count: 2)

        XCTAssertEqual(counter.pressCount, 0)
        XCTAssertEqual(counter.startOverCount, 1)
        XCTAssertFalse(counter.isDetectingLongPress)
    }

    /// R66: attached by highPriorityGesture, the press counts on the badge at touch-down.
    func testAHighPriorityPressCountsOnTheBadge() {
        let counter = CounterViewController(pressHasHighPriority: true)
        let simulator = TouchSimulator(hosting: counter)

        simulator.down(at: onBadge)

        XCTAssertEqual(counter.pressCount, 1)
        XCTAssertTrue(counter.isDetectingLongPress)

        simulator.wait(1)

        XCTAssertTrue(counter.isDoneCounting)
        XCTAssertEqual(counter.startOverCount, 0)
    }

    /// R66: in the normal variant the same touch on the badge counts only once the double tap
    /// failed, 0.75 s after the touch-down.
    func testANormalPressOnTheBadgeWaitsForTheDoubleTapToFail() {
        let counter = CounterViewController()
        let simulator = TouchSimulator(hosting: counter)

        simulator.down(at: onBadge)
        simulator.wait(0.7)

        XCTAssertEqual(counter.pressCount, 0)
        XCTAssertFalse(counter.isDetectingLongPress)

        simulator.wait(0.1)

        XCTAssertEqual(counter.pressCount, 1)
        XCTAssertTrue(counter.isDetectingLongPress)
    }
}
