import Foundation
@testable import TargetAction

/// What the checker keeps about callbacks that fight back.
struct FuzzHostileModel {
    /// For investigating: only violations of this rule, or whose message contains it, count
    /// (`TARGETACTION_FUZZ_ONLY`, such as "at rest").
    var only: String?
    /// The checker is asking delegates itself: their questions do not fight back.
    var quiet = false
    /// Events sent from inside a callback in this step (kept, so that their identities hold).
    var nestedEvents: Set<ObjectIdentifier> = []
    var keptEvents: [Event] = []
    /// A callback moved the clock in this step (an `advance`, the simulator's tap).
    var clockMovedByCallback = false
    /// The messages of the rejections explained in this step: the reports that carry them are right.
    var explained: [String] = []
    /// Touches whose touch-down event was rejected, explained: a later event that names them is
    /// rightly rejected too.
    var rejectedDowns: [Touch] = []
    /// Hostile changes to the scene during the event being delivered: the touches it puts down
    /// were routed against a scene that changed under them.
    var changesThisEvent = 0
    /// Hostile changes to the scene in the current step.
    var changesThisStep = 0
    /// Touches the simulator put down whose hit test the checker has seen.
    var foreignHitTested: [Touch] = []
    /// Recognizers (by index) whose state a callback set in their current attempt: they may end
    /// with no touch down, so their action reads none (R19 amended describes touches that
    /// completed a recognizer, and none did).
    var setByCallback: Set<Int> = []
    /// A callback is moving a scroll view's content in code.
    var movingContent = 0
    /// Each control's latest send: its events, and whether the control was enabled as it began.
    var controlSends: [ObjectIdentifier: (events: Control.Event, enabled: Bool)] = [:]
}

/// R30 and the rules a hostile callback may test: every report the toolkit makes is one the checker
/// can explain; an event rejected because a callback changed what it named or moved the clock past
/// it is explained; touches the simulator puts down are not in the checker's routing model, nor
/// are touches routed while a callback changed the scene.
extension FuzzChecker {
    /// A callback of a hostile scene runs (not when the checker asks a delegate itself).
    func hostile(_ site: FuzzSceneSpec.HostileSite) {
        guard !hostileModel.quiet else { return }
        catchUp()   // what a touch method that just returned left is checked before the callback fights back
        onHostile?(site)
    }

    func stepWillBegin() {
        for case let scrollView as FuzzScrollView in scene.views { scrollView.zoomRecord.movedByCallbackThisStep = false }
        hostileModel.nestedEvents.removeAll()
        hostileModel.keptEvents.removeAll()
        hostileModel.clockMovedByCallback = false
        hostileModel.explained.removeAll()
        hostileModel.changesThisStep = 0
    }

    func eventSentFromCallback(_ event: Event) {
        hostileModel.nestedEvents.insert(ObjectIdentifier(event))
        hostileModel.keptEvents.append(event)
    }

    /// A callback is about to apply `effect`: an attached gesture that changes the scene from its
    /// own callback may finish that update's callbacks (FuzzChecker+ValueGestures.swift); in a
    /// hostile scene, touches routed in this event are no longer the model's.
    func callbackEffectWillApply(_ effect: FuzzStep, hostile: Bool) {
        if hostile, case .advance = effect {   // timers fire: states change under a touch being routed
            hostileModel.changesThisEvent += 1
            hostileModel.changesThisStep += 1
            return
        }
        guard effect.isMutation || effect.hostileEffect != nil else { return }
        if let gesture = valueGestureInCallback, effect.isMutation { valueBook.ledgers[gesture].changedByItself = true }
        if hostile {
            hostileModel.changesThisEvent += 1
            hostileModel.changesThisStep += 1
        }
    }

    /// Whether a callback set `recognizer`'s state in its current attempt: its own rules (a pan's
    /// touch counts, R22) no longer say what it does; the engine's (R2-R5, R12-R17) still do.
    func isForcedByCallback(_ recognizer: GestureRecognizer) -> Bool {
        let index = index(recognizer)
        guard index >= 0, hostileModel.setByCallback.contains(index) else { return false }
        count("recognizer's own rules not checked: a callback set its state")
        return true
    }

    // MARK: Rejections and reports (R30)

