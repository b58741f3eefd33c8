/// A place in the caller's source, so that a failure found deep inside the toolkit is reported
/// on the line of the test that caused it.
///
/// Test helpers take `#fileID`, `#filePath`, `#line` and `#column` defaults and wrap them in a
/// `CallSite`; `Window.reporting(at:_:)` and the mocks carry it down to where a failure is found.
package struct CallSite: Sendable, CustomStringConvertible {
    package let fileID: StaticString
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    package var description: String { "\(fileID):\(line)" }
}
