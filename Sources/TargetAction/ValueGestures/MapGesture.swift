import Foundation

/// A gesture whose value is transformed in every phase: what ``Gesture/map(_:)`` returns
/// (SwiftUI's `_MapGesture`).
public struct MapGesture<Base: Gesture, Value>: Gesture {
    public typealias Body = Never

    package let base: Base
    package let transform: (Base.Value) -> Value
}
