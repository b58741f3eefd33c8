import Foundation
import TargetAction

/// A settings screen: a dark-mode switch, a text-size slider and a save button on a background
/// whose tap ends editing.
///
/// Technique: controls on a view with a tap recognizer, and UIKit's precedence between them.
/// A tap on the switch or the button is theirs: the background's one-tap recognizer fails.
/// A drag along the slider's thumb is the slider's, and moves too far to be a tap. A tap anywhere
/// else ends editing, and so does a tap on the slider, as on UIKit: a slider beats pans and
/// swipes, not taps. The save button's action has a nil target, so it goes up the responder chain
/// (button, root view, controller) to this controller, which answers `"save:"`.
///
/// The recognizer is named `"endEditing"` and sits on the root view. The handlers are private and
/// published as `"darkModeChanged:"` and `"textSizeChanged:"` (targets of the switch and the
/// slider for `.valueChanged`), `"save:"` and `"endEditing:"`.
open class SettingsViewController: ViewController {
    /// What the screen edits.
    public struct Settings: Equatable, Sendable {
        public var isDarkMode: Bool
        public var textSize: Float

        public init(isDarkMode: Bool, textSize: Float) {
            self.isDarkMode = isDarkMode
            self.textSize = textSize
        }
    }

    /// The dark-mode switch, `"darkMode"`.
    public private(set) var darkModeSwitch: Switch!
    /// The text-size slider, `"textSize"`: 10 to 30 points, starting at 20.
    public private(set) var textSizeSlider: Slider!
    /// The save button, `"save"`, along the bottom.
    public private(set) var saveButton: Button!
    /// Whether a setting changed since editing last ended (a background tap or a save).
    public private(set) var isEditing = false
    /// What the last save stored; nil before the first.
    public private(set) var savedSettings: Settings?
    /// Called on each save, with what was saved.
    public var onSave: ((Settings) -> Void)?

    /// The settings as the controls show them now.
    public var settings: Settings {
        loadViewIfNeeded()
        return Settings(isDarkMode: darkModeSwitch.isOn, textSize: textSizeSlider.value)
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        view.accessibilityIdentifier = "settings"

        darkModeSwitch = Switch(frame: CGRect(x: bounds.maxX - 71, y: 120, width: 51, height: 31))
        darkModeSwitch.accessibilityIdentifier = "darkMode"
        textSizeSlider = Slider(frame: CGRect(x: bounds.midX - 174, y: 200, width: 348, height: 31))
        textSizeSlider.accessibilityIdentifier = "textSize"
        textSizeSlider.maximumValue = 30   // first: a minimum above the maximum would be refused
        textSizeSlider.minimumValue = 10
        textSizeSlider.value = 20
        saveButton = Button(frame: CGRect(x: bounds.midX - 175, y: bounds.maxY - 100, width: 350, height: 50))
        saveButton.accessibilityIdentifier = "save"
        saveButton.title = "Save"
        for control in [darkModeSwitch, textSizeSlider, saveButton] as [Control] {
            view.addSubview(control)
        }

        publish("darkModeChanged:", SettingsViewController.darkModeChanged)
        publish("textSizeChanged:", SettingsViewController.textSizeChanged)
        publish("save:", SettingsViewController.save)
        publish("endEditing:", SettingsViewController.endEditing)
        darkModeSwitch.addTarget(self, action: "darkModeChanged:", for: .valueChanged)
        textSizeSlider.addTarget(self, action: "textSizeChanged:", for: .valueChanged)
        saveButton.addTarget(nil, action: "save:", for: .primaryActionTriggered)   // up the responder chain

        let tap = TapGestureRecognizer(target: self, action: "endEditing:")
        tap.name = "endEditing"
        view.addGestureRecognizer(tap)
    }

    // MARK: Actions

    private func darkModeChanged(_ sender: Switch) {
        isEditing = true
    }

    private func textSizeChanged(_ sender: Slider) {
        isEditing = true
    }

    private func save(_ sender: Control) {
        let saved = settings
        savedSettings = saved
        isEditing = false
        onSave?(saved)
    }

    private func endEditing(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        isEditing = false
    }
}
