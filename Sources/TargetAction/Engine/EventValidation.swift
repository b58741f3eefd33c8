import Foundation

extension GestureEngine {
    // MARK: Validation (R30)

    /// Checks `event` against R30. Without `checkingTouches`, only what the event alone can break:
    /// for an event that waits behind others, which may begin or end its touches first.
    func validate(_ event: Event, checkingTouches: Bool = true) throws(EventRejection) {
        let time = event.timestamp
        guard !event.changes.isEmpty else {
            throw EventRejection(rule: .empty, changeIndex: nil, message: "Event at t=\(time) rejected: \(EventRejection.Rule.empty) (R30).")
        }
        guard time.isFinite else {
            throw EventRejection(rule: .nonFiniteTimestamp, changeIndex: nil, message: "Event rejected: its timestamp is \(time); \(EventRejection.Rule.nonFiniteTimestamp) (R30).")
        }
        if let lastTimestamp, time < lastTimestamp {
            throw EventRejection(rule: .timestampEarlierThanPrevious, changeIndex: nil, message: "Event at t=\(time) rejected: the previous event was at t=\(lastTimestamp); \(EventRejection.Rule.timestampEarlierThanPrevious) (R30).")
        }
        if time < clock.now {
            throw EventRejection(rule: .timestampEarlierThanPrevious, changeIndex: nil, message: "Event at t=\(time) rejected: the window's clock is already at \(clock.now) and its timers up to then have fired; \(EventRejection.Rule.timestampEarlierThanPrevious) (R30). Stamp events with window.clock.now or later.")
        }
        if event.isHover { return try validateHover(event, checkingTouches: checkingTouches) }
        let changes = event.changes
        for current in changes.indices {   // by index: a change is read, not copied
            let change = changes[current]
            let touch = change.touch
            func reject(_ rule: EventRejection.Rule, _ detail: String) -> EventRejection {
                EventRejection(rule: rule, changeIndex: current, message: "Event at t=\(time) rejected: change \(current) (\(change.phase) touch) \(detail); \(rule) (R30).")
            }
            if let location = change.location, !(location.x.isFinite && location.y.isFinite) {
                throw reject(.nonFiniteLocation, "is at (\(location.x), \(location.y))")
            }
            if changes.indices[..<current].contains(where: { changes[$0].touch === touch }) {
                throw reject(.touchRepeatedInEvent, "names a touch an earlier change of this event already names")
            }
            if !checkingTouches {
                if change.phase.isRegion {
                    throw reject(.hoverMixedWithTouches, "is a hover sample in an event of touches")
                }
                if change.phase == .began, change.location == nil {
                    throw reject(.beganWithoutLocation, "has no location")
                }
                continue
            }
            switch change.phase {
            case .began:
                if touch.routing.hasBegun {
                    throw reject(.touchBeganTwice, "names a touch that already began at t=\(touch.timestamp)")
                }
                if change.location == nil {
                    throw reject(.beganWithoutLocation, "has no location")
                }
                if touch.routing.hoverWindowIdentity != nil {
                    throw reject(.hoverMixedWithTouches, "names a pointer that is hovering; a touch-down is a touch of its own")
                }
            case .regionEntered, .regionMoved, .regionExited:
                throw reject(.hoverMixedWithTouches, "is a hover sample in an event of touches")
            case .moved, .stationary, .ended, .cancelled:
                if !touch.routing.hasBegun || touch.routing.windowIdentity != windowIdentity {
                    throw reject(.touchNotBegun, "names a touch that never began in this window")
                }
                if touch.phase.isTerminal {
                    throw reject(.touchNotBegun, "names a touch that already \(touch.phase) at t=\(touch.timestamp)")
                }
            }
        }
    }
}
