import Foundation
@testable import TargetAction

/// What the checker knows of one attached gesture's current touch sequence: from its callbacks,
/// which its closures record as they run, and from its recognizer's transitions (R59-R66).
///
/// A sequence is one attempt of the gesture's recognizer: it starts with the first touch the idle
/// recognizer gets and ends when the recognizer resets to `.possible` (R5, R59).
struct FuzzValueLedger {
    struct Node {
        /// Its `onEnded` ran.
        var ended = false
        /// Its `@GestureState` was reset: it ended or failed, and is done for the sequence (R59).
        var finished = false
        /// Its `updating` ran since its state was last reset.
        var active = false
        /// A composition: a callback ran in its second child's branch.
        var secondRan = false
        var lastChanged: FuzzGestureValue?
        /// What its `@GestureState` holds.
        var state: Int
    }

    var nodes: [Node]
    /// The recognizer failed or was cancelled in this sequence.
    var abandoned: GestureRecognizer.State?
    /// R66: why the gesture may not recognize in this sequence.
    var blocked: String?
    /// The gesture cancelled itself, or its mask lost `.gesture`, from one of its own callbacks:
    /// the rest of that update's callbacks still run (one update's callbacks are one batch), and
    /// from the next step on this is ``abandoned`` or ``blocked``.
    var abandonedByItself: GestureRecognizer.State?
    var blockedByItself: String?
    /// It was removed with `remove()` from one of its own callbacks, in this step.
    var removedByItself = false
    /// One of its own callbacks changed the scene (disabled or removed something), in this step.
    var changedByItself = false
    /// The scene was changed by a step during the sequence (a view removed, a mask set...).
    var disturbed = false
    /// What `onPressingChanged` said last (R62); carried from one sequence to the next.
    var pressing = false
}

/// The checker's record of every attached gesture of the scene.
struct FuzzValueBook {
    typealias Entry = (node: FuzzSceneSpec.GestureNodeSpec, parent: Int?, childIndex: Int, size: Int)

    let specs: [FuzzSceneSpec.ValueGestureSpec]
    /// Each gesture's nodes, in the order its builder numbers them.
    let nodes: [[Entry]]
    var ledgers: [FuzzValueLedger]

    init(spec: FuzzSceneSpec) {
        specs = spec.valueGestures
        nodes = spec.valueGestures.map(\.nodes)
        ledgers = nodes.map { FuzzValueLedger(nodes: $0.map { FuzzValueLedger.Node(state: $0.node.initialState) }) }
    }

    /// Gesture `index`'s next touch sequence starts: nothing ran in it yet.
    mutating func startSequence(_ index: Int, pressing: Bool? = nil) {
        let carried = pressing ?? ledgers[index].pressing
        ledgers[index] = FuzzValueLedger(nodes: nodes[index].map { FuzzValueLedger.Node(state: $0.node.initialState) })
        ledgers[index].pressing = carried
    }
}

extension FuzzChecker {
    // MARK: Transitions of an attached gesture's recognizer

