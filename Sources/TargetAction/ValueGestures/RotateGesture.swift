import Foundation

/// Two fingers turning (R64): active once they turned `minimumAngleDelta`, clockwise positive,
/// ended by the first of the two to lift.
public struct RotateGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The angle turned since the second finger went down.
        public var rotation: Angle
        /// Per second.
        public var velocity: Angle
        /// ``startLocation`` as fractions of the view's bounds.
        public var startAnchor: UnitPoint
        /// The fingers' centroid when the second went down, in the view's coordinates.
        public var startLocation: CGPoint

        public init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// Finite and not negative.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotateGesture.Value: TranscriptValue {
    /// The rotation, its velocity and where it started; no time or anchor.
    package var transcriptText: String {
        "RotateGesture.Value(rotation: \(rotation.transcriptText), velocity: \(velocity.transcriptText), startLocation: \(startLocation.transcriptText))"
    }
}
