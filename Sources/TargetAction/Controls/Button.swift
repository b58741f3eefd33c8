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
    /// What the button does; a style reads it, and a change is a styled button's request (R123, R115).
    /// Default: `.normal`.
    open var role: Role = .normal {
        didSet { if role != oldValue { styleInputDidChange("role changed") } }
    }
    /// How long a touch is down before a `ButtonStyle` shows it pressed (R124); finite and not
    /// negative. Default: ``defaultPressDelay``.
    open var pressDelay = Button.defaultPressDelay {
        didSet { if rejects(pressDelay, "pressDelay", keeping: oldValue, unless: .finiteAndNotNegative) { pressDelay = oldValue } }
    }
    /// How the button looks as a configuration-based button; nil (the default): a button with
    /// per-state titles (R113). Setting it asks for an update (R115).
    open var configuration: Configuration? {
        didSet { requestUpdate("configuration set") }
    }
    /// Runs after ``updateConfiguration()`` at each update, with the button (R115).
    open var configurationUpdateHandler: ((Button) -> Void)? {
        didSet { requestUpdate("configurationUpdateHandler set") }
    }
    /// Whether ``updateConfiguration()`` updates the configuration for the state and tint. Default: true.
    open var automaticallyUpdatesConfiguration = true {
        didSet { requestUpdate("automaticallyUpdatesConfiguration set") }
    }

    /// Whether the button is a toggle: a lift inside (or ``performPrimaryAction()``) flips
    /// ``Control/isSelected`` before anything is sent, so every handler reads the new value
    /// (R117). Default: false.
    open var changesSelectionAsPrimaryAction = false {
        didSet { requestUpdate("changesSelectionAsPrimaryAction set") }
    }

    // Menus' settings (R119-R122); what they do is in Button+Menu.swift.

    /// The menu the button presents: at touch-down when ``showsMenuAsPrimaryAction`` is true
    /// (R119), else after a press of ``menuPressDuration`` (R120). Default: nil. Setting it asks for
    /// an update (R115).
    open var menu: Menu? {
        didSet { requestUpdate("menu set") }
    }
    /// Whether a touch-down presents the menu instead of tracking a tap (R119). Default: false,
    /// the menu opens on a press (R120). Setting it asks for an update (R115).
    open var showsMenuAsPrimaryAction = false {
        didSet { requestUpdate("showsMenuAsPrimaryAction set") }
    }
    /// How long a touch stays down before the menu opens, when it is not the primary action (R120).
    /// Default: ``defaultMenuPressDuration``; a negative or non-finite duration is reported and not applied.
    open var menuPressDuration = Button.defaultMenuPressDuration {
        didSet { if rejects(menuPressDuration, "menuPressDuration", keeping: oldValue, unless: .finiteAndNotNegative) { menuPressDuration = oldValue } }
    }
    /// How far a touch may move, in window coordinates, before it can no longer open the menu by a
    /// press (R120). Default: ``defaultMenuAllowableMovement``; a negative or non-finite distance is
    /// reported and not applied.
    open var menuAllowableMovement = Button.defaultMenuAllowableMovement {
        didSet { if rejects(menuAllowableMovement, "menuAllowableMovement", keeping: oldValue, unless: .finiteAndNotNegative) { menuAllowableMovement = oldValue } }
    }
    /// The press under way that will open the menu (R120).
    var menuPressTimer: ClockTimer?

    /// How much a highlighted configured button's content keeps of its alpha (R114).
    public static let defaultHighlightedContentAlpha: CGFloat = 0.5
    /// How much a disabled configured button's content and background keep of their alpha (R114).
    public static let defaultDisabledContentAlpha: CGFloat = 0.35
    /// How much of the tint's alpha a tinted configuration's background has (R114).
    public static let defaultTintedBackgroundAlpha: CGFloat = 0.15
    /// A highlighted configured button's content alpha factor, from 0 to 1. Default: ``defaultHighlightedContentAlpha``.
    open var highlightedContentAlpha = Button.defaultHighlightedContentAlpha {
        didSet { if rejects(highlightedContentAlpha, "highlightedContentAlpha", keeping: oldValue, unless: .fromZeroToOne) { highlightedContentAlpha = oldValue } }
    }
    /// A disabled configured button's alpha factor, from 0 to 1. Default: ``defaultDisabledContentAlpha``.
    open var disabledContentAlpha = Button.defaultDisabledContentAlpha {
        didSet { if rejects(disabledContentAlpha, "disabledContentAlpha", keeping: oldValue, unless: .fromZeroToOne) { disabledContentAlpha = oldValue } }
    }
    /// A tinted configuration's background alpha factor, from 0 to 1. Default: ``defaultTintedBackgroundAlpha``.
    open var tintedBackgroundAlpha = Button.defaultTintedBackgroundAlpha {
        didSet { if rejects(tintedBackgroundAlpha, "tintedBackgroundAlpha", keeping: oldValue, unless: .fromZeroToOne) { tintedBackgroundAlpha = oldValue } }
    }

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

    /// A configured button with a zero frame that runs `primaryAction` when tapped; the action's
    /// title, when not empty, becomes the configuration's title if it has none (R112).
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(frame: .zero)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
        }
        self.configuration = configuration
        requestUpdate("configuration set")   // an initializer's own setting calls no observer; it updates when first in a window
    }

    /// Keeps `title` for exactly `state` (nil removes it). A state that is both disabled and
    /// highlighted keeps nothing, as on UIKit: it reads the `.normal` title (R112).
    open func setTitle(_ title: String?, for state: State) {
        let shown = currentTitle
        titles.set(title, for: state)
        if currentTitle != shown { styleInputDidChange("title changed") }   // R115: a styled button's title is a request
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

    /// The title the button shows: its configuration's, when it has one, else the one for its
    /// current ``Control/state`` (R112).
    open var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state)
    }

    /// The title colour the button shows in its current state: its own, else the tint (R112).
    open var currentTitleColor: Color { titleColor(for: state) ?? tintColor }

    /// What an update does first: the configuration updated for the button's state and tint,
    /// when it updates automatically and there is one. Override it; call
    /// ``setNeedsUpdateConfiguration()`` to have it run (R115).
    open func updateConfiguration() {
        guard automaticallyUpdatesConfiguration, let configuration else { return }
        self.configuration = configuration.updated(for: self)
    }

    /// Asks for one update at the next flush, however many times it is called before (R116).
    open func setNeedsUpdateConfiguration() {
        requestUpdate("setNeedsUpdateConfiguration()")
    }

    /// Does what a tap does, without touches: a toggle button flips ``Control/isSelected``, then
    /// `.primaryActionTriggered` is sent, alone; a button showing its menu as its primary action
    /// presents it instead (R119). A disabled button does nothing (R117).
    open func performPrimaryAction() {
        guard isEnabled else { return }
        if presentsMenuAsPrimaryAction {   // R117: as R119, no touch
            return presentMenu(with: nil, because: ControlChange(rule: "R117", words: "presents \(menu.map(Window.describe) ?? "its menu"): performPrimaryAction()"))
        }
        willTouchUpInside()
        sendActions(for: .primaryActionTriggered)
    }

    // VoiceOver (R149): a button, labelled by the title it shows, selected while selected.
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: AccessibilityTraits { .button }
    override var accessibilityLabelByDefault: String? { currentTitle }
    override var accessibilityStateTraits: AccessibilityTraits {
        isSelected ? super.accessibilityStateTraits.union(.selected) : super.accessibilityStateTraits
    }

    override func stateFlagDidChange(_ change: StaticString) {
        requestUpdate(change)
    }

    /// R115: ``updateConfiguration()``, then the handler.
    override func updateForState() {
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    // Menus' hooks: Button+Menu.swift (R119, R120, R122).
    override func didBeginTracking(_ touch: Touch, with event: TargetAction.Event?) {
        super.didBeginTracking(touch, with: event)
        menuTouchDidBegin(touch, with: event)
    }
    override func didMoveWhileTracking(_ touch: Touch) {
        super.didMoveWhileTracking(touch)
        menuTouchDidMove(touch)
    }
    override func didStopTracking() {
        super.didStopTracking()
        cancelMenuPress()
    }
    override func updatePopUpSelection() { updatePopUpMenuSelection() }

    override func willTouchUpInside() {
        if changesSelectionAsPrimaryAction, !isPopUpButton { isSelected.toggle() }   // R122: a pop-up never toggles
    }

    override func didTouchUpInside(_ touch: Touch, with event: TargetAction.Event?) {
        sendActions(for: .primaryActionTriggered, with: event)
    }

    override func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        isSingleTap(recognizer)
    }
}
