import Foundation

/// A view whose content moves under a finger: its ``contentOffset`` is its bounds' origin, which
/// its own ``panGestureRecognizer`` drags, rubber-bands past the edges, and lets decelerate on the
/// window's clock after a flick.
///
/// Motion after a lift (deceleration, paging, the return from past an edge) and animated
/// ``setContentOffset(_:animated:)`` run on the window's ``ManualClock`` in frames of
/// ``frameInterval``: a test advances the clock to see it. A scroll view in no window has no
/// clock: such motion completes at once, with the same delegate calls.
///
/// Touches on the content wait ``contentTouchDelay`` before the content's touch methods hear of
/// them (``delaysContentTouches``); a pan that begins sooner keeps them from the content for good.
/// Zooming scales the delegate's ``ScrollViewDelegate/viewForZooming(in:)`` under a pinch or in
/// code (R72-R80), and a ``refreshControl`` pulled far enough starts refreshing (R81-R85).
///
/// The dragging is in `ScrollView+Dragging.swift`, the motion on the clock in `ScrollView+Motion.swift`,
/// zooming in `ScrollView+Zooming.swift`, refreshing in `ScrollView+Refreshing.swift`.
open class ScrollView: View {
    // MARK: Defaults of the settable constants

    /// How long a touch on the content waits before the content hears it. Default of ``contentTouchDelay``.
    public static let defaultContentTouchDelay: TimeInterval = 0.15
    /// How long animated moves last. Default of ``animationDuration``.
    public static let defaultAnimationDuration: TimeInterval = 0.3
    /// How stiff the rubber band past an edge is. Default of ``rubberBandFactor``.
    public static let defaultRubberBandFactor: CGFloat = 0.55
    /// Below this speed (points per ms) a deceleration ends. Default of ``decelerationStopSpeed``.
    public static let defaultDecelerationStopSpeed: CGFloat = 0.01
    /// Above this speed (points per ms) paging goes to the next page. Default of ``pagingFlickSpeed``.
    public static let defaultPagingFlickSpeed: CGFloat = 0.5
    /// The time between motion frames. Default of ``frameInterval``.
    public static let defaultFrameInterval: TimeInterval = 1.0 / 60

    // MARK: Content

