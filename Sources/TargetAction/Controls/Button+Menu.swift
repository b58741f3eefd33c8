import Foundation

/// Menus on buttons: presented at touch-down (R119) or after a press (R120); pop-up buttons (R122).
extension Button {
    /// How long a touch stays down before a menu that is not the primary action opens (R120).
    public static let defaultMenuPressDuration: TimeInterval = 0.5
    /// How far a touch may move before it can no longer open the menu by a press (R120).
    public static let defaultMenuAllowableMovement: CGFloat = 10

    /// Whether a touch-down presents the menu: there is one and it is the primary action (R119).
    var presentsMenuAsPrimaryAction: Bool { showsMenuAsPrimaryAction && menu != nil }

    /// Whether the button is a pop-up button: a toggle whose menu is its primary action (R122).
    var isPopUpButton: Bool { changesSelectionAsPrimaryAction && presentsMenuAsPrimaryAction }

    /// Sends `.menuActionTriggered`, then presents the menu in the button's window, replacing any
    /// menu shown there (R119, R121). Outside a window nothing is sent.
    func presentMenu(with event: TargetAction.Event?, because reason: ControlChange) {
        guard window != nil, menu != nil else { return }
        sendActions(for: .menuActionTriggered, with: event)
        guard let window, let menu else { return }   // a handler may have taken either away
        window.present(menu, from: self)
        tellWindow(.controlChange(self, reason))
    }

    /// R119, R120: a touch-down just tracked presents the menu at once and ends tracking as a
    /// cancel, or starts the press that will.
    func menuTouchDidBegin(_ touch: Touch, with event: TargetAction.Event?) {
        cancelMenuPress()
        guard isTracking, trackedTouch === touch, menu != nil, let clock = window?.clock else { return }
        if showsMenuAsPrimaryAction {
            presentMenu(with: event, because: ControlChange(rule: "R119", words: "presents \(menu.map(Window.describe) ?? "its menu") at the touch-down, its primary action"))
            if isTracking { endTrackingAsCancel(with: event) }
            return
        }
        menuPressTimer = clock.schedule(after: menuPressDuration) { [weak self, weak touch] in
            self?.menuPressFired(touch)
        }
    }

    /// R120: a move of ``menuAllowableMovement`` or more from the touch-down, in window
    /// coordinates, means no menu for that touch.
    func menuTouchDidMove(_ touch: Touch) {
        guard menuPressTimer != nil else { return }
        let start = touch.initialLocationInWindow, location = touch.locationInWindow
        if hypot(location.x - start.x, location.y - start.y) >= menuAllowableMovement { cancelMenuPress() }
    }

    /// R120: the press under way, if any, opens nothing.
    func cancelMenuPress() {
        menuPressTimer?.cancel()
        menuPressTimer = nil
    }

    /// R120: the touch is still down: the menu opens and tracking ends as in R119.
    private func menuPressFired(_ touch: Touch?) {
        menuPressTimer = nil
        guard let touch, isTracking, trackedTouch === touch, let window else { return }
        window.engine.update {
            guard isTracking, trackedTouch === touch else { return }
            presentMenu(with: nil, because: ControlChange(rule: "R120", words: "presents \(menu.map(Window.describe) ?? "its menu"): the touch stayed down \(number(menuPressDuration)) s within \(number(menuAllowableMovement)) points"))
            if isTracking { endTrackingAsCancel(with: nil) }
        }
    }

    // MARK: Pop-up buttons (R122)

    /// An update's first step: a pop-up button whose menu has no action `.on` turns the first
    /// visible, enabled one on; then its title follows the chosen action.
    func updatePopUpMenuSelection() {
        guard isPopUpButton, let menu else { return }
        let actions = menu.actions
        if !actions.contains(where: { $0.state == .on }),
           let first = actions.first(where: { $0.attributes.isDisjoint(with: [.hidden, .disabled]) }) {
            first.state = .on
        }
        showChosenTitle()
    }

    /// A pop-up button's title becomes its chosen action's: the configuration's title when it has
    /// a configuration, else the `.normal` title (R122).
    func showChosenTitle() {
        guard isPopUpButton, let chosen = menu?.selectedElements.first else { return }
        if configuration != nil {
            if configuration?.title != chosen.title { configuration?.title = chosen.title }
        } else if title(for: .normal) != chosen.title {
            setTitle(chosen.title, for: .normal)
        }
    }
}
