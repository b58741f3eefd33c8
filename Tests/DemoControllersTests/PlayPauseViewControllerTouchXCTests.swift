import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// PlayPauseViewController in XCTest: real taps through the window, and the same button fired
// without one.

final class PlayPauseViewControllerTouchXCTests: XCTestCase {
    func testATapPlaysAndRetitlesTheButton() {
        let player = PlayPauseViewController()
        let simulator = TouchSimulator(hosting: player)

        simulator.tap(on: player.playButton)

        XCTAssertTrue(player.isPlaying)
        XCTAssertTrue(player.playButton.isSelected)
        XCTAssertEqual(player.playButton.currentTitle, "Pause")
    }

    func testHeldDownTheButtonIsDarker() {
        let player = PlayPauseViewController()
        let simulator = TouchSimulator(hosting: player)
        let button = player.playButton!

        simulator.down(at: button.convert(CGPoint(x: 60, y: 25), to: nil))

        XCTAssertEqual(button.configuration?.resolvedBackgroundColor, PlayPauseViewController.pressedBackground)
        XCTAssertEqual(button.currentTitle, "Play", "the toggle flips at the lift")
        simulator.up()
        XCTAssertEqual(button.currentTitle, "Pause")
    }

    func testPerformPrimaryActionWithoutAWindow() {
        let player = PlayPauseViewController()
        player.loadViewIfNeeded()

        player.playButton.performPrimaryAction()
        player.view.layoutIfNeeded()

        XCTAssertTrue(player.isPlaying)
        XCTAssertEqual(player.playButton.currentTitle, "Pause")
        XCTAssertEqual(player.updateCount, 1)
    }
}
