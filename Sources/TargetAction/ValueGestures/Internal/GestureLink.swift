import Foundation

// The callbacks and `map`s of an attached gesture, and composed values, with their types erased:
// what `Mocks` reads to call callbacks by hand and to play values.

/// One callback or `map` around a gesture, its value's type erased. Each returns false (or nil)
/// when handed a value that is not its type.
package enum GestureLink {
    case onChanged((Any) -> Bool)
    case onEnded((Any) -> Bool)
    /// An `updating` body, the type of its state, and the body run on a state of that type.
    case updating(state: Any.Type, (Any, inout Any, inout Transaction) -> Bool)
    case map((Any) -> Any?)
}

/// A composed gesture's value, its sides' types erased: `tag` tells a sequence's `.second` and an
/// exclusive gesture's `.second` (1) from their `.first` (0).
protocol ComposedValue {
    var sides: (first: Any?, second: Any?, tag: Int) { get }
}

extension SimultaneousGesture.Value: ComposedValue {
    var sides: (first: Any?, second: Any?, tag: Int) { (first, second, 0) }
}

extension SequenceGesture.Value: ComposedValue {
    var sides: (first: Any?, second: Any?, tag: Int) {
        switch self {
        case .first(let value): (value, nil, 0)
        case .second(let value, let next): (value, next, 1)
        }
    }
}

extension ExclusiveGesture.Value: ComposedValue {
    var sides: (first: Any?, second: Any?, tag: Int) {
        switch self {
        case .first(let value): (value, nil, 0)
        case .second(let value): (nil, value, 1)
        }
    }
}

/// The sides of `value`, a composed value whose sides are bare, each lifted through its part of
/// `parts` (its callbacks and `map`s) to `F` and `S`; nil when a side does not fit.
func liftedSides<F, S>(of value: Any, _ parts: [GestureStructure], as _: F.Type, _: S.Type)
    -> (first: F?, second: S?, tag: Int)? {
    guard parts.count == 2, let sides = (value as? any ComposedValue)?.sides else { return nil }
    var fits = true
    func lift<T>(_ side: Any?, _ part: GestureStructure, as _: T.Type) -> T? {
        guard let side else { return nil }
        let lifted = part.liftedValue(side) as? T
        if lifted == nil { fits = false }
        return lifted
    }
    let first = lift(sides.first, parts[0], as: F.self), second = lift(sides.second, parts[1], as: S.self)
    return fits ? (first, second, sides.tag) : nil
}
