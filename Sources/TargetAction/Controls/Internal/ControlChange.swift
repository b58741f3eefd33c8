import Foundation

/// Something a control did that is not a control event, in the words and with the rule recorded
/// where it was decided: an update at a flush (R116), a press, a menu shown or chosen from.
package struct ControlChange: CustomStringConvertible {
    package let rule: String
    package let words: String

    package var description: String { "\(words) (\(rule))" }

    /// An update that ran at `flush`, asked for first by `cause`, `requests` times in all (R115, R116).
    static func updated(because cause: StaticString, requests: Int, at flush: UpdateFlush.Moment) -> ControlChange {
        let more = requests > 1 ? " and \(requests - 1) more request\(requests > 2 ? "s" : "")" : ""
        return ControlChange(rule: "R116 \(flush.letter)", words: "updated: \(cause)\(more); \(flush.words)")
    }
}

extension UpdateFlush {
    /// Which of R116's flushes runs an update.
    enum Moment {
        case afterEvent, afterTimer, layout, enteringWindow
        /// After a menu element was chosen, as after the finger's event that chose it.
        case afterChoice

        var letter: String {
            switch self {
            case .afterEvent, .afterChoice: "a"
            case .afterTimer: "b"
            case .layout: "c"
            case .enteringWindow: "d"
            }
        }

        var words: String {
            switch self {
            case .afterEvent: "at the flush after the event"
            case .afterChoice: "at the flush after the menu choice"
            case .afterTimer: "at the flush after the timer"
            case .layout: "at layoutIfNeeded()"
            case .enteringWindow: "on coming into a window"
            }
        }
    }
}
