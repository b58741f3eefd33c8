import Foundation
@testable import TargetAction

/// What the checker keeps about states set by hand (R5, addition).
struct FuzzHandSetModel {
    /// Recognizers (by index) in a terminal state set by hand, and that state.
    var states: [Int: GestureRecognizer.State] = [:]
    /// Recognizers whose state set by hand just ended, and what ended it: `.possible` from then on.
    var ended: [Int: String] = [:]
    /// The recognizer being set by hand, and the handler calls heard meanwhile.
    var setting: Int?
    var heard: [(index: Int, state: GestureRecognizer.State)] = []
    /// What the last set left it in, as the rules say.
    var last: GestureRecognizer.State = .possible
    /// What else the scene was just before the states were set.
    var before: [String] = []
    /// What the run did (transitions, actions, deliveries, offsets), hashed, with where each step
    /// ended in it: to compare with a run of the same steps without those that set states by hand.
    var log: [Int]?
    var stepEnds: [Int] = []
    /// Recognizers whose state a callback set by hand: one asked about a touch (its delegate's
    /// `shouldReceive`) joins that touch's attempt in the state set, and resets when it is over.
    var setFromCallback: Set<Int> = []
}

/// R5 (addition): a terminal state set through `state` with no touch on the recognizer stays until
/// it is next set or the recognizer is next touched; the touch resets it before anything else, and
/// a handler called by hand reads it. Nothing else changes: the setter sends no one else an action,
/// and the run goes on as it would have without it (FuzzCampaign+HandSetState.swift).
extension FuzzChecker {
    /// What the rules say setting `requested` on a recognizer at `current` leads to: from `.possible`
    /// (or a terminal state, which the set resets first) R7 may turn a leave into `.failed`.
    func handSetResult(_ index: Int, from current: GestureRecognizer.State, to requested: GestureRecognizer.State) -> GestureRecognizer.State {
        let recognizer = scene.recognizers[index]
        let from: GestureRecognizer.State = current.isTerminal ? .possible : current
        guard from == .possible, requested != .failed else { return requested }
        let mayBegin = (scene.delegates[index]?.spec.shouldBegin ?? true) && (recognizer.view as? FuzzView)?.refusesToBegin != true
        return mayBegin ? requested : .failed
    }

    func handSetWillBegin(_ index: Int) {
        handSet.setting = index
        handSet.heard = []
        handSet.before = sceneApart(from: index)
    }

    /// After `state = requested`: it reads what the rules say, and only its own handler heard it.
    func handSetDidSet(_ index: Int, from current: GestureRecognizer.State, to requested: GestureRecognizer.State) {
        let recognizer = scene.recognizers[index]
        let expected = handSetResult(index, from: current, to: requested)
        handSet.last = expected
        count("state set by hand: \(expected)")
        if recognizer.state != expected || recognizer.committedState != expected {
            fail("R5", "r\(index), set by hand from \(current) to \(requested), reads \(recognizer.state) (committed \(recognizer.committedState)), not \(expected).")
        }
        let heard = handSet.heard.map { "r\($0.index) \($0.state)" }
        let wanted = expected.sendsActions ? ["r\(index) \(expected)"] : []
        if heard != wanted {
            fail("R5", "r\(index), set by hand to \(requested), made the handlers hear \(heard), not \(wanted).")
        }
        handSet.heard = []
    }

    /// The fake calls the handler itself: it reads the state just set (R5, addition).
    func handSetDidCallHandler(_ index: Int) {
        let expected = handSet.last
        let heard = handSet.heard.map { "r\($0.index) \($0.state)" }
        count("handler called by hand")
        if heard != ["r\(index) \(expected)"] {
            fail("R5", "r\(index), set by hand to \(expected), then its handler called by hand: the handler read \(heard).")
        }
        handSet.heard = []
    }

    func handSetDidEnd(_ index: Int) {
        let state = scene.recognizers[index].committedState
        if state.isTerminal { handSet.states[index] = state }
        handSet.setting = nil
        let after = sceneApart(from: index)
        if let changed = after.indices.first(where: { $0 >= handSet.before.count || handSet.before[$0] != after[$0] }) {
            fail("R5", "setting r\(index)'s state by hand changed something else: \(changed < handSet.before.count ? handSet.before[changed] : "nothing") became \(after[changed]).")
        }
    }

    /// A handler call while a state is being set by hand: heard, and nothing the spec says runs.
    func handSetHeardHandler(_ recognizer: GestureRecognizer) {
        handSet.heard.append((index(recognizer), recognizer.state))
    }

    /// Everything but recognizer `index`, as strings: the others' states, touches and engagement,
    /// the window's touches, the scroll views' offsets, the clock, the events and deliveries so far.
    private func sceneApart(from index: Int) -> [String] {
        let mine = scene.recognizers[index]
        var parts = scene.allRecognizers.filter { $0 !== mine }.map { other in
            "\(name(other)): \(other.committedState) reads \(other.state) pending \(other.attempt.pendingLeave.map { "\($0)" } ?? "-") touches \(other.trackedTouches.count)/\(other.attempt.sequenceTouches.count) \(other.engine == nil ? "idle" : "engaged") \(other.isEnabled ? "enabled" : "disabled")"
        }
        parts.append("window: \(scene.window.activeTouches.count) touches, \(scene.window.engagedGestureRecognizers.count) engaged, clock \(scene.window.clock.now), \(events) events, \(counts.filter { $0.key.hasPrefix("view ") }.values.reduce(0, +)) deliveries")
        for case let scrollView as ScrollView in scene.views { parts.append("\(describe(scrollView)).contentOffset \(scrollView.contentOffset)") }
        return parts
    }

