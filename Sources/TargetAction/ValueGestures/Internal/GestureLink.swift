import Foundation

// What `Mocks` reads to find an attached gesture and call its callbacks by hand: the gesture under
// its callbacks and `map`s, and those callbacks, with their values' types erased.

/// One callback or `map` around a gesture, its value's type erased. Each returns false (or nil)
/// when handed a value that is not its type.
package enum GestureLink {
    case onChanged((Any) -> Bool)
    case onEnded((Any) -> Bool)
    /// An `updating` body, the type of its state, and the body run on a state of that type.
    case updating(state: Any.Type, (Any, inout Any, inout Transaction) -> Bool)
    case map((Any) -> Any?)
}

/// A gesture that adds a callback or a `map` to another.
protocol LinkingGesture: GestureWrapper {
    var link: GestureLink? { get }
}

extension ChangedGesture: LinkingGesture {
    var link: GestureLink? {
        let action = action
        return .onChanged { value in
            guard let value = value as? Value else { return false }
            action(value)
            return true
        }
    }
}

extension EndedGesture: LinkingGesture {
    var link: GestureLink? {
        let action = action
        return .onEnded { value in
            guard let value = value as? Value else { return false }
            action(value)
            return true
        }
    }
}

extension MapGesture: LinkingGesture {
    var link: GestureLink? {
        let transform = transform
        return .map { value in (value as? Base.Value).map(transform) }
    }
}

extension GestureStateGesture: LinkingGesture {
    var link: GestureLink? {
        let update = update
        return .updating(state: State.self) { value, state, transaction in
            guard let value = value as? Value, var typed = state as? State else { return false }
            update(value, &typed, &transaction)
            state = typed
            return true
        }
    }
}

extension AnyGesture: LinkingGesture {
    var link: GestureLink? { nil }
}

extension PressingGesture: LinkingGesture {
    var link: GestureLink? { nil }
}

/// A gesture's callbacks and `map`s, innermost first (the order they were added), and the gesture
/// under them.
package func gestureChain(of gesture: any Gesture) -> (core: any Gesture, links: [GestureLink]) {
    var links: [GestureLink] = []
    var core = gesture
    while let linking = core as? any LinkingGesture {
        if let link = linking.link { links.append(link) }
        core = linking.wrappedGesture
    }
    return (core, links.reversed())
}

/// A composition of two gestures, as inspection sees it.
package protocol ComposedGesture: Gesture {
    /// The two gestures it composes, callbacks and all.
    var composedGestures: (first: any Gesture, second: any Gesture) { get }
    /// The same kind of composition, of `first` and `second`.
    static func recomposed(_ first: any Gesture, _ second: any Gesture) -> any Gesture
    /// This composition's value made from `value`, a value of the same kind of composition whose
    /// sides are this one's without their callbacks and maps; nil when it does not fit.
    func composedValue(from value: Any) -> Any?
}

/// A composed value's sides, type-erased: `tag` tells a sequence's `.second` and an exclusive
/// gesture's `.second` from their `.first`.
protocol ComposedValueSides {
    var sides: (first: Any?, second: Any?, tag: Int) { get }
}

extension SimultaneousGesture.Value: ComposedValueSides {
    var sides: (first: Any?, second: Any?, tag: Int) { (first, second, 0) }
}

extension SequenceGesture.Value: ComposedValueSides {
    var sides: (first: Any?, second: Any?, tag: Int) {
        switch self {
        case .first(let value): (value, nil, 0)
        case .second(let value, let next): (value, next, 1)
        }
    }
}

extension ExclusiveGesture.Value: ComposedValueSides {
    var sides: (first: Any?, second: Any?, tag: Int) {
        switch self {
        case .first(let value): (value, nil, 0)
        case .second(let value): (nil, value, 1)
        }
    }
}

