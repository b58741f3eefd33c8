import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// SettingsViewController as UIKit tests do it: each control fired with `sendActions(for:)`, and
/// the background's tap recognizer swapped for a mock that a test taps. No window, no touches.
@Suite struct SettingsViewControllerMockTests {
    let screen = SettingsViewController()
    let backgroundTap: TapGestureRecognizerMock

    init() throws {
        screen.loadViewIfNeeded()
        backgroundTap = try #require(screen.view.replaceGestureRecognizer(
            ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil)))
    }

    // MARK: Wiring

    @Test("R42: the switch and the slider target the controller for .valueChanged; save has a nil target")
    func theControlsAreWired() {
        #expect(screen.darkModeSwitch.actions(forTarget: screen, forControlEvent: .valueChanged) == ["darkModeChanged:"])
        #expect(screen.textSizeSlider.actions(forTarget: screen, forControlEvent: .valueChanged) == ["textSizeChanged:"])
        #expect(screen.saveButton.allTargets.isEmpty)
        #expect(screen.saveButton.allControlEvents == .primaryActionTriggered)
        #expect(screen.responds(to: "save:"))
        #expect(backgroundTap.view === screen.view)
        #expect(backgroundTap.target === screen)
        #expect(backgroundTap.action == "endEditing:")
        #expect(backgroundTap.name == "endEditing")
    }

    @Test func theScreenStartsUneditedWithNothingSaved() {
        #expect(screen.settings == SettingsViewController.Settings(isDarkMode: false, textSize: 20))
        #expect(!screen.isEditing)
        #expect(screen.savedSettings == nil)
        #expect(screen.textSizeSlider.minimumValue == 10)
        #expect(screen.textSizeSlider.maximumValue == 30)
        #expect(screen.darkModeSwitch.accessibilityIdentifier == "darkMode")
        #expect(screen.textSizeSlider.accessibilityIdentifier == "textSize")
        #expect(screen.saveButton.accessibilityIdentifier == "save")
    }

    // MARK: Firing the controls

    @Test func changingTheSwitchStartsEditing() {
        screen.darkModeSwitch.isOn = true
        screen.darkModeSwitch.sendActions(for: .valueChanged)

        #expect(screen.isEditing)
        #expect(screen.settings.isDarkMode)
    }

    @Test func changingTheSliderStartsEditing() {
        screen.textSizeSlider.value = 24
        screen.textSizeSlider.sendActions(for: .valueChanged)

        #expect(screen.isEditing)
        #expect(screen.settings.textSize == 24)
    }

    @Test("R44: setting a value sends nothing, so editing does not begin")
    func settingAValueAloneSendsNothing() {
        screen.darkModeSwitch.setOn(true, animated: false)
        screen.textSizeSlider.setValue(12, animated: false)

        #expect(!screen.isEditing)
    }

    @Test("R42: the save button's nil-target action goes up the responder chain to the controller")
    func saveStoresWhatTheControlsShow() {
        var saved: [SettingsViewController.Settings] = []
        screen.onSave = { saved.append($0) }
        screen.darkModeSwitch.isOn = true
        screen.darkModeSwitch.sendActions(for: .valueChanged)
        screen.textSizeSlider.value = 14
        screen.textSizeSlider.sendActions(for: .valueChanged)

        screen.saveButton.sendActions(for: .primaryActionTriggered)

        let expected = SettingsViewController.Settings(isDarkMode: true, textSize: 14)
        #expect(screen.savedSettings == expected)
        #expect(saved == [expected])
        #expect(!screen.isEditing)
    }

    @Test("R41: .touchUpInside alone saves nothing: the button's action is for .primaryActionTriggered")
    func touchUpInsideAloneDoesNotSave() {
        screen.saveButton.sendActions(for: .touchUpInside)

        #expect(screen.savedSettings == nil)
    }

    @Test("R42: a save button taken out of the controller's view reaches nobody, and says so")
    func aDetachedSaveButtonReportsTheUnansweredAction() {
        screen.saveButton.removeFromSuperview()

        let (_, failures) = FailureReporter.capturing { screen.saveButton.sendActions(for: .primaryActionTriggered) }

        #expect(screen.savedSettings == nil)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("\"save:\" to a nil target") == true)
    }

    /// `sendActions(for:)` keeps UIKit's signature, which has no room for the caller's line: the
    /// report names the control, the action and the chain it went up instead.
    @Test("R42: an unanswered nil-target action that a test sends is reported, naming the control and the action")
    func anUnansweredActionIsReported() {
        screen.saveButton.removeFromSuperview()

        let (_, failures) = FailureReporter.capturing { screen.saveButton.sendActions(for: .primaryActionTriggered) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Button(\"save\") sent \"save:\" to a nil target") == true, "\(failures)")
    }

    // MARK: The background tap

    @Test func aBackgroundTapEndsEditing() {
        screen.darkModeSwitch.sendActions(for: .valueChanged)

        backgroundTap.tap(location: CGPoint(x: 195, y: 450))

        #expect(!screen.isEditing)
        #expect(backgroundTap.sentActions.map(\.state) == [.ended])
    }

    @Test func aBackgroundTapKeepsTheSettingsAndSavesNothing() {
        screen.darkModeSwitch.isOn = true
        screen.darkModeSwitch.sendActions(for: .valueChanged)

        backgroundTap.tap()

        #expect(screen.settings.isDarkMode)
        #expect(screen.savedSettings == nil)
    }

    // MARK: The help row's hover

    @Test("R101: the help tip shows while the help row's hover is active and goes when it ends")
    func theHelpTipFollowsTheHover() throws {
        let hover = try #require(screen.helpRow.replaceGestureRecognizer(
            ofType: HoverGestureRecognizer.self, with: HoverGestureRecognizerMock(target: nil, action: nil)))
        #expect(hover.target === screen && hover.action == "hoverHelp:" && hover.name == "helpHover")

        hover.hover(location: CGPoint(x: 10, y: 10), state: .began)
        #expect(screen.isShowingHelp)
        hover.hover(location: CGPoint(x: 200, y: 10), state: .changed)
        #expect(screen.isShowingHelp)
        hover.hover(state: .ended)

        #expect(!screen.isShowingHelp)
        #expect(hover.sentActions.map(\.state) == [.began, .changed, .ended])
    }
}