    /// Where the content's origin is shown: the bounds' origin. Each change calls the delegate's
    /// `scrollViewDidScroll`. A non-finite offset is reported and changes nothing.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard !rejects(newValue, "contentOffset", keeping: bounds.origin, unless: .finite) else { return }
            applyOffset(newValue)
        }
    }

    /// The size of the content, from the content's origin. Default: `.zero`. A non-finite or
    /// negative size is reported and not applied.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            guard !rejects(newValue, "contentSize", keeping: contentSizeStorage, unless: .finiteAndNotNegative) else { return }
            let old = contentSizeStorage
            contentSizeStorage = newValue
            if newValue != old { edgesDidChange() }
        }
    }
    // Settings read on every move and frame are computed over internal storage: a public stored
    // property costs every read a runtime exclusivity check.
    private var contentSizeStorage = CGSize.zero

    /// Room added around the content: the offset can go from `(-left, -top)` to the content's far
    /// edges plus `right` and `bottom` (with a refresh control's room, ``adjustedContentInset``).
    /// Default: `.zero`. A non-finite inset is reported and not applied.
    open var contentInset: EdgeInsets {
        get { contentInsetStorage }
        set {
            guard !rejects(newValue, "contentInset", keeping: contentInsetStorage, unless: .finite) else { return }
            let old = contentInsetStorage
            contentInsetStorage = newValue
            guard newValue != old else { return }
            edgesDidChange()
            delegateStorage?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }
    private var contentInsetStorage = EdgeInsets.zero

    /// The pan that drags the content; it is attached to the scroll view itself. A test double may
    /// override this; the scroll view drags with its own pan all the same.
    open var panGestureRecognizer: PanGestureRecognizer { pan }
    /// The scroll view's own pan, which its machinery uses.
    let pan: PanGestureRecognizer = ScrollViewPanGestureRecognizer()

    // MARK: Behaviour

    /// Whether a finger scrolls the content; false disables ``panGestureRecognizer``. Default: true.
    open var isScrollEnabled = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }
    /// Whether the vertical indicator would show. Nothing is drawn here; ported code sets it.
    /// Default: true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator would show. Nothing is drawn here. Default: true.
    open var showsHorizontalScrollIndicator = true

    /// Would flash the indicators; nothing is drawn here, so it does nothing.
    open func flashScrollIndicators() {}

    /// Whether a drag may go past an edge, rubber-banded. Default: true.
    open var bounces: Bool { get { bouncesStorage } set { bouncesStorage = newValue } }
    private var bouncesStorage = true
    /// Whether a vertical drag moves content no taller than the bounds (it rubber-bands). Default: false.
    open var alwaysBounceVertical: Bool { get { alwaysBounceVerticalStorage } set { alwaysBounceVerticalStorage = newValue } }
    private var alwaysBounceVerticalStorage = false
    /// Whether a horizontal drag moves content no wider than the bounds (it rubber-bands). Default: false.
    open var alwaysBounceHorizontal: Bool { get { alwaysBounceHorizontalStorage } set { alwaysBounceHorizontalStorage = newValue } }
    private var alwaysBounceHorizontalStorage = false
    /// Whether a drag comes to rest on a page (a bounds size), one page at most from where it began.
    /// Default: false.
    open var isPagingEnabled: Bool { get { isPagingEnabledStorage } set { isPagingEnabledStorage = newValue } }
    private var isPagingEnabledStorage = false
    /// How quickly the content slows after a flick. Default: `.normal`. A rate outside (0, 1) is
    /// reported and not applied.
    open var decelerationRate: DecelerationRate {
        get { decelerationRateStorage }
        set {
            guard !rejects(newValue.rawValue, "decelerationRate", keeping: decelerationRateStorage.rawValue, unless: .aboveZeroAndBelowOne) else { return }
            decelerationRateStorage = newValue
        }
    }
    private var decelerationRateStorage = DecelerationRate.normal
    /// Whether a touch on the content reaches the content's touch methods only after
    /// ``contentTouchDelay`` without the scroll view's pan beginning. Default: true.
    open var delaysContentTouches = true
    /// Whether a drag that begins after the content saw its touch may take the touch from the
    /// content (which gets `touchesCancelled`); false: the pan fails instead. Default: true.
    open var canCancelContentTouches = true

    // MARK: Zooming (R72-R80) and refreshing (R81-R85)

    /// How long an animated zoom and a pinch's bounce last. Default of ``zoomAnimationDuration``.
    public static let defaultZoomAnimationDuration: TimeInterval = 0.3
    /// How stiff a pinch's rubber band past a zoom limit is. Default of ``zoomBounceExponent``.
    public static let defaultZoomBounceExponent: CGFloat = 0.5

    /// The smallest zoom scale. Default: 1. Zooming needs ``maximumZoomScale`` above it (R72).
    /// Setting it leaves ``zoomScale`` as it is; a value that is not finite and positive, or above
    /// the maximum, is reported and not applied.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { if rejectsZoomLimit(minimumZoomScale, oldValue, isMinimum: true) { minimumZoomScale = oldValue } }
    }
    /// The largest zoom scale. Default: 1. Checked as ``minimumZoomScale`` is.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { if rejectsZoomLimit(maximumZoomScale, oldValue, isMinimum: false) { maximumZoomScale = oldValue } }
    }
    /// The zoom view's scale, its `transform.a`: 1 without a zoom view (R73). Setting it is
    /// ``setZoomScale(_:animated:)`` unanimated.
    open var zoomScale: CGFloat {
        get { zoomView().map { $0.transform.a } ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Zooms to `scale`, clamped to the limits, keeping the zoom-view point at the middle of the
    /// visible bounds in place (R74); `animated`: over ``zoomAnimationDuration`` on the clock (R75).
    /// A non-finite scale is reported and changes nothing.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomRequested(to: scale, animated: animated)
    }
    /// Zooms so that `rect`, in the zoom view's coordinates, fills the bounds and sits in their
    /// middle, within the limits and the edges (R76). A rect of no area is reported and changes nothing.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomRequested(to: rect, animated: animated)
    }
    /// Whether a pinch may go past a zoom limit, rubber-banded, and return over the clock (R77, R78). Default: true.
    open var bouncesZoom = true
    /// Whether a pinch is zooming (R77); false during animated zooms and bounces.
    open var isZooming: Bool { isZoomingStorage }
    var isZoomingStorage = false
    /// Whether the scale returns within its limits after a pinch (R78).
    open var isZoomBouncing: Bool { isZoomBouncingStorage }
    var isZoomBouncingStorage = false
    /// The pinch that zooms, on the scroll view itself; nil while ``maximumZoomScale`` is not above
    /// ``minimumZoomScale`` (R72).
    open var pinchGestureRecognizer: PinchGestureRecognizer? { maximumZoomScale > minimumZoomScale ? zoomPinch : nil }
    /// The scroll view's own pinch, which its machinery uses: made when zooming is first turned
    /// on, attached while it is on.
    var zoomPinch: PinchGestureRecognizer?
    /// The pinch under way (R77), and whether it ended while the drag goes on (R79).
    var pinchZoom = PinchZoom()
    var zoomEndedDuringDrag = false

    /// The refresh control above the content; setting it adds it as a subview, the previous one
    /// removed (R81). Default: nil.
    open var refreshControl: RefreshControl? {
        get { refreshControlStorage }
        set { replaceRefreshControl(with: newValue) }
    }
    var refreshControlStorage: RefreshControl?
    /// What a refreshing control adds to the top inset: 0 or ``RefreshControl/defaultHeight``.
    var refreshInsetTop: CGFloat = 0
    /// ``contentInset``, with ``RefreshControl/defaultHeight`` more at the top while the refresh
    /// control refreshes: the edges are computed from it (R82, R45-R47).
    open var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        inset.top += refreshInsetTop
        return inset
    }

    /// How long an animated zoom and a pinch's bounce last. Default: ``defaultZoomAnimationDuration``
    /// (0.3 s). Must be finite and above zero.
    open var zoomAnimationDuration = ScrollView.defaultZoomAnimationDuration {
        didSet { if rejects(zoomAnimationDuration, "zoomAnimationDuration", keeping: oldValue, unless: .finiteAndAboveZero) { zoomAnimationDuration = oldValue } }
    }
    /// `e` in a pinch's rubber band past a limit `L`: a raw scale `r` shows as `L × (r ÷ L)^e` (R77).
    /// Default: ``defaultZoomBounceExponent`` (0.5). Must be above zero and at most 1.
    open var zoomBounceExponent = ScrollView.defaultZoomBounceExponent {
        didSet { if rejects(zoomBounceExponent, "zoomBounceExponent", keeping: oldValue, unless: .aboveZeroAndAtMostOne) { zoomBounceExponent = oldValue } }
    }

    // MARK: Settable constants

    /// How long a touch on the content is held from the content's touch methods. Default:
    /// ``defaultContentTouchDelay`` (0.15 s). A negative or non-finite value is reported and not applied.
    public var contentTouchDelay = ScrollView.defaultContentTouchDelay {
        didSet { if rejects(contentTouchDelay, "contentTouchDelay", keeping: oldValue, unless: .finiteAndNotNegative) { contentTouchDelay = oldValue } }
    }
    /// How long animated moves last: `setContentOffset(_:animated: true)`, paging, the return from
    /// past an edge. Default: ``defaultAnimationDuration`` (0.3 s). Must be finite and above zero.
    public var animationDuration = ScrollView.defaultAnimationDuration {
        didSet { if rejects(animationDuration, "animationDuration", keeping: oldValue, unless: .finiteAndAboveZero) { animationDuration = oldValue } }
    }
    /// The rubber band's stiffness `k`: an overshoot `x` along a dimension `d` shows as
    /// `d × (1 − 1 ÷ (x × k ÷ d + 1))`. Default: ``defaultRubberBandFactor`` (0.55). Must be finite and above zero.
    public var rubberBandFactor = ScrollView.defaultRubberBandFactor {
        didSet { if rejects(rubberBandFactor, "rubberBandFactor", keeping: oldValue, unless: .finiteAndAboveZero) { rubberBandFactor = oldValue } }
    }
    /// The speed, in points per ms, below which a deceleration ends at its target. Default:
    /// ``defaultDecelerationStopSpeed`` (0.01). Must be finite and above zero.
    public var decelerationStopSpeed = ScrollView.defaultDecelerationStopSpeed {
        didSet { if rejects(decelerationStopSpeed, "decelerationStopSpeed", keeping: oldValue, unless: .finiteAndAboveZero) { decelerationStopSpeed = oldValue } }
    }
    /// The speed, in points per ms, above which a paging drag goes on to the next page in its
    /// direction. Default: ``defaultPagingFlickSpeed`` (0.5). Must be finite and not negative.
    public var pagingFlickSpeed = ScrollView.defaultPagingFlickSpeed {
        didSet { if rejects(pagingFlickSpeed, "pagingFlickSpeed", keeping: oldValue, unless: .finiteAndNotNegative) { pagingFlickSpeed = oldValue } }
    }
    /// The time between frames of motion on the clock. Default: ``defaultFrameInterval`` (1/60 s).
    /// Must be finite and above zero.
    public var frameInterval: TimeInterval {
        get { frameIntervalStorage }
        set { if !rejects(newValue, "frameInterval", keeping: frameIntervalStorage, unless: .finiteAndAboveZero) { frameIntervalStorage = newValue } }
    }
    /// Storage of ``frameInterval``, read every frame without an exclusivity check.
    var frameIntervalStorage = ScrollView.defaultFrameInterval

    // MARK: State

    /// Whether a finger is down on the scroll view (its pan has a touch).
    open var isTracking: Bool { !pan.trackedTouches.isEmpty }
    /// Whether its pan has begun and not ended.
    open var isDragging: Bool { isDraggingStorage }
    var isDraggingStorage = false
    /// Whether the content moves on after a drag (deceleration, paging, the return from past an edge).
    open var isDecelerating: Bool { isDeceleratingStorage }
    var isDeceleratingStorage = false

    /// Hears scrolling, dragging and deceleration; held weakly.
    open var delegate: (any ScrollViewDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
    /// Storage of ``delegate``, read every frame without an exclusivity check.
    weak var delegateStorage: (any ScrollViewDelegate)?

    // Drag and motion bookkeeping (ScrollView+Dragging, ScrollView+Motion).
    var dragStartOffset: CGPoint = .zero
    /// The drag's unconstrained position: the offset before the rubber band (R45 amended, R46).
    var dragRawOffset: CGPoint = .zero
    /// The pan's translation at the last move, and the offset that move set: a different offset
    /// at the next move was set during the drag, and the drag goes on from it (R45 amended).
    var dragTranslation: CGPoint = .zero
    var dragShownOffset: CGPoint = .zero
    /// The inset the drag's rubber band is measured from: the one in force when it began (R45-R47 amended).
    var dragInset: EdgeInsets = .zero
    var motion = ScrollMotion()
    /// A zoom's motion's scale at its start and at its end (R75, R78).
    var motionScales: (start: CGFloat, target: CGFloat) = (1, 1)
    /// The frame timer of the motion under way, rescheduled frame after frame (a frame allocates
    /// nothing). It holds the scroll view until the motion ends or stops, as a display link holds
    /// its target; a clock that goes away lets go of it.
    var motionTimer: ClockTimer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        pan.appendTypedPair(self, ScrollView.handlePan, known: "handlePan:")   // UIKit's name for it
        addGestureRecognizer(pan)
    }

    // MARK: Overridable entry points

    /// The view's rectangle in its own coordinates; its origin is ``contentOffset``, and a change of
    /// the origin, however made, calls the delegate's `scrollViewDidScroll`.
    override open var bounds: CGRect {
        didSet {
            guard bounds.origin != oldValue.origin else { return }
            delegateStorage?.scrollViewDidScroll(self)
            refreshControlStorage?.scrollViewDidMove(self)   // R82, and R81 for a new width
        }
    }

    /// The view's rectangle in its superview's coordinates; a new size refits the refresh control (R81).
    override open var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            refreshControlStorage?.fitAbove(self)
            edgesDidChange()
        }
    }

    /// Moves the content to `offset`: with `animated`, over ``animationDuration`` on the clock,
    /// then `scrollViewDidEndScrollingAnimation`; without, at once (only `scrollViewDidScroll`).
    /// Either stops a motion under way. A non-finite offset is reported and changes nothing.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let rule = SettingRule<CGPoint>.finite
        guard !rejects(offset, "contentOffset", in: { "setContentOffset(\($0), animated: \(animated))" }, unless: rule,
                       then: rule.stays(bounds.origin)) else { return }
        stopMotion()
        if animated {
            startAnimation(to: offset, kind: .scrollingAnimation)
        } else {
            applyOffset(offset)
        }
    }

    /// Moves the content a page for VoiceOver's three-finger swipe (R154); false, moving nothing,
    /// when it cannot: that axis does not scroll, the content is at the edge, or scrolling is off.
    open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        scrollPage(direction)
    }

    /// Whether the content view `view` may receive `touches` once they are no longer held
    /// (``delaysContentTouches``). Default: true.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        true
    }

    /// Whether a drag may take its touch from the content view `view`, which already saw it begin
    /// (with ``canCancelContentTouches``). Default: false for a control, else true.
    open func touchesShouldCancel(in view: View) -> Bool {
        !(view is Control)
    }

    /// A scroll view holds back the touches that go down on its content (R49).
    override var holdsContentTouches: Bool { true }

    /// ``contentTouchDelay`` with ``delaysContentTouches``, while scrolling is enabled (R49).
    override var contentTouchHoldDuration: TimeInterval? {
        delaysContentTouches && isScrollEnabled ? contentTouchDelay : nil
    }

    /// What ``touchesShouldBegin(_:with:in:)`` says.
    override func releasesHeldTouches(_ touches: Set<Touch>, with event: Event?, to view: View) -> Bool {
        touchesShouldBegin(touches, with: event, in: view)
    }

    /// While the content moves on its own, a touch on it lands on the scroll view: the touch stops
    /// the motion and never reaches the content.
    override open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        if hit != nil, motionTimer != nil { return self }
        return hit
    }

    /// Refuses its own pan when nothing can scroll, or when the content already saw the touch and
    /// may not lose it (``canCancelContentTouches``, ``touchesShouldCancel(in:)``).
    override open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer === pan { return panMayBegin() }
        if recognizer === zoomPinch { return pinchMayBegin() }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    // MARK: Helpers

    /// Sets the bounds' origin, when it changed (``bounds`` tells the delegate).
    func applyOffset(_ offset: CGPoint) {
        let bounds = self.bounds
        guard offset != bounds.origin else { return }
        self.bounds = CGRect(origin: offset, size: bounds.size)
    }
}
