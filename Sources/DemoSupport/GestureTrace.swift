import Foundation
import TargetAction

/// Records what a window's gesture machinery does, as table rows and as a timeline: each touch,
/// every recognizer's state change, each action sent, each control event, each callback of an
/// attached value gesture and each `@GestureState` it writes or resets, what the controller did,
/// and, where arbitration decides, why.
///
/// An attached gesture's lane is named after its view and how it was attached ("badge.onTapGesture",
/// "circle.highPriorityGesture") unless its recognizer has a name; why it waited, went ahead,
/// failed or lost is told from its gestures' settings and the priority between attached gestures
/// (R61-R66).
///
/// Set it as the window's ``Window/gestureObserver`` (``init(window:describe:)`` does) and drive
/// the window; call ``checkpoint()`` after anything that is not an event (a timer firing while
/// time advances) so that waits and results are noticed at the right time. ``TraceTable`` prints
/// the rows; ``TimelineSVG`` draws the timeline.
public final class GestureTrace: GestureObserver {
    /// One line of the trace.
    public struct Row: Equatable, Sendable {
        public enum Kind: String, Sendable {
            /// A scripted step begins (a caption).
            case act
            /// A finger went down, moved, lifted or was cancelled.
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
            /// A control sent the actions of its events (R41, R42).
            case control
            /// A recognizer has recognized but waits for another to fail (R15).
            case waits
            /// Why arbitration decided as it did.
            case why
            /// What the controller did: the values that changed.
            case result
            /// A remark from the script.
            case note
        }

        public let time: TimeInterval
        public let kind: Kind
        public let text: String

        public init(time: TimeInterval, kind: Kind, text: String) {
            self.time = time
            self.kind = kind
            self.text = text
        }
    }

    /// A recognizer's state change, for the timeline.
    public struct Transition: Equatable, Sendable {
        public let time: TimeInterval
        public let lane: Int
        public let from: GestureRecognizer.State
        public let to: GestureRecognizer.State
    }

    /// An action sent, for the timeline.
    public struct ActionMark: Equatable, Sendable {
        public let time: TimeInterval
        public let lane: Int
        public let state: GestureRecognizer.State
    }

    /// A touch change, for the timeline.
    public struct TouchMark: Equatable, Sendable {
        public let time: TimeInterval
        public let finger: Int
        public let phase: Touch.Phase
    }

    /// A stretch of time in which a recognizer waited for others to fail (R15).
    public struct WaitSpan: Equatable, Sendable {
        public let lane: Int
        public let start: TimeInterval
        public internal(set) var end: TimeInterval?
        public let blockers: [String]
    }

    /// A scripted step, for the timeline.
    public struct Act: Equatable, Sendable {
        public let time: TimeInterval
        public let caption: String
    }

    public internal(set) var rows: [Row] = []
    /// The recognizers' names, one lane each: those in the window when tracing began, in view-tree order.
    public internal(set) var lanes: [String] = []
    public internal(set) var transitions: [Transition] = []
    public internal(set) var actionMarks: [ActionMark] = []
    public internal(set) var touchMarks: [TouchMark] = []
    public internal(set) var waitSpans: [WaitSpan] = []
    public internal(set) var acts: [Act] = []

    weak var window: Window?
    let describe: () -> [(String, String)]
    var lastOutcome: [(String, String)]
    var laneRecognizers: [GestureRecognizer] = []
    var fingers: [Int: Touch] = [:]
    /// The most fingers down at once since the last time none were.
    var peakFingers = 0
    var touchDownTimes: [ObjectIdentifier: TimeInterval] = [:]
    /// The touch-down times of the touches that lift or are cancelled in the event being processed.
    var liftedTouchDownTimes: [ObjectIdentifier: TimeInterval] = [:]
    var beganRows: [(row: Int, touch: Touch)] = []
    var lastLift: TimeInterval?
    /// The touches of the event being processed: a lifted touch a recognizer no longer tracks.
    var eventTouches: [Touch] = []
    /// Failures and cancellations whose cause shows only when the winner commits (R15, R16).
    var unexplained: [GestureRecognizer] = []
    /// Recognizers reported waiting, with their open wait span.
    var waiting: [(recognizer: GestureRecognizer, span: Int)] = []
    /// The attached gestures seen, by their recognizer's identity (the handle keeps it alive).
    var attachedByRecognizer: [ObjectIdentifier: AttachedGesture] = [:]
    /// The rule each wait span is explained by ("R15", "R66"), by span index.
    var waitRules: [Int: String] = [:]
    /// Recognizers whose `updating` runs now: the state change that follows is its write.
    var runningUpdating: Set<ObjectIdentifier> = []

