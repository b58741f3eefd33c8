extension Menu {
    /// How a menu shows its children and chooses among them, with UIKit's raw values.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Its children show in its parent, in its place (R121).
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action in it is `.on`: choosing one turns the others off (R122).
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
}
