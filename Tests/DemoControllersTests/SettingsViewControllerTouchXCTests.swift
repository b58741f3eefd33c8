import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// SettingsViewController in XCTest, driven by real touches: the controls win their taps and drags
// over the background's tap recognizer, which still ends editing elsewhere.

final class SettingsViewControllerTouchXCTests: XCTestCase {
    private let screen = SettingsViewController()
    private lazy var simulator = TouchSimulator(hosting: screen)

    /// The centre of the slider's thumb, in window coordinates.
    private var thumb: CGPoint {
        let slider = screen.textSizeSlider!
        return slider.convert(CGPoint(x: slider.thumbFrame.midX, y: slider.thumbFrame.midY), to: nil)
    }

    func testTappingTheSwitchTogglesItWithoutEndingEditing() {
        simulator.tap(on: screen.darkModeSwitch)

        XCTAssertTrue(screen.darkModeSwitch.isOn)
        XCTAssertTrue(screen.isEditing, "the background tap would have ended editing")
    }

    func testTheSwitchIsHighlightedWhileTheFingerIsDown() {
        simulator.down(at: simulator.reachablePoint(of: screen.darkModeSwitch).point ?? .zero)

        XCTAssertTrue(screen.darkModeSwitch.isHighlighted)
        XCTAssertFalse(screen.darkModeSwitch.isOn, "a switch toggles on the lift")

        simulator.wait(0.05)
        simulator.up()

        XCTAssertFalse(screen.darkModeSwitch.isHighlighted)
        XCTAssertTrue(screen.darkModeSwitch.isOn)
    }

    func testDraggingTheThumbChangesTheTextSize() {
        simulator.drag(from: thumb, to: CGPoint(x: thumb.x + 160, y: thumb.y), duration: 0.5)

        XCTAssertEqual(screen.textSizeSlider.value, 30)
        XCTAssertTrue(screen.isEditing)
    }

    func testTappingSaveSavesAndEndsEditing() {
        simulator.tap(on: screen.darkModeSwitch)
        simulator.wait(1)

        simulator.tap(on: screen.saveButton)

        XCTAssertEqual(screen.savedSettings, SettingsViewController.Settings(isDarkMode: true, textSize: 20))
        XCTAssertFalse(screen.isEditing)
    }

    func testTappingElsewhereEndsEditing() {
        simulator.tap(on: screen.darkModeSwitch)
        simulator.wait(1)

        simulator.tap(at: CGPoint(x: 195, y: 450))

        XCTAssertFalse(screen.isEditing)
        XCTAssertTrue(screen.darkModeSwitch.isOn)
        XCTAssertNil(screen.savedSettings)
    }

    func testAPointerPassingOverTheHelpRowShowsItsTipOnlyOverIt() {
        let simulator = self.simulator   // hosting the controller loads its view
        let row = screen.helpRow.convert(CGPoint(x: 100, y: 22), to: nil)
        var shown: [Bool] = []

        simulator.hover(to: CGPoint(x: row.x, y: row.y - 100))
        for step in 1...4 {
            simulator.wait(0.05)
            simulator.hover(to: CGPoint(x: row.x, y: row.y - 100 + CGFloat(step) * 50))
            shown.append(screen.isShowingHelp)
        }

        XCTAssertEqual(shown, [false, true, false, false])
    }
}
