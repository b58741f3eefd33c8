import XCTest

/// An XCTest case that can catch the failures recorded in it during a closure, to check that a
/// report reached XCTest (Linux's XCTest has no `XCTExpectFailure`).
open class FailureCatchingTestCase: XCTestCase {
    /// A failure caught on its way to XCTest.
    public struct CaughtFailure: Equatable, CustomStringConvertible {
        public let description: String
        public let filePath: String?
        public let line: Int?
    }

    private var caught: [CaughtFailure]?

    /// Runs `body` and returns the failures recorded in this test meanwhile, which then fail nothing.
    public func caughtFailures(during body: () -> Void) -> [CaughtFailure] {
        caught = []
        defer { caught = nil }
        body()
        return caught ?? []
    }

    #if canImport(Darwin)
    open override func record(_ issue: XCTIssue) {
        guard caught != nil else { return super.record(issue) }
        caught?.append(CaughtFailure(
            description: issue.compactDescription,
            filePath: issue.sourceCodeContext.location?.fileURL.path,
            line: issue.sourceCodeContext.location?.lineNumber))
    }
    #else
    open override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard caught != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        caught?.append(CaughtFailure(description: description, filePath: filePath, line: lineNumber))
    }
    #endif
}
