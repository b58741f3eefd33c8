import Foundation

/// A control that does one thing when tapped: `.primaryActionTriggered` follows every `.touchUpInside`.
///
/// A button beats a one-tap, one-touch ``TapGestureRecognizer`` on an ancestor: a tap on the
/// button is the button's.
open class Button: Control {
    open var title: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A button that runs `primaryAction` when tapped.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    override func didTouchUpInside(_ touch: Touch, with event: TargetAction.Event?) {
        sendActions(for: .primaryActionTriggered, with: event)
    }

    override func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        isSingleTap(recognizer)
    }
}
