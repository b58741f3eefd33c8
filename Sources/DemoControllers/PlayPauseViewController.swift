import Foundation
import TargetAction

/// A play/pause toggle button whose look is worked out from its state at each update.
///
/// Technique: a configuration-based button that toggles (R117) and an update handler that reads
/// the state (R115, R116). The ``playButton`` has `changesSelectionAsPrimaryAction`, so a lift
/// inside flips `isSelected` before its primary action runs; that action copies the selection into
/// ``isPlaying``. Its `configurationUpdateHandler` titles it "Play" or "Pause" by `isSelected` and
/// darkens its background while it is highlighted. The handler runs once per flush, however many
/// flags changed, so ``updateCount`` counts flushes, not changes.
open class PlayPauseViewController: ViewController {
    /// The background the button shows while highlighted: darker than its tint.
    public static let pressedBackground = Color(red: 0, green: 0.35, blue: 0.75, alpha: 1)

    /// The toggle: "Play" while stopped, "Pause" while playing.
    public private(set) var playButton: Button!
    /// Whether the player plays: follows the button's primary action.
    public private(set) var isPlaying = false
    /// How many times the primary action ran.
    public private(set) var toggleCount = 0
    /// How many times the update handler ran.
    public private(set) var updateCount = 0

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        let button = Button(configuration: .filled(), primaryAction: Action(title: "Play") { [weak self] action in
            self?.primaryActionTriggered(by: action.sender as? Button)
        })
        button.frame = CGRect(x: bounds.midX - 60, y: bounds.midY - 25, width: 120, height: 50)
        button.accessibilityIdentifier = "playPause"
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { [weak self] button in
            self?.updateCount += 1
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Pause" : "Play"
            configuration?.baseBackgroundColor = button.isHighlighted ? PlayPauseViewController.pressedBackground : nil
            button.configuration = configuration
        }
        view.addSubview(button)
        playButton = button
    }

    /// What the button's primary action does: plays while the toggle is selected.
    open func primaryActionTriggered(by button: Button?) {
        toggleCount += 1
        isPlaying = button?.isSelected ?? isPlaying
    }
}
