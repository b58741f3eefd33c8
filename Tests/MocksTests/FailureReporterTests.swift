import Foundation
import Mocks
import TargetAction
import Testing

@Suite struct FailureReporterTests {
    @Test func capturingCollectsReportsInsteadOfFailingTheTest() {
        let (_, failures) = FailureReporter.capturing {
            FailureReporter.report("first")
            FailureReporter.report("second")
        }

        #expect(failures.map(\.message) == ["first", "second"])
        #expect(failures[0].fileID.hasSuffix("FailureReporterTests.swift"))
    }

    @Test func aReportInsideSwiftTestingIsRecordedAsAnIssue() {
        withKnownIssue {
            FailureReporter.report("recorded as an issue")
        }
    }
}
