import Foundation

/// The one funnel through which the toolkit reports failures to the running test.
///
/// Inside a Swift Testing test it records an `Issue`; inside an XCTest test it calls `XCTFail`;
/// outside any test it writes to standard error. In a test process that lacks `Mocks`, the line on
/// standard error says to link it, and the test run ends failing. Nothing here ever crashes the
/// process.
/// ``capturing(_:)`` overrides the funnel for the current task, which is how the toolkit's own
/// tests (and yours) check what would have been reported.
///
/// This module links no test framework, so app code can link it. The two framework calls live in
/// the `Mocks` product, found by name when a failure is reported: link `Mocks` into the test
/// target, and reports fail its tests.
public enum FailureReporter {
    @TaskLocal static var capture: FailureLog?

    /// Reports `message` at the given source location.
    public static func report(
        _ message: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        deliver(message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Reports `message` at `site`, the caller's line; with none (a setter, a UIKit-named method,
    /// which take no location), at the running test itself, never at a line of the toolkit (R107).
    package static func report(_ message: String, at site: CallSite?) {
        deliver(message, at: site)
    }

    private static func deliver(_ message: String, at site: CallSite?) {
        let message = roundingLongDecimals(in: message)   // R109: no "3704.9999999999977"
        if let capture {
            capture.append(ReportedFailure(
                message: message, fileID: site.map { "\($0.fileID)" } ?? "", filePath: site.map { "\($0.filePath)" } ?? "",
                line: site?.line ?? 0, column: site?.column ?? 0))
            return
        }
        let recorder = testFailureRecorder
        if let recorder, recorder.recordFailure(message, at: site) {
            return
        }
        let inTestProcess = isRunningXCTest
        FileHandle.standardError.write(Data(standardErrorLine(
            message, at: site, recorderLinked: recorder != nil, inTestProcess: inTestProcess).utf8))
        if recorder == nil, inTestProcess { UnrecordedReports.note() }   // R108: the run fails at its end
    }

    /// Runs `body` with failures captured instead of reported, and returns them.
    ///
    /// ```swift
    /// let (_, failures) = FailureReporter.capturing { recognizer.location(ofTouch: 3, in: nil) }
    /// #expect(failures.count == 1)
    /// ```
    public static func capturing<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, failures: [ReportedFailure]) {
        let log = FailureLog()
        let result = try $capture.withValue(log) { try body() }
        return (result, log.failures)
    }

    /// The line written to standard error for a report no test took. In a test process that lacks
    /// the recorder, it says how to make reports fail the test.
    package static func standardErrorLine(
        _ message: String, at site: CallSite?, recorderLinked: Bool, inTestProcess: Bool
    ) -> String {
        let hint = recorderLinked || !inTestProcess
            ? ""
            : " (TargetAction reported this outside any test framework: link the Mocks product into this test target so that reports fail the test)"
        let place = site.map { "\($0.filePath):\($0.line): " } ?? ""
        return "error: \(place)\(message)\(hint)\n"
    }

    /// Whether this process runs XCTest tests.
    package static var isRunningXCTest: Bool {
        isRunningXCTest(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// Whether a process with these arguments and environment runs XCTest tests: `swift test` and
    /// `xctest` name an `.xctest` bundle; Xcode, app-hosted tests included, sets
    /// `XCTestConfigurationFilePath`, `XCTestBundlePath` or `XCTestSessionIdentifier`.
    package static func isRunningXCTest(arguments: [String], environment: [String: String]) -> Bool {
        arguments.contains { $0.hasSuffix(".xctest") || $0.contains(".xctest/") || $0.hasSuffix("/xctest") }
            || ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"].contains { environment[$0] != nil }
    }
}

/// Thread-safe list of captured failures (a task-local value must be `Sendable`).
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [ReportedFailure] = []

    func append(_ failure: ReportedFailure) {
        lock.lock(); defer { lock.unlock() }
        storage.append(failure)
    }

    var failures: [ReportedFailure] {
        lock.lock(); defer { lock.unlock() }
        return storage
    }
}