    // MARK: What ends a state set by hand

    /// A touch went down on `recognizer`'s view or below (the reference routing): enabled, it is
    /// touched, and its state set by hand ends before anything else.
    func handSetTouched(_ recognizer: GestureRecognizer) {
        let index = index(recognizer)
        guard recognizer.isEnabled, let state = handSet.states.removeValue(forKey: index) else { return }
        handSet.ended[index] = "a touch went down on \(describe(recognizer.view)) (it read \(state))"
        count("state set by hand ended by a touch")
    }

    /// Disabling or removing `recognizer` ends its attempt, and with it a state set by hand (R12, R13).
    func handSetMayEnd(_ index: Int, because reason: String) {
        guard let state = handSet.states.removeValue(forKey: index) else { return }
        handSet.ended[index] = "\(reason) (it read \(state))"
    }

    /// When recognizer `index` receives a touch: a state set by hand that the touch ended is gone.
    func checkHandSetReset(_ recognizer: GestureRecognizer, _ index: Int, phase: Touch.Phase) {
        if let state = handSet.states[index] {
            if handSet.setFromCallback.contains(index), phase == .began {   // set while the touch was being routed
                handSet.states[index] = nil
                handSet.ended[index] = "a touch went down on its view after a callback set it (it read \(state))"
            } else {
                fail("R5", "r\(index), set by hand to \(state), received touches\(phase.description.capitalized) although no touch went down on its view or below.")
            }
        }
        guard let reason = handSet.ended.removeValue(forKey: index) else { return }
        if recognizer.committedState != .possible || recognizer.state != .possible {
            fail("R5", "r\(index), set by hand, received its next touch in \(recognizer.committedState): \(reason), which should have reset it to .possible first.")
        }
    }

    /// After an event: a recognizer a touch went down on, whose state set by hand that ended, and
    /// which did not receive the touch (its delegate refused it), reads `.possible`.
    func checkHandSetEndedByTouch() {
        for (index, reason) in handSet.ended.sorted(by: { $0.key < $1.key }) where reason.hasPrefix("a touch") {
            let recognizer = scene.recognizers[index]
            if recognizer.engine != nil, handSet.setFromCallback.contains(index) {   // a callback set it as the touch was routed
                handSet.ended[index] = nil
                continue
            }
            if recognizer.state != .possible || recognizer.committedState != .possible {
                fail("R5", "r\(index), set by hand, reads \(recognizer.state) after \(reason), which should have reset it to .possible.")
            }
            handSet.ended[index] = nil
        }
    }

    /// After every step: a state set by hand still reads; one that ended reads `.possible`.
    func checkHandSetStates() {
        for (index, state) in handSet.states.sorted(by: { $0.key < $1.key }) {
            let recognizer = scene.recognizers[index]
            if recognizer.engine != nil, handSet.setFromCallback.contains(index) {
                handSet.states[index] = nil
                count("state set by hand from a callback, taken into a touch's attempt")
                continue
            }
            // A callback enabled or re-added it while a touch was routed: that touch reset it.
            if recognizer.committedState == .possible, hostileModel.changesThisStep > 0, handSet.setFromCallback.contains(index) {
                handSet.states[index] = nil
                count("state set by hand from a callback, reset by a touch routed as the scene changed")
                continue
            }
            if recognizer.state != state || recognizer.committedState != state || recognizer.engine != nil {
                fail("R5", "r\(index), set by hand to \(state), reads \(recognizer.state)\(recognizer.engine == nil ? "" : ", engaged") although it was neither set again nor touched.")
            }
        }
        for (index, reason) in handSet.ended.sorted(by: { $0.key < $1.key }) where scene.recognizers[index].engine == nil {
            let recognizer = scene.recognizers[index]
            if recognizer.state != .possible || recognizer.committedState != .possible {
                fail("R5", "r\(index), set by hand, reads \(recognizer.state) after \(reason), which should have reset it to .possible.")
            }
        }
        handSet.ended.removeAll()
    }

    // MARK: The run, for comparison

    /// Logs one thing the run did, when the run is to be compared.
    func logForComparison(_ parts: Int...) {
        logForComparison(parts)
    }

    func logForComparison(_ parts: [Int]) {
        guard handSet.log != nil else { return }
        var hasher = Hasher()
        for part in parts { hasher.combine(part) }
        handSet.log!.append(hasher.finalize())
    }

    /// An identity for `recognizer` that a fresh scene gives it too.
    func comparisonKey(_ recognizer: GestureRecognizer) -> Int {
        let index = index(recognizer)
        return index >= 0 ? index : name(recognizer).hashValue
    }

    /// After a step that sets no state by hand: the scroll views' offsets, and where the step ended.
    func logStepForComparison() {
        guard handSet.log != nil else { return }
        for case let scrollView as ScrollView in scene.views {
            logForComparison(scrollView.contentOffset.x.bitPattern.hashValue, scrollView.contentOffset.y.bitPattern.hashValue)
        }
        handSet.stepEnds.append(handSet.log!.count)
    }
}
