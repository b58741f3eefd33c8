// MocksTestFrameworks: the only code of the toolkit that calls a test framework.
//
// It ships in the `Mocks` product, which test targets link, and `FailureReporter` (in TargetAction,
// which apps link) finds this class by name when it reports. Nothing imports this module.
import Foundation
import TargetAction
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Records the toolkit's reports in the running test: an `Issue` in Swift Testing, `XCTFail` in
/// XCTest. A report with no site of its own (a setter's, which takes no location) is placed at the
/// running test: its declaration in Swift Testing; in XCTest, which can place a failure only at a
/// file and line, at no line of any file, so that it is the test case's and not the toolkit's (R107).
///
/// An `NSObject`, so that `NSClassFromString` finds it on Apple platforms as well as elsewhere.
final class TestFrameworkRecorder: NSObject, TestFailureRecorder {
    static func recordFailure(_ message: String, at site: CallSite?) -> Bool {
        #if canImport(Testing)
        if let test = Test.current {
            let location = site.map {
                SourceLocation(fileID: "\($0.fileID)", filePath: "\($0.filePath)", line: Int($0.line), column: Int($0.column))
            }
            Issue.record(Comment(rawValue: message), sourceLocation: location ?? test.sourceLocation)
            return true
        }
        #endif
        #if canImport(XCTest)
        if FailureReporter.isRunningXCTest {
            if let site {
                XCTFail(message, file: site.filePath, line: site.line)
            } else {
                XCTFail(message, file: "", line: 0)
            }
            return true
        }
        #endif
        return false
    }

    static func showTranscriptOnFailure(of window: Window) {
        #if canImport(XCTest)
        if FailureReporter.isRunningXCTest, !isInSwiftTestingTest {
            TranscriptOnFailure.watch(window)
        }
        #endif
    }

    /// Whether a Swift Testing test is running on this task: XCTest's observation does not see it.
    private static var isInSwiftTestingTest: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }
}
