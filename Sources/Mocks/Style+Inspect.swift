import Foundation
import TargetAction

// R127: a style's body without a control: build a configuration, call `makeBody` once, return it.

extension ButtonStyle {
    /// The body this style makes for a button titled `title`, with `role`, pressed or not: one
    /// `makeBody` call, its result in no view (R127).
    public func inspect(
        isPressed: Bool, role: ButtonRole? = nil, title: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Body {
        let configuration = ButtonStyleConfiguration(title: title, role: role, isPressed: isPressed)
        let body = makeBody(configuration: configuration)
        configuration.bodyIsMade()
        reportIfInAView(body, "inspect(isPressed:)", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return body
    }
}

extension PrimitiveButtonStyle {
    /// The body this style makes for a button titled `title`, with `role`; its `trigger()` calls
    /// `onTrigger`: one `makeBody` call, its result in no view (R127).
    public func inspect(
        role: ButtonRole? = nil, title: String? = nil, onTrigger: @escaping () -> Void = {},
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Body {
        let configuration = PrimitiveButtonStyleConfiguration(title: title, role: role, onTrigger: onTrigger)
        let body = makeBody(configuration: configuration)
        configuration.bodyIsMade()
        reportIfInAView(body, "inspect(role:title:onTrigger:)", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return body
    }
}

extension ToggleStyle {
    /// The body this style makes for a toggle titled `title`, on or off: one `makeBody` call, its
    /// result in no view (R127). Its configuration's `isOn` is shared by its copies and sends nothing.
    public func inspect(
        isOn: Bool, isMixed: Bool = false, title: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Body {
        let configuration = ToggleStyleConfiguration(title: title, isOn: isOn, isMixed: isMixed)
        let body = makeBody(configuration: configuration)
        configuration.bodyIsMade()
        reportIfInAView(body, "inspect(isOn:)", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return body
    }
}

/// R127: an inspected body is in no view; a style that hands out a view already in a tree (a
/// shared one) is reported at the test's line. The body is returned all the same.
private func reportIfInAView(_ body: View, _ call: String, _ site: CallSite) {
    guard let superview = body.superview else { return }
    FailureReporter.report(
        "\(call): makeBody returned \(body.debugName), which is already a subview of \(superview.debugName); a style's body should be a fresh view, since attaching the style moves it into the control (R123). Make a new view in makeBody.",
        at: site)
}
