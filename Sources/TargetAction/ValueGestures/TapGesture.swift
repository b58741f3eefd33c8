import Foundation

/// One or more taps of one finger (R61): it ends at the lift that completes the `count`-th tap,
/// and is never active.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never

    /// How far (window points) a finger may move from where it went down (R61, [obs]).
    public static let defaultMaximumMovement: CGFloat = 45
    /// The longest a finger may stay down in one tap (R61, [obs]).
    public static let defaultMaximumDuration: TimeInterval = 0.75
    /// The longest pause between a tap's lift and the next tap's touch-down (R61, [obs]).
    public static let defaultMaximumInterval: TimeInterval = 0.35

    /// Taps needed, at least 1.
    public var count: Int
    public var maximumMovement = TapGesture.defaultMaximumMovement
    public var maximumDuration = TapGesture.defaultMaximumDuration
    public var maximumInterval = TapGesture.defaultMaximumInterval

    public init(count: Int = 1) {
        self.count = count
    }
}
