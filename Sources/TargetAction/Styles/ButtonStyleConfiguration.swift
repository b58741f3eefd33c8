import Foundation

/// What a ``ButtonStyle`` makes its body from: the button's title, role and press (R123, R124).
public struct ButtonStyleConfiguration {
    public typealias Label = StyleConfigurationLabel
    /// A fresh label titled with the button's `currentTitle`.
    public var label: Label { labelSlot.label }
    /// Shared by copies: strong until the body is made, then weak (no cycle through the body\'s closures).
    private let labelSlot: StyleLabelSlot
    /// `.cancel` or `.destructive` for those `Button.Role`s; nil otherwise.
    public let role: ButtonRole?
    /// Whether the button shows a press: it tracks a touch inside its region that has been down
    /// at least `pressDelay` (R124).
    public let isPressed: Bool

    /// A configuration with `label`, as the button makes one; a test builds one with the `Mocks`
    /// module's `init(title:role:isPressed:)`.
    package init(label: Label, role: ButtonRole?, isPressed: Bool) {
        labelSlot = StyleLabelSlot(label)
        self.role = role
        self.isPressed = isPressed
    }

    /// The style has made its body from this configuration: its copies hold the label weakly now.
    package func bodyIsMade() {
        labelSlot.letGo()
    }
}