    /// R66, R67: a masked-out or nil gesture never leaves `.possible` but to fail; R60: a failure
    /// or a cancel ends the sequence's callbacks; at the reset, a gesture that ended ran `onEnded`.
    func valueRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        guard let (gesture, isCurrent) = scene.values.gesture(of: recognizer), isCurrent else { return }
        let spec = valueBook.specs[gesture]
        let me = name(recognizer)
        if old == .possible, new == .began || new == .ended {
            if let reason = valueBook.ledgers[gesture].blocked {
                fail("R66", "\(me) left .possible for \(new) although \(reason): it may not recognize in this touch sequence.")
            }
            if spec.isNil { fail("R67", "\(me) runs an attached nil gesture, yet left .possible for \(new).") }
        }
        switch new {
        case .failed, .cancelled:
            if valueGestureInCallback == gesture {
                if valueBook.ledgers[gesture].abandonedByItself == nil { valueBook.ledgers[gesture].abandonedByItself = new }
            } else if valueBook.ledgers[gesture].abandoned == nil {
                valueBook.ledgers[gesture].abandoned = new
            }
            if old == .possible, valueBook.ledgers[gesture].blocked != nil { count("value gesture kept from recognizing by a mask") }
        case .possible:
            let ledger = valueBook.ledgers[gesture]
            if old == .ended, spec.root.modifiers.contains(.onEnded), !ledger.nodes[0].ended, !ledger.disturbed {
                fail("R60", "\(me) ended and reset, but its gesture's onEnded never ran: it runs once when the gesture ends.")
            }
            valueBook.startSequence(gesture)
        default:
            break
        }
    }

    // MARK: Callbacks

    /// One callback of an attached gesture ran: checked, then it does what the scene's spec says.
    func valueGesture(ran callback: FuzzGestureCallback) {
        check(callback)
        let outer = valueGestureInCallback
        valueGestureInCallback = callback.gesture
        defer { valueGestureInCallback = outer }
        onValueCallback?(callback)
    }

    /// R59-R62, R65, R66 at the moment a callback runs.
    private func check(_ callback: FuzzGestureCallback) {
        let gesture = callback.gesture, node = callback.node
        let entries = valueBook.nodes[gesture]
        let entry = entries[node]
        count("value \(entry.node.label) → \(callback.kind.name)")
        if trace { print("    \(callback)") }
        let me = "g\(gesture)'s \(entry.node.label) (node \(node))"
        let attached = scene.values.attached[gesture]
        let isCallback: Bool = switch callback.kind {
        case .reset, .pressing(false): false
        default: true
        }
        if let value = callback.value, !value.nonFiniteParts.isEmpty {
            let rule = switch entry.node.kind {
            case .drag: "R63"
            case .spatialTap: "R61"
            default: "R64"
            }
            fail(rule, "\(me)'s \(callback.kind.name) got \(value), whose \(value.nonFiniteParts) is not finite.")
        }
        let removed = callback.generation != scene.values.generations[gesture] || attached.view == nil
        guard !removed || !isCallback || valueBook.ledgers[gesture].removedByItself else {
            // A removed gesture only resets its states and says it no longer presses (R60, R62).
            return fail("R60", "\(me) ran \(callback.kind.name) after the gesture was removed with remove().")
        }
        guard callback.generation == scene.values.generations[gesture] else { return }
        let recognizer = attached.recognizer
        if isCallback, !valueBook.ledgers[gesture].changedByItself, recognizer.view?.window !== scene.window || !recognizer.isEnabled {
            return fail("R60", "\(me) ran \(callback.kind.name) while its recognizer is \(recognizer.isEnabled ? "out of the window" : "disabled"): a gesture removed from its window or disabled runs no callback; its states only reset.")
        }
        if case .reset = callback.kind, recognizer.engine == nil { return }   // the sequence is over: its recognizer reset (R5)
        var ledger = valueBook.ledgers[gesture]
        defer { valueBook.ledgers[gesture] = ledger }
        if isCallback {
            if let reason = ledger.blocked { fail("R66", "\(me) ran \(callback.kind.name) although \(reason): it may not recognize in this touch sequence.") }
            if let state = ledger.abandoned {
                fail("R60", "\(me) ran \(callback.kind.name) after its recognizer \(state == .failed ? "failed" : "was cancelled") in this touch sequence: a gesture that fails or is cancelled runs no callback; its states only reset.")
            }
        }
        let running = { (what: String) in
            if ledger.nodes[node].ended {
                self.fail("R59", "\(me) ran \(what) after its onEnded in the same touch sequence: a gesture that ended ignores the rest of the sequence.")
            } else if ledger.nodes[node].finished {
                self.fail("R59", "\(me) ran \(what) after its @GestureState was reset in the same touch sequence: it had ended or failed, and ignores the rest of the sequence.")
            }
            if entry.node.isTap { self.fail("R61", "\(me) ran \(what): a tap is never active (no updating, no onChanged).") }
            if case .longPress = entry.node.kind, callback.value != .press(true) {
                self.fail("R62", "\(me) ran \(what) with \(callback.value.map(\.description) ?? "nothing"): a long press is active with true.")
            }
        }
        switch callback.kind {
        case let .updating(state):
            running("updating")
            if state != ledger.nodes[node].state {
                fail("R60", "\(me)'s updating was handed the state \(state), but its @GestureState holds \(ledger.nodes[node].state): updating runs with the state's current value.")
            }
            ledger.nodes[node].state = state + 1
            ledger.nodes[node].active = true
        case .onChanged:
            running("onChanged")
            if let value = callback.value, value == ledger.nodes[node].lastChanged {
                fail("R60", "\(me)'s onChanged ran twice in a row in one touch sequence with the same value \(value): it runs only when the value differs from the last it got.")
            }
            ledger.nodes[node].lastChanged = callback.value
        case .onEnded:
            if ledger.nodes[node].ended {
                fail("R60", "\(me)'s onEnded ran a second time in one touch sequence: it runs once, when the gesture ends.")
            } else if ledger.nodes[node].finished {
                fail("R60", "\(me)'s onEnded ran after its @GestureState was reset without it: the gesture had failed, and a failure runs no onEnded.")
            }
            if node == 0, recognizer.committedState != .ended {
                fail("R69", "\(me)'s onEnded ran while its recognizer is \(recognizer.committedState): the recognizer ends when the attached gesture ends, before its callbacks run.")
            }
            if node == 0, ledger.pressing {
                fail("R62", "onLongPressGesture's perform ran on \(me) while its onPressingChanged last said true: it says false when the press ends, before perform.")
            }
            checkChildrenEnded(of: node, in: gesture, ledger)
            ledger.nodes[node].ended = true
        case let .reset(from):
            if from != ledger.nodes[node].state {
                fail("R60", "\(me)'s @GestureState reset: closure got \(from), but the state held \(ledger.nodes[node].state): it gets the current value.")
            }
            ledger.nodes[node].state = entry.node.initialState
            ledger.nodes[node].active = false
            ledger.nodes[node].finished = true
        case let .pressing(pressing):
            if pressing == ledger.pressing {
                fail("R62", "\(me)'s onPressingChanged(\(pressing)) ran twice in a row: true at the touch-down, false when the press ends or fails.")
            }
            ledger.pressing = pressing
        }
        if isCallback, !(callback.kind == .pressing(true)) {
            checkBranches(of: node, in: gesture, &ledger, me: me, callback: callback.kind.name)
        }
    }

    /// R65: a callback in a composition's branch. `exclusively`: the second branch runs only once
    /// the first failed (never after the first ended), and the first, failed, runs nothing after.
    /// `sequenced`: the second branch runs only once the first ended, and the first nothing after.
    private func checkBranches(of node: Int, in gesture: Int, _ ledger: inout FuzzValueLedger, me: String, callback: String) {
        let entries = valueBook.nodes[gesture]
        var child = node
        while let parent = entries[child].parent {
            let first = parent + 1
            let inSecond = entries[child].childIndex == 1
            switch entries[parent].node.kind {
            case .exclusive:
                if inSecond, ledger.nodes[first].ended {
                    fail("R65", "\(me) ran \(callback) in the second branch of the exclusive gesture (node \(parent)) after its first (node \(first)) ended: the first wins whenever both could.")
                } else if !inSecond, ledger.nodes[parent].secondRan {
                    fail("R65", "\(me) ran \(callback) in the first branch of the exclusive gesture (node \(parent)) after its second branch ran: the second runs only once the first failed, and a failed gesture does nothing more.")
                }
            case .sequenced:
                if inSecond, entries[first].node.modifiers.contains(.onEnded), !ledger.nodes[first].ended {
                    fail("R65", "\(me) ran \(callback) in the second branch of the sequence (node \(parent)) before its first (node \(first)) ended: the second gets events only after the first ended.")
                } else if !inSecond, ledger.nodes[parent].secondRan {
                    fail("R65", "\(me) ran \(callback) in the first branch of the sequence (node \(parent)) after its second branch ran: the first had ended and ignores the rest of the sequence.")
                }
            default:
                break
            }
            if inSecond { ledger.nodes[parent].secondRan = true }
            child = parent
        }
    }

    /// R65: a composition ends only as its children do: `simultaneously` once at least one ended,
    /// `exclusively` once one of them ended, `sequenced` once both ended (children whose `onEnded`
    /// shows it).
    private func checkChildrenEnded(of node: Int, in gesture: Int, _ ledger: FuzzValueLedger) {
        let entries = valueBook.nodes[gesture]
        guard entries[node].node.children.count == 2 else { return }
        let first = node + 1, second = node + 1 + entries[node + 1].size
        let shows = [first, second].filter { entries[$0].node.modifiers.contains(.onEnded) }
        let me = "g\(gesture)'s \(entries[node].node.label) (node \(node))"
        switch entries[node].node.kind {
        case .simultaneous, .exclusive:
            if shows.count == 2, !shows.contains(where: { ledger.nodes[$0].ended }) {
                fail("R65", "\(me) ran onEnded, but neither of its gestures (nodes \(first), \(second)) ran its onEnded: it ends only with one of them ended.")
            }
        case .sequenced:
            for child in shows where !ledger.nodes[child].ended {
                fail("R65", "\(me) ran onEnded, but its \(child == first ? "first" : "second") gesture (node \(child)) never ran its onEnded: a sequence ends when both have.")
            }
        default:
            break
        }
    }

    // MARK: What holds after every step, and at rest

    /// R60: the states of a gesture whose recognizer is idle or finished are at their initial
    /// values (a long press that ended with its finger down has already reset them); R62: an idle
    /// press is not pressing; R65: of an exclusive gesture's two branches, never both active.
    func checkValueGesturesSettled(atRest: Bool = false) {
        for (gesture, attached) in scene.values.attached.enumerated() {
            let recognizer = attached.recognizer
            let idle = recognizer.engine == nil
            let entries = valueBook.nodes[gesture]
            // The update in which it stopped or removed itself is over.
            valueBook.ledgers[gesture].removedByItself = false
            valueBook.ledgers[gesture].changedByItself = false
            if let state = valueBook.ledgers[gesture].abandonedByItself, valueBook.ledgers[gesture].abandoned == nil {
                valueBook.ledgers[gesture].abandoned = state
            }
            if let reason = valueBook.ledgers[gesture].blockedByItself, valueBook.ledgers[gesture].blocked == nil {
                valueBook.ledgers[gesture].blocked = reason
            }
            if idle || recognizer.committedState.isTerminal {
                for (node, state) in scene.values.states[gesture].sorted(by: { $0.key < $1.key })
                where state.wrappedValue != entries[node].node.initialState {
                    fail("R60", "\(atRest ? "at rest, " : "")\(name(recognizer)) is \(idle ? "idle" : "\(recognizer.committedState)"), but the @GestureState of its \(entries[node].node.label) (node \(node)) reads \(state.wrappedValue), not its initial \(entries[node].node.initialState): it goes back when the gesture ends, fails or is cancelled.")
                }
            }
            let ledger = valueBook.ledgers[gesture]
            if idle || recognizer.committedState.isTerminal, ledger.pressing {
                fail("R62", "\(atRest ? "at rest, " : "")\(name(recognizer)) is \(idle ? "idle" : "\(recognizer.committedState)"), but its onPressingChanged last said true: it says false the moment the press ends or fails.")
            }
            for (parent, entry) in entries.enumerated() {
                guard case .exclusive = entry.node.kind else { continue }
                let first = parent + 1, second = first + entries[first].size
                let firstActive = (first..<second).filter { ledger.nodes[$0].active }
                let secondActive = (second..<parent + entry.size).filter { ledger.nodes[$0].active }
                if !firstActive.isEmpty, !secondActive.isEmpty {
                    fail("R65", "g\(gesture)'s exclusive gesture (node \(parent)) has both branches active: nodes \(firstActive) of its first and \(secondActive) of its second ran updating and were not reset. The second recognizes only after the first fails.")
                }
            }
        }
        if atRest { count("value gestures at rest") }
    }

    func checkValueGesturesAtRest() {
        checkValueGesturesSettled(atRest: true)
    }
}
