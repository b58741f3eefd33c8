import Foundation

/// What turns a report into a failure of the running test: the one type that calls Swift Testing
/// and XCTest.
///
/// It lives in the `Mocks` product (module `MocksTestFrameworks`), which only test targets link,
/// and ``FailureReporter`` finds it by name when it reports. App code that links `TargetAction`
/// therefore links no test framework, which on Apple platforms would keep it from loading.
package protocol TestFailureRecorder: AnyObject {
    /// Records `message` at `site` as a failure of the running test, or, with no site, as a
    /// failure of the running test itself; false when no test runs.
    static func recordFailure(_ message: String, at site: CallSite?) -> Bool

    /// Prints `window`'s transcript if the running test fails, where the framework lets a library
    /// see that (XCTest's observation); a passing test prints nothing.
    static func showTranscriptOnFailure(of window: Window)
}

extension FailureReporter {
    /// The name the recorder class is found by, `Module.Class` on every platform.
    package static let testFailureRecorderClassName = "MocksTestFrameworks.TestFrameworkRecorder"

    /// The recorder linked into this process, or nil. Looked up on every report, never cached:
    /// a test bundle hosted in an app loads after the app has started.
    package static var testFailureRecorder: (any TestFailureRecorder.Type)? {
        NSClassFromString(testFailureRecorderClassName) as? any TestFailureRecorder.Type
    }
}
