import Foundation

extension GestureTrace {
    /// One line of the trace. What happened is kept as values and put into words when ``text`` is
    /// read, so that recording a touch or a state change builds no string.
    package struct Row: Equatable {
        package enum Kind: String, Sendable {
            /// A scripted step begins (a caption).
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
            /// A scroll view's drag, motion on the clock or zoom began or ended (R45-R52, R75-R78).
            case scroll
            /// A recognizer has recognized but waits for another to fail (R15).
            case waits
            /// Why arbitration decided as it did.
            case why
            /// What the controller did: the values that changed.
            case result
            /// A remark from the script.
            case note
        }

        package let time: TimeInterval
        package let kind: Kind
        let detail: Detail

        /// What happened, in words.
        package var text: String { detail.text }

        package init(time: TimeInterval, kind: Kind, text: String) {
            self.init(time: time, kind: kind, .text(text))
        }

        init(time: TimeInterval, kind: Kind, _ detail: Detail) {
            self.time = time
            self.kind = kind
            self.detail = detail
        }

        package static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.text == rhs.text
        }
    }

    /// What a row says, as the values it is made of.
    enum Detail {
        case text(String)
        case touchDown(finger: Int, at: CGPoint, landing: Landing)
        case touchMove(finger: Int, to: CGPoint)
        case touchUp(finger: Int)
        case touchCancelled(finger: Int)
        case viewTouches(ViewName, phase: Touch.Phase)
        case transition(lane: String, from: GestureRecognizer.State, to: GestureRecognizer.State)
        case action(lane: String, action: Selector, target: AnyObject.Type, state: GestureRecognizer.State)
        case control(ViewName, events: Control.Event)
        case refreshing(ViewName, began: Bool)
        case scroll(ViewName, ScrollChange)

        var text: String {
            switch self {
            case .text(let text):
                return text
            case .touchDown(let finger, let location, let landing):
                return "finger \(finger) down at \(format(location))\(landing.text)"
            case .touchMove(let finger, let location):
                return "finger \(finger) moves to \(format(location))"
            case .touchUp(let finger):
                return "finger \(finger) up"
            case .touchCancelled(let finger):
                return "finger \(finger) cancelled (by the system)"
            case .viewTouches(let view, let phase):
                let method = "touches\(phase == .began ? "Began" : phase == .ended ? "Ended" : "Cancelled")"
                let why = phase == .cancelled ? "  (R17: a recognizer claimed the touch)" : ""
                return "\(view) gets \(method)\(why)"
            case .transition(let lane, let old, let new):
                return "\(lane): \(old) → \(new)\(new == .possible ? "  (reset, R5)" : "")"
            case .action(let lane, let action, let target, let state):
                return "\(lane) sends \"\(action)\" to \(target) (\(state))"
            case .control(let control, let events):
                return "\(control) sends \(events)"
            case .refreshing(let control, let began):
                return began ? "\(control) begins refreshing (R82, R84)" : "\(control) ends refreshing (R85)"
            case .scroll(let scrollView, let change):
                return "\(scrollView) \(change.text)"
            }
        }
    }

    /// Where a touch went down, known once its event is delivered.
    enum Landing {
        /// Not known yet: the event is being delivered.
        case pending
        /// On a view, and a recognizer, a control or a view that handles touches got it.
        case reached(ViewName)
        /// On a view, but nothing that handles touches got it.
        case unhandled(ViewName, because: String?)
        /// Hit testing found no view (R18).
        case noView
        /// An exclusive-touch view kept it from every view and recognizer (R31).
        case excluded

        var text: String {
            let nothing = "reached nothing that handles touches"
            switch self {
            case .pending: return ""
            case .reached(let view): return " on \(view)"
            case .unhandled(let view, let reason): return " on \(view): \(nothing)\(reason.map { "; \($0)" } ?? "")"
            case .noView: return " on no view (R18): \(nothing)"
            case .excluded: return ", kept from every view by an exclusive-touch view (R31): \(nothing)"
            }
        }
    }

    /// What a scroll view did: its drag, its content's motion on the clock, its zoom.
    enum ScrollChange {
        case beganDragging(at: CGPoint)
        case endedDragging(at: CGPoint, velocity: CGPoint, decelerating: Bool)
        /// `how` says which motion and by what rule: ("decelerates", "R47"), ("scrolls", "R52").
        case moves(how: String, rule: String, to: CGPoint, over: TimeInterval)
        /// `target` is where it was going when it stopped short; nil when it arrived.
        case stopped(at: CGPoint, shortOf: CGPoint?)
        case beganZooming(scale: CGFloat)
        case endedZooming(scale: CGFloat)

        var text: String {
            switch self {
            case .beganDragging(let offset):
                return "begins dragging at \(point(offset)) (R45)"
            case .endedDragging(let offset, let velocity, let decelerating):
                let next = decelerating ? "and moves on" : "and stays"
                return "ends dragging at \(point(offset)), velocity \(point(velocity)) points/ms, \(next) (R47)"
            case .moves(let how, let rule, let target, let duration):
                return "\(how) to \(point(target)) over \(number(rounded(duration))) s (\(rule))"
            case .stopped(let offset, let target):
                return target.map { "stops at \(point(offset)), short of \(point($0))" } ?? "comes to rest at \(point(offset))"
            case .beganZooming(let scale):
                return "begins zooming at \(number(rounded(scale)))× (R75, R77)"
            case .endedZooming(let scale):
                return "ends zooming at \(number(rounded(scale)))× (R75, R78)"
            }
        }

        private func rounded<Value: BinaryFloatingPoint>(_ value: Value) -> Value {
            (value * 1000).rounded() / 1000
        }

        /// A point to three decimals: "(0, 120.5)".
        private func point(_ point: CGPoint) -> String {
            format(CGPoint(x: rounded(point.x), y: rounded(point.y)))
        }
    }
}
