import Foundation

extension GestureTrace {
    // MARK: Waiting for others to fail (R15), as arbitration tells it

    /// Arbitration found `recognizer` waiting for `blockers` to fail: a wait row and a wait span,
    /// unless it is already shown waiting.
    package func recognizer(_ recognizer: GestureRecognizer, waitsFor blockers: [GestureRecognizer]) {
        guard waitSpan(of: recognizer) == nil else { return }
        let lane = lane(of: recognizer)
        let name = laneNames[lane]
        let blockerNames = blockers.map { laneNames[self.lane(of: $0)] }
        let why = recognizer.waitExplanation(for: blockers)
        let text = recognizer.pendingState.map { "\(name) has its gesture (wants \($0)) but waits for \(list(blockerNames)) to fail\(why.words)" }
            ?? "\(name) waits for \(list(blockerNames)) to fail before its callbacks may run\(why.words)"
        add(.waits, text: text)
        let span = waitSpanStorage.count
        waitSpanStorage = waitSpanStorage + [WaitSpan(lane: lane, start: now, end: nil, blockers: blockerNames)]
        var rules = waitRules
        waitRules = [:]
        rules[span] = why.rule
        waitRules = rules
        waiting = waiting + [(recognizer, span)]
    }

    /// Arbitration found `recognizer`, shown waiting, waiting no more: its blockers failed, and it
    /// goes ahead.
    package func recognizerStopsWaiting(_ recognizer: GestureRecognizer) {
        guard let span = waitSpan(of: recognizer) else { return }
        let blockers = waitSpanStorage[span].blockers
        let rules = waitRules
        why("\(laneNames[lane(of: recognizer)]) goes ahead: \(list(blockers)) failed (\(rules[span] ?? "R15"))")
        closeWait(of: recognizer)
    }

    /// Whether `recognizer` is shown waiting.
    package func isShownWaiting(_ recognizer: GestureRecognizer) -> Bool {
        !waiting.isEmpty && waitSpan(of: recognizer) != nil
    }

    /// `recognizer` began beside `other`, already active, because `allower`, a delegate, said
    /// yes to shouldRecognizeSimultaneouslyWith (R16).
    package func recognizer(_ recognizer: GestureRecognizer, runsAlongside other: GestureRecognizer, allowedBy allower: AnyObject) {
        why("\(laneNames[lane(of: recognizer)]) runs alongside \(laneNames[lane(of: other)]): the delegate (\(typeName(type(of: allower)))) said yes to shouldRecognizeSimultaneouslyWith (R16)")
    }

    /// The wait span `recognizer` is shown waiting in, if it is.
    func waitSpan(of recognizer: GestureRecognizer) -> Int? {
        let waits = waiting
        for index in waits.indices where waits[index].recognizer === recognizer { return waits[index].span }
        return nil
    }

    func closeWait(of recognizer: GestureRecognizer) {
        guard let span = waitSpan(of: recognizer) else { return }
        var spans = waitSpanStorage
        waitSpanStorage = []
        spans[span].end = now
        waitSpanStorage = spans
        waiting = waiting.filter { $0.recognizer !== recognizer }
    }
}
