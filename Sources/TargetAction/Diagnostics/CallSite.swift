/// A place in the caller's source, so that a failure found deep inside the toolkit is reported
/// on the line of the test that caused it.
///
/// Test helpers take `#fileID`, `#filePath`, `#line` and `#column` defaults and wrap them in a
/// `CallSite`; ``Window/reporting(at:_:)`` and the mocks carry it down to where a failure is found.
public struct CallSite: Sendable, CustomStringConvertible {
    public let fileID: StaticString
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public var description: String { "\(fileID):\(line)" }
}