    /// Why the window rightly rejected `event`, or nil when it should not have.
    func explain(_ event: Event, _ rejection: EventRejection) -> String? {
        let fromCallback = hostileModel.nestedEvents.contains(ObjectIdentifier(event))
            || event.changes.contains { !($0.touch is FuzzTouch) }   // only callbacks (and the settle) drive the simulator
        switch rejection.rule {
        case .timestampEarlierThanPrevious:
            guard hostileModel.clockMovedByCallback else { return nil }
            return fromCallback ? "a callback moved the clock past an event sent from a callback" : "a callback moved the clock past the step's event"
        case .touchNotBegun:
            guard let index = rejection.changeIndex, event.changes.indices.contains(index) else { return nil }
            let touch = event.changes[index].touch
            if !fromCallback {
                // The step's event, checked again after timers that fell due before it: a callback
                // they ran sent an event, delivered first, that ended its touch.
                guard touch.wasSeenToBegin, touch.phase.isTerminal, endedByCallback(touch) else { return nil }
                return "a callback's event, delivered before it, ended its touch"
            }
            if touch.wasSeenToBegin, touch.phase.isTerminal { return "its touch ended in an event delivered before it" }
            if !touch.wasSeenToBegin, hostileModel.rejectedDowns.contains(where: { $0 === touch }) { return "its touch's touch-down was rejected" }
            return nil
        default:
            return nil
        }
    }

    /// Whether an event a callback sent in this step lifted or cancelled `touch`.
    private func endedByCallback(_ touch: Touch) -> Bool {
        hostileModel.keptEvents.contains { event in
            event.changes.contains { $0.touch === touch && ($0.phase == .ended || $0.phase == .cancelled) }
        }
    }

    func rejectionWasExplained(_ event: Event, _ rejection: EventRejection, _ why: String) {
        count("rejection explained: \(why)")
        hostileModel.explained.append(roundingLongDecimals(in: rejection.message))   // as the report carries it (R109)
        for change in event.changes where change.phase == .began { hostileModel.rejectedDowns.append(change.touch) }
    }

    /// The reports no explained rejection accounts for (each explanation accounts for one report).
    func unexplained(_ reports: [ReportedFailure]) -> [ReportedFailure] {
        var explained = hostileModel.explained
        return reports.filter { report in
            guard let index = explained.firstIndex(where: { report.message.contains($0) }) else { return true }
            explained.remove(at: index)
            return false
        }
    }

    // MARK: Touches outside the routing model

    /// A hit test for a touch the simulator put down: recorded, not routed.
    func foreignTouchHitTested(in event: Event?) -> Bool {
        guard let touch = event?.changes.lazy.filter({ $0.phase == .began && !($0.touch is FuzzTouch) }).map(\.touch)
            .first(where: { touch in
                if case .dismissedMenu = touch.unhandled { return false }   // never hit-tested (R121)
                return touch.wasSeenToBegin && !self.hostileModel.foreignHitTested.contains { $0 === touch }
            }) else { return false }
        hostileModel.foreignHitTested.append(touch)
        hostileModel.foreignHitTested.removeAll { $0.phase.isTerminal }
        count("hit test for a simulator touch")
        return true
    }

    /// Whether the routing model cannot say where `touch` goes: a simulator touch was down when it
    /// went down, or a callback changed the scene during the event it went down in.
    func isUnmodelled(_ touch: FuzzTouch) -> Bool {
        touch.unmodelled || (hostileModel.changesThisEvent > 0 && begunThisEvent.contains { $0 === touch })
    }

    /// Whether `recognizer`'s attempt has a touch the simulator put down.
    func hasForeignTouch(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.attempt.sequenceTouches.contains { !($0 is FuzzTouch) }
    }

    /// At its hit test: a touch that goes down while a simulator touch is down is not modelled.
    func markUnmodelledIfForeignTouchesAreDown(_ touch: FuzzTouch) {
        guard scene.window.activeTouches.contains(where: { !($0 is FuzzTouch) }) else { return }
        touch.unmodelled = true
    }

    /// After its event: a touch the model could not follow takes the toolkit's routing as the
    /// model's, so that the touches after it are modelled against what really happened.
    func adoptToolkitRouting(_ touch: FuzzTouch) {
        touch.unmodelled = true
        touch.reachedView = touch.view
        touch.isBlockedByExclusiveTouch = false
        touch.isKeptFromView = false
        // An attempt the model started with it, which the touch never reached, did not start.
        for (index, first) in attempts where first === touch && touch.recognizerPhases[index] == nil { attempts[index] = nil }
        count("touch routed while the scene changed under it (not modelled)")
    }
}
