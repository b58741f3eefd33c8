import Foundation

extension GestureTrace {
    // MARK: Explanations

    /// Why `recognizer` failed or was cancelled, when its own touches or settings tell; nil when
    /// the cause is another recognizer (known once that one commits) or a refusal (R7).
    func intrinsicReason(_ recognizer: GestureRecognizer, _ new: GestureRecognizer.State) -> String? {
        if !recognizer.isEnabled { return "it was disabled (R12)" }
        let attached = attachedGesture(of: recognizer)
        if recognizer.view == nil { return attached == nil ? "it was removed from its view (R13)" : "it was removed (R60: no onEnded, its states reset)" }
        let touches = recognizer.trackedTouches
        if touches.contains(where: { $0.phase == .cancelled }) { return "its touch was cancelled (R23)" }
        if let attached {
            if !attached.mask.contains(.gesture) { return "its mask has no .gesture (R66)" }
            return valueFailure(of: attached.gesture, new, touchFacts(of: recognizer))
        }
        guard new == .failed else { return nil }
        let lifted = !touches.isEmpty && touches.allSatisfy { $0.phase == .ended }
        let time = now
        switch recognizer {
        case let edgePan as ScreenEdgePanGestureRecognizer:
            return edgePanFailure(edgePan, touches: touches, lifted: lifted)
        case let pan as PanGestureRecognizer:
            if lifted { return "the finger lifted before moving \(number(pan.hysteresis)) points (R23)" }
            if pan.numberOfTouches > pan.maximumNumberOfTouches { return "more than \(pan.maximumNumberOfTouches) finger(s) (R22)" }
        case let tap as TapGestureRecognizer:
            if touches.isEmpty, let lastLift, time - lastLift >= tap.maximumTapInterval - 1e-9 {
                let next = tap.numberOfTapsRequired > 1 ? "no next tap" : "no tap"
                return "\(next) within \(number(tap.maximumTapInterval)) s of the lift (R27)"
            }
            if touches.count > tap.numberOfTouchesRequired { return "more fingers than \(tap.numberOfTouchesRequired) (R27)" }
            if touches.contains(where: { distanceMoved($0) > tap.allowableMovement }) {
                return "the finger moved more than \(number(tap.allowableMovement)) points (R27)"
            }
            if let down = touches.compactMap({ finger(of: $0)?.downTime }).min(),
               time - down >= tap.maximumTapDuration - 1e-9 {
                return "the finger was held longer than \(number(tap.maximumTapDuration)) s (R27)"
            }
        case let press as LongPressGestureRecognizer:
            if lifted { return "the finger lifted before \(number(press.minimumPressDuration)) s (R29)" }
            if touches.count > press.numberOfTouchesRequired { return "more fingers than \(press.numberOfTouchesRequired) (R28)" }
            if touches.contains(where: { distanceMoved($0) > press.allowableMovement }) {
                return "the finger moved more than \(number(press.allowableMovement)) points before \(number(press.minimumPressDuration)) s (R29)"
            }
        case let pinch as PinchGestureRecognizer:
            if lifted { return max(touches.count, peakFingers) < 2 ? oneFingerLifted : "the fingers lifted before their distance changed by \(number(pinch.hysteresis)) points (R34)" }
        case let rotation as RotationGestureRecognizer:
            if lifted { return max(touches.count, peakFingers) < 2 ? oneFingerLifted : "the fingers lifted before the line between them turned \(number(rotation.hysteresis)) rad (R34)" }
        case let swipe as SwipeGestureRecognizer:
            return swipeFailure(swipe, touches: touches, lifted: lifted, time: time)
        case is HoverGestureRecognizer:
            return "the pointer came over its view, but its delegate or a view said no to gestureRecognizerShouldBegin (R7)"
        default:
            break
        }
        return nil
    }

