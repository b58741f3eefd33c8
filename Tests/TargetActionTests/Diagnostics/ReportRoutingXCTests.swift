import Foundation
import TargetAction
import TestSupport
import XCTest

/// A report made by `TargetAction` alone, which links no test framework, still fails the running
/// XCTest test. The failures are caught on their way to XCTest, where `XCTExpectFailure` would.
final class ReportRoutingXCTests: FailureCatchingTestCase {
    func testAnActionNobodyAnswersFailsTheRunningTest() {
        let button = Button(frame: .zero)
        let target = DeafResponder()
        button.addTarget(target, action: "save:", for: .touchUpInside)

        let failures = caughtFailures { button.sendActions(for: .touchUpInside) }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("DeafResponder does not respond to \"save:\"") ?? false)
    }

    func testAReportLandsOnTheLineItNames() {
        let line = #line + 1
        let failures = caughtFailures { FailureReporter.report("on the test's line") }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertTrue(failures.first?.description.hasSuffix("on the test's line") ?? false)
    }
}
