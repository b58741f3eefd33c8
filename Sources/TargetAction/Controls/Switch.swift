import Foundation

/// An on/off control: a tap toggles ``isOn`` and sends `.valueChanged`, then `.primaryActionTriggered`.
///
/// A switch beats a one-tap, one-touch ``TapGestureRecognizer`` on an ancestor, and any
/// ``PanGestureRecognizer`` on an ancestor whose touch starts on it.
open class Switch: Control {
    /// Whether the switch is on; setting it sends nothing. Default: false. With a toggle style, a
    /// change is a request: the body follows at the flush (R126).
    open var isOn = false {
        didSet { if isOn != oldValue { styleInputDidChange("isOn changed") } }
    }
    /// The switch's title: a toggle style's label; a change is a styled switch's request (R126).
    /// Default: nil.
    open var title: String? {
        didSet { if title != oldValue { styleInputDidChange("title changed") } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets ``isOn`` and sends nothing, as a program's change does not.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    // VoiceOver (R149): a toggle button whose value is "1" when on, "0" when off.
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: AccessibilityTraits { [.button, .toggleButton] }
    override var accessibilityValueByDefault: String? { isOn ? "1" : "0" }

    override func didTouchUpInside(_ touch: Touch, with event: TargetAction.Event?) {
        isOn.toggle()
        sendActions(for: .valueChanged, with: event)
        sendActions(for: .primaryActionTriggered, with: event)
    }

    override func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        isSingleTap(recognizer) || recognizer is PanGestureRecognizer
    }
}
