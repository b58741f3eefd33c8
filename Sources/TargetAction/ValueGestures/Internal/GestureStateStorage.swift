import Foundation

/// What a ``GestureState`` and its copies share, without its value type: what a gesture resets.
package class AnyGestureStateStorage {
    /// Back to the initial value, after the reset closure (R60).
    package func resetToInitialValue() {}
    /// The current value, for transcripts and observers.
    package var currentValue: Any { () }
}

/// The storage of a ``GestureState``: its value, its initial value, and how it resets.
package final class GestureStateStorage<Value>: AnyGestureStateStorage {
    let initialValue: Value
    let resetTransaction: Transaction
    let reset: ((Value, inout Transaction) -> Void)?
    // Stored internal, read by other modules through the accessors below: the module's own
    // accesses then need no runtime exclusivity checks.
    private var current: Value
    private var transaction: Transaction?

    package internal(set) var value: Value {
        get { current }
        set { current = newValue }
    }

    /// What the last update or reset asked for.
    package internal(set) var lastTransaction: Transaction? {
        get { transaction }
        set { transaction = newValue }
    }

    init(initialValue: Value, resetTransaction: Transaction, reset: ((Value, inout Transaction) -> Void)?) {
        self.initialValue = initialValue
        current = initialValue
        self.resetTransaction = resetTransaction
        self.reset = reset
    }

    override package func resetToInitialValue() {
        var transaction = resetTransaction
        reset?(value, &transaction)
        lastTransaction = transaction
        value = initialValue
    }

    override package var currentValue: Any { value }
}
