/// A failure the toolkit reported: a programmer error, a rejected event or a misused test helper.
///
/// ``FailureReporter`` sends each one to the running test; ``FailureReporter/capturing(_:)`` hands
/// them back instead, so a test can assert on what would have been reported.
public struct ReportedFailure: Sendable, Equatable, CustomStringConvertible {
    /// What happened, what was expected, and what to do.
    public let message: String
    public let fileID: String
    public let filePath: String
    public let line: UInt
    public let column: UInt

    public init(message: String, fileID: String, filePath: String, line: UInt, column: UInt) {
        self.message = message
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public var description: String { "\(fileID):\(line): \(message)" }
}
