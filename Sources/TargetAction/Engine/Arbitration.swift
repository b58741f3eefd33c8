import Foundation

extension GestureEngine {
    // MARK: Arbitration (R7, R15, R16)

    /// Grants or refuses requests to leave `.possible` (R7, R15, R16) until none can move.
    func arbitrate() {
        // The usual case: no request waits and nobody is left without touches; nothing to decide.
        let recognizers = engaged
        let anythingToDecide = recognizers.indices.contains { index in
            recognizers[index].committedState == .possible
                && (recognizers[index].attempt.pendingLeave != nil || recognizers[index].attempt.tracked.isEmpty
                    || recognizers[index].wantsValueUpdate)
        }
        guard anythingToDecide else { return }
        repeat {
            grantOrRefuseRequests()
        } while failDeadlockedWaiters()
    }

    private func grantOrRefuseRequests() {
        var progressed = true
        while progressed {
            progressed = false
            for recognizer in engaged {
                guard recognizer.committedState == .possible else { continue }
                guard recognizer.attempt.pendingLeave != nil else {
                    // R69: a possible attached gesture's callbacks (a long press held) wait as a
                    // request does (R15), and change no state.
                    if recognizer.wantsValueUpdate, !isWaitingForFailure(recognizer) { queueValueUpdate(of: recognizer) }
                    continue
                }
                // Every question below runs the user's code, which may disable or remove the
                // recognizer (R12, R13): that ends its attempt, and the request is no longer decided.
                if isWaitingForFailure(recognizer) { continue }   // R15
                // The request is read after that question: one made while it ran (the user's code
                // moved the clock past a timer) replaces the one seen before it.
                guard recognizer.committedState == .possible, let wanted = recognizer.attempt.pendingLeave else { continue }
                recognizer.attempt.pendingLeave = nil
                // Taken with the request: one made while the questions below run brings its own.
                let reason = recognizer.pendingReason
                recognizer.pendingReason = nil
                progressed = true
                if let refusal = recognizer.beginRefusal() {   // R7
                    commit(recognizer, .failed, refusal)
                    continue
                }
                // A request the recognizer made meanwhile (a timer the user's code ran by moving the
                // clock) overtakes this one: it is decided on the next pass.
                guard recognizer.committedState == .possible, recognizer.attempt.pendingLeave == nil else { continue }
                // Losers first, so their .cancelled goes out before the winner's action.
                stopCompetitors(of: recognizer, wanting: wanted)   // R15, R16
                guard recognizer.committedState == .possible, recognizer.attempt.pendingLeave == nil else { continue }
                commit(recognizer, wanted, reason)
                if recognizer.cancelsTouchesInView { claimTouches(of: recognizer) }   // R17
            }
            // A recognizer with no touches, no timer and no request can never decide: it fails.
            for recognizer in engaged where recognizer.committedState == .possible && recognizer.attempt.pendingLeave == nil
                && recognizer.attempt.tracked.isEmpty && !recognizer.hasPendingTimers {
                commit(recognizer, .failed, GestureRecognizer.Reason(state: .failed, rule: "R5", cause: .undecided))
                progressed = true
            }
        }
    }

    /// R15: recognizers that wait, with no touch and no timer left, only on one another (failure
    /// requirements that form a cycle) can never go ahead: they fail. Returns whether any did.
    private func failDeadlockedWaiters() -> Bool {
        let isStuck = { (recognizer: GestureRecognizer) in
            recognizer.committedState == .possible && recognizer.attempt.pendingLeave != nil
                && recognizer.attempt.tracked.isEmpty && !recognizer.hasPendingTimers
        }
        guard engaged.contains(where: isStuck) else { return false }   // the usual case, without allocating
        var stuck = engaged.filter(isStuck)
        // Keep only those whose every undecided requirement is stuck too.
        var removed = true
        while removed {
            let current = stuck
            stuck.removeAll { waiter in
                engaged.contains { other in
                    other !== waiter && other.committedState == .possible && !current.contains { $0 === other }
                        && requiresFailure(waiter, of: other)
                }
            }
            removed = stuck.count != current.count
        }
        for recognizer in stuck {
            recognizer.attempt.pendingLeave = nil
            commit(recognizer, .failed, GestureRecognizer.Reason(state: .failed, rule: "R15", cause: .waitsInCycle))
        }
        return !stuck.isEmpty
    }

