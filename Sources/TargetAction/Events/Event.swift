import Foundation

/// A set of touch changes that happened at one moment, sent to a window with
/// ``Window/sendEvent(_:)``.
///
/// ```swift
/// let finger = Touch()
/// window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 10, y: 10))]))
/// window.sendEvent(Event(timestamp: 0.1, changes: [.moved(finger, to: CGPoint(x: 40, y: 10))]))
/// window.sendEvent(Event(timestamp: 0.2, changes: [.ended(finger)]))
/// ```
open class Event {
    /// One touch's change in an event. Locations are in window coordinates.
    public struct Change {
        public let touch: Touch
        public let phase: Touch.Phase
        /// Nil keeps the touch where it was (only for ended, cancelled and stationary).
        public let location: CGPoint?

        public init(touch: Touch, phase: Touch.Phase, location: CGPoint?) {
            self.touch = touch
            self.phase = phase
            self.location = location
        }

        public static func began(_ touch: Touch, at location: CGPoint) -> Change {
            Change(touch: touch, phase: .began, location: location)
        }

        public static func moved(_ touch: Touch, to location: CGPoint) -> Change {
            Change(touch: touch, phase: .moved, location: location)
        }

        public static func ended(_ touch: Touch, at location: CGPoint? = nil) -> Change {
            Change(touch: touch, phase: .ended, location: location)
        }

        public static func cancelled(_ touch: Touch) -> Change {
            Change(touch: touch, phase: .cancelled, location: nil)
        }
    }

    /// When the event happened, in the window clock's seconds.
    open var timestamp: TimeInterval { time }
    let time: TimeInterval
    /// The touch changes this event carries, in order.
    public var changes: [Change] { allChanges }
    let allChanges: [Change]
    /// Set by the window when it delivers the event: the touches down then (a shared copy of its
    /// list, so that no event pays to compute ``allTouches`` unless asked).
    var touchesDown: [Touch] = []

    public init(timestamp: TimeInterval, changes: [Change]) {
        self.time = timestamp
        self.allChanges = changes
    }

    /// Every touch of the event: the ones that changed and, once delivered, the ones still down.
    open var allTouches: Set<Touch>? {
        var touches = Set(changes.map(\.touch))
        touches.formUnion(touchesDown)
        return touches.isEmpty ? nil : touches
    }

    /// The event's touches whose hit-tested view is `view`.
    open func touches(for view: View) -> Set<Touch>? {
        let touches: Set<Touch> = allTouches?.filter { $0.view === view } ?? []
        return touches.isEmpty ? nil : touches
    }

    /// The event's touches that `recognizer` receives.
    open func touches(for recognizer: GestureRecognizer) -> Set<Touch>? {
        let tracked = recognizer.trackedTouches
        let touches: Set<Touch> = allTouches?.filter { touch in tracked.contains { $0 === touch } } ?? []
        return touches.isEmpty ? nil : touches
    }
}
