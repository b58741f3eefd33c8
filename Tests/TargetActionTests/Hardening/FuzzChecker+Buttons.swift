import Foundation
@testable import TargetAction

/// What the checker keeps about the scene's buttons (R111-R117).
struct FuzzButtonModel {
    /// Updates per control: the handler's runs before the checker listened, then those heard.
    var updates: [ObjectIdentifier: Int] = [:]
    /// Controls updated at the flush after the current event.
    var updatedAfterEvent: Set<ObjectIdentifier> = []
    /// Controls waiting in the window when the current event came, with their updates then.
    var waitingAtEvent: [(control: Control, updates: Int)] = []
    /// A toggle's selection at its tracked touch-down.
    var selectedAtDown: [ObjectIdentifier: Bool] = [:]

    /// Counts the updates `scene`'s buttons had while it was built (on coming into the window).
    init(scene: FuzzScene) {
        for case let button as FuzzButton in scene.views { updates[ObjectIdentifier(button)] = button.handlerRuns }
    }
}

/// R111, R115-R117 for the scene's buttons: one update per control at an event's flush however many
/// requests; a control waiting when an event comes is updated by that event's flush; its handler runs
/// once per update and its configuration is resolved for its state; a disabled control is never
/// highlighted; a toggle's lift inside flips its selection once, before `.touchUpInside`.
extension FuzzChecker {
    func control(_ control: Control, didChange description: String) {
        guard description.hasPrefix("updated:") else { return }
        count("control update")
        let id = ObjectIdentifier(control)
        let updates = buttons.updates[id, default: 0] + 1
        buttons.updates[id] = updates
        if description.contains("the flush after the event") {
            if !buttons.updatedAfterEvent.insert(id).inserted {
                fail("R116", "\(describe(control)) was updated twice at one event's flush; requests are coalesced into one update.")
            }
        }
        if let button = control as? FuzzButton, button.configurationUpdateHandler != nil {
            if button.handlerRuns != updates {
                fail("R115", "\(describe(control))'s update handler ran \(button.handlerRuns) times for \(updates) updates.")
            }
            if let resolved = button.configuration?.resolution.state, resolved != button.state {
                fail("R115", "\(describe(control))'s configuration was resolved for \(resolved) though the button is \(button.state) at its update.")
            }
        }
        checkNeverHighlightedWhileDisabled(control, when: "at its update")
    }

    /// At each event: those waiting at the last one were updated by its flush; note who waits now.
    func buttonsWillProcess() {
        for (control, updates) in buttons.waitingAtEvent where control.window != nil && buttons.updates[ObjectIdentifier(control), default: 0] == updates {
            fail("R116", "\(describe(control)) waited for its update when an event came and was not updated at that event's flush.")
        }
        buttons.updatedAfterEvent.removeAll()
        buttons.waitingAtEvent = scene.views.compactMap { view in
            guard let control = view as? Control, control.needsUpdate, control.window != nil else { return nil }
            return (control, buttons.updates[ObjectIdentifier(control), default: 0])
        }
    }

    /// R117: a toggle's lift inside flips its selection before `.touchUpInside`, once.
    func checkToggle(_ control: Control, sent events: Control.Event) {
        checkNeverHighlightedWhileDisabled(control, when: "when it sent \(events)")
        guard let button = control as? Button, button.changesSelectionAsPrimaryAction else { return }
        let id = ObjectIdentifier(control)
        if events.contains(.touchDown) { buttons.selectedAtDown[id] = button.isSelected }
        guard events.contains(.touchUpInside), let before = buttons.selectedAtDown.removeValue(forKey: id) else { return }
        count("toggle lifted inside")
        if button.isSelected == before {
            fail("R117", "toggle \(describe(control)) sent .touchUpInside with isSelected still \(before); the lift flips it first.")
        }
    }

    /// R111: a disabled control is never highlighted.
    func checkNeverHighlightedWhileDisabled(_ control: Control, when moment: String) {
        if control.isHighlighted, !control.isEnabled {
            fail("R111", "\(describe(control)) is highlighted while disabled \(moment).")
        }
    }
}
