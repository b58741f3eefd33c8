import Foundation

/// What a ``ButtonStyle`` makes its body from: the button's title, role and press (R123, R124).
public struct ButtonStyleConfiguration {
    public typealias Label = StyleConfigurationLabel
    /// A fresh label titled with the button's `currentTitle`.
    public let label: Label
    /// `.cancel` or `.destructive` for those `Button.Role`s; nil otherwise.
    public let role: ButtonRole?
    /// Whether the button shows a press: it tracks a touch inside its region that has been down
    /// at least `pressDelay` (R124).
    public let isPressed: Bool

    /// A configuration with `label`, as the button makes one; a test builds one with the `Mocks`
    /// module's `init(title:role:isPressed:)`.
    package init(label: Label, role: ButtonRole?, isPressed: Bool) {
        self.label = label
        self.role = role
        self.isPressed = isPressed
    }
}
