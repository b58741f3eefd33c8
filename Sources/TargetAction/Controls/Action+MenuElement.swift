/// An action in a menu: chosen by title, shown with a state and attributes (R121, R122).
extension Action: MenuElement {
    /// Whether a menu shows the action as chosen.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// How a menu shows an action and whether it can be chosen, with UIKit's raw values.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown, but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown, and cannot be chosen.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu presented (R121).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