    /// Why `recognizer` failed when it asked to begin, from who said no (R7); a control between
    /// the touch and its view takes precedence by its own rule.
    func refusalReason(_ refusal: BeginRefusal) -> String {
        switch refusal {
        case .delegate(let type): "its delegate (\(typeName(type))) said no to gestureRecognizerShouldBegin (R7)"
        case .ownView: "its view said no to gestureRecognizerShouldBegin (R7)"
        case .view(let view): "\(view), which its touch went down in, said no to gestureRecognizerShouldBegin (R7)"
        case .control(let control, let rule): "the touch is \(control)'s, which takes precedence over it (\(rule))"
        }
    }

    var oneFingerLifted: String { "its finger lifted before a second one joined it: it takes two (R33)" }

    func edgePanFailure(_ edgePan: ScreenEdgePanGestureRecognizer, touches: [Touch], lifted: Bool) -> String? {
        guard let touch = touches.first, let bounds = window?.bounds else { return nil }
        let start = touch.initialLocationInWindow
        let distances: [(RectEdge, CGFloat)] = [(.top, start.y - bounds.minY), (.left, start.x - bounds.minX),
                                                (.bottom, bounds.maxY - start.y), (.right, bounds.maxX - start.x)]
        if !distances.contains(where: { edgePan.edges.contains($0.0) && $0.1 <= edgePan.edgeMargin }) {
            return "the finger went down more than \(number(edgePan.edgeMargin)) points from its \(edgePan.edges) edge (R39)"
        }
        if lifted { return "the finger lifted before moving \(number(edgePan.hysteresis)) points away from the edge (R39)" }
        return "the finger moved along or towards the edge before moving away from it (R39)"
    }

    func swipeFailure(_ swipe: SwipeGestureRecognizer, touches: [Touch], lifted: Bool, time: TimeInterval) -> String? {
        let goal = "\(number(swipe.minimumDistance)) points \(swipe.direction)"
        if lifted { return "the finger lifted before travelling \(goal) (R38)" }
        if let down = touches.compactMap({ finger(of: $0)?.downTime }).min(),
           time - down >= swipe.maximumDuration - 1e-9 {
            return "not \(goal) within \(number(swipe.maximumDuration)) s of touch-down (R38)"
        }
        if touches.count != swipe.numberOfTouchesRequired { return "not \(swipe.numberOfTouchesRequired) finger(s) (R38)" }
        return "the finger strayed from \(swipe.direction) (R38)"
    }

    /// What made `recognizer` begin or recognize, from its settings now (put into words when the
    /// rows are read: a recognizer begins on many events, and its reason must cost little).
    func winningReason(_ recognizer: GestureRecognizer, entering new: GestureRecognizer.State) -> WinReason? {
        if let attached = attachedGesture(of: recognizer) {
            return valueWin(of: attached.gesture, entering: new).map { .text(keep($0)) }
        }
        switch recognizer {
        case is HoverGestureRecognizer:
            return .hover
        case let edgePan as ScreenEdgePanGestureRecognizer:
            return .edgePan(margin: edgePan.edgeMargin, edges: edgePan.edges, hysteresis: edgePan.hysteresis)
        case let pinch as PinchGestureRecognizer:
            return .pinch(hysteresis: pinch.hysteresis)
        case let rotation as RotationGestureRecognizer:
            return .rotation(hysteresis: rotation.hysteresis)
        case let swipe as SwipeGestureRecognizer:
            return .swipe(distance: swipe.minimumDistance, direction: swipe.direction, duration: swipe.maximumDuration)
        case let pan as PanGestureRecognizer:
            return .pan(hysteresis: pan.hysteresis, delegate: pan.delegate.map { type(of: $0) })
        case let press as LongPressGestureRecognizer:
            let duration = press.minimumPressDuration
            return duration <= 0 ? .pressAtTouchDown : .press(duration: duration, movement: press.allowableMovement)
        case let tap as TapGestureRecognizer:
            return .taps(tap.numberOfTapsRequired)
        default:
            return nil
        }
    }

    /// `recognizer` began while others were active: the delegate that lets them run together (R16),
    /// as arbitration found it.
    func explainCompanions(of recognizer: GestureRecognizer) {
        guard let companions = recognizer.arbitrationNotes?.companions, !companions.isEmpty else { return }
        let name = laneNames[lane(of: recognizer)]
        let indices = laneIndices
        for companion in companions {
            guard let lane = indices[companion.recognizer] else { continue }
            why("\(name) runs alongside \(laneNames[lane]): the delegate (\(typeName(companion.delegate))) said yes to shouldRecognizeSimultaneouslyWith (R16)")
        }
    }

