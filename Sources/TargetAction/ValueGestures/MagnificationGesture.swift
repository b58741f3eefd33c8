import Foundation

/// ``MagnifyGesture`` under its name before 2023, whose value is the magnification alone.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    /// Finite and not negative.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}
