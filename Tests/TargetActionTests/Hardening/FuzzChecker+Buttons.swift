import Foundation
@testable import TargetAction

/// What the checker keeps about the scene's buttons (R111-R117).
struct FuzzButtonModel {
    /// Updates per control: the handler's runs before the checker listened, then those heard.
    var updates: [ObjectIdentifier: Int] = [:]
    /// Controls updated at the flush after the current event.
    var updatedAfterEvent: Set<ObjectIdentifier> = []
    /// Whether an event was rejected since the current step began: a rejected event runs no flush.
    var sawRejection = false
    /// A toggle's selection at its tracked touch-down.
    var selectedAtDown: [ObjectIdentifier: Bool] = [:]
    /// Menus dismissed by a touch-down during the current event, as the observer heard (R121).
    var dismissalsThisEvent = 0
    /// When a styled button's tracked touch went down (R124).
    var downTime: [ObjectIdentifier: TimeInterval] = [:]
    /// Buttons whose tracked touch went down while they showed a menu as primary action in a window (R119).
    var menuAtDown: Set<ObjectIdentifier> = []

    /// Counts the updates `scene`'s buttons had while it was built (on coming into the window).
    init(scene: FuzzScene) {
        for case let button as FuzzButton in scene.views { updates[ObjectIdentifier(button)] = button.handlerRuns }
    }
}

/// R111, R115-R117 for the scene's buttons: one update per control at an event's flush however many
/// requests; nothing waits once an event and what it sent are done; its handler runs
/// once per update and its configuration is resolved for its state; a disabled control is never
/// highlighted; a toggle's lift inside flips its selection once, before `.touchUpInside`.
extension FuzzChecker {
    func control(_ control: Control, didChange description: String) {
        if description.contains("dismissed by a touch-down") { buttons.dismissalsThisEvent += 1 }
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

    /// At each event, delivered from outside or sent by a handler: a new event's flush begins.
    func buttonsWillProcess() {
        buttons.updatedAfterEvent.removeAll()
    }

    /// R116 (a): once an event sent from outside is done, with every event its handlers sent, no
    /// control in the window waits: that event's flush updated every one waiting, whoever asked.
    func checkNothingWaitsAfterEvent() {
        guard !buttons.sawRejection else { return }
        for case let control as Control in scene.views where control.needsUpdate && control.window != nil {
            fail("R116", "\(describe(control)) still waits for its update after an event and everything it sent; that event's flush should have run it.")
        }
    }

    /// R117: a toggle's lift inside flips its selection before `.touchUpInside`, once; R119: a
    /// menu shown as the primary action ends tracking at touch-down, so no lift sends anything.
    func checkToggle(_ control: Control, sent events: Control.Event) {
        checkNeverHighlightedWhileDisabled(control, when: "when it sent \(events)")
        guard let button = control as? Button else { return }
        let id = ObjectIdentifier(control)
        if events.contains(.touchDown) {
            buttons.downTime[id] = scene.window.clock.now
            if button.presentsMenuAsPrimaryAction, button.window != nil { buttons.menuAtDown.insert(id) } else { buttons.menuAtDown.remove(id) }
        }
        if buttons.menuAtDown.contains(id), !events.isDisjoint(with: [.touchUpInside, .touchUpOutside, .primaryActionTriggered]) {
            fail("R119", "\(describe(control)) showed its menu as its primary action at its touch-down in a window, yet sent \(events) for that touch.")
        }
        guard button.changesSelectionAsPrimaryAction, !button.isPopUpButton else { return }
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

    /// R121: each touch-down of `event` that was never hit-tested dismissed a menu, one per
    /// dismissal heard; it reaches nothing, as a touch an exclusive-touch view blocks.
    func checkMenuDismissals(in event: Event) {
        let dismissing = event.changes.filter { change in
            guard change.phase == .began, case .dismissedMenu = change.touch.unhandled else { return false }
            return true
        }
        if dismissing.count != buttons.dismissalsThisEvent {
            fail("R121", "\(dismissing.count) touch-downs of an event dismissed a menu, but \(buttons.dismissalsThisEvent) menus were dismissed.")
        }
        buttons.dismissalsThisEvent = 0
        let unrouted = event.changes.compactMap { $0.phase == .began ? $0.touch as? FuzzTouch : nil }
            .filter { $0.wasSeenToBegin && !$0.wasHitTested }
        for touch in unrouted {
            guard case .dismissedMenu = touch.unhandled else {
                fail("R18", "touch #\(touch.serial) went down and was never hit-tested, though it dismissed no menu.")
                continue
            }
            count("touch-down dismisses a menu")
            touch.wasHitTested = true
            touch.isBlockedByExclusiveTouch = true   // reaches no view and no recognizer (R121, as R31's)
            touch.downTime = event.timestamp
            touchesSinceRest.append(touch)
            route(touch, to: nil)
            if touch.view != nil || !touch.gestureRecognizers.isEmpty {
                fail("R121", "touch #\(touch.serial) dismissed a menu but reached \(describe(touch.view)) and \(touch.gestureRecognizers.map(name)).")
            }
        }
    }

    /// R124: a styled button is pressed exactly while it tracks a touch inside its region that
    /// has been down its press delay (within a microsecond of the delay, either may hold).
    func checkPresses(when moment: String) {
        for case let button as FuzzButton in scene.views {
            guard let attachment = button.styleAttachment, case .button = attachment.kind else { continue }
            let elapsed = scene.window.clock.now - (buttons.downTime[ObjectIdentifier(button)] ?? .infinity)
            let tracking = button.isTracking && button.isTouchInside
            if attachment.isPressed, !(tracking && elapsed >= button.pressDelay - 1e-6) {
                fail("R124", "\(describe(button)) is pressed \(moment) though it \(tracking ? "has tracked its touch only \(elapsed) s" : "tracks no touch inside its region").")
            } else if !attachment.isPressed, tracking, elapsed > button.pressDelay + 1e-6 {
                fail("R124", "\(describe(button)) is not pressed \(moment) though it has tracked its touch inside its region \(elapsed) s.")
            }
            if attachment.isPressed { count("styled button pressed") }
        }
    }

    /// R122: a single-selection menu someone chose from has exactly one action on.
    func checkSingleSelection(of menu: Menu, after choice: String) {
        let on = menu.selectedElements.count
        if on != 1 { fail("R122", "after choosing \(choice), single-selection \"\(menu.title)\" has \(on) actions on.") }
        count("menu choice")
    }
}
