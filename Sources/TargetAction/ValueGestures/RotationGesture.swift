import Foundation

/// ``RotateGesture`` under its name before 2023, whose value is the rotation alone.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never

    /// Finite and not negative.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
