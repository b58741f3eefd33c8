import Foundation

/// One finger moving (R63): active once it is `minimumDistance` from where it went down, ended
/// by its lift.
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// How far ahead, in seconds of the current velocity, the predicted end lies (R63, [obs]).
    public static let defaultPredictionInterval: TimeInterval = 0.25

    /// A drag's state: where the finger is and went down, in the gesture's coordinate space.
    public struct Value: Equatable, Sendable {
        /// The event's timestamp, as `Date(timeIntervalSinceReferenceDate:)`.
        public var time: Date
        public var location: CGPoint
        /// Where the finger went down (R63), so the first value's translation already holds the
        /// distance moved before the drag became active.
        public var startLocation: CGPoint
        /// Points per second.
        public var velocity: CGSize
        /// Seconds of `velocity` that ``predictedEndLocation`` looks ahead.
        public var predictionInterval: TimeInterval

        /// `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// `location + velocity × predictionInterval`.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * predictionInterval,
                    y: location.y + velocity.height * predictionInterval)
        }

        /// `translation + velocity × predictionInterval`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: translation.width + velocity.width * predictionInterval,
                   height: translation.height + velocity.height * predictionInterval)
        }

        /// A value as a drag reports it; SwiftUI has no public initializer.
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
                    predictionInterval: TimeInterval = DragGesture.defaultPredictionInterval) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.predictionInterval = predictionInterval
        }
    }

    /// How far (window points) the finger moves before the drag is active, finite and not
    /// negative; 0 makes it active at touch-down.
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public var predictionInterval = DragGesture.defaultPredictionInterval

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

extension DragGesture.Value: TranscriptValue {
    /// Where the finger is, went down and how fast it moves; no time.
    package var transcriptText: String {
        "DragGesture.Value(location: \(location.transcriptText), startLocation: \(startLocation.transcriptText), velocity: \(velocity.transcriptText))"
    }
}
