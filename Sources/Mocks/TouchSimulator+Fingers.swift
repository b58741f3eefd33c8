import Foundation
import TargetAction

/// The fingers' bookkeeping: a finger counts as down before its touch-down is sent and as free
/// before its lift, so that a handler running meanwhile sees the fingers as the window will, and
/// fingers whose events the window rejected later are brought back in line with it (R4, R30).
extension TouchSimulator {
    /// Puts `placed` down in one event. Their fingers count as down before it is sent, so that a
    /// handler that runs meanwhile sees them (and is told a finger it reuses is already down); a
    /// rejected event gives them back. Returns whether the event was sent.
    @discardableResult
    func sendDown(_ placed: [(finger: Int, touch: Touch, point: CGPoint)], _ site: CallSite) -> Bool {
        for (finger, touch, _) in placed { setFinger(finger, touch) }
        guard send(placed.map { .began($0.touch, at: $0.point) }, site) else {
            for (finger, touch, _) in placed where fingers[finger] === touch { setFinger(finger, nil) }
            return false
        }
        return true
    }

    /// Lifts or cancels `lifted` with `changes` in one event. Their fingers are free before it is
    /// sent, so that a handler that runs meanwhile may put the same numbers down; a rejected event
    /// puts back those the window still holds and no handler took the number of. Returns whether
    /// the event was sent.
    @discardableResult
    func sendLift(_ lifted: [(finger: Int, touch: Touch)], _ changes: [Event.Change], _ site: CallSite) -> Bool {
        for (finger, touch) in lifted where fingers[finger] === touch { setFinger(finger, nil) }
        guard send(changes, site) else {
            let held = window.activeTouches
            for (finger, touch) in lifted where fingers[finger] == nil && held.contains(where: { $0 === touch }) {
                setFinger(finger, touch)
            }
            return false
        }
        let waiting = lifted.filter { window.isWaiting($0.touch) }
        if !waiting.isEmpty { liftsWaiting = liftsWaiting + waiting }
        return true
    }

    /// Brings the fingers in line with the window once events sent from inside a handler (which
    /// wait until the current event is done, R4) have gone out or been rejected: a finger whose
    /// touch-down the window rejected is not down, and one whose lift it rejected is down again
    /// (under its own number, or the lowest free one if a handler took that meanwhile). The
    /// rejection itself is reported at the line that sent it. A touch ended behind the
    /// simulator's back stays its finger's, so that its next use is reported as the window rejects it.
    func reconcile() {
        // A touch that never began in a window, and is neither being sent nor waiting: its touch-down was rejected.
        for (finger, touch) in fingers where !touch.wasSeenToBegin && !window.isWaiting(touch) && !isBeingSent(touch) {
            setFinger(finger, nil)
        }
        guard !liftsWaiting.isEmpty else { return }
        let held = window.activeTouches
        let lifts = liftsWaiting
        liftsWaiting = []
        var stillWaiting: [(finger: Int, touch: Touch)] = []
        for lift in lifts {
            if window.isWaiting(lift.touch) {
                stillWaiting.append(lift)
            } else if held.contains(where: { $0 === lift.touch }), !fingers.holds(lift.touch) {
                setFinger(fingers[lift.finger] == nil ? lift.finger : freeFingers(1)[0], lift.touch)
            }
        }
        if !stillWaiting.isEmpty { liftsWaiting = liftsWaiting + stillWaiting }
    }

    /// The `count` lowest finger numbers not down.
    func freeFingers(_ count: Int) -> [Int] {
        reconcile()
        var result: [Int] = []
        var candidate = 0
        while result.count < count {
            if fingers[candidate] == nil { result.append(candidate) }
            candidate += 1
        }
        return result
    }
}
