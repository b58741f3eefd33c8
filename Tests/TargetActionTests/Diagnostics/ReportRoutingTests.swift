import Foundation
import TargetAction
import Testing

/// A report made by `TargetAction` alone, which links no test framework, still fails the running
/// Swift Testing test: the recorder in the `Mocks` product is found by name.
@Suite struct ReportRoutingTests {
    @Test func anActionNobodyAnswersIsAnIssueOfTheRunningTest() {
        let button = Button(frame: .zero)
        let target = DeafResponder()
        button.addTarget(target, action: "save:", for: .touchUpInside)

        withKnownIssue {
            button.sendActions(for: .touchUpInside)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("DeafResponder does not respond to \"save:\"") }
        }
    }

    @Test func aReportLandsOnTheLineItNames() {
        let line = #line + 2
        withKnownIssue {
            FailureReporter.report("on the test's line")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ReportRoutingTests.swift"
        }
    }

    @Test func theRecorderIsFoundByItsName() throws {
        let recorder = try #require(FailureReporter.testFailureRecorder)

        #expect(String(reflecting: recorder) == FailureReporter.testFailureRecorderClassName)
    }

    @Test("R108: outside any test a report is a line on standard error; in a test process without Mocks, the line says what to link",
          arguments: [
            (true, true, ""),
            (false, false, ""),
            (true, false, ""),
            (false, true, " (TargetAction reported this outside any test framework: link the Mocks product into this test target so that reports fail the test)"),
          ])
    func standardErrorLine(recorderLinked: Bool, inTestProcess: Bool, hint: String) {
        let site = CallSite(fileID: "App/Main.swift", filePath: "/src/App/Main.swift", line: 12, column: 3)

        let line = FailureReporter.standardErrorLine(
            "Button does not respond to \"save:\"", at: site, recorderLinked: recorderLinked, inTestProcess: inTestProcess)

        #expect(line == "error: /src/App/Main.swift:12: Button does not respond to \"save:\"\(hint)\n")
    }

    @Test("R108: a test run whose reports went to standard error only ends failing, saying how many and what to link",
          arguments: [(1, "1 failure (above)"), (3, "3 failures (above)")])
    func r108_theRunsEndSaysWhatToLink(count: Int, counted: String) {
        let verdict = UnrecordedReports.verdict(count: count)

        #expect(verdict.hasPrefix("error: TargetAction reported \(counted) that no test framework recorded"))
        #expect(verdict.contains("the test run fails"))
        #expect(verdict.contains(".product(name: \"Mocks\", package: \"TargetAction\")"))
    }
}

/// A responder that publishes nothing.
final class DeafResponder: Responder {}
