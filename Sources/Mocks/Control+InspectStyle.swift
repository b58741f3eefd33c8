import Foundation
import TargetAction

// R127: the style attached to a control, as a type a test names.

extension Button {
    /// The attached `ButtonStyle` or `PrimitiveButtonStyle` as an `S`. None, or a style of another
    /// type: reported at the caller's line, naming what is attached, and nil (R127).
    public func inspectButtonStyle<S>(
        _ type: S.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> S? {
        if let style = attachedButtonStyle as? S ?? attachedPrimitiveButtonStyle as? S { return style }
        let attached = attachedButtonStyle.map { "the ButtonStyle \(Swift.type(of: $0))" }
            ?? attachedPrimitiveButtonStyle.map { "the PrimitiveButtonStyle \(Swift.type(of: $0))" }
            ?? "no button style"
        FailureReporter.report(
            "inspectButtonStyle(\(S.self).self): \(debugName) has \(attached) attached, not a \(S.self). Attach it with buttonStyle(_:) first, or ask for the type attached.",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }
}

extension Switch {
    /// The attached `ToggleStyle` as an `S`. None, or a style of another type: reported at the
    /// caller's line, naming what is attached, and nil (R127).
    public func inspectToggleStyle<S: ToggleStyle>(
        _ type: S.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> S? {
        if let style = attachedToggleStyle as? S { return style }
        let attached = attachedToggleStyle.map { "the ToggleStyle \(Swift.type(of: $0))" } ?? "no toggle style"
        FailureReporter.report(
            "inspectToggleStyle(\(S.self).self): \(debugName) has \(attached) attached, not a \(S.self). Attach it with toggleStyle(_:) first, or ask for the type attached.",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }
}
