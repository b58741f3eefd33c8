import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// Misuse of a mock in an XCTest test: reported at the test's line, through `FailureReporter`.
/// Linux XCTest has no `XCTExpectFailure`, so these tests capture the reports, or catch them on
/// their way to XCTest.
final class MockReportsXCTests: FailureCatchingTestCase {
    func testAMisusedMockFailsTheRunningTestAtItsLine() {
        let target = DeafTarget()
        let mock = PanGestureRecognizerMock(target: target, action: "panGesture:")

        let line = #line + 1
        let failures = caughtFailures { mock.pan(location: nil, translation: .zero, state: .began) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertTrue(failures.first?.description.contains("DeafTarget does not respond to \"panGesture:\"") ?? false)
    }

    func testAnUnansweredPanIsReportedAtTheTestsLine() {
        let target = DeafTarget()
        let mock = PanGestureRecognizerMock(target: target, action: "panGesture:")

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(location: nil, translation: .zero, state: .began) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertTrue(failures.first?.message.contains("DeafTarget does not respond to \"panGesture:\"") ?? false)
    }

    func testAnUnansweredTapAndLongPressAreReportedAtTheTestsLine() {
        let target = DeafTarget()
        let tap = TapGestureRecognizerMock(target: target, action: "tapped:")
        let press = LongPressGestureRecognizerMock(target: target, action: "pressed:")

        let tapLine: UInt = #line + 1
        let (_, tapFailures) = FailureReporter.capturing { tap.tap(location: .zero) }
        let pressLine: UInt = #line + 1
        let (_, pressFailures) = FailureReporter.capturing { press.longPress(location: nil, state: .began) }

        XCTAssertEqual(tapFailures.map(\.line), [tapLine])
        XCTAssertEqual(pressFailures.map(\.line), [pressLine])
    }

    func testAStrictTransitionIsReportedAtTheTestsLineAndChangesNothing() {
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(location: nil, translation: CGPoint(x: 0, y: 5), state: .changed) }

        XCTAssertEqual(failures.map(\.message), [
            "pan(state: .changed) from .possible: a real PanGestureRecognizer begins first. Call pan(state: .began) before, or turn off strict transitions.",
        ])
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(mock.state, .possible)
        XCTAssertNil(mock.gestureTranslation)
    }

    func testAStrictReportThroughAnOverrideIsReportedAtTheTestsLine() {
        let mock = CountingPanMock(target: nil, action: nil)
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(location: nil, translation: nil, state: .changed) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertEqual(mock.calls.map(\.state), [.changed])
    }

    func testOverridesCallingSuperTwiceOrNotAtAllReportAtTheTestsLine() {
        let settling = SettlingPanMock(target: nil, action: nil)
        settling.strictTransitions = true
        let refusing = RefusingPanMock(target: nil, action: nil)

        let settlingLine: UInt = #line + 1
        let (_, settlingFailures) = FailureReporter.capturing { settling.pan(state: .ended) }
        let refusingLine: UInt = #line + 1
        let (_, refusingFailures) = FailureReporter.capturing { refusing.pan(state: .began) }

        XCTAssertEqual(settlingFailures.map(\.line), [settlingLine, settlingLine])
        XCTAssertEqual(refusingFailures.map(\.line), [refusingLine])
    }

    func testNothingToReplaceIsReportedAtTheTestsLineAndReturnsNil() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        let line: UInt = #line + 1
        let (result, failures) = FailureReporter.capturing { view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil)) }

        XCTAssertNil(result)
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertNil(view.gestureRecognizers)
    }
}

/// The same reports reach XCTest itself as failures at the test's file and line: this case
/// intercepts `recordFailure` (which `XCTFail` calls) to look at them instead of failing.
final class MockReportsReachXCTestTests: XCTestCase {
    private var intercepted: [(description: String, file: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if intercepted != nil {
            intercepted?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAStrictReportBecomesAnXCTestFailureOnTheTestsLine() {
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        mock.strictTransitions = true
        intercepted = []

        let line = #line + 1
        mock.pan(location: nil, translation: nil, state: .ended)

        let failures = intercepted ?? []
        intercepted = nil
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, "\(#filePath)")
        XCTAssertTrue(failures.first?.description.contains("ends only after it began") ?? false)
    }

    func testAStrictReportThroughAnOverrideBecomesAnXCTestFailureOnTheTestsLine() {
        let mock = CountingLongPressMock(target: nil, action: nil)
        mock.strictTransitions = true
        intercepted = []

        let line = #line + 1
        mock.longPress(location: nil, state: .ended)

        let failures = intercepted ?? []
        intercepted = nil
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.file, "\(#filePath)")
        XCTAssertEqual(mock.presses, [.ended])
    }

    func testAnUnansweredActionBecomesAnXCTestFailureOnTheTestsLine() {
        let target = DeafTarget()
        let mock = TapGestureRecognizerMock(target: target, action: "tapped:")
        intercepted = []

        let line = #line + 1
        mock.tap(location: nil)

        let failures = intercepted ?? []
        intercepted = nil
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func testNothingToReplaceBecomesAnXCTestFailureOnTheTestsLine() {
        let view = View(frame: .zero)
        intercepted = []

        let line = #line + 1
        let result = view.replaceGestureRecognizer(ofType: LongPressGestureRecognizer.self, with: LongPressGestureRecognizerMock(target: nil, action: nil))

        let failures = intercepted ?? []
        intercepted = nil
        XCTAssertNil(result)
        XCTAssertEqual(failures.map(\.line), [line])
    }
}
