import Foundation

// Playing an attached gesture by hand, as `Mocks`' `change(to:)`, `end(with:)` and `cancel()` do:
// a value set on the gesture's node goes up its real tree, so every callback and `@GestureState`
// of the whole gesture runs as R60 says.

/// A phase a test plays, its value's type erased.
package enum PlayedPhase {
    case active(Any)
    case ended(Any)
}

/// One side of a composition, on the way from an attached gesture to a gesture inside it.
package enum CompositionSide: Sendable {
    case first, second
}

/// What a played composed value says of the composition's two gestures; nil: it cannot be played
/// so (a sequence ends only with `.second(v, w)`, a simultaneous gesture only with a side).
protocol ComposedValue {
    func childPhases(ending: Bool) -> (first: ChildPhase, second: ChildPhase)?
}

/// A played phase of one side of a composition.
enum ChildPhase {
    case untouched, active(Any), ended(Any), failed

    init(_ value: Any?, ending: Bool, otherwise: ChildPhase) {
        guard let value else {
            self = otherwise
            return
        }
        self = ending ? .ended(value) : .active(value)
    }
}

extension SimultaneousGesture.Value: ComposedValue {
    func childPhases(ending: Bool) -> (first: ChildPhase, second: ChildPhase)? {
        guard !ending || first != nil || second != nil else { return nil }
        return (ChildPhase(first, ending: ending, otherwise: ending ? .failed : .untouched),
                ChildPhase(second, ending: ending, otherwise: ending ? .failed : .untouched))
    }
}

extension SequenceGesture.Value: ComposedValue {
    func childPhases(ending: Bool) -> (first: ChildPhase, second: ChildPhase)? {
        switch self {
        case .first(let value):
            return ending ? nil : (.active(value), .untouched)
        case .second(let firstValue, let secondValue):
            if ending, secondValue == nil { return nil }
            return (.ended(firstValue), ChildPhase(secondValue, ending: ending, otherwise: .untouched))
        }
    }
}

extension ExclusiveGesture.Value: ComposedValue {
    func childPhases(ending: Bool) -> (first: ChildPhase, second: ChildPhase)? {
        switch self {
        case .first(let value): (ChildPhase(value, ending: ending, otherwise: .untouched), .untouched)
        case .second(let value): (.failed, ChildPhase(value, ending: ending, otherwise: .untouched))
        }
    }
}

extension AttachedGesture {
    /// Plays `phase` on the gesture at `path` inside this one (nil: cancels what was played), and
    /// runs the whole gesture's callbacks; returns why it could not, or nil.
    package func play(_ phase: PlayedPhase?, at path: [CompositionSide]) -> String? {
        valueRecognizer.play(phase, on: gesture, at: path)
    }
}

extension ValueGestureRecognizer {
    /// See ``AttachedGesture/play(_:at:)``.
    func play(_ phase: PlayedPhase?, on gesture: any Gesture, at path: [CompositionSide]) -> String? {
        if let reason = whyNotPlayable { return reason }
        guard let phase else {
            endPlay(abandoning: true)
            return nil
        }
        guard let (node, compositions) = node(for: gesture, at: path) else {
            return "there is no gesture at that place; inspect it again."
        }
        for (composition, side) in compositions where side == .second {
            if let reason = composition.whySecondCannotBePlayed { return reason }
        }
        guard node.play(phase) else {
            return "that value cannot be played: a sequence ends only with .second(v, w), a simultaneous gesture with at least one side."
        }
        for (composition, side) in compositions where side == .second {
            composition.failFirstForSecond()
        }
        isBeingPlayed = true
        updateAndDeliver()
        if root.status.isTerminal { endPlay(abandoning: false) }
        return nil
    }

    /// Why a test may not play this gesture now; nil when it may.
    private var whyNotPlayable: String? {
        guard view != nil else {
            return "it was removed from its view, so no touch would run it."
        }
        if engine != nil || !attempt.tracked.isEmpty || committedState != .possible {
            return "real touches are running it; play it when no touch is down on its view."
        }
        if !mask.contains(.gesture) || !isEnabled {
            return "it is disabled (its mask lacks .gesture), so no touch would run it; enable it first."
        }
        if isKeptFromRecognizing {
            return "a gesture around it has a mask without .subviews (R66), so no touch would run it."
        }
        return nil
    }

    /// The node of the gesture at `path` inside `gesture` (whose node is ``root``), and the
    /// compositions on the way with the side taken at each.
    private func node(for gesture: any Gesture, at path: [CompositionSide])
        -> (AnyGestureNode, [(AnyGestureNode, CompositionSide)])? {
        var node = stepThroughWrappers(of: gesture, from: root)
        var current = gesture
        var compositions: [(AnyGestureNode, CompositionSide)] = []
        for side in path {
            guard let composition = node, let composed = gestureChain(of: current).core as? any ComposedGesture else { return nil }
            let parts = composed.composedGestures
            current = side == .first ? parts.first : parts.second
            compositions.append((composition, side))
            node = composition.child(side).flatMap { stepThroughWrappers(of: current, from: $0) }
        }
        return node.map { ($0, compositions) }
    }

    /// From the node of `gesture`, the node of the gesture under its callbacks and `map`s.
    private func stepThroughWrappers(of gesture: any Gesture, from node: AnyGestureNode) -> AnyGestureNode? {
        var node: AnyGestureNode? = node
        var current = gesture
        while let linking = current as? any LinkingGesture {
            if !(linking is any AnyGestureMarker) { node = node?.wrappedNode }
            current = linking.wrappedGesture
        }
        return node
    }

    /// Runs the whole gesture's callbacks for what was played.
    private func updateAndDeliver() {
        root.refresh(in: self)
        updateCount &+= 1
        root.deliver(in: self)
        let resets = pendingResets
        pendingResets = []
        for storage in resets { reset(storage) }
    }

    /// Ends what a test played: its states reset (abandoning: without callbacks), the tree afresh.
    func endPlay(abandoning: Bool) {
        guard isBeingPlayed else { return }
        isBeingPlayed = false
        if abandoning { root.abandon(in: self) }
        let resets = pendingResets   // an onEnded that removed its gesture: its states still reset
        pendingResets = []
        for storage in resets { reset(storage) }
        root.reset()
    }
}

/// ``AnyGesture``, which has no node of its own: its gesture's node stands for it.
protocol AnyGestureMarker {}
extension AnyGesture: AnyGestureMarker {}
