import Foundation

/// A gesture that writes a ``GestureState`` while it is active: what
/// ``Gesture/updating(_:body:)`` returns.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    package let base: Base
    package let state: GestureState<State>
    package let update: (Value, inout State, inout Transaction) -> Void
}
