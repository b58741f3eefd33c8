import Foundation

// Playing an attached gesture by hand, as `Mocks`' `change(to:)`, `end(with:)` and `cancel()` do:
// a value set on the nodes its ``GestureStructure`` names goes up the real tree, so every callback
// and `@GestureState` of the whole gesture runs as R60 says. Nothing here runs for touches.

/// A phase a test plays, its value's type erased.
package enum PlayedPhase {
    case active(Any)
    case ended(Any)
}

/// One side of a composition, on the way from an attached gesture to a gesture inside it.
package enum CompositionSide: Sendable {
    case first, second
}

extension AttachedGesture {
    /// Plays `phase` on the gesture at `path` inside this one (nil: cancels what was played), and
    /// runs the whole gesture's callbacks; returns why it could not, or nil.
    package func play(_ phase: PlayedPhase?, at path: [CompositionSide]) -> String? {
        valueRecognizer.play(phase, at: path)
    }
}

extension ValueGestureRecognizer {
    /// See ``AttachedGesture/play(_:at:)``.
    func play(_ phase: PlayedPhase?, at path: [CompositionSide]) -> String? {
        if let reason = whyNotPlayable { return reason }
        guard let phase else {
            endPlay(abandoning: true)
            return nil
        }
        var place = structure
        var compositions: [(composition: GestureStructure, side: CompositionSide)] = []
        for side in path {
            guard place.isComposition else { return "there is no gesture at that place; inspect it again." }
            compositions.append((place, side))
            place = place.parts[side == .first ? 0 : 1]
        }
        for step in compositions where step.side == .second && step.composition.kind == .sequence
            && step.composition.parts[0].node.status != .ended {
            return "the second gesture of a sequence runs only once the first ended; play the SequenceGesture with .second(firstValue, value)."
        }
        guard place.play(phase, sidesBare: true) else {
            return "that value cannot be played: a sequence ends only with .second(v, w), a simultaneous gesture with at least one side."
        }
        for step in compositions where step.side == .second && step.composition.kind == .exclusive {
            step.composition.parts[0].failForPlay()   // the second side runs once the first failed
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
        if maskExclusion != nil {
            return "a gesture around it has a mask without .subviews (R66), so no touch would run it."
        }
        if root is any NeverPlayed {
            return "it never recognizes (R67): it is nil, or a problem with it was reported when it was attached."
        }
        return nil
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

extension GestureStructure {
    /// Takes `phase` as the phase of the gesture here, under its callbacks; false when the value is
    /// not of its type or cannot be played so. A composed value is split among its parts: its
    /// sides are bare (as `inspectGesture` gives their types) when `sidesBare`, else as the parts
    /// report them, through their `map`s.
    func play(_ phase: PlayedPhase, sidesBare: Bool) -> Bool {
        switch kind {
        case .single:
            return (node as? any PlayedNode)?.take(phase) ?? false
        case .body:
            return parts[0].playAsReported(phase)
        case .sequence, .simultaneous, .exclusive:
            guard let (one, other) = partPhases(phase) else { return false }
            for (part, partPhase) in [(parts[0], one), (parts[1], other)] {
                switch partPhase {
                case .untouched: continue
                case .failed: part.failForPlay()
                case .played(let played):
                    guard sidesBare ? part.play(played, sidesBare: true) : part.playAsReported(played) else { return false }
                }
            }
            return true
        }
    }

    /// Takes `phase`, whose value is as the gesture here reports it, through its `map`s: a mapped
    /// value stands on the outermost `map`'s node, as it cannot be undone.
    private func playAsReported(_ phase: PlayedPhase) -> Bool {
        let maps = links.contains { if case .map = $0 { true } else { false } }
        guard maps else { return play(phase, sidesBare: false) }
        return (top as? any PlayedNode)?.take(phase) ?? false
    }

    /// Takes failed as the phase of the gesture here, as a played composition's side.
    func failForPlay() {
        switch kind {
        case .single: (node as? any PlayedNode)?.failForPlay()
        case .body: parts[0].failForPlay()
        case .sequence, .simultaneous, .exclusive: parts.forEach { $0.failForPlay() }
        }
    }

    /// What a composed value played says of each part; nil: it cannot be played so (a sequence
    /// ends only with `.second(v, w)`, a simultaneous gesture only with a side).
    private func partPhases(_ phase: PlayedPhase) -> (PartPhase, PartPhase)? {
        let (value, ending): (Any, Bool) = switch phase {
        case .active(let value): (value, false)
        case .ended(let value): (value, true)
        }
        guard let sides = (value as? any ComposedValue)?.sides else { return nil }
        let played = { (side: Any?, otherwise: PartPhase) -> PartPhase in
            guard let side else { return otherwise }
            return .played(ending ? .ended(side) : .active(side))
        }
        switch (kind, sides.tag) {
        case (.simultaneous, _):
            guard !ending || sides.first != nil || sides.second != nil else { return nil }
            return (played(sides.first, ending ? .failed : .untouched), played(sides.second, ending ? .failed : .untouched))
        case (.sequence, 0):
            guard !ending, let first = sides.first else { return nil }
            return (.played(.active(first)), .untouched)
        case (.sequence, _):
            guard let first = sides.first, !ending || sides.second != nil else { return nil }
            return (.played(.ended(first)), played(sides.second, .untouched))
        case (.exclusive, 0):
            return (played(sides.first, .untouched), .untouched)
        case (.exclusive, _):
            return (.failed, played(sides.second, .untouched))
        default:
            return nil
        }
    }

    /// A played phase of one part of a composition.
    private enum PartPhase {
        case untouched, failed, played(PlayedPhase)
    }
}

/// A node a test sets a phase on: any node of a gesture that can recognize.
protocol PlayedNode: AnyObject {
    /// Takes `phase` as its own; false when its value is not of its type.
    func take(_ phase: PlayedPhase) -> Bool
    /// Takes failed as its phase.
    func failForPlay()
}

extension GestureNode: PlayedNode {
    func take(_ phase: PlayedPhase) -> Bool {
        guard !(self is any NeverPlayed) else { return false }
        switch phase {
        case .active(let value as Value): self.phase = .active(value)
        case .ended(let value as Value): self.phase = .ended(value)
        default: return false
        }
        return true
    }

    func failForPlay() {
        phase = .failed
    }
}

/// A node that never recognizes (R67), which no test plays either.
protocol NeverPlayed {}
extension FailingNode: NeverPlayed {}
