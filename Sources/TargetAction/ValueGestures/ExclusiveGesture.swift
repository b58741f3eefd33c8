import Foundation

/// One gesture, or another only once the first failed (R65): the first wins whenever both could.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture.Value: TranscriptValue {
    /// "first(value)" or "second(value)".
    package var transcriptText: String {
        switch self {
        case .first(let first): "first(\(transcribe(first)))"
        case .second(let second): "second(\(transcribe(second)))"
        }
    }
}
