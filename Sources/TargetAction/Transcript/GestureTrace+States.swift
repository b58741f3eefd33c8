import Foundation

extension GestureTrace {
    // MARK: GestureObserver: states, actions and control events (R1-R5, R15, R16, R41, R42)

    package func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        let lane = lane(of: recognizer)
        let name = laneNames[lane]
        add(.state, .transition(lane: lane, from: old, to: new))

        switch new {
        case .failed, .cancelled:
            let spans = waitSpanStorage, rules = waitRules
            let waitedFor = waitSpan(of: recognizer).map { (blockers: spans[$0].blockers, rule: rules[$0] ?? "R15") }
            closeWait(of: recognizer)
            if new == .failed, let refusal = recognizer.arbitrationNotes?.refusal {
                why("\(name) failed: \(refusalReason(refusal))")
            } else if let reason = intrinsicReason(recognizer, new) {
                let stillWaiting = waitedFor.map { "; it was still waiting for \(list($0.blockers)) to fail (\($0.rule)), so none of its callbacks ran" }
                let note = attachedGesture(of: recognizer) == nil ? "" : stillWaiting ?? ""
                why("\(name) \(new == .failed ? "failed" : "was cancelled"): \(reason)\(note)")
            } else {
                unexplained = unexplained + [recognizer]
            }
            releaseWaiters(after: recognizer)
        case .began, .ended:
            guard old == .possible else { break }
            if let span = waitSpan(of: recognizer) {
                let blockers = waitSpanStorage[span].blockers
                let rules = waitRules
                let rule = rules[span] ?? "R15"
                why("\(name) goes ahead: \(list(blockers)) failed (\(rule))")
                closeWait(of: recognizer)
            } else if let reason = winningReason(recognizer, entering: new) {
                add(.why, .because(lane: lane, began: new == .began, reason))
            }
            if new == .began { explainCompanions(of: recognizer) }
            explainLosers(of: recognizer, entering: new)
        default:
            break
        }
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        let lane = lane(of: recognizer)
        add(.action, .action(lane: lane, action: keep(action.name), target: type(of: target), state: state))
        recordOutcome()
    }

    package func control(_ control: Control, willSendActionsFor events: Control.Event) {
        recordOutcome()   // what the previous event's actions changed, before this one
        add(.control, .control(view: keep(control), events: events))
    }

    /// Adds a row that says why arbitration decided as it did.
    func why(_ text: String) {
        add(.why, text: text)
    }
}
