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
}

extension SimultaneousGesture: ComposedGesture {
    package var composedGestures: (first: any Gesture, second: any Gesture) { (first, second) }
    package static func recomposed(_ first: any Gesture, _ second: any Gesture) -> any Gesture {
        composeSimultaneously(first, second)
    }
}

extension SequenceGesture: ComposedGesture {
    package var composedGestures: (first: any Gesture, second: any Gesture) { (first, second) }
    package static func recomposed(_ first: any Gesture, _ second: any Gesture) -> any Gesture {
        composeInSequence(first, second)
    }
}

extension ExclusiveGesture: ComposedGesture {
    package var composedGestures: (first: any Gesture, second: any Gesture) { (first, second) }
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
