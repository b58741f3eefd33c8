import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// SettingsViewController driven by real touches: taps and drags through hit testing, the
/// controls' tracking and the background's tap recognizer, on virtual time.
@Suite struct SettingsViewControllerTouchTests {
    let screen = SettingsViewController()
    let simulator: TouchSimulator
    /// The controls' events and the background tap's states.
    let log: ControlEventLog

    init() {
        simulator = TouchSimulator(hosting: screen)
        log = ControlEventLog(window: simulator.window)
    }

    /// The centre of the slider's thumb, in window coordinates.
    var thumb: CGPoint {
        let slider = screen.textSizeSlider!
        return slider.convert(CGPoint(x: slider.thumbFrame.midX, y: slider.thumbFrame.midY), to: nil)
    }

    @Test("R43, R44: a tap on the switch toggles it; the background's tap fails")
    func tappingTheSwitchTogglesItAndNotTheBackground() {
        simulator.tap(on: screen.darkModeSwitch)

        #expect(screen.darkModeSwitch.isOn)
        #expect(screen.isEditing)
        #expect(log.states(of: "endEditing") == [.failed])

        simulator.tap(on: screen.darkModeSwitch)

        #expect(!screen.darkModeSwitch.isOn)
    }

    @Test("R41, R44: a tap on the switch sends its events in UIKit's order")
    func theSwitchSendsItsEventsInOrder() {
        simulator.tap(on: screen.darkModeSwitch)

        #expect(log.events(of: "darkMode") == [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered])
    }

    @Test("R40: while the finger is down the switch is highlighted and tracking")
    func theSwitchIsHighlightedWhilePressed() {
        let point = simulator.reachablePoint(of: screen.darkModeSwitch).point ?? .zero

        simulator.down(at: point)

        #expect(screen.darkModeSwitch.isHighlighted)
        #expect(screen.darkModeSwitch.state == .highlighted)
        #expect(screen.darkModeSwitch.isTracking)

        simulator.wait(0.05)
        simulator.up()

        #expect(!screen.darkModeSwitch.isHighlighted)
        #expect(!screen.darkModeSwitch.isTracking)
    }

    @Test("R44: dragging the slider's thumb sets the value under the finger")
    func draggingTheThumbChangesTheTextSize() {
        simulator.drag(from: thumb, to: CGPoint(x: thumb.x + 80, y: thumb.y), duration: 0.4)

        #expect(screen.textSizeSlider.value == 25)   // 10 + (174 + 80 − 14) ÷ 320 × 20
        #expect(screen.isEditing)
        #expect(log.states(of: "endEditing") == [.failed])   // moved too far to be a tap
        #expect(log.events(of: "textSize").filter { $0 == .valueChanged }.count == 10)
    }

    @Test("R44: a drag that starts off the thumb moves nothing")
    func aDragOffTheThumbLeavesTheSliderAlone() {
        simulator.drag(from: CGPoint(x: thumb.x - 120, y: thumb.y), to: CGPoint(x: thumb.x + 40, y: thumb.y), duration: 0.4)

        #expect(screen.textSizeSlider.value == 20)
        #expect(!screen.isEditing)
        #expect(log.events(of: "textSize").isEmpty)
    }

    @Test("R43, R41: a tap on the slider is the background's: it ends editing and cancels the slider's touch")
    func aTapOnTheSliderEndsEditing() {
        simulator.drag(from: thumb, to: CGPoint(x: thumb.x + 40, y: thumb.y), duration: 0.2)
        simulator.wait(1)
        log.removeAll()

        simulator.tap(at: thumb)

        #expect(!screen.isEditing)
        #expect(screen.textSizeSlider.value == 22.5)
        #expect(log.events(of: "textSize") == [.touchDown, .touchCancel])
        #expect(log.states(of: "endEditing").last == .ended)
    }

    @Test("R43, R42: a tap on save is the button's; its nil-target action reaches the controller")
    func tappingSaveSavesWhatTheControlsShow() {
        var saved: [SettingsViewController.Settings] = []
        screen.onSave = { saved.append($0) }
        simulator.tap(on: screen.darkModeSwitch)
        simulator.drag(from: thumb, to: CGPoint(x: thumb.x - 80, y: thumb.y), duration: 0.4)
        simulator.wait(1)

        simulator.tap(on: screen.saveButton)

        let expected = SettingsViewController.Settings(isDarkMode: true, textSize: 15)
        #expect(screen.savedSettings == expected)
        #expect(saved == [expected])
        #expect(!screen.isEditing)
        #expect(log.states(of: "endEditing") == [.failed, .failed, .failed])
    }

    @Test("R41: a finger that slides off save before lifting saves nothing")
    func liftingOutsideSaveSavesNothing() {
        let start = simulator.reachablePoint(of: screen.saveButton).point ?? .zero

        simulator.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3)

        #expect(screen.savedSettings == nil)
        #expect(log.events(of: "save").last == .touchUpOutside)
    }

    @Test func tappingTheBackgroundEndsEditing() {
        simulator.tap(on: screen.darkModeSwitch)
        simulator.wait(1)

        simulator.tap(at: CGPoint(x: 195, y: 450))

        #expect(!screen.isEditing)
        #expect(screen.darkModeSwitch.isOn)
        #expect(log.states(of: "endEditing") == [.failed, .ended])
        #expect(log.events(of: "darkMode").count == 4)   // from the first tap only
    }

    // MARK: The help row's hover

    @Test("R101: the help tip shows while the pointer is over the help row, and goes when it leaves the row or the window")
    func theHelpTipFollowsThePointer() {
        let row = screen.helpRow.convert(CGPoint(x: 20, y: 22), to: nil)

        simulator.hover(to: CGPoint(x: row.x, y: row.y - 60))
        #expect(!screen.isShowingHelp)
        simulator.hover(to: row)
        #expect(screen.isShowingHelp)
        simulator.hover(to: CGPoint(x: row.x + 200, y: row.y))
        #expect(screen.isShowingHelp)
        simulator.hover(to: CGPoint(x: row.x, y: row.y + 60))
        #expect(!screen.isShowingHelp)
        simulator.hover(to: row, type: .pencil, zOffset: 0.5)
        #expect(screen.isShowingHelp)
        simulator.hoverExit()

        #expect(!screen.isShowingHelp)
        #expect(log.states(of: "helpHover") == [.began, .changed, .ended, .began, .ended])
    }

    @Test("R102: a tap on the help row is the background's: the hover takes no touches, and editing ends")
    func aTapOnTheHelpRowEndsEditing() {
        simulator.tap(on: screen.darkModeSwitch)
        simulator.wait(1)
        simulator.hover(to: screen.helpRow.convert(CGPoint(x: 20, y: 22), to: nil))

        simulator.tap(on: screen.helpRow)

        #expect(!screen.isEditing)
        #expect(screen.isShowingHelp)
        #expect(log.states(of: "helpHover") == [.began])
    }
}
