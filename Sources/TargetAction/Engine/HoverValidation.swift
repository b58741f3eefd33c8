import Foundation

extension GestureEngine {
    // MARK: Validating a hover sample (R30 addition, R100, R103)

    /// Checks a hover event: one pointer or pencil, in region phases only, entering before it
    /// moves or exits, with finite readings. Without `checkingTouches`, only what the event alone
    /// can break (it waits behind events that may move the pointer first).
    func validateHover(_ event: Event, checkingTouches: Bool) throws(EventRejection) {
        let time = event.timestamp
        let changes = event.changes
        for current in changes.indices {
            let change = changes[current]
            let touch = change.touch
            func reject(_ rule: EventRejection.Rule, _ detail: String) -> EventRejection {
                EventRejection(rule: rule, changeIndex: current, message: "Event at t=\(time) rejected: change \(current) (\(change.phase) of a \(touch.type) touch) \(detail); \(rule) (R30, R100).")
            }
            guard change.phase.isRegion else {
                throw reject(.hoverMixedWithTouches, "is a touch phase in an event of hover samples")
            }
            if current > 0 {
                throw reject(.hoverWithSeveralPointers, "is a second change of a hover event")
            }
            if let location = change.location, !(location.x.isFinite && location.y.isFinite) {
                throw reject(.nonFiniteLocation, "is at (\(location.x), \(location.y))")
            }
            if change.phase == .regionEntered, change.location == nil {
                throw reject(.beganWithoutLocation, "has no location: a pointer enters at a location")
            }
            guard touch.type == .indirectPointer || touch.type == .pencil else {
                throw reject(.hoverTouchType, "is a sample of a \(touch.type) touch")
            }
            guard change.pencil.isValid else {
                let reading = change.pencil
                throw reject(.hoverReadingOutOfRange, "reads zOffset \(reading.zOffset), altitude \(reading.altitudeAngle), azimuth \(reading.azimuthAngle)")
            }
            guard checkingTouches else { continue }
            if touch.routing.hasBegun {
                throw reject(.hoverMixedWithTouches, "names a touch that went down as a touch; a hover pointer is a touch of its own")
            }
            if change.phase == .regionEntered {
                if touch.routing.hoverWindowIdentity != nil {
                    throw reject(.hoverEnteredTwice, "names a pointer already in \(touch.routing.hoverWindowIdentity == windowIdentity ? "this" : "another") window; send .regionExited first")
                }
            } else if touch.routing.hoverWindowIdentity != windowIdentity {
                throw reject(.hoverNotEntered, "names a pointer that is not in this window; send .regionEntered first")
            }
        }
    }
}
