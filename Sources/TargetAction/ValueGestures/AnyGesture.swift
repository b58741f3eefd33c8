import Foundation

/// A gesture whose type is hidden, with the value `Value`: for a property or a branch that holds
/// gestures of different types.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never

    /// The gesture it wraps, for inspection.
    package let wrapped: any Gesture
    let build: (inout GestureTreeBuilder) -> GestureNode<Value>

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        wrapped = gesture
        build = { builder in builder.node(for: gesture) }
    }
}
