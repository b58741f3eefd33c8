import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// PlayPauseViewController pressed by real touches: the toggle flips before its primary action,
/// and the update handler shows each state once per flush.
@Suite struct PlayPauseViewControllerTouchTests {
    let player = PlayPauseViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: player)
    }

    var button: Button { player.playButton }
    var centre: CGPoint { button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil) }

    @Test("R116 (d): shown in a window, the button is updated at once and titled Play")
    func itStartsAsPlay() {
        #expect(player.updateCount == 1)
        #expect(button.configuration?.title == "Play")
        #expect(button.currentTitle == "Play")
        #expect(!player.isPlaying)
    }

    @Test("R117: a tap flips the selection before the primary action, which plays; a second tap pauses")
    func tapsToggle() {
        simulator.tap(on: button)

        #expect(button.isSelected)
        #expect(player.isPlaying)
        #expect(button.currentTitle == "Pause")

        simulator.wait(0.5)
        simulator.tap(on: button)

        #expect(!button.isSelected)
        #expect(!player.isPlaying)
        #expect(button.currentTitle == "Play")
        #expect(player.toggleCount == 2)
    }

    @Test("R116 (a), R114: held down, the button is darker and still Play; the lift's unhighlight and toggle are one update")
    func theHighlightShowsWhileHeld() {
        simulator.down(at: centre)

        #expect(player.updateCount == 2)
        #expect(button.configuration?.resolvedBackgroundColor == PlayPauseViewController.pressedBackground)
        #expect(button.currentTitle == "Play")

        simulator.wait(0.1)
        simulator.up()

        #expect(player.updateCount == 3)
        #expect(button.configuration?.resolvedBackgroundColor == button.tintColor)
        #expect(button.currentTitle == "Pause")
    }

    @Test("R41, R117: a lift beyond the touch region plays nothing and flips nothing")
    func aLiftOutsideDoesNothing() {
        simulator.down(at: centre)
        simulator.move(to: CGPoint(x: centre.x, y: centre.y + 200))
        simulator.up()

        #expect(!button.isSelected)
        #expect(!player.isPlaying)
        #expect(player.toggleCount == 0)
        #expect(button.currentTitle == "Play")
    }

    @Test("R111, R40: a disabled button takes the tap and does nothing; its colours are the disabled ones")
    func aDisabledButtonDoesNothing() {
        button.isEnabled = false
        button.layoutIfNeeded()

        simulator.tap(on: button)

        #expect(!player.isPlaying)
        #expect(!button.isHighlighted)
        #expect(button.configuration?.resolvedBackgroundColor == button.tintColor.withAlphaComponent(Button.defaultDisabledContentAlpha))
    }

    @Test func theHandlersDoNotKeepTheControllerAlive() {
        weak var released: PlayPauseViewController?
        do {
            let player = PlayPauseViewController()
            let simulator = TouchSimulator(hosting: player)
            simulator.tap(on: player.playButton)
            #expect(player.isPlaying)
            released = player
        }

        #expect(released == nil)
    }
}
