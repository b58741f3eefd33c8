import Foundation

extension GestureTrace {
    // MARK: States, actions and control events (R1-R5, R41, R42, R104, R106)

    func transition(_ recognizer: GestureRecognizer, from old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        let lane = lane(of: recognizer)
        add(.state, .transition(lane: lane, from: old, to: new))
        guard new != .changed, new != .possible else { return }
        let spans = waitSpanStorage, rules = waitRules
        let waitedFor = waitSpan(of: recognizer).map { (blockers: spans[$0].blockers, rule: rules[$0] ?? "R15") }
        if old == .possible, new == .began || new == .ended, waitedFor != nil {
            recognizerStopsWaiting(recognizer)   // R15: what it waited for failed
        }
        closeWait(of: recognizer)
        // R106: the reason recorded where the decision was made, word for word.
        guard let reason = recognizer.reason, reason.state == new else { return }
        // An attached gesture that ended by itself while it waited ran none of its callbacks; one
        // that lost to what it waited for says so in its reason.
        let lostToBlocker = (reason.decidedBy as? GestureRecognizer).map { party in
            waitedFor?.blockers.contains(laneNames[self.lane(of: party)]) ?? false
        } ?? false
        let stillWaiting = new.isTerminal && recognizer.runsValueGesture && !lostToBlocker ? waitedFor.map {
            "; it was still waiting for \(list($0.blockers)) to fail (\($0.rule)), so none of its callbacks ran"
        } : nil
        add(.why, .reason(lane: lane, keep(reason), note: stillWaiting.map(keep) ?? -1))
    }

    func action(_ recognizer: GestureRecognizer, sent action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        let lane = lane(of: recognizer)
        add(.action, .action(lane: lane, action: keep(action.name), target: type(of: target), state: state))
    }

    func controlEvents(_ control: View, _ events: Control.Event) {
        add(.control, .control(view: keep(control), events: events))
    }

    func control(_ control: View, did change: ControlChange) {
        add(.change, .controlChange(view: keep(control), keep(change.description)))
    }

    /// Adds a row that says why arbitration decided as it did.
    func why(_ text: String) {
        add(.why, text: text)
    }
}
