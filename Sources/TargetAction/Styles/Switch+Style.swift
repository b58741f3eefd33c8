import Foundation

extension Switch {
    /// Attaches `style`, replacing any, and makes its body at once. The switch stops tracking
    /// touches; the body's gestures set the configuration's `isOn` (R126).
    public func toggleStyle<S: ToggleStyle>(_ style: S) {
        attachStyle(.toggle(style))
    }

    /// The attached `ToggleStyle`, if any.
    public var attachedToggleStyle: (any ToggleStyle)? {
        guard case .toggle(let style)? = styleAttachment?.kind else { return nil }
        return style
    }

    /// A toggle style's configuration set `isOn`: on an enabled switch, a different value turns
    /// it and sends `.valueChanged`, then `.primaryActionTriggered`, as a tap does (R126, R44).
    func setOnFromStyle(_ on: Bool) {
        guard isEnabled, on != isOn else { return }
        isOn = on
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }
}
