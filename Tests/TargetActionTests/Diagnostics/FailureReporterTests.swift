import Foundation
import Mocks
import TargetAction
import TestSupport
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

    @Test func aMisusedMockIsAnIssueOfTheRunningTestAtItsLine() {
        let target = DeafTarget()
        let mock = PanGestureRecognizerMock(target: target, action: "panGesture:")

        let line = #line + 2
        withKnownIssue {
            mock.pan(location: nil, translation: .zero, state: .began)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.contains("DeafTarget does not respond to \"panGesture:\"") }
        }
    }
}
