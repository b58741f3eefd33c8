import Foundation

extension Button {
    /// How a button looks, as `UIButton.Configuration` describes it: a value, so that changing a
    /// copy changes nothing else. Nothing is drawn; the colours it resolves to can be read (R113, R114).
    public struct Configuration: Hashable {
        /// The preset a configuration started from.
        enum Look: Hashable { case plain, gray, tinted, filled }

        public var title: String?
        public var subtitle: String?
        /// The foreground colour; nil: the preset's (R114).
        public var baseForegroundColor: Color?
        /// The background colour; nil: the preset's (R114).
        public var baseBackgroundColor: Color?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var showsActivityIndicator = false
        /// Whether a selected button takes the filled look when updated (R114).
        public var automaticallyUpdateForSelection = true

        let look: Look
        /// What the last ``updated(for:)`` read from the button: its state and tint, and its alphas.
        var resolution = Resolution()

        /// The button's state and tint a configuration resolves its colours for (R114).
        struct Resolution: Hashable {
            var state = State.normal
            var tint = Color.systemBlue
            var highlightedContentAlpha = Button.defaultHighlightedContentAlpha
            var disabledContentAlpha = Button.defaultDisabledContentAlpha
            var tintedBackgroundAlpha = Button.defaultTintedBackgroundAlpha
        }

        init(look: Look) {
            self.look = look
            automaticallyUpdateForSelection = look != .filled
        }

        /// No background: the tint on the content.
        public static func plain() -> Configuration { Configuration(look: .plain) }
        /// A grey background under tinted content.
        public static func gray() -> Configuration { Configuration(look: .gray) }
        /// A light wash of the tint under tinted content.
        public static func tinted() -> Configuration { Configuration(look: .tinted) }
        /// The tint as the background under white content.
        public static func filled() -> Configuration { Configuration(look: .filled) }

        /// A copy that keeps every value the app set and resolves its colours for `button`'s
        /// state and tint (R114).
        public func updated(for button: Button) -> Configuration {
            var copy = self
            copy.resolution = Resolution(
                state: button.state, tint: button.tintColor,
                highlightedContentAlpha: button.highlightedContentAlpha,
                disabledContentAlpha: button.disabledContentAlpha,
                tintedBackgroundAlpha: button.tintedBackgroundAlpha)
            return copy
        }

        /// The foreground colour for the state and tint it was last updated for (a fresh preset:
        /// `.normal` and `.systemBlue`).
        public var resolvedForegroundColor: Color {
            let state = resolution.state
            let color = baseForegroundColor ?? defaultColors.foreground
            if state.contains(.disabled) { return color.multiplyingAlpha(by: resolution.disabledContentAlpha) }
            if state.contains(.highlighted) { return color.multiplyingAlpha(by: resolution.highlightedContentAlpha) }
            return color
        }

        /// The background colour for the state and tint it was last updated for.
        public var resolvedBackgroundColor: Color {
            let color = baseBackgroundColor ?? defaultColors.background
            return resolution.state.contains(.disabled) ? color.multiplyingAlpha(by: resolution.disabledContentAlpha) : color
        }

        /// The look the colours follow: filled for a selected button that updates for selection.
        private var shownLook: Look {
            resolution.state.contains(.selected) && automaticallyUpdateForSelection ? .filled : look
        }

        private var defaultColors: (foreground: Color, background: Color) {
            let tint = resolution.tint
            switch shownLook {
            case .plain: return (tint, .clear)
            case .gray: return (tint, .systemGray5)
            case .tinted: return (tint, tint.multiplyingAlpha(by: resolution.tintedBackgroundAlpha))
            case .filled: return (.white, tint)
            }
        }
    }
}

extension Color {
    /// The colour with its alpha multiplied by `factor`.
    func multiplyingAlpha(by factor: CGFloat) -> Color {
        withAlphaComponent(alpha * factor)
    }
}
