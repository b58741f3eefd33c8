import Foundation

/// Values kept per control state, as a button keeps its titles: each for exactly the state it was
/// set for, read back with the `.normal` value as the fallback (R112).
struct StateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// Keeps `value` for `state` (nil removes it). A state both disabled and highlighted keeps
    /// nothing: UIKit ignores such a set.
    mutating func set(_ value: Value?, for state: Control.State) {
        guard !state.isSuperset(of: [.disabled, .highlighted]) else { return }
        values[state.rawValue] = value
    }

    /// The value kept for `state`, else the one for `.normal`.
    func value(for state: Control.State) -> Value? {
        values[state.rawValue] ?? values[Control.State.normal.rawValue]
    }
}
