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
}
