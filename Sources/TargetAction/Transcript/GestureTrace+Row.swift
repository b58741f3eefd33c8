import Foundation

extension GestureTrace {
    /// One line of the trace, in words: when, what kind, what happened. Made from an ``Entry``
    /// when the rows are read.
    package struct Row: Equatable {
        package enum Kind: String, Sendable {
            /// A caption heading the rows after it (an annotation).
            case act
            /// A finger went down (and where it landed), moved, lifted or was cancelled.
            case touch
            /// The window called a view's touch method (R17).
            case view
            /// A recognizer changed state.
            case state
            /// A recognizer sent an action.
            case action
            /// An attached value gesture's callback runs: `updating`, `onChanged` or `onEnded` (R60).
            case callback = "calls"
            /// A `@GestureState` was written by `updating`, or went back to its initial value (R60).
            case gestureState = "@state"
            /// A control sent the actions of its events (R41, R42), or a refresh control began or
            /// ended refreshing (R82-R85).
            case control
            /// A control changed otherwise than by its events: an update at a flush (R116), a press,
            /// a menu shown or chosen from; with the reason it recorded.
            case change
            /// A scroll view's drag, motion on the clock or zoom began or ended (R45-R52, R75-R78).
            case scroll
            /// A recognizer has recognized but waits for another to fail (R15).
            case waits
            /// Why arbitration decided as it did.
            case why
            /// What the app shows changed: the values that changed (an annotation).
            case result
            /// A remark: an event was rejected, or an annotation.
            case note
            /// What a VoiceOver user did through the Mocks driver: an activation, a custom action,
            /// an escape, a magic tap, a scroll, an adjustment (R157).
            case voiceOver = "VO"
        }

        package let time: TimeInterval
        package let kind: Kind
        package let text: String

        package init(time: TimeInterval, kind: Kind, text: String) {
            self.time = time
            self.kind = kind
            self.text = text
        }
    }

    /// One happening as recorded: plain values, names and texts by their place in the ``Block``
    /// it is in, so that recording one copies no string and counts no reference.
    struct Entry {
        let time: TimeInterval
        let kind: Row.Kind
        var detail: Detail
    }

    /// What an entry says. `view` and `text` are places in its block's tables; `lane` in the
    /// trace's lanes.
    enum Detail {
        case text(Int)
        case touchDown(finger: Int, at: CGPoint, landing: Landing)
        case touchMove(finger: Int, to: CGPoint, stationary: Bool)
        case touchUp(finger: Int)
        case touchCancelled(finger: Int)
        case viewTouches(view: Int, phase: Touch.Phase)
        case transition(lane: Int, from: GestureRecognizer.State, to: GestureRecognizer.State)
        /// "pan began: …": a recognizer's state change and the reason recorded for it (R106);
        /// `note` is a text of the block to add, or -1.
        case reason(lane: Int, Int, note: Int)
        case action(lane: Int, action: Int, target: AnyObject.Type, state: GestureRecognizer.State)
        case control(view: Int, events: Control.Event)
        case controlChange(view: Int, Int)
        case refreshing(view: Int, began: Bool)
        case scroll(view: Int, ScrollChange)
    }

    /// Where a touch went down, known once its event is delivered.
    enum Landing {
        /// Not known yet: the event is being delivered.
        case pending
        /// On a view, and a recognizer, a control or a view that handles touches got it.
        case reached(view: Int)
        /// On a view, but nothing that handles touches got it; `because` is a text, or -1.
        case unhandled(view: Int, because: Int)
        /// Hit testing found no view (R18).
        case noView
        /// An exclusive-touch view kept it from every view and recognizer (R31).
        case excluded
        /// It dismissed the menu its window showed (R121).
        case dismissedMenu
    }

    /// What a scroll view did: its drag, its content's motion on the clock, its zoom.
    enum ScrollChange {
        case beganDragging(at: CGPoint)
        case endedDragging(at: CGPoint, velocity: CGPoint, decelerating: Bool)
        case moves(Happening.ScrollChange.Motion, to: CGPoint, over: TimeInterval)
        /// `shortOf` is where it was going when it stopped on the way; nil when it arrived.
        case stopped(at: CGPoint, shortOf: CGPoint?)
        case beganZooming(scale: CGFloat)
        case endedZooming(scale: CGFloat)
    }

}
