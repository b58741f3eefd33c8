import Foundation

/// A recognizer's actions waiting to go out for a state it entered (R4), or an attached gesture's
/// callbacks waiting to run (R60, R69).
struct PendingAction {
    let recognizer: GestureRecognizer
    let state: GestureRecognizer.State
    /// The callbacks of the value gesture ``recognizer`` runs, not its actions.
    var isValueUpdate = false
}

extension GestureEngine {
    // MARK: States, actions and resets (R3-R6, R12, R13)

    /// A recognizer in this engine's attempt asks for `newValue` (legal by R2): leaving `.possible`
    /// waits for arbitration; any other change is committed.
    func request(_ newValue: GestureRecognizer.State, for recognizer: GestureRecognizer, because reason: GestureRecognizer.Reason?) {
        update {
            if recognizer.committedState != .possible {
                commit(recognizer, newValue, reason)
            } else if newValue == .failed {
                recognizer.attempt.pendingLeave = nil
                commit(recognizer, .failed, reason)
            } else {
                recognizer.attempt.pendingLeave = newValue
                recognizer.pendingReason = reason
                needsArbitration = true
            }
        }
    }

    /// Enters `newValue`, keeping `reason` as why (R104), and queues its actions for after the
    /// event (R3, R4); an attached gesture's callbacks follow them (R69).
    func commit(_ recognizer: GestureRecognizer, _ newValue: GestureRecognizer.State, _ reason: GestureRecognizer.Reason?) {
        // R2: a decision overtaken by the user's code (an attempt already ended from a delegate or a
        // handler) changes nothing.
        guard GestureRecognizer.isLegalTransition(from: recognizer.committedState, to: newValue) else { return }
        recognizer.record(reason, entering: newValue)
        transition(recognizer, to: newValue)
        queued(recognizer, newValue)
    }

    /// Enters `.changed`, which records no reason (the `.began` one stays, R104), and queues its
    /// actions: every move of a continuous gesture (R6, R23).
    func commitChange(_ recognizer: GestureRecognizer) {
        guard GestureRecognizer.isLegalTransition(from: recognizer.committedState, to: .changed) else { return }
        transition(recognizer, to: .changed)
        queued(recognizer, .changed)
    }

    /// Queues what entering `newValue` sends: the actions, and an attached gesture's callbacks.
    private func queued(_ recognizer: GestureRecognizer, _ newValue: GestureRecognizer.State) {
        queueActions(of: recognizer, for: newValue)
        if recognizer.runsValueGesture { queueValueUpdate(of: recognizer) }
    }

    /// A recognizer in this engine's attempt asks for `.changed` (legal by R2).
    func requestChange(for recognizer: GestureRecognizer) {
        update { commitChange(recognizer) }
    }

    /// Queues the callbacks of the value gesture `recognizer` runs, once: they read the gesture's
    /// phases when they run.
    func queueValueUpdate(of recognizer: GestureRecognizer) {
        recognizer.wantsValueUpdate = false
        guard !actions.containsPending(where: { $0.isValueUpdate && $0.recognizer === recognizer }) else { return }
        actions.append(PendingAction(recognizer: recognizer, state: recognizer.committedState, isValueUpdate: true))
    }

    /// Sets the recognizer's state and tells the transcript and the observer; its ``reason`` is
    /// recorded first.
    func transition(_ recognizer: GestureRecognizer, to newValue: GestureRecognizer.State) {
        let old = recognizer.committedState
        recognizer.committedState = newValue
        if old == .possible { recognizer.attempt.endedWithoutBeginning = newValue == .ended }
        guard old != newValue else { return }
        tell(.transition(recognizer, from: old, to: newValue))
    }

    /// Queues the actions for `state`. One `.changed` per recognizer waits at a time: R6's step and
    /// the recognizer's own move coalesce.
    private func queueActions(of recognizer: GestureRecognizer, for state: GestureRecognizer.State) {
        needsArbitration = true
        guard state.sendsActions else { return }
        if state == .changed,
           actions.containsPending(where: { $0.state == .changed && !$0.isValueUpdate && $0.recognizer === recognizer }) {
            return
        }
        actions.append(PendingAction(recognizer: recognizer, state: state))
    }

    /// Sends the queued actions in order, those queued meanwhile included, at most `limit`;
    /// returns how many went out.
    func dispatchActions(limit: Int) -> Int {
        actions.drain(limit: limit) { pending in
            if pending.isValueUpdate {
                pending.recognizer.performValueUpdate()
            } else {
                pending.recognizer.sendActions(reporting: pending.state, at: callSite, listeners: listeners)
            }
        }
    }

    /// R12, R13: the recognizer was disabled or removed, or its view left the window. An active
    /// gesture is cancelled; a possible one fails. Actions not sent yet are dropped: targets that
    /// saw `.began` get `.cancelled`, targets that saw nothing hear nothing.
    func abandon(_ recognizer: GestureRecognizer, _ cause: GestureRecognizer.Cause, rule: String) {
        update { withdraw(recognizer, cause, rule: rule) }
    }

    /// ``abandon(_:)``'s work, without the settle that follows: several recognizers leave together
    /// before arbitration runs, so none begins because another left (R13).
    func withdraw(_ recognizer: GestureRecognizer, _ cause: GestureRecognizer.Cause, rule: String) {
        let withdrawn = actions.removePending { $0.recognizer === recognizer }.first { !$0.isValueUpdate }?.state
        if recognizer.committedState.isActive {
            commit(recognizer, .cancelled, GestureRecognizer.Reason(state: .cancelled, rule: rule, cause: cause))
            if withdrawn == .began { actions.removePending { $0.recognizer === recognizer && !$0.isValueUpdate } }
        } else if recognizer.committedState == .possible {
            recognizer.attempt.pendingLeave = nil
            commit(recognizer, .failed, GestureRecognizer.Reason(state: .failed, rule: rule, cause: cause))
        } else if let withdrawn, withdrawn != .began, !recognizer.isDiscrete, !recognizer.attempt.endedWithoutBeginning {
            queueActions(of: recognizer, for: .cancelled)
        }
        recognizer.attempt.tracked.removeAll()
    }

    /// R5: a recognizer whose attempt is over and whose touches are up returns to `.possible`.
    func resetFinished() {
        let recognizers = engaged
        guard recognizers.indices.contains(where: { recognizers[$0].committedState.isTerminal }) else {
            return   // the usual case: every attempt goes on
        }
        for recognizer in recognizers.reversed()
        where recognizer.committedState.isTerminal && recognizer.attempt.tracked.isEmpty {
            engaged = engaged.filter { $0 !== recognizer }
            recognizer.performReset()
        }
    }
}
