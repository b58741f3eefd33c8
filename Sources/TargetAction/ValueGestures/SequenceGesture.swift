import Foundation

/// One gesture, then another once it ended (R65): the second gets touches only from then, and may
/// start on a touch already down.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    public enum Value {
        /// The first gesture has not ended.
        case first(First.Value)
        /// The first gesture ended with its value; the second's, once it has one.
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture.Value: TranscriptValue {
    /// "first(value)", or "second(value, value or nil)".
    package var transcriptText: String {
        switch self {
        case .first(let first): "first(\(transcribe(first)))"
        case .second(let first, let second): "second(\(transcribe(first)), \(transcribe(second as Any)))"
        }
    }
}
