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
