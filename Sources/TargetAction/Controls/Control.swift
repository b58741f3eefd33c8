import Foundation

/// A view that turns touches into control events and sends actions for them, as UIKit's
/// `UIControl`: the base of ``Button``, ``Switch`` and ``Slider``.
///
/// A touch that goes down on an enabled control is tracked: `.touchDown`, then drags inside or
/// outside, then `.touchUpInside` or `.touchUpOutside` on the lift, or `.touchCancel` when a
/// recognizer takes the touch. Inside a subclass, the touch event class is spelled
/// `TargetAction.Event`, because `Event` there means ``Control/Event``.
open class Control: View {
    /// Whether the control tracks touches and sends actions for them. A disabled control still
    /// takes the touches that land on it; disabling one unhighlights it (enabling it again does not
    /// highlight it again) and cancels its tracking without sending anything (R111).
    open var isEnabled = true {
        didSet {
            if isEnabled != oldValue { stateFlagDidChange("isEnabled changed") }
            guard !isEnabled else { return }
            isHighlighted = false
            guard isTracking else { return }
            stopTracking()
            cancelTracking(with: nil)
        }
    }
    /// Whether the control is selected (an on toggle button, a chosen segment); independent of
    /// ``isEnabled`` and ``isHighlighted`` (R111).
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateFlagDidChange("isSelected changed") } }
    }
    /// Whether the control looks pressed: true while a tracked touch is inside its touch region.
    /// A disabled control is never highlighted: setting it true then leaves it false (R111).
    open var isHighlighted = false {
        didSet {
            if isHighlighted, !isEnabled { isHighlighted = false }
            if isHighlighted != oldValue { stateFlagDidChange("isHighlighted changed") }
        }
    }

    /// Every control reads as dimmed to VoiceOver while disabled (R145-R149).
    override var accessibilityStateTraits: AccessibilityTraits { isEnabled ? [] : .notEnabled }

    /// One of ``isHighlighted``, ``isEnabled`` and ``isSelected`` changed: a button asks for an
    /// update (R115).
    func stateFlagDidChange(_ change: StaticString) {}

    // MARK: Updates (R115, R116)

    /// Whether an update waits for the flush (R116).
    private(set) var needsUpdate = false
    /// Whether this control's own update runs now: a request it makes is dropped (R115).
    private var isUpdating = false
    /// What asked first for the waiting update, and how many asked: for the transcript.
    private var updateCause: StaticString = ""
    private var updateRequests = 0

    /// R115: marks the control for the next flush; dropped while its own update runs.
    func requestUpdate(_ cause: StaticString) {
        guard !isUpdating else { return }
        updateRequests += 1
        guard !needsUpdate else { return }
        needsUpdate = true
        updateCause = cause
        updateRequests = 1
        markHoldsWaitingControl()
        window?.clock.flush.add(self)
    }

    /// R116: one update at `moment`, its steps in order; requests meanwhile are dropped.
    func performUpdate(at moment: UpdateFlush.Moment) {
        needsUpdate = false
        isUpdating = true
        updatePopUpSelection()
        updateForState()
        updateStyleBody()
        isUpdating = false
        tellWindow(.controlChange(self, .updated(because: updateCause, requests: updateRequests, at: moment)))
    }

    /// An update's first step: a pop-up button's chosen element and title.
    func updatePopUpSelection() {}
    /// An update's second step: a button's configuration and its handler (R115).
    func updateForState() {}
    /// An update's last step: a style's body, made again when what it shows changed (R123).
    func updateStyleBody() { refreshStyleBody() }
    /// The attached style, its body and a `ButtonStyle`'s press (R123-R126): stored here, used in Control+Style.
    var styleAttachment: StyleAttachment?
    /// Keeps a style's body filling the bounds (R123).
    override func boundsDidChange() { fitStyleBody() }
    /// How far outside the bounds a touch still counts as inside (default 70 points); a negative
    /// margin takes that much off the bounds. A non-finite margin is reported and not applied.
    open var touchInsideMargin: CGFloat = 70 {
        didSet { if rejects(touchInsideMargin, "touchInsideMargin", keeping: oldValue, unless: .finite) { touchInsideMargin = oldValue } }
    }

    open private(set) var isTracking = false
    /// Whether the tracked touch is within the bounds grown by ``touchInsideMargin``.
    open private(set) var isTouchInside = false

    /// The registrations, in the order added; replaced, never changed in place.
    var registrations: [ControlTarget] = []
    /// How many method references were added: numbers their made-up selectors.
    var methodRegistrationCount = 0
    /// The touch being tracked; weak, since the touch holds this view.
    private(set) weak var trackedTouch: Touch?
    /// Actions nobody answered while a touch was tracked: reported once each when tracking is over.
    var heldReports = HeldReports()
    /// Whether reports are held: from a tracked touch-down until its last events went out.
    var holdsReports = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Exactly the three flags: `.highlighted`, `.disabled` (not enabled) and `.selected` (R111).
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Target-action (R42)

    /// Sends `action` to `target` for `events`, in the order added; a nil target sends it up the
    /// responder chain from the control. Adding the same pair again adds only its new events.
    open func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {
        let hasTarget = target != nil
        register(ControlTarget(target: target, kind: .named(action), events: events)) {
            $0.hasTarget == hasTarget && $0.matches(target: target, selector: action)
        }
    }

    /// Takes `events` off the pairs of `target` (nil: every target) with `action` (nil: every action).
    open func removeTarget(_ target: AnyObject?, action: Selector?, for events: Event) {
        unregister(events) { $0.matches(target: target, selector: action) }
    }

    /// The live targets, each once, in the order added.
    open var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for registration in registrations {
            if let target = registration.target, !targets.contains(where: { $0 === target }) { targets.append(target) }
        }
        return targets
    }

    /// Every event something is registered for.
    open var allControlEvents: Event {
        registrations.filter { !$0.isGone }.reduce(Event()) { $0.union($1.events) }
    }

    /// The selectors `target` gets for `event`, or nil when there are none (always nil for a nil target).
    open func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [Selector]? {
        guard let target else { return nil }
        let selectors = registrations.compactMap { registration in
            registration.target === target && !registration.events.isDisjoint(with: event) ? registration.selector : nil
        }
        return selectors.isEmpty ? nil : selectors
    }

    /// Runs `action` for `events`, after every other registration: an action with the same
    /// identifier no longer runs for those events, and keeps the others (R118).
    open func addAction(_ action: Action, for events: Event) {
        unregister(events) { $0.action?.identifier == action.identifier }
        register(ControlTarget(target: nil, kind: .closure(action), events: events)) { _ in false }
    }

    open func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    open func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        unregister(events) { $0.action?.identifier == identifier }
    }

    /// Sends the actions of `events` now, touches or not: what a test calls to fire a control.
    open func sendActions(for events: Event) {
        dispatchActions(for: events, with: nil)
    }

    /// Sends `action` to `target` (nil: up the responder chain); every (target, action) pair a
    /// control sends goes through here, so a subclass can watch or redirect them.
    open func sendAction(_ action: Selector, to target: AnyObject?, for event: TargetAction.Event?) {
        deliver(action, to: target)
    }

    /// Adds a pair whose action is a method reference, such as `Controller.save`, taking the sender.
    /// Returns the selector it is known by, for ``removeTarget(_:action:for:)``.
    @discardableResult
    public final func addTarget<T: AnyObject, S>(
        _ target: T, action method: @escaping (T) -> (S) -> Void, for events: Event,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Selector {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return registerMethod(target, senderType: S.self, events: events, at: site) { method($0)($1) }
    }

    /// Adds a pair whose action is a method reference that takes no sender.
    @discardableResult
    public final func addTarget<T: AnyObject>(_ target: T, action method: @escaping (T) -> () -> Void, for events: Event) -> Selector {
        registerMethod(target, senderType: Control.self, events: events, at: CallSite()) { target, _ in method(target)() }
    }

    // MARK: Tracking, overridable as on UIKit

    /// Whether to track a touch that went down on the control. Default: true.
    open func beginTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        true
    }

    /// Whether to go on tracking after a move; false ends tracking as a lift would, sending nothing.
    /// Default: true.
    open func continueTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        true
    }

    /// Called when tracking ends: after the lift's events, or when ``continueTracking(_:with:)`` says no.
    open func endTracking(_ touch: Touch?, with event: TargetAction.Event?) {}

    /// Called when tracking is cancelled: after `.touchCancel`.
    open func cancelTracking(with event: TargetAction.Event?) {}

    // MARK: Touches (R40, R41)

    open override func touchesBegan(_ touches: Set<Touch>, with event: TargetAction.Event?) {
        guard tracksOwnTouches else { return }   // R125, R126: a primitive or toggle style's body decides
        guard isEnabled else {
            for touch in touches { touch.unhandled = .disabledControl(ViewName(self)) }   // R40: it tracks nothing
            return
        }
        guard !isTracking, let touch = touches.first else { return }
        guard beginTracking(touch, with: event) else { return }
        trackedTouch = touch
        isTracking = true
        holdsReports = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
        didBeginTracking(touch, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TargetAction.Event?) {
        guard isTracking, let touch = tracked(in: touches) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTouchRegion(touch)
        isHighlighted = isTouchInside
        didMoveWhileTracking(touch)
        guard continueTracking(touch, with: event) else {
            stopTracking()
            endTracking(touch, with: event)
            releaseReports()
            return
        }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TargetAction.Event?) {
        guard isTracking, let touch = tracked(in: touches) else { return }
        let inside = isInTouchRegion(touch)
        isTouchInside = inside
        stopTracking()
        if inside { willTouchUpInside() }
        sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
        // R40: a handler of that event that disabled the control ended its tracking there: no
        // primary action, toggle or commit follows (as disabling mid-touch cancels tracking).
        guard isEnabled else {
            cancelTracking(with: event)
            return releaseReports()
        }
        if inside { didTouchUpInside(touch, with: event) }
        endTracking(touch, with: event)
        releaseReports()
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TargetAction.Event?) {
        guard isTracking, tracked(in: touches) != nil else { return }
        endTrackingAsCancel(with: event)
    }

    /// Ends tracking as a cancel: `.touchCancel`, then ``cancelTracking(with:)``; also what a
    /// presented menu does to the touch that presented it (R119, R120).
    func endTrackingAsCancel(with event: TargetAction.Event?) {
        stopTracking()
        sendActions(for: .touchCancel, with: event)
        cancelTracking(with: event)
        releaseReports()
    }

    /// Tracking of a touch began, after `.touchDown`: a `ButtonStyle`'s press delay starts (R124);
    /// a button's menu opens or its press starts (R119, R120).
    func didBeginTracking(_ touch: Touch, with event: TargetAction.Event?) { updatePress() }
    /// The tracked touch moved, before the drag events: out of the region unpresses, back in
    /// presses again (R124); a menu press moved too far is off (R120).
    func didMoveWhileTracking(_ touch: Touch) { updatePress() }
    /// Tracking stopped, however it ended: no press after a lift or a cancel (R124, R120).
    func didStopTracking() { updatePress() }

    /// Reports what was held while the touch was tracked.
    private func releaseReports() {
        holdsReports = false
        heldReports.flush()
    }

    /// What a lift inside does before `.touchUpInside`: a toggle button's selection (R117).
    func willTouchUpInside() {}

    /// What a lift inside sends after `.touchUpInside`: a button's primary action, a switch's toggle.
    func didTouchUpInside(_ touch: Touch, with event: TargetAction.Event?) {}

    /// The tracked touch, if it is among `touches`.
    private func tracked(in touches: Set<Touch>) -> Touch? {
        guard let trackedTouch else { return nil }
        return touches.contains(trackedTouch) ? trackedTouch : nil
    }

    private func stopTracking() {
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
        didStopTracking()
    }

    /// Whether `touch` is within the bounds grown by ``touchInsideMargin``.
    func isInTouchRegion(_ touch: Touch) -> Bool {
        let point = touch.location(in: self)
        let bounds = self.bounds, margin = touchInsideMargin
        return point.x >= bounds.minX - margin && point.x <= bounds.maxX + margin
            && point.y >= bounds.minY - margin && point.y <= bounds.maxY + margin
    }

    // MARK: Precedence over an ancestor's recognizers (R43)

    /// Says no to a recognizer of an ancestor that this control takes precedence over; the
    /// control's own recognizers are not affected.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled, recognizer.view !== self else { return super.gestureRecognizerShouldBegin(recognizer) }
        return !takesPrecedence(over: recognizer)
    }

    /// A control saying no to an ancestor's recognizer takes precedence over it (R43 over R7).
    override func refusal(of recognizer: GestureRecognizer) -> GestureRecognizer.Reason {
        guard recognizer.view !== self else { return super.refusal(of: recognizer) }
        return GestureRecognizer.Reason(state: .failed, rule: precedenceRule, cause: .controlTookPrecedence, decidedBy: self)
    }

    /// The rule by which this kind of control takes precedence over an ancestor's recognizers.
    var precedenceRule: String { "R43" }

    /// Whether a touch on this control beats `recognizer`, on an ancestor. Default: no.
    func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        false
    }

    /// R90, R99: whether `recognizer` is a pan of at most one required touch that has moved more
    /// horizontally than vertically (in window coordinates), as it would begin: what a segmented
    /// control or a page control beats when the pan's touch went down on it.
    func isMostlyHorizontalPan(_ recognizer: GestureRecognizer) -> Bool {
        guard let pan = recognizer as? PanGestureRecognizer, pan.minimumNumberOfTouches <= 1 else { return false }
        let moved = pan.rawTranslation
        return abs(moved.x) > abs(moved.y)
    }

    /// Whether `recognizer` is a one-tap, one-touch tap: what a button or a switch beats; an
    /// attached one-tap `TapGesture` counts too (R69).
    func isSingleTap(_ recognizer: GestureRecognizer) -> Bool {
        if let attached = recognizer as? ValueGestureRecognizer { return attached.isSingleTap }
        guard let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
