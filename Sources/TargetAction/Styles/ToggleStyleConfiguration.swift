import Foundation

/// What a ``ToggleStyle`` makes its body from: the switch's title and a live `isOn` (R126).
public struct ToggleStyleConfiguration {
    public typealias Label = StyleConfigurationLabel
    /// A fresh label titled with the switch's `title`.
    public var label: Label { labelSlot.label }
    /// Shared by copies: strong until the body is made, then weak (no cycle through the body\'s closures).
    private let labelSlot: StyleLabelSlot
    /// Whether the switch is on, read when asked. Settable on a `let` copy, as SwiftUI's binding:
    /// a different value on an enabled switch turns it and sends `.valueChanged`, then
    /// `.primaryActionTriggered`; the same value, or a disabled switch, does nothing (R126).
    public var isOn: Bool {
        get { readIsOn() }
        nonmutating set { writeIsOn(newValue) }
    }
    /// Whether the toggle is partly on; false for a ``Switch``.
    public let isMixed: Bool
    /// Where ``isOn`` is read and written; for a switch they hold it weakly.
    private let readIsOn: () -> Bool
    private let writeIsOn: (Bool) -> Void

    /// A configuration whose ``isOn`` goes through `read` and `write`; a test builds one with the
    /// `Mocks` module's `init(title:isOn:isMixed:)`.
    package init(label: Label, isMixed: Bool, read: @escaping () -> Bool, write: @escaping (Bool) -> Void) {
        labelSlot = StyleLabelSlot(label)
        self.isMixed = isMixed
        readIsOn = read
        writeIsOn = write
    }

    /// The style has made its body from this configuration: its copies hold the label weakly now.
    package func bodyIsMade() {
        labelSlot.letGo()
    }
}
