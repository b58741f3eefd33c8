import Foundation

/// A ``TapGesture`` that reports where the last tap lifted, in its coordinate space (R61, R68).
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var location: CGPoint

        public init(location: CGPoint) {
            self.location = location
        }
    }

    /// Taps needed, at least 1.
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public var maximumMovement = TapGesture.defaultMaximumMovement
    public var maximumDuration = TapGesture.defaultMaximumDuration
    public var maximumInterval = TapGesture.defaultMaximumInterval

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

extension SpatialTapGesture.Value: TranscriptValue {
    package var transcriptText: String { "SpatialTapGesture.Value(location: \(location.transcriptText))" }
}
