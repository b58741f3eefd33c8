import Foundation

extension GestureTrace {
    // MARK: GestureObserver: states, actions and control events (R1-R5, R15, R16, R41, R42)

    package func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        let lane = lane(of: recognizer)
        let name = lanes[lane]
        transitions.append(Transition(time: now, lane: lane, from: old, to: new))
        add(Row(time: now, kind: .state, .transition(lane: name, from: old, to: new)))

        switch new {
        case .failed, .cancelled:
            let waitedFor = waiting.first { $0.recognizer === recognizer }.map { (blockers: waitSpans[$0.span].blockers, rule: waitRules[$0.span] ?? "R15") }
            closeWait(of: recognizer)
            if new == .failed, let refusal = recognizer.arbitrationNotes?.refusal {
                why("\(name) failed: \(refusalReason(refusal))")
            } else if let reason = intrinsicReason(recognizer, new) {
                let stillWaiting = waitedFor.map { "; it was still waiting for \(list($0.blockers)) to fail (\($0.rule)), so none of its callbacks ran" }
                let note = attachedGesture(of: recognizer) == nil ? "" : stillWaiting ?? ""
                why("\(name) \(new == .failed ? "failed" : "was cancelled"): \(reason)\(note)")
            } else {
                unexplained.append(recognizer)
            }
            releaseWaiters(after: recognizer)
        case .began, .ended:
            guard old == .possible else { break }
            if let index = waiting.firstIndex(where: { $0.recognizer === recognizer }) {
                let blockers = waitSpans[waiting[index].span].blockers
                let rule = waitRules[waiting[index].span] ?? "R15"
                why("\(name) goes ahead: \(list(blockers)) failed (\(rule))")
                closeWait(of: recognizer)
            } else if let reason = winningReason(recognizer, entering: new) {
                why("\(name) \(new == .began ? "began" : "recognized"): \(reason)")
            }
            if new == .began { explainCompanions(of: recognizer) }
            explainLosers(of: recognizer, entering: new)
        default:
            break
        }
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        let lane = lane(of: recognizer)
        actionMarks.append(ActionMark(time: now, lane: lane, state: state))
        add(Row(time: now, kind: .action, .action(lane: lanes[lane], action: action, target: type(of: target), state: state)))
        recordOutcome()
    }

    package func control(_ control: Control, willSendActionsFor events: Control.Event) {
        recordOutcome()   // what the previous event's actions changed, before this one
        add(Row(time: now, kind: .control, .control(ViewName(control), events: events)))
    }

    /// Adds a row that says why arbitration decided as it did.
    func why(_ text: String) {
        add(Row(time: now, kind: .why, text: text))
    }
}
