import Foundation
import Mocks
import TestSupport
@testable import TargetAction

/// What the control scenes share: a background view whose recognizers log into ``log``, and a
/// journal of every control event by name.
protocol ControlStage {
    var background: View { get }
    var log: ActionLog { get }
    var journal: CallJournal { get }
}

extension ControlStage {
    /// Adds a one-tap recognizer named "background" to the background view.
    @discardableResult
    func backgroundTap() -> TapGestureRecognizer {
        let tap = TapGestureRecognizer(target: log, action: "record:")
        tap.name = "background"
        background.addGestureRecognizer(tap)
        return tap
    }

    /// Adds a pan named "pan" to the background view.
    @discardableResult
    func backgroundPan() -> PanGestureRecognizer {
        let pan = PanGestureRecognizer(target: log, action: "record:")
        pan.name = "pan"
        background.addGestureRecognizer(pan)
        return pan
    }

    /// Logs every event `control` sends as "name event".
    func record(_ control: Control, as name: String) {
        let journal = journal
        for (event, eventName) in Control.Event.names {
            control.addAction(Action { _ in journal.entries.append("\(name) \(eventName)") }, for: event)
        }
    }

    /// The events logged for `name`, without the name.
    func events(of name: String) -> [String] {
        journal.entries.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
    }
}
