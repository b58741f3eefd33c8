import Foundation
import TargetAction

/// A card that confirms only when held for a second, drawn by a primitive button style.
///
/// Technique: a `Button` with a ``HoldToConfirmStyle``, a `PrimitiveButtonStyle` (R125). The
/// style's body decides when the button acts: its 1-second `onLongPressGesture` calls the
/// configuration's `trigger()`, which performs the card's primary action (R117), and its
/// `onPressingChanged` dims the body while the finger is down. The button tracks no touches
/// itself: it never highlights, sends no touch events, and a plain tap does nothing. The card's
/// primary action sets ``isConfirmed`` and counts ``confirmCount``; `performPrimaryAction()`
/// confirms without a touch.
open class HoldToConfirmCardViewController: ViewController {
    /// The card: hold it a second to confirm.
    public private(set) var card: Button!
    /// Whether the card has been confirmed.
    public private(set) var isConfirmed = false
    /// How many times the card's primary action ran.
    public private(set) var confirmCount = 0

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        let card = Button(frame: CGRect(x: bounds.midX - 140, y: bounds.midY - 90, width: 280, height: 180),
                          primaryAction: Action(title: "Hold to confirm") { [weak self] _ in
            self?.isConfirmed = true
            self?.confirmCount += 1
        })
        card.accessibilityIdentifier = "card"
        card.buttonStyle(HoldToConfirmStyle())
        view.addSubview(card)
        self.card = card
    }
}