    /// R15: whether `recognizer` must wait for an undecided recognizer to fail. The transcript
    /// hears the first one found: the questions asked are the same whether a transcript records.
    private func isWaitingForFailure(_ recognizer: GestureRecognizer) -> Bool {
        let blocker = engaged.first { other in
            other !== recognizer && other.committedState == .possible && requiresFailure(recognizer, of: other)
        }
        guard let blocker else {
            if let transcript, transcript.isShownWaiting(recognizer) { tell(.stopsWaiting(recognizer)) }
            return false
        }
        if transcript != nil { tell(.waits(recognizer, for: [blocker])) }
        return true
    }

    private func requiresFailure(_ waiter: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        waiter.requiredToFail.contains { $0 === other }
            || waiter.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: waiter)
            || (waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) ?? false)
    }

    /// `winner` began or was recognized: dependents fail (R15); competitors that may not run with
    /// it fail if possible or are cancelled if active (R16).
    private func stopCompetitors(of winner: GestureRecognizer, wanting wanted: GestureRecognizer.State) {
        for other in engaged where other !== winner {
            guard winner.committedState == .possible else { return }
            let state = other.committedState
            guard state == .possible || state.isActive else { continue }
            if state == .possible, requiresFailure(other, of: winner) {
                guard areUndecided(winner, other, state) else { continue }
                other.attempt.pendingLeave = nil
                commit(other, .failed, other.reasonForLosing(to: winner, GestureRecognizer.Reason(state: .failed, rule: "R15", cause: .requiredToFail(otherEntered: wanted), decidedBy: winner)))
                continue
            }
            guard shareTouches(winner, other) else { continue }
            if let allower = simultaneityAllower(winner, other) {
                if state.isActive { tell(.alongside(winner, other, allowedBy: allower)) }
                continue
            }
            guard winner.canPrevent(other), other.canBePrevented(by: winner), areUndecided(winner, other, state) else { continue }
            if state == .possible {
                other.attempt.pendingLeave = nil
                commit(other, .failed, preventionReason(other, .failed, by: winner, wanting: wanted))
            } else {
                commit(other, .cancelled, preventionReason(other, .cancelled, by: winner, wanting: wanted))
            }
        }
    }

    /// R16: why `loser` enters `state` when `winner`, wanting `wanted`, prevents it; the winner's
    /// kind (a scroll view's pan, R49, R50) or the loser's (an attached gesture, R66) may name a
    /// rule of its own.
    private func preventionReason(_ loser: GestureRecognizer, _ state: GestureRecognizer.State, by winner: GestureRecognizer,
                                  wanting wanted: GestureRecognizer.State) -> GestureRecognizer.Reason {
        let prevented = GestureRecognizer.Reason(state: state, rule: "R16", cause: .prevented(otherEntered: wanted), decidedBy: winner)
        return loser.reasonForLosing(to: winner, winner.reasonForPreventing(loser, prevented))
    }

    /// Whether `winner` still waits to begin and `other` is still in `state`: the questions asked
    /// about them run the user's code, which may have ended either attempt itself (R12, R13).
    private func areUndecided(_ winner: GestureRecognizer, _ other: GestureRecognizer, _ state: GestureRecognizer.State) -> Bool {
        winner.committedState == .possible && other.committedState == state
    }

    private func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.attempt.sequenceTouches.contains { touch in b.attempt.sequenceTouches.contains { $0 === touch } }
    }

    /// R16: the delegate of either that lets the two recognize together, if one does.
    private func simultaneityAllower(_ a: GestureRecognizer, _ b: GestureRecognizer) -> (any GestureRecognizerDelegate)? {
        if let delegate = a.delegate, delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) { return delegate }
        if let delegate = b.delegate, delegate.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) { return delegate }
        return nil
    }
}