    /// Starts tracing `window`, which it observes until another observer is set.
    /// - Parameters:
    ///   - window: The window to watch. Its recognizers become the timeline's lanes.
    ///   - describe: What the controller shows, as (name, value) pairs; a change is a result row.
    public init(window: Window, describe: @escaping () -> [(String, String)] = { [] }) {
        self.window = window
        self.describe = describe
        lastOutcome = describe()
        collectLanes(in: window)
        window.gestureObserver = self
        if !lastOutcome.isEmpty {
            rows.append(Row(time: now, kind: .result, text: lastOutcome.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))
        }
    }

    /// The window clock's time.
    public var now: TimeInterval { window?.clock.now ?? 0 }

    /// Marks the start of a scripted step.
    public func act(_ caption: String) {
        acts.append(Act(time: now, caption: caption))
        rows.append(Row(time: now, kind: .act, text: caption))
    }

    /// Adds a remark.
    public func note(_ text: String) {
        rows.append(Row(time: now, kind: .note, text: text))
    }

    /// Notices what happened outside events (a timer fired): explains failures, reports
    /// recognizers that started waiting, and records what the controller changed.
    public func checkpoint() {
        explainUnexplained()
        noticeWaits()
        recordOutcome()
    }

    // MARK: GestureObserver

    public func window(_ window: Window, willProcess event: Event) {
        let time = event.timestamp
        if event.type == .hover {   // a pointer's sample: no finger (R100)
            for change in event.changes { rows.append(Row(time: time, kind: .touch, text: hoverText(change))) }
            return
        }
        eventTouches = event.changes.map(\.touch)
        for change in event.changes {
            let touch = change.touch
            let finger: Int
            if change.phase == .began {
                if fingers.isEmpty { peakFingers = 0 }
                finger = lowestFreeFinger()
                fingers[finger] = touch
                peakFingers = max(peakFingers, fingers.count)
                touchDownTimes[ObjectIdentifier(touch)] = time
            } else {
                finger = fingers.first { $0.value === touch }?.key ?? -1
            }
            let location = change.location ?? touch.location(in: nil)
            let text: String
            switch change.phase {
            case .began:
                text = "finger \(finger) down at \(format(location))"
                beganRows.append((rows.count, touch))
            case .moved, .stationary:
                text = "finger \(finger) moves to \(format(location))"
            case .ended:
                text = "finger \(finger) up"
                lastLift = time
            case .cancelled:
                text = "finger \(finger) cancelled (by the system)"
            case .regionEntered, .regionMoved, .regionExited:
                text = hoverText(change)
            }
            rows.append(Row(time: time, kind: .touch, text: text))
            touchMarks.append(TouchMark(time: time, finger: finger, phase: change.phase))
            if change.phase.isTerminal {
                fingers[finger] = nil
                liftedTouchDownTimes[ObjectIdentifier(touch)] = touchDownTimes.removeValue(forKey: ObjectIdentifier(touch))
            }
        }
    }

    public func window(_ window: Window, didProcess event: Event) {
        for (row, touch) in beganRows where row < rows.count {
            let old = rows[row]
            let target = touch.view.map(viewName) ?? "nothing"
            rows[row] = Row(time: old.time, kind: old.kind, text: "\(old.text) on \(target)")
        }
        beganRows.removeAll()
        eventTouches.removeAll()
        liftedTouchDownTimes.removeAll()
        checkpoint()
    }

