import Foundation

/// A control that does one thing when tapped: `.primaryActionTriggered` follows every `.touchUpInside`.
///
/// A button beats a one-tap, one-touch ``TapGestureRecognizer`` on an ancestor: a tap on the
/// button is the button's. Titles and title colours are kept per state, as on UIKit (R112).
open class Button: Control {
    /// The `.normal` title: reading it is `title(for: .normal)`, setting it `setTitle(_:for: .normal)`.
    open var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }
    /// Titles and title colours set for exactly one state each.
    private var titles = StateValues<String>()
    private var titleColors = StateValues<Color>()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A button that runs `primaryAction` when tapped; the action's title, when not empty, becomes
    /// the `.normal` title (R112).
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    }

    /// A button with a zero frame that runs `primaryAction` when tapped, as
    /// ``init(frame:primaryAction:)``.
    public convenience init(primaryAction: Action?) {
        self.init(frame: .zero, primaryAction: primaryAction)
    }

    /// Keeps `title` for exactly `state` (nil removes it). A state that is both disabled and
    /// highlighted keeps nothing, as on UIKit: it reads the `.normal` title (R112).
    open func setTitle(_ title: String?, for state: State) {
        titles.set(title, for: state)
    }

    /// The title kept for `state`, else the `.normal` one (R112).
    open func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// Keeps `color` as the title colour for exactly `state` (nil removes it), as ``setTitle(_:for:)``.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors.set(color, for: state)
    }

    /// The title colour kept for `state`, else the `.normal` one (R112).
    open func titleColor(for state: State) -> Color? {
        titleColors.value(for: state)
    }

    /// The title the button shows in its current ``Control/state``.
    open var currentTitle: String? { title(for: state) }

    /// The title colour the button shows in its current state: its own, else the tint (R112).
    open var currentTitleColor: Color { titleColor(for: state) ?? tintColor }

    override func didTouchUpInside(_ touch: Touch, with event: TargetAction.Event?) {
        sendActions(for: .primaryActionTriggered, with: event)
    }

    override func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        isSingleTap(recognizer)
    }
}
