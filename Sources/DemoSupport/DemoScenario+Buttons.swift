import DemoControllers
import Foundation
import TargetAction

extension DemoScenario {
    /// PlayPauseViewController: a toggle button whose update handler follows its state.
    public static let playPause = DemoScenario(
        title: "Play and pause (PlayPauseViewController)",
        technique: "a toggle button (R117) with a filled configuration: its configurationUpdateHandler titles it by isSelected and darkens it while highlighted, once per flush however many flags changed (R115, R116); a lift inside flips the selection before the primary action runs"
    ) {
        let player = PlayPauseViewController()
        let session = DemoSession(showing: player) {
            let button = player.playButton!
            return [("title", button.currentTitle ?? "none"),
                    ("background", button.configuration?.resolvedBackgroundColor == PlayPauseViewController.pressedBackground ? "darker" : "tint"),
                    ("playing", player.isPlaying ? "yes" : "no"),
                    ("updates", "\(player.updateCount)")]
        }
        let centre = player.playButton.convert(CGPoint(x: 60, y: 25), to: nil)
        session.act("Press and hold: highlighted, so the handler darkens the button; still \"Play\"")
        session.down(at: centre)
        session.wait(0.2)
        session.act("Lift inside: the toggle flips before the primary action, which plays; one update shows \"Pause\" unhighlighted")
        session.up()
        session.wait(0.5)
        session.act("Press, slide far off and lift outside: nothing plays, nothing flips")
        session.down(at: centre)
        session.move(to: CGPoint(x: centre.x, y: centre.y + 200))
        session.up()
        session.wait(0.5)
        session.act("Tap again: paused, \"Play\"")
        session.tap(at: centre)
        session.wait(0.3)
        return session
    }

    /// SortMenuViewController: a pop-up button's menu at touch-down, a share button's after a press.
    public static let sortMenu = DemoScenario(
        title: "Sort and share menus (SortMenuViewController)",
        technique: "a pop-up button (showsMenuAsPrimaryAction and changesSelectionAsPrimaryAction) presents its single-selection menu at touch-down (R119), and its title follows the chosen action (R122); the share button taps as usual, but a touch held 0.5 s opens its menu and shares nothing (R120); the next touch-down dismisses a menu and reaches nothing (R121)"
    ) {
        let screen = SortMenuViewController()
        let session = DemoSession(showing: screen) {
            [("sort title", screen.sortButton.currentTitle ?? "none"),
             ("sort order", "\(screen.sortOrder)"),
             ("menu", screen.view.window?.presentedMenu.map { "\"\($0.title)\" shown" } ?? "none"),
             ("shared", "\(screen.shareCount)"),
             ("share menu", screen.shareMenuChoices.isEmpty ? "nothing" : screen.shareMenuChoices.map(\.description).joined(separator: ", "))]
        }
        let sort = screen.sortButton.convert(CGPoint(x: 70, y: 22), to: nil)
        let share = screen.shareButton.convert(CGPoint(x: 70, y: 22), to: nil)
        session.act("Touch the sort button: the menu opens at touch-down, and the touch is cancelled")
        session.tap(at: sort)
        session.wait(0.3)
        session.act("Choose \"Date\": it turns on, the others off, and the button is titled \"Date\"")
        session.chooseMenuElement("Date")
        session.wait(0.3)
        session.act("Open the menu again, then tap elsewhere: the menu is dismissed, and that touch reaches nothing")
        session.tap(at: sort)
        session.wait(0.3)
        session.tap(at: share)
        session.wait(0.5)
        session.act("Tap share: it shares")
        session.tap(at: share)
        session.wait(0.5)
        session.act("Hold share 0.6 s: its menu opens at 0.5 s, and the lift shares nothing")
        session.longPress(at: share, duration: 0.6)
        session.wait(0.3)
        session.act("Choose \"Report\" from the inline submenu")
        session.chooseMenuElement("Report")
        session.wait(0.3)
        return session
    }

    /// HoldToConfirmCardViewController: a primitive style whose long press triggers the card.
    public static let holdToConfirmCard = DemoScenario(
        title: "Hold-to-confirm card (HoldToConfirmCardViewController)",
        technique: "a button with a PrimitiveButtonStyle tracks no touches (R125): its body's 1 s onLongPressGesture calls the configuration's trigger(), which performs the primary action (R117), and its onPressingChanged dims the body while pressed; a tap does nothing"
    ) {
        let screen = HoldToConfirmCardViewController()
        let session = DemoSession(showing: screen) {
            [("card alpha", number(screen.card.styleBody?.alpha ?? 1)),
             ("highlighted", screen.card.isHighlighted ? "yes" : "no"),
             ("confirmed", screen.isConfirmed ? "yes (\(screen.confirmCount))" : "no")]
        }
        let card = screen.card.convert(CGPoint(x: screen.card.bounds.midX, y: screen.card.bounds.midY), to: nil)
        session.act("Tap the card: dimmed while down, but the style's long press fails; nothing is confirmed")
        session.tap(at: card)
        session.wait(0.5)
        session.act("Hold 0.5 s: dimmed, then undimmed at the lift; too short to confirm")
        session.longPress(at: card, duration: 0.5)
        session.wait(0.5)
        session.act("Hold 1.2 s: at 1 s the long press ends, triggers the card's primary action and undims it")
        session.longPress(at: card, duration: 1.2)
        session.wait(0.5)
        return session
    }
}
