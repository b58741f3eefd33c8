import Foundation
import TargetAction

/// Records what a window's gesture machinery does, as table rows and as a timeline: each touch,
/// every recognizer's state change, each action sent, what the controller did, and, where
/// arbitration decides, why.
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

    public private(set) var rows: [Row] = []
    /// The recognizers' names, one lane each: those in the window when tracing began, in view-tree order.
    public private(set) var lanes: [String] = []
    public private(set) var transitions: [Transition] = []
    public private(set) var actionMarks: [ActionMark] = []
    public private(set) var touchMarks: [TouchMark] = []
    public private(set) var waitSpans: [WaitSpan] = []
    public private(set) var acts: [Act] = []

    private weak var window: Window?
    private let describe: () -> [(String, String)]
    private var lastOutcome: [(String, String)]
    private var laneRecognizers: [GestureRecognizer] = []
    private var fingers: [Int: Touch] = [:]
    private var touchDownTimes: [ObjectIdentifier: TimeInterval] = [:]
    private var beganRows: [(row: Int, touch: Touch)] = []
    private var lastLift: TimeInterval?
    /// Failures and cancellations whose cause shows only when the winner commits (R15, R16).
    private var unexplained: [GestureRecognizer] = []
    /// Recognizers reported waiting, with their open wait span.
    private var waiting: [(recognizer: GestureRecognizer, span: Int)] = []

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
        for change in event.changes {
            let touch = change.touch
            let finger: Int
            if change.phase == .began {
                finger = lowestFreeFinger()
                fingers[finger] = touch
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
            }
            rows.append(Row(time: time, kind: .touch, text: text))
            touchMarks.append(TouchMark(time: time, finger: finger, phase: change.phase))
            if change.phase.isTerminal {
                fingers[finger] = nil
                touchDownTimes[ObjectIdentifier(touch)] = nil
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
            closeWait(of: recognizer)
            if let reason = intrinsicReason(recognizer, new) {
                rows.append(Row(time: now, kind: .why, text: "\(name) \(new == .failed ? "failed" : "was cancelled"): \(reason)"))
            } else {
                unexplained.append(recognizer)
            }
        case .began, .ended:
            guard old == .possible else { break }
            if let index = waiting.firstIndex(where: { $0.recognizer === recognizer }) {
                let blockers = waitSpans[waiting[index].span].blockers
                rows.append(Row(time: now, kind: .why, text: "\(name) goes ahead: \(list(blockers)) failed (R15)"))
                closeWait(of: recognizer)
            } else if let reason = winningReason(recognizer) {
                rows.append(Row(time: now, kind: .why, text: "\(name) \(new == .began ? "began" : "recognized"): \(reason)"))
            }
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

    public func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {
        guard phase != .moved, phase != .stationary else { return }   // moves would drown the table
        let method = "touches\(phase == .began ? "Began" : phase == .ended ? "Ended" : "Cancelled")"
        let why = phase == .cancelled ? "  (R17: a recognizer claimed the touch)" : ""
        rows.append(Row(time: now, kind: .view, text: "\(viewName(view)) gets \(method)\(why)"))
    }

    // MARK: Explanations

    /// Why `recognizer` failed or was cancelled, when its own touches or settings tell; nil when
    /// the cause is another recognizer (known once that one commits) or a refusal (R7).
    private func intrinsicReason(_ recognizer: GestureRecognizer, _ new: GestureRecognizer.State) -> String? {
        if !recognizer.isEnabled { return "it was disabled (R12)" }
        if recognizer.view == nil { return "it was removed from its view (R13)" }
        let touches = recognizer.trackedTouches
        if touches.contains(where: { $0.phase == .cancelled }) { return "its touch was cancelled (R23)" }
        guard new == .failed else { return nil }
        let lifted = !touches.isEmpty && touches.allSatisfy { $0.phase == .ended }
        let time = now
        switch recognizer {
        case let pan as PanGestureRecognizer:
            if lifted { return "the finger lifted before moving \(number(pan.hysteresis)) points (R23)" }
            if pan.numberOfTouches > pan.maximumNumberOfTouches { return "more than \(pan.maximumNumberOfTouches) finger(s) (R22)" }
        case let tap as TapGestureRecognizer:
            if touches.isEmpty, let lastLift, time - lastLift >= tap.maximumTapInterval - 1e-9 {
                let next = tap.numberOfTapsRequired > 1 ? "no next tap" : "no tap"
                return "\(next) within \(number(tap.maximumTapInterval)) s of the lift (R27)"
            }
            if touches.count > tap.numberOfTouchesRequired { return "more fingers than \(tap.numberOfTouchesRequired) (R27)" }
            if touches.contains(where: { distanceMoved($0) > tap.allowableMovement }) {
                return "the finger moved more than \(number(tap.allowableMovement)) points (R27)"
            }
            if let down = touches.compactMap({ touchDownTimes[ObjectIdentifier($0)] }).min(),
               time - down >= tap.maximumTapDuration - 1e-9 {
                return "the finger was held longer than \(number(tap.maximumTapDuration)) s (R27)"
            }
        case let press as LongPressGestureRecognizer:
            if lifted { return "the finger lifted before \(number(press.minimumPressDuration)) s (R29)" }
            if touches.contains(where: { distanceMoved($0) > press.allowableMovement }) {
                return "the finger moved more than \(number(press.allowableMovement)) points before \(number(press.minimumPressDuration)) s (R29)"
            }
        default:
            break
        }
        return nil
    }

    /// What made `recognizer` begin or recognize, from its settings.
    private func winningReason(_ recognizer: GestureRecognizer) -> String? {
        switch recognizer {
        case let pan as PanGestureRecognizer:
            let allowed = pan.delegate.map { " and its delegate (\(type(of: $0))) said yes to gestureRecognizerShouldBegin (R7)" } ?? ""
            return "the finger moved past the \(number(pan.hysteresis))-point hysteresis (R22)\(allowed)"
        case let press as LongPressGestureRecognizer:
            if press.minimumPressDuration <= 0 { return "its minimumPressDuration is 0, so it begins at touch-down (R29)" }
            return "the finger was held \(number(press.minimumPressDuration)) s within \(number(press.allowableMovement)) points (R29)"
        case let tap as TapGestureRecognizer:
            let taps = tap.numberOfTapsRequired
            return "\(taps == 1 ? "the tap" : "\(taps) taps") completed on the lift (R26)"
        default:
            return nil
        }
    }

    /// `winner` began or was recognized: the recognizers that failed or were cancelled just before
    /// it, in the same update, lost to it (R15, R16).
    private func explainLosers(of winner: GestureRecognizer, entering state: GestureRecognizer.State) {
        guard !unexplained.isEmpty else { return }
        let winnerName = lanes[lane(of: winner)]
        let did = state == .began ? "began" : "was recognized"
        for loser in unexplained {
            let name = lanes[lane(of: loser)]
            let verb = loser.state == .cancelled ? "was cancelled" : "failed"
            if requiresFailure(loser, of: winner) {
                rows.append(Row(time: now, kind: .why, text: "\(name) \(verb): it requires \(winnerName) to fail, and \(winnerName) \(did) (R15)"))
            } else {
                rows.append(Row(time: now, kind: .why, text: "\(name) \(verb): \(winnerName) \(did) first, and the two may not recognize together (R16)"))
            }
        }
        unexplained.removeAll()
    }

    /// Failures no winner explained: a refusal (R7) or the recognizer's own judgement.
    private func explainUnexplained() {
        for recognizer in unexplained {
            let name = lanes[lane(of: recognizer)]
            let delegateSaysNo = recognizer.delegate.map { !$0.gestureRecognizerShouldBegin(recognizer) } ?? false
            let viewSaysNo = recognizer.view.map { !$0.gestureRecognizerShouldBegin(recognizer) } ?? false
            let text: String
            if delegateSaysNo {
                text = "\(name) failed: its delegate (\(type(of: recognizer.delegate!))) said no to gestureRecognizerShouldBegin (R7)"
            } else if viewSaysNo {
                text = "\(name) failed: its view said no to gestureRecognizerShouldBegin (R7)"
            } else {
                text = "\(name) \(recognizer.state == .cancelled ? "was cancelled" : "failed"): its touches did not make its gesture"
            }
            rows.append(Row(time: now, kind: .why, text: text))
        }
        unexplained.removeAll()
    }

    /// Reports recognizers that have recognized but wait for others to fail (R15).
    private func noticeWaits() {
        guard let window else { return }
        let engaged = window.engagedGestureRecognizers
        for recognizer in engaged where recognizer.pendingState != nil && !waiting.contains(where: { $0.recognizer === recognizer }) {
            let blockers = engaged.filter { other in
                other !== recognizer && other.state == .possible && requiresFailure(recognizer, of: other)
            }
            guard !blockers.isEmpty, let wanted = recognizer.pendingState else { continue }
            let lane = lane(of: recognizer)
            let blockerNames = blockers.map { lanes[self.lane(of: $0)] }
            let how = blockers.allSatisfy { other in recognizer.requiredToFail.contains { $0 === other } } ? "require(toFail:)" : "a failure requirement"
            rows.append(Row(time: now, kind: .waits, text: "\(lanes[lane]) has its gesture (wants \(wanted)) but waits for \(list(blockerNames)) to fail (\(how), R15)"))
            waitSpans.append(WaitSpan(lane: lane, start: now, end: nil, blockers: blockerNames))
            waiting.append((recognizer, waitSpans.count - 1))
        }
    }

    private func closeWait(of recognizer: GestureRecognizer) {
        guard let index = waiting.firstIndex(where: { $0.recognizer === recognizer }) else { return }
        waitSpans[waiting[index].span].end = now
        waiting.remove(at: index)
    }

    /// R15, as arbitration reads it: `require(toFail:)`, the overridable methods and the delegates.
    private func requiresFailure(_ waiter: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        waiter.requiredToFail.contains { $0 === other }
            || waiter.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: waiter)
            || (waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) ?? false)
    }

    private func recordOutcome() {
        let outcome = describe()
        let changes = outcome.filter { pair in !lastOutcome.contains { $0.0 == pair.0 && $0.1 == pair.1 } }
        lastOutcome = outcome
        guard !changes.isEmpty else { return }
        rows.append(Row(time: now, kind: .result, text: changes.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))
    }

    // MARK: Lanes and names

    private func collectLanes(in view: View) {
        for recognizer in view.gestureRecognizers ?? [] {
            _ = lane(of: recognizer)
        }
        for subview in view.subviews {
            collectLanes(in: subview)
        }
    }

    private func lane(of recognizer: GestureRecognizer) -> Int {
        if let index = laneRecognizers.firstIndex(where: { $0 === recognizer }) { return index }
        laneRecognizers.append(recognizer)
        lanes.append(recognizer.name ?? "\(type(of: recognizer))")
        return laneRecognizers.count - 1
    }

    private func viewName(_ view: View) -> String {
        view.accessibilityIdentifier ?? "\(type(of: view))"
    }

    private func lowestFreeFinger() -> Int {
        var finger = 0
        while fingers[finger] != nil { finger += 1 }
        return finger
    }

    private func distanceMoved(_ touch: Touch) -> CGFloat {
        let location = touch.location(in: nil)
        return hypot(location.x - touch.initialLocationInWindow.x, location.y - touch.initialLocationInWindow.y)
    }

    private func list(_ names: [String]) -> String {
        names.joined(separator: " and ")
    }
}
