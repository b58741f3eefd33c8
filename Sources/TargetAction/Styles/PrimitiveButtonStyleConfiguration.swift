import Foundation

/// What a ``PrimitiveButtonStyle`` makes its body from: the button's title and role, and a way to
/// perform its action (R125).
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = StyleConfigurationLabel
    /// A fresh label titled with the button's `currentTitle`.
    public var label: Label { labelSlot.label }
    /// Shared by copies: strong until the body is made, then weak (no cycle through the body\'s closures).
    private let labelSlot: StyleLabelSlot
    /// `.cancel` or `.destructive` for those `Button.Role`s; nil otherwise.
    public let role: ButtonRole?
    /// What ``trigger()`` runs; for a button it holds the button weakly.
    private let onTrigger: () -> Void

    /// A configuration whose ``trigger()`` runs `onTrigger`; a test builds one with the `Mocks`
    /// module's `init(title:role:onTrigger:)`.
    package init(label: Label, role: ButtonRole?, trigger onTrigger: @escaping () -> Void) {
        labelSlot = StyleLabelSlot(label)
        self.role = role
        self.onTrigger = onTrigger
    }

    /// Performs the button's primary action, as `performPrimaryAction()` does: once per call, and
    /// nothing while the button is disabled or gone (R125, R117).
    public func trigger() {
        onTrigger()
    }

    /// The style has made its body from this configuration: its copies hold the label weakly now.
    package func bodyIsMade() {
        labelSlot.letGo()
    }
}
