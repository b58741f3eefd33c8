import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// SettingsViewController in XCTest, as a UIKit test target tests it: the controls fired with
// sendActions(for:), the background's tap recognizer replaced by a mock that the test taps.

final class SettingsViewControllerMockXCTests: XCTestCase {
    private var sut: SettingsViewController!
    private var backgroundTap: TapGestureRecognizerMock?

    override func setUp() {
        super.setUp()
        sut = SettingsViewController()
        sut.loadViewIfNeeded()
        backgroundTap = sut.view.replaceGestureRecognizer(
            ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))
    }

    override func tearDown() {
        sut = nil
        backgroundTap = nil
        super.tearDown()
    }

    func testTheBackgroundTapIsReplacedAndKeepsItsTarget() {
        XCTAssertNotNil(backgroundTap)
        XCTAssertTrue(backgroundTap?.target === sut)
        XCTAssertEqual(backgroundTap?.action, Selector("endEditing:"))
    }

    func testTurningOnDarkModeStartsEditing() {
        sut.darkModeSwitch.isOn = true
        sut.darkModeSwitch.sendActions(for: .valueChanged)

        XCTAssertTrue(sut.isEditing)
        XCTAssertTrue(sut.settings.isDarkMode)
    }

    func testMovingTheSliderStartsEditing() {
        sut.textSizeSlider.value = 28
        sut.textSizeSlider.sendActions(for: .valueChanged)

        XCTAssertTrue(sut.isEditing)
        XCTAssertEqual(sut.settings.textSize, 28)
    }

    func testSaveGoesUpTheResponderChainAndStoresTheSettings() {
        sut.darkModeSwitch.isOn = true
        sut.textSizeSlider.value = 12
        sut.darkModeSwitch.sendActions(for: .valueChanged)

        sut.saveButton.sendActions(for: .primaryActionTriggered)

        XCTAssertTrue(sut.saveButton.allTargets.isEmpty, "the save button's target is nil")
        XCTAssertEqual(sut.savedSettings, SettingsViewController.Settings(isDarkMode: true, textSize: 12))
        XCTAssertFalse(sut.isEditing)
    }

    func testSaveCallsOnSaveOnce() {
        var saved: [SettingsViewController.Settings] = []
        sut.onSave = { saved.append($0) }

        sut.saveButton.sendActions(for: .primaryActionTriggered)

        XCTAssertEqual(saved, [SettingsViewController.Settings(isDarkMode: false, textSize: 20)])
    }

    func testABackgroundTapEndsEditing() {
        sut.textSizeSlider.sendActions(for: .valueChanged)
        XCTAssertTrue(sut.isEditing)

        backgroundTap?.tap(location: CGPoint(x: 100, y: 500))

        XCTAssertFalse(sut.isEditing)
        XCTAssertEqual(backgroundTap?.sentActions.count, 1)
        XCTAssertNil(sut.savedSettings)
    }

    func testACancelledHoverHidesTheHelpTip() {
        let hover = sut.helpRow.replaceGestureRecognizer(
            ofType: HoverGestureRecognizer.self, with: HoverGestureRecognizerMock(target: nil, action: nil))

        hover?.hover(location: CGPoint(x: 5, y: 5), state: .began)
        XCTAssertTrue(sut.isShowingHelp)
        hover?.hover(state: .cancelled)

        XCTAssertFalse(sut.isShowingHelp)
        XCTAssertEqual(hover?.sentActions.map(\.state), [.began, .cancelled])
    }
}
