import Foundation
import TargetAction

/// The fingers' bookkeeping: a finger counts as down before its touch-down is sent and as free
/// before its lift, so that a handler running meanwhile sees the fingers as the window will, and
/// fingers whose events the window rejected later are brought back in line with it (R4, R30).
extension TouchSimulator {
    /// Puts `placed` down in one event. Returns whether the event was sent.
    @discardableResult
    func sendDown(_ placed: [(finger: Int, touch: Touch, point: CGPoint)], _ site: CallSite) -> Bool {
        send(placed.map { .began($0.touch, at: $0.point) }, putting: placed, lifting: [], site)
    }

    /// Lifts or cancels `lifted` with `changes` in one event. Returns whether the event was sent.
    @discardableResult
    func sendLift(_ lifted: [(finger: Int, touch: Touch)], _ changes: [Event.Change], _ site: CallSite) -> Bool {
        send(changes, putting: [], lifting: lifted, site)
    }

    /// Sends `changes` in one event, which puts `placed` down and lifts or cancels `lifted`.
    ///
    /// The fingers placed count as down, and the fingers lifted as free, before the event is sent,
    /// so that a handler that runs meanwhile sees the fingers as the window will (it is told a
    /// finger it reuses is already down, and may put a lifted number down again). A rejected event
    /// gives the placed fingers back, and puts back the lifted ones the window still holds and no
    /// handler took the number of. Stamped `timestamp` (default: the clock's `now`); returns whether
    /// the event was sent, and `note` ends a rejection's report.
    func send(_ changes: [Event.Change], putting placed: [(finger: Int, touch: Touch, point: CGPoint)],
              lifting lifted: [(finger: Int, touch: Touch)], _ site: CallSite,
              at timestamp: TimeInterval? = nil, note: String = "") -> Bool {
        for (finger, touch, _) in placed { setFinger(finger, touch) }
        for (finger, touch) in lifted where fingers[finger] === touch { setFinger(finger, nil) }
        guard send(changes, site, at: timestamp, note: note) else {
            for (finger, touch, _) in placed where fingers[finger] === touch { setFinger(finger, nil) }
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
