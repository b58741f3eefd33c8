import Foundation

/// A finger held still (R62): active with `true` from its touch-down, it ends with `true` the
/// moment `minimumDuration` has passed on the window's clock, not at the lift.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// Seconds the finger must stay down, finite and not negative.
    public var minimumDuration: Double
    /// How far (window points) it may move meanwhile, finite and not negative.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}
