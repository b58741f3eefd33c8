import Foundation

/// Two gestures that both get every touch (R65): active while either is, ended once both are done
/// and at least one ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// Each side's value; nil for a side that failed or has none yet.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?

        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SimultaneousGesture.Value: TranscriptValue {
    /// Each side's value, or nil.
    package var transcriptText: String {
        "SimultaneousGesture.Value(first: \(transcribe(first as Any)), second: \(transcribe(second as Any)))"
    }
}
