import Foundation

/// Touches as a finger made them: fingers of timed samples that a test can replay, transform,
/// save and share (R130).
///
/// A plain value: edit `fingers[i].samples[j]` to make a finger rest before it lifts, say. The
/// memberwise initializer checks nothing; ``validate()`` and reading from JSON do (R131).
public struct TouchRecording: Equatable, Sendable {
    /// Where a sample is in its touch's life.
    public enum Phase: String, Codable, Sendable, CaseIterable {
        case began, moved, ended, cancelled
    }

    /// One report of a finger: when, where (window points when replayed as is), in which phase.
    public struct Sample: Equatable, Sendable {
        /// Seconds, from any origin: replays are relative.
        public var time: TimeInterval
        public var location: CGPoint
        public var phase: Phase

        public init(time: TimeInterval, location: CGPoint, phase: Phase) {
            self.time = time
            self.location = location
            self.phase = phase
        }
    }

    /// One touch: `began`, `moved`…, then `ended` or `cancelled`.
    public struct Finger: Codable, Equatable, Sendable {
        public var samples: [Sample]

        public init(samples: [Sample]) {
            self.samples = samples
        }

        /// The first sample's location; `.zero` without samples.
        public var firstLocation: CGPoint { samples.first?.location ?? .zero }
        /// The last sample's location; `.zero` without samples.
        public var lastLocation: CGPoint { samples.last?.location ?? .zero }
    }

    /// The format version ``jsonData()`` writes.
    public static let currentVersion = 1

    /// A short name, such as "flutter-fling-01".
    public var name: String?
    /// Where the recording comes from: its origin, its licence, its units.
    public var source: String?
    /// The fingers, in the order their touches began.
    public var fingers: [Finger]

    /// A recording of `fingers`, unchecked: see ``validate()``.
    public init(name: String? = nil, source: String? = nil, fingers: [Finger]) {
        self.name = name
        self.source = source
        self.fingers = fingers
    }

    /// The earliest sample's time; 0 without samples.
    public var startTime: TimeInterval {
        fingers.lazy.flatMap(\.samples).map(\.time).min() ?? 0
    }

    /// The latest sample's time; 0 without samples.
    public var endTime: TimeInterval {
        fingers.lazy.flatMap(\.samples).map(\.time).max() ?? 0
    }

    /// How long the recording lasts: ``endTime`` − ``startTime``.
    public var duration: TimeInterval { endTime - startTime }
}
