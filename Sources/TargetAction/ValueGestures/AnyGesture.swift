import Foundation

/// A gesture whose type is hidden, with the value `Value`: for a property or a branch that holds
/// gestures of different types.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never

    /// Builds the node and structure of the gesture it wraps.
    let makeTree: (inout GestureTreeBuilder) -> (node: GestureNode<Value>, structure: GestureStructure)

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        makeTree = { builder in builder.build(gesture) }
    }
}
