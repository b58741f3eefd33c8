import Foundation

/// Two fingers spreading or pinching (R64): active once the magnification is `minimumScaleDelta`
/// away from 1, ended by the first of the two to lift.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The distance between the fingers over their distance when the second went down.
        public var magnification: CGFloat
        /// Magnification per second.
        public var velocity: CGFloat
        /// ``startLocation`` as fractions of the view's bounds.
        public var startAnchor: UnitPoint
        /// The fingers' centroid when the second went down, in the view's coordinates.
        public var startLocation: CGPoint

        public init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// Finite and not negative.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension MagnifyGesture.Value: TranscriptValue {
    /// The magnification, its velocity and where it started; no time or anchor.
    package var transcriptText: String {
        "MagnifyGesture.Value(magnification: \(magnification.transcriptText), velocity: \(velocity.transcriptText), startLocation: \(startLocation.transcriptText))"
    }
}
