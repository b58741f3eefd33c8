import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// A hover mock subclassed as a user's XCTest target writes it: the override writes the whole
/// signature, defaults included, and passes the caller's location on to `super`.
final class CountingHoverMock: HoverGestureRecognizerMock {
    var driven: [GestureRecognizer.State] = []

    override func hover(
        location: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        driven.append(state)
        super.hover(location: location, state: state, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

final class HoverMockSubclassingXCTests: XCTestCase {
    func testTheOverrideSeesEachDriveAndTheHandlerReadsIt() {
        let probe = HandlerProbe()
        let mock = CountingHoverMock(target: probe, action: "handle:")

        mock.hover(location: CGPoint(x: 4, y: 5), state: .began)
        mock.hover(state: .ended)

        XCTAssertEqual(mock.driven, [.began, .ended])
        XCTAssertEqual(probe.states, [.began, .ended])
        XCTAssertEqual(probe.readings.first?.location, CGPoint(x: 4, y: 5))
    }

    func testAStepARealHoverNeverMakesIsReportedAtTheTestsLine() {
        let mock = CountingHoverMock(target: nil, action: nil)
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.hover(state: .ended) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.message.contains("a real HoverGestureRecognizer ends only after it began") ?? false)
        XCTAssertEqual(mock.state, .possible)
    }
}
