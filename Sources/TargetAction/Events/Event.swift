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
///
/// A hover event carries one pointer's sample instead (R100): ``Change/hoverEntered(_:at:zOffset:altitudeAngle:azimuthAngle:)``,
/// ``Change/hoverMoved(_:to:zOffset:altitudeAngle:azimuthAngle:)`` or ``Change/hoverExited(_:)``.
open class Event {
    /// One touch's change in an event. Locations are in window coordinates.
    public struct Change {
        public let touch: Touch
        public let phase: Touch.Phase
        /// Nil keeps the touch where it was (only for ended, cancelled and stationary, and a
        /// pointer's regionMoved or regionExited).
        public let location: CGPoint?
        /// A hover sample's pencil readings (R103), boxed so that a touch's change stays small
        /// (every event copies its changes); nil for a touch, and for a sample that reads zero.
        let pencilBox: PencilBox?

        public init(touch: Touch, phase: Touch.Phase, location: CGPoint?) {
            self.touch = touch
            self.phase = phase
            self.location = location
            pencilBox = nil
        }

        init(touch: Touch, phase: Touch.Phase, location: CGPoint?, pencil: PencilReading) {
            self.touch = touch
            self.phase = phase
            self.location = location
            pencilBox = pencil == PencilReading() ? nil : PencilBox(pencil)
        }

        /// A hover sample's pencil readings (R103); zero for a touch and for a pointer.
        var pencil: PencilReading { pencilBox?.reading ?? PencilReading() }

        /// A hover sample's distance from the screen, 0…1 (1 farthest); 0 for a pointer (R103).
        public var zOffset: CGFloat { pencil.zOffset }
        /// A hover sample's pencil altitude, in radians; 0 when the device reports none (R103).
        public var altitudeAngle: CGFloat { pencil.altitudeAngle }
        /// A hover sample's pencil azimuth in window coordinates, in radians; 0 when the device
        /// reports none (R103).
        public var azimuthAngle: CGFloat { pencil.azimuthAngle }

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

        /// A hover pointer (a `.indirectPointer` or `.pencil` touch) comes into the window at
        /// `location` (R100).
        public static func hoverEntered(
            _ touch: Touch, at location: CGPoint, zOffset: CGFloat = 0,
            altitudeAngle: CGFloat = 0, azimuthAngle: CGFloat = 0
        ) -> Change {
            Change(touch: touch, phase: .regionEntered, location: location,
                   pencil: PencilReading(zOffset: zOffset, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle))
        }

        /// A hover pointer in the window moves to `location` (R100).
        public static func hoverMoved(
            _ touch: Touch, to location: CGPoint, zOffset: CGFloat = 0,
            altitudeAngle: CGFloat = 0, azimuthAngle: CGFloat = 0
        ) -> Change {
            Change(touch: touch, phase: .regionMoved, location: location,
                   pencil: PencilReading(zOffset: zOffset, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle))
        }

        /// A hover pointer leaves the window (R100).
        public static func hoverExited(_ touch: Touch) -> Change {
            Change(touch: touch, phase: .regionExited, location: nil)
        }
    }

    /// What kind of input an event carries, as UIKit's event types.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// When the event happened, in the window clock's seconds.
    open var timestamp: TimeInterval { time }
    let time: TimeInterval
    /// The touch changes this event carries, in order.
    public var changes: [Change] { allChanges }
    let allChanges: [Change]
    /// R100: whether the changes are a hover pointer's region phases (read on every event, so
    /// decided once).
    let isHover: Bool
    /// Set by the window when it delivers the event: the touches down then (a shared copy of its
    /// list, so that no event pays to compute ``allTouches`` unless asked).
    var touchesDown: [Touch] = []

    public init(timestamp: TimeInterval, changes: [Change]) {
        self.time = timestamp
        self.allChanges = changes
        isHover = changes.first?.phase.isRegion ?? false
    }

    /// `.hover` when the changes are a hover pointer's region phases (R100), else `.touches`.
    open var type: EventType { isHover ? .hover : .touches }

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