    /// `winner` began or was recognized: the recognizers that failed or were cancelled just before
    /// it, in the same update, lost to it (R15, R16).
    func explainLosers(of winner: GestureRecognizer, entering state: GestureRecognizer.State) {
        let losers = unexplained
        guard !losers.isEmpty else { return }
        unexplained = []
        let winnerName = laneNames[lane(of: winner)]
        let did = state == .began ? "began" : "was recognized"
        for loser in losers {
            let name = laneNames[lane(of: loser)]
            let verb = loser.state == .cancelled ? "was cancelled" : "failed"
            if let lost = attachedGesture(of: loser), let won = attachedGesture(of: winner) {
                why("\(name) \(verb): \(lossReason(of: lost, to: won))")
            } else if requiresFailure(loser, of: winner) {
                why("\(name) \(verb): it requires \(winnerName) to fail, and \(winnerName) \(did) (R15)")
            } else {
                why("\(name) \(verb): \(winnerName) \(did) first, and the two may not recognize together (R16)")
            }
        }
    }

    /// Failures no winner explained: the recognizer's own judgement.
    func explainUnexplained() {
        guard !unexplained.isEmpty else { return }
        let failures = unexplained
        unexplained = []
        for recognizer in failures {
            why("\(laneNames[lane(of: recognizer)]) \(recognizer.state == .cancelled ? "was cancelled" : "failed"): its touches did not make its gesture")
        }
    }

    /// Reports recognizers that have recognized but wait for others to fail (R15).
    func noticeWaits(engaged: [GestureRecognizer]) {
        for recognizer in engaged {
            let wanted = recognizer.pendingState
            // R69: an attached gesture's callbacks wait as a request does, from its first touch.
            let runsValueGesture = wanted == nil && recognizer is ValueGestureRecognizer
                && recognizer.trackedTouches.contains { !$0.phase.isTerminal }
            guard wanted != nil || runsValueGesture, recognizer.state == .possible, waitSpan(of: recognizer) == nil else { continue }
            let blockers = engaged.filter { other in
                other !== recognizer && other.state == .possible && requiresFailure(recognizer, of: other)
            }
            guard !blockers.isEmpty else { continue }
            let lane = lane(of: recognizer)
            let name = laneNames[lane]
            let blockerNames = blockers.map { laneNames[self.lane(of: $0)] }
            let how = blockers.allSatisfy { other in recognizer.requiredToFail.contains { $0 === other } } ? "require(toFail:)" : "a failure requirement"
            let priority = waitReason(of: recognizer, for: blockers)
            let reason = priority.map { ": \($0)" } ?? " (\(how), R15)"
            let text = wanted.map { "\(name) has its gesture (wants \($0)) but waits for \(list(blockerNames)) to fail\(reason)" }
                ?? "\(name) waits for \(list(blockerNames)) to fail before its callbacks may run\(reason)"
            add(.waits, text: text)
            let span = waitSpanStorage.count
            waitSpanStorage = waitSpanStorage + [WaitSpan(lane: lane, start: now, end: nil, blockers: blockerNames)]
            var rules = waitRules
            waitRules = [:]
            rules[span] = priority == nil ? "R15" : "R66"
            waitRules = rules
            waiting = waiting + [(recognizer, span)]
        }
    }

    /// The wait span `recognizer` is reported waiting in, if it is.
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

    /// R15, read without asking user code again: `require(toFail:)`, the attached gestures'
    /// priority (R66), and what arbitration found through the overridable methods and the delegates.
    func requiresFailure(_ waiter: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        waiter.requiredToFail.contains { $0 === other }
            || (waiter as? ValueGestureRecognizer)?.shouldRequireFailure(of: other) == true
            || waiter.arbitrationNotes?.blocker == ObjectIdentifier(other)
    }
}
