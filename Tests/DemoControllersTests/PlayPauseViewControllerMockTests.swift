import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// PlayPauseViewController with no window and no touches: the button fired with
/// `performPrimaryAction()`, its updates applied with `layoutIfNeeded()`.
@Suite struct PlayPauseViewControllerMockTests {
    let player = PlayPauseViewController()

    init() {
        player.loadViewIfNeeded()
    }

    var button: Button { player.playButton }

    @Test("R117: the button is a toggle with a filled configuration and one primary action")
    func theButtonIsWired() {
        #expect(button.changesSelectionAsPrimaryAction)
        #expect(button.configuration != nil)
        #expect(button.allControlEvents == .primaryActionTriggered)
        #expect(button.allTargets.isEmpty)
    }

    @Test("R116: in no window nothing updates until layoutIfNeeded, which updates once")
    func updatesWaitForLayout() {
        #expect(player.updateCount == 0)

        button.layoutIfNeeded()

        #expect(player.updateCount == 1)
        #expect(button.currentTitle == "Play")
    }

    @Test("R117: performPrimaryAction flips the selection, then plays; the title follows at the next layout")
    func performPrimaryActionPlays() {
        button.performPrimaryAction()

        #expect(button.isSelected)
        #expect(player.isPlaying)

        player.view.layoutIfNeeded()

        #expect(button.currentTitle == "Pause")
        #expect(player.updateCount == 1)
    }

    @Test("R114, R115: a highlight set in code darkens the background at the next update")
    func aHighlightDarkens() {
        button.isHighlighted = true
        button.layoutIfNeeded()

        #expect(button.configuration?.resolvedBackgroundColor == PlayPauseViewController.pressedBackground)

        button.isHighlighted = false
        button.layoutIfNeeded()

        #expect(button.configuration?.resolvedBackgroundColor == button.tintColor)
    }

    @Test("R117: a disabled button's performPrimaryAction does nothing")
    func aDisabledButtonDoesNotPlay() {
        button.isEnabled = false

        button.performPrimaryAction()

        #expect(!player.isPlaying)
        #expect(player.toggleCount == 0)
    }
}
