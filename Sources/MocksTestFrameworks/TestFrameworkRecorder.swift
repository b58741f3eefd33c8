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
/// XCTest.
///
/// An `NSObject`, so that `NSClassFromString` finds it on Apple platforms as well as elsewhere.
final class TestFrameworkRecorder: NSObject, TestFailureRecorder {
    static func recordFailure(_ message: String, at site: CallSite) -> Bool {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                    line: Int(site.line), column: Int(site.column)))
            return true
        }
        #endif
        #if canImport(XCTest)
        if FailureReporter.isRunningXCTest {
            XCTFail(message, file: site.filePath, line: site.line)
            return true
        }
        #endif
        return false
    }
}
