import Foundation

extension Button {
    /// How long a touch is down before a `ButtonStyle` shows it pressed (R124): 0.012 s.
    public static let defaultPressDelay: TimeInterval = 0.012

    /// Attaches `style`, replacing any style of either kind, and makes its body at once. The body
    /// takes no touches: the button tracks them and the style shows `isPressed` (R123, R124).
    public func buttonStyle<S: ButtonStyle>(_ style: S) {
        attachStyle(.button(style))
    }

    /// Attaches `style`, replacing any style of either kind, and makes its body at once. The
    /// button stops tracking touches; the body's gestures call `trigger()` (R125).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) {
        attachStyle(.primitive(style))
    }

    /// The attached `ButtonStyle`, if that is the kind attached.
    public var attachedButtonStyle: (any ButtonStyle)? {
        guard case .button(let style)? = styleAttachment?.kind else { return nil }
        return style
    }

    /// The attached `PrimitiveButtonStyle`, if that is the kind attached.
    public var attachedPrimitiveButtonStyle: (any PrimitiveButtonStyle)? {
        guard case .primitive(let style)? = styleAttachment?.kind else { return nil }
        return style
    }

    /// What the current body of a `ButtonStyle` was made with; nil without one. Reading it does
    /// not flush (R116).
    public var styleConfiguration: ButtonStyleConfiguration? {
        guard case .button? = styleAttachment?.kind else { return nil }
        return styleAttachment?.buttonConfiguration
    }
}
