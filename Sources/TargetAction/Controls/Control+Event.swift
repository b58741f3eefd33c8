extension Control {
    /// The events a control sends actions for, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch-down whose touch's `tapCount` is above 1.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A button's tap, a switch's toggle: sent after `.touchUpInside` or `.valueChanged`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A button is about to present its menu: on a touch-down, or after a press (R119, R120).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// The nine touch events.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The events by name, in raw-value order, for descriptions.
        static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
        ]

        /// The events' names, such as `[.touchDragInside, .touchDragEnter]`.
        public var description: String {
            if self == .allEvents { return ".allEvents" }
            let named = Event.names.filter { contains($0.0) }.map { "." + $0.1 }
            let known = Event.names.reduce(Event()) { $0.union($1.0) }
            let rest = subtracting(known).rawValue
            let parts = named + (rest == 0 ? [] : ["rawValue: 0x\(String(rest, radix: 16))"])
            return parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
        }
    }
}
