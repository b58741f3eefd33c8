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
/// A help row shows its tip while a pointer or a pencil hovers over it (R101): a hover
/// recognizer named `"helpHover"` on the row; touches never reach it (R102), so a tap on the row
/// still ends editing.
///
/// The recognizer is named `"endEditing"` and sits on the root view. The handlers are private and
/// published as `"darkModeChanged:"` and `"textSizeChanged:"` (targets of the switch and the
/// slider for `.valueChanged`), `"save:"`, `"endEditing:"` and `"hoverHelp:"`.
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
    /// The help row, `"help"`, below the slider: its tip shows while the pointer is over it.
    public private(set) var helpRow: View!
    /// Whether the help row's tip shows: from the hover's `.began` to its `.ended` or `.cancelled`.
    public private(set) var isShowingHelp = false
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
        textSizeSlider.maximumValue = 30
        textSizeSlider.minimumValue = 10
        textSizeSlider.value = 20
        saveButton = Button(frame: CGRect(x: bounds.midX - 175, y: bounds.maxY - 100, width: 350, height: 50))
        saveButton.accessibilityIdentifier = "save"
        saveButton.title = "Save"
        for control in [darkModeSwitch, textSizeSlider, saveButton] as [Control] {
            view.addSubview(control)
        }
        helpRow = View(frame: CGRect(x: 20, y: 280, width: bounds.width - 40, height: 44))
        helpRow.accessibilityIdentifier = "help"
        view.addSubview(helpRow)

        publish("darkModeChanged:", SettingsViewController.darkModeChanged)
        publish("textSizeChanged:", SettingsViewController.textSizeChanged)
        publish("save:", SettingsViewController.save)
        publish("endEditing:", SettingsViewController.endEditing)
        publish("hoverHelp:", SettingsViewController.hoverHelp)
        darkModeSwitch.addTarget(self, action: "darkModeChanged:", for: .valueChanged)
        textSizeSlider.addTarget(self, action: "textSizeChanged:", for: .valueChanged)
        saveButton.addTarget(nil, action: "save:", for: .primaryActionTriggered)   // up the responder chain

        let tap = TapGestureRecognizer(target: self, action: "endEditing:")
        tap.name = "endEditing"
        view.addGestureRecognizer(tap)

        let hover = HoverGestureRecognizer(target: self, action: "hoverHelp:")
        hover.name = "helpHover"
        helpRow.addGestureRecognizer(hover)
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

    private func hoverHelp(_ recognizer: HoverGestureRecognizer) {
        isShowingHelp = recognizer.state == .began || recognizer.state == .changed
    }

    private func endEditing(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        isEditing = false
    }
}