    public func window(_ window: Window, didReject event: Event, because rejection: EventRejection) {
        rows.append(Row(time: event.timestamp, kind: .note, text: "event rejected: \(rejection.message)"))
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        let lane = lane(of: recognizer)
        let name = lanes[lane]
        transitions.append(Transition(time: now, lane: lane, from: old, to: new))
        rows.append(Row(time: now, kind: .state, text: "\(name): \(old) → \(new)\(new == .possible ? "  (reset, R5)" : "")"))

        switch new {
        case .failed, .cancelled:
            let waitedFor = waiting.first { $0.recognizer === recognizer }.map { (blockers: waitSpans[$0.span].blockers, rule: waitRules[$0.span] ?? "R15") }
            closeWait(of: recognizer)
            if let reason = intrinsicReason(recognizer, new) {
                let stillWaiting = waitedFor.map { "; it was still waiting for \(list($0.blockers)) to fail (\($0.rule)), so none of its callbacks ran" }
                let note = attachedGesture(of: recognizer) == nil ? "" : stillWaiting ?? ""
                rows.append(Row(time: now, kind: .why, text: "\(name) \(new == .failed ? "failed" : "was cancelled"): \(reason)\(note)"))
            } else if new == .failed, let control = controlTakingPrecedence(over: recognizer) {
                rows.append(Row(time: now, kind: .why, text: "\(name) failed: the touch is \(control.debugName)'s, which takes precedence over it (\(precedenceRule(of: control)))"))
            } else {
                unexplained.append(recognizer)
            }
            releaseWaiters(after: recognizer)
        case .began, .ended:
            guard old == .possible else { break }
            if let index = waiting.firstIndex(where: { $0.recognizer === recognizer }) {
                let blockers = waitSpans[waiting[index].span].blockers
                let rule = waitRules[waiting[index].span] ?? "R15"
                rows.append(Row(time: now, kind: .why, text: "\(name) goes ahead: \(list(blockers)) failed (\(rule))"))
                closeWait(of: recognizer)
            } else if let reason = winningReason(recognizer, entering: new) {
                rows.append(Row(time: now, kind: .why, text: "\(name) \(new == .began ? "began" : "recognized"): \(reason)"))
            }
            if new == .began { explainCompanions(of: recognizer) }
            explainLosers(of: recognizer, entering: new)
        default:
            break
        }
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        let lane = lane(of: recognizer)
        actionMarks.append(ActionMark(time: now, lane: lane, state: state))
        rows.append(Row(time: now, kind: .action, text: "\(lanes[lane]) sends \"\(action)\" to \(type(of: target)) (\(state))"))
        recordOutcome()
    }

    public func control(_ control: Control, willSendActionsFor events: Control.Event) {
        recordOutcome()   // what the previous event's actions changed, before this one
        rows.append(Row(time: now, kind: .control, text: "\(control.debugName) sends \(events)"))
    }

    public func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {
        guard phase != .moved, phase != .stationary else { return }   // moves would drown the table
        let method = "touches\(phase == .began ? "Began" : phase == .ended ? "Ended" : "Cancelled")"
        let why = phase == .cancelled ? "  (R17: a recognizer claimed the touch)" : ""
        rows.append(Row(time: now, kind: .view, text: "\(viewName(view)) gets \(method)\(why)"))
    }

    // MARK: Lanes and names

    func collectLanes(in view: View) {
        for recognizer in view.gestureRecognizers ?? [] {
            _ = lane(of: recognizer)
        }
        for subview in view.subviews {
            collectLanes(in: subview)
        }
    }

    func lane(of recognizer: GestureRecognizer) -> Int {
        if let index = laneRecognizers.firstIndex(where: { $0 === recognizer }) { return index }
        laneRecognizers.append(recognizer)
        lanes.append(recognizer.name ?? attachedGesture(of: recognizer).map(laneName) ?? "\(type(of: recognizer))")
        return laneRecognizers.count - 1
    }

    func viewName(_ view: View) -> String {
        view.accessibilityIdentifier ?? "\(type(of: view))"
    }

    /// A hover sample: "pointer enters at (x, y)", "pencil moves to (x, y), zOffset 0.5", "pointer exits".
    func hoverText(_ change: Event.Change) -> String {
        let device = change.touch.type == .pencil ? "pencil" : "pointer"
        let location = format(change.location ?? change.touch.location(in: nil))
        let height = change.zOffset == 0 ? "" : ", zOffset \(number(change.zOffset))"
        switch change.phase {
        case .regionEntered: return "\(device) enters at \(location)\(height)"
        case .regionExited: return "\(device) exits"
        default: return "\(device) moves to \(location)\(height)"
        }
    }

    func lowestFreeFinger() -> Int {
        var finger = 0
        while fingers[finger] != nil { finger += 1 }
        return finger
    }

    func distanceMoved(_ touch: Touch) -> CGFloat {
        let location = touch.location(in: nil)
        return hypot(location.x - touch.initialLocationInWindow.x, location.y - touch.initialLocationInWindow.y)
    }

    func list(_ names: [String]) -> String {
        names.joined(separator: " and ")
    }
}