/// `value` (of the gesture under `gesture`'s callbacks and maps, each composed side also bare)
/// as the gesture under `gesture`'s own callbacks takes it: composed sides passed through theirs.
package func coreValue(_ value: Any, of gesture: any Gesture) -> Any? {
    guard let composed = gestureChain(of: gesture).core as? any ComposedGesture else { return value }
    return composed.composedValue(from: value)
}

/// `value` as `gesture` itself reports it: through its composed sides, then its own maps.
func liftedValue(_ value: Any, through gesture: any Gesture) -> Any? {
    guard var current = coreValue(value, of: gesture) else { return nil }
    for link in gestureChain(of: gesture).links {
        guard case .map(let transform) = link else { continue }
        guard let mapped = transform(current) else { return nil }
        current = mapped
    }
    return current
}

/// Each side of `value` lifted through its side of the composition of `first` and `second`; nil
/// when a side does not fit.
private func liftedSides<F: Gesture, S: Gesture>(
    of value: Any, _ first: F, _ second: S
) -> (first: F.Value?, second: S.Value?, tag: Int)? {
    guard let sides = (value as? any ComposedValueSides)?.sides else { return nil }
    var fits = true
    func lift<G: Gesture>(_ side: Any?, _ gesture: G) -> G.Value? {
        guard let side else { return nil }
        let lifted = liftedValue(side, through: gesture) as? G.Value
        if lifted == nil { fits = false }
        return lifted
    }
    let liftedFirst = lift(sides.first, first), liftedSecond = lift(sides.second, second)
    return fits ? (liftedFirst, liftedSecond, sides.tag) : nil
}

extension SimultaneousGesture: ComposedGesture {
    package var composedGestures: (first: any Gesture, second: any Gesture) { (first, second) }
    package func composedValue(from value: Any) -> Any? {
        guard let (a, b, _) = liftedSides(of: value, first, second) else { return nil }
        return Value(first: a, second: b)
    }
    package static func recomposed(_ first: any Gesture, _ second: any Gesture) -> any Gesture {
        composeSimultaneously(first, second)
    }
}

extension SequenceGesture: ComposedGesture {
    package var composedGestures: (first: any Gesture, second: any Gesture) { (first, second) }
    package func composedValue(from value: Any) -> Any? {
        guard let (a, b, tag) = liftedSides(of: value, first, second), let a else { return nil }
        return tag == 0 ? Value.first(a) : Value.second(a, b)
    }
    package static func recomposed(_ first: any Gesture, _ second: any Gesture) -> any Gesture {
        composeInSequence(first, second)
    }
}

extension ExclusiveGesture: ComposedGesture {
    package var composedGestures: (first: any Gesture, second: any Gesture) { (first, second) }
    package func composedValue(from value: Any) -> Any? {
        guard let (a, b, tag) = liftedSides(of: value, first, second) else { return nil }
        if tag == 0, let a { return Value.first(a) }
        if tag == 1, let b { return Value.second(b) }
        return nil
    }
    package static func recomposed(_ first: any Gesture, _ second: any Gesture) -> any Gesture {
        composeExclusively(first, second)
    }
}

// The compositions of two gestures known only as `any Gesture`: each is opened to its own type.
private func composeSimultaneously<A: Gesture, B: Gesture>(_ first: A, _ second: B) -> any Gesture {
    SimultaneousGesture(first, second)
}

private func composeInSequence<A: Gesture, B: Gesture>(_ first: A, _ second: B) -> any Gesture {
    SequenceGesture(first, second)
}

private func composeExclusively<A: Gesture, B: Gesture>(_ first: A, _ second: B) -> any Gesture {
    ExclusiveGesture(first, second)
}

/// The gesture with every callback and `map` taken off, at every depth: what `inspectGesture`
/// compares with the type it is asked for.
package func bareGesture(_ gesture: any Gesture) -> any Gesture {
    let core = gestureChain(of: gesture).core
    guard let composed = core as? any ComposedGesture else { return core }
    let parts = composed.composedGestures
    return type(of: composed).recomposed(bareGesture(parts.first), bareGesture(parts.second))
}
