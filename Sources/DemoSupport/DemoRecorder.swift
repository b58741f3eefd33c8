import Foundation
import TargetAction

/// What a demo adds to its window's transcript: captions, remarks, and a result row whenever what
/// the controller shows changes; and the timeline's marks.
///
/// It is the window's gesture observer, so it hears each happening just after the transcript
/// recorded it: what changed is looked for after each action, callback, `@GestureState` write,
/// control event, control change and event, and whenever the session asks (a timer fired, a direct call).
package final class DemoRecorder: GestureObserver {
    package private(set) var marks = TimelineMarks()
    private let trace: GestureTrace
    /// What the controller shows, as (name, value) pairs.
    private let describe: () -> [(String, String)]
    private var lastOutcome: [(String, String)]

    /// Records into `trace` what `describe` reads, starting with a row of all of it.
    init(trace: GestureTrace, describe: @escaping () -> [(String, String)]) {
        self.trace = trace
        self.describe = describe
        lastOutcome = describe()
        if !lastOutcome.isEmpty {
            trace.annotate(.result, lastOutcome.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
        }
    }

    /// Marks the start of a scripted step with a caption row.
    func act(_ caption: String) {
        marks.acts.append(TimelineMarks.Act(time: trace.now, caption: caption))
        trace.annotate(.act, caption)
    }

    /// Adds a remark row.
    func note(_ text: String) {
        trace.annotate(.note, text)
    }

    /// Adds a result row of the pairs that changed since the last one, if any did.
    func recordChanges() {
        let outcome = describe()
        let last = lastOutcome
        let changes = outcome.filter { pair in !last.contains { $0.0 == pair.0 && $0.1 == pair.1 } }
        lastOutcome = outcome
        guard !changes.isEmpty else { return }
        trace.annotate(.result, changes.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
    }

    // MARK: GestureObserver

    package func window(_ window: Window, willProcess event: Event) {
        marks.mark(event)
    }

    package func window(_ window: Window, didProcess event: Event) {
        recordChanges()
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        marks.transitions.append(TimelineMarks.Transition(time: trace.now, lane: trace.lane(of: recognizer), from: old, to: new))
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        marks.actionMarks.append(TimelineMarks.ActionMark(time: trace.now, lane: trace.lane(of: recognizer), state: state))
        recordChanges()
    }

    package func control(_ control: Control, willSendActionsFor events: Control.Event) {
        recordChanges()
    }

    package func control(_ control: Control, didChange description: String) {
        recordChanges()
    }

    package func attachedGesture(_ gesture: AttachedGesture, willRun callback: AttachedGesture.Callback, with value: String) {
        recordChanges()
    }

    package func attachedGesture(_ gesture: AttachedGesture, didSetGestureState value: String) {
        recordChanges()
    }
}
