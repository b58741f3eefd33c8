import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

// Subclasses of the pinch, rotation, swipe and screen-edge pan mocks, as a user's XCTest target
// writes them: each override writes the whole signature, defaults included, and passes the
// caller's location on to `super`.

final class CountingPinchMock: PinchGestureRecognizerMock {
    var driven: [GestureRecognizer.State] = []

    override func pinch(
        location: CGPoint? = nil, scale: CGFloat? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        driven.append(state)
        super.pinch(location: location, scale: scale, state: state,
                    fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

final class CountingRotationMock: RotationGestureRecognizerMock {
    var driven: [GestureRecognizer.State] = []

    override func rotate(
        location: CGPoint? = nil, rotation: CGFloat? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        driven.append(state)
        super.rotate(location: location, rotation: rotation, state: state,
                     fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

final class CountingSwipeMock: SwipeGestureRecognizerMock {
    var swipes = 0

    override func swipe(
        location: CGPoint? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        swipes += 1
        super.swipe(location: location, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Keeps an edge pan horizontal by changing what reaches the base implementation.
final class HorizontalEdgePanMock: ScreenEdgePanGestureRecognizerMock {
    var driven: [GestureRecognizer.State] = []

    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        driven.append(state)
        super.pan(location: location, translation: translation.map { CGPoint(x: $0.x, y: 0) }, state: state,
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The pinch, rotation, swipe and screen-edge pan mocks subclassed in XCTest: overrides run once per
/// drive, and misuse found under `super` is reported at the test's line.
final class PinchRotationSwipeEdgePanMockSubclassingXCTests: XCTestCase {
    func testAPinchOverrideRunsOncePerDriveAndChangesNothingElse() {
        let probe = HandlerProbe()
        let mock = CountingPinchMock(target: probe, action: "handle:")
        let asBase: PinchGestureRecognizerMock = mock

        asBase.pinch(scale: 1.5, state: .began)
        mock.pinch(state: .ended)

        XCTAssertEqual(mock.driven, [.began, .ended])
        XCTAssertEqual(probe.readings.map(\.scale), [1.5, 1.5])
        XCTAssertEqual(mock.state, .possible)
    }

    func testAStrictPinchReportThroughAnOverrideIsAtTheTestsLine() {
        let mock = CountingPinchMock(target: nil, action: nil)
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pinch(location: nil, scale: 2, state: .changed) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertTrue(failures.first?.message.contains("a real PinchGestureRecognizer begins first") ?? false)
        XCTAssertEqual(mock.driven, [.changed])
        XCTAssertEqual(mock.scale, 1)
    }

    func testRotationAndSwipeOverridesReportAtTheTestsLine() {
        let deaf = DeafTarget()
        let rotation = CountingRotationMock(target: nil, action: nil)
        rotation.strictTransitions = true
        let swipe = CountingSwipeMock(target: deaf, action: "swiped:")

        let rotationLine: UInt = #line + 1
        let (_, rotationFailures) = FailureReporter.capturing { rotation.rotate(rotation: 1, state: .ended) }
        let swipeLine: UInt = #line + 1
        let (_, swipeFailures) = FailureReporter.capturing { swipe.swipe() }

        XCTAssertEqual(rotationFailures.map(\.line), [rotationLine])
        XCTAssertTrue(rotationFailures.first?.message.contains("ends only after it began") ?? false)
        XCTAssertEqual(rotation.rotation, 0)
        XCTAssertEqual(swipeFailures.map(\.line), [swipeLine])
        XCTAssertTrue(swipeFailures.first?.message.contains("does not respond to \"swiped:\"") ?? false)
        XCTAssertEqual(swipe.swipes, 1)
    }

    func testEveryEdgePanDriveGoesThroughTheOverrideOnce() {
        let probe = HandlerProbe()
        let mock = HorizontalEdgePanMock(target: probe, action: "handle:")

        mock.pan(translation: CGPoint(x: 10, y: 7), velocity: CGPoint(x: 300, y: 40), state: .began)
        mock.drag(translations: [CGPoint(x: 40, y: 9)], duration: 0.1)

        XCTAssertEqual(mock.driven, [.began, .began, .changed, .ended])
        XCTAssertEqual(probe.readings.map(\.translation), [
            CGPoint(x: 10, y: 0), .zero, CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 0),
        ])
        XCTAssertEqual(probe.readings.first?.velocity, CGPoint(x: 300, y: 40))
    }

    func testARefusedEdgePanDriveWithAVelocityIsReportedAtTheTestsLineAndSetsNoVelocity() {
        let mock = HorizontalEdgePanMock(target: nil, action: nil)
        mock.pan(state: .began)
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(velocity: CGPoint(x: 1, y: 0), state: .began) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.message.contains("a real ScreenEdgePanGestureRecognizer begins once per gesture") ?? false)
        XCTAssertNil(mock.gestureVelocity)
        XCTAssertEqual(mock.state, .began)
    }
}

/// The same report reaches XCTest itself as a failure at the test's file and line: this case
/// intercepts `recordFailure` (which `XCTFail` calls) to look at it instead of failing.
final class MockKindReportsReachXCTestTests: XCTestCase {
    private var intercepted: [(description: String, file: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if intercepted != nil {
            intercepted?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAStrictRotationReportThroughAnOverrideBecomesAnXCTestFailureOnTheTestsLine() {
        let mock = CountingRotationMock(target: nil, action: nil)
        mock.strictTransitions = true
        intercepted = []

        let line = #line + 1
        mock.rotate(location: nil, rotation: 0.5, state: .changed)

        let failures = intercepted ?? []
        intercepted = nil
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.file, "\(#filePath)")
        XCTAssertTrue(failures.first?.description.contains("Call rotate(state: .began) before") ?? false)
        XCTAssertEqual(mock.driven, [.changed])
        XCTAssertEqual(mock.state, .possible)
    }
}
