import Foundation

/// Why a window refused an event (R30). A rejected event changes nothing: no recognizer or view
/// sees any of it.
public struct EventRejection: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule the event broke.
    public enum Rule: Sendable, Equatable, CustomStringConvertible {
        /// The timestamp is NaN or infinite.
        case nonFiniteTimestamp
        /// The timestamp is earlier than the previous event's.
        case timestampEarlierThanPrevious
        /// A location is NaN or infinite.
        case nonFiniteLocation
        /// A touch moves, ends or is cancelled without having begun.
        case touchNotBegun
        /// A touch begins a second time.
        case touchBeganTwice
        /// The same touch appears twice in one event.
        case touchRepeatedInEvent
        /// A touch that is new to the window needs a location to begin at.
        case beganWithoutLocation
        /// The event carries no touch change.
        case empty
        /// Region phases (hover) and touch phases in one event, or a touch down named in a hover
        /// sample, or a hovering pointer named in a touch-down (R100).
        case hoverMixedWithTouches
        /// A hover event names more than one pointer (R100).
        case hoverWithSeveralPointers
        /// A hover sample of a touch that is neither a pointer nor a pencil: fingers never hover (R100).
        case hoverTouchType
        /// A pointer moves or exits without having entered the window (R100).
        case hoverNotEntered
        /// A pointer enters a window while it is already in one (R100).
        case hoverEnteredTwice
        /// A hover sample's `zOffset` is outside 0…1, or an angle is not finite (R103).
        case hoverReadingOutOfRange

        public var description: String {
            switch self {
            case .nonFiniteTimestamp: "the timestamp must be finite"
            case .timestampEarlierThanPrevious: "time cannot go backwards"
            case .nonFiniteLocation: "locations must be finite"
            case .touchNotBegun: "a touch must begin before it moves, ends or is cancelled"
            case .touchBeganTwice: "a touch begins only once"
            case .touchRepeatedInEvent: "a touch appears at most once in an event"
            case .beganWithoutLocation: "a touch begins at a location"
            case .empty: "an event carries at least one touch change"
            case .hoverMixedWithTouches: "a hover pointer's samples and touches travel in separate events, and a pointer is not a touch down"
            case .hoverWithSeveralPointers: "a hover event carries one pointer"
            case .hoverTouchType: "only a pointer (.indirectPointer) or a pencil hovers"
            case .hoverNotEntered: "a pointer enters the window before it moves in it or exits it"
            case .hoverEnteredTwice: "a pointer enters a window once, until it exits"
            case .hoverReadingOutOfRange: "a hover sample's zOffset is within 0…1 and its angles are finite"
            }
        }
    }

    public let rule: Rule
    /// The index in ``Event/changes`` of the change that broke the rule, if one did.
    public let changeIndex: Int?
    /// The whole explanation: which touch broke which rule, and the values involved.
    public let message: String

    public init(rule: Rule, changeIndex: Int?, message: String) {
        self.rule = rule
        self.changeIndex = changeIndex
        self.message = message
    }

    public var description: String { message }
}
