import Foundation

/// A value a gesture writes while it runs, back to its initial value when the gesture ends, fails
/// or is cancelled (R60).
///
/// It works as a stored property of a class: copies share one storage, so `$state` handed to
/// ``Gesture/updating(_:body:)`` writes the property the class reads.
@propertyWrapper
public struct GestureState<Value> {
    package let storage: GestureStateStorage<Value>

    public init(wrappedValue: Value) {
        storage = GestureStateStorage(initialValue: wrappedValue, resetTransaction: Transaction(), reset: nil)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        storage = GestureStateStorage(initialValue: wrappedValue, resetTransaction: resetTransaction, reset: nil)
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// `reset` runs before each reset, with the current value and the transaction to change.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        storage = GestureStateStorage(initialValue: wrappedValue, resetTransaction: Transaction(), reset: reset)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value { storage.value }

    /// The state itself, to hand to ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
