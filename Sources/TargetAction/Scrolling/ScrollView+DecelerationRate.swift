import Foundation

extension ScrollView {
    /// How fast a scroll view slows after a flick: the fraction of its speed kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        /// The speed kept per millisecond, above 0 and below 1.
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's usual rate: 0.998 of the speed kept per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99 of the speed kept per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
