import Foundation

/// A row of page indicators: a tap beside the current one goes one page that way, and a finger
/// sliding along the row scrubs through the pages (R96-R99).
///
/// Setting ``currentPage`` or ``numberOfPages`` in code sends nothing, so a paging scroll view's
/// `scrollViewDidScroll` can set the page while the control's `.valueChanged` action scrolls the
/// view, with no loop between them. A page control beats a one-tap, one-touch tap recognizer on
/// an ancestor and, while it allows continuous interaction, a mostly horizontal pan that starts
/// on it (R99).
open class PageControl: Control {
    /// How the user last changed the page.
    public enum InteractionState: Int, Sendable {
        /// The user has not changed the page.
        case none
        /// A tap moved one page.
        case discrete
        /// The finger scrubbed along the indicators.
        case continuous
    }

    /// The distance between indicator centres (R97, [chosen]).
    public static let defaultIndicatorSpacing: CGFloat = 16
    /// How far a finger moves sideways before it scrubs (R98, [chosen]).
    public static let defaultScrubThreshold: CGFloat = 10
    /// The height ``size(forNumberOfPages:)`` gives (R97, [chosen]).
    public static let defaultIndicatorRowHeight: CGFloat = 26

    private var pages = 0
    private var page = 0
    private var interaction = InteractionState.none
    /// Whether the tracked touch is scrubbing (R98), and where it went down (the control's coordinates).
    private(set) var isScrubbing = false
    private var downX: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How many pages there are (not negative). Default: 0. Setting it pins ``currentPage`` and
    /// sends nothing; a negative count is reported and not applied.
    open var numberOfPages: Int {
        get { pages }
        set {
            guard !rejects(newValue, "numberOfPages", keeping: pages, unless: .zeroOrMore) else { return }
            pages = newValue
            page = pinned(page)
        }
    }

    /// The page shown, pinned to 0…numberOfPages − 1 (0 without pages). Default: 0. Setting it
    /// sends nothing (R96).
    open var currentPage: Int {
        get { page }
        set { page = pinned(newValue) }
    }

    /// Whether the control takes no touches while it has one page or none (it still reads as not
    /// hidden). Default: false.
    open var hidesForSinglePage = false

    /// Whether a finger sliding along the indicators scrubs through the pages (R98). Default: true.
    open var allowsContinuousInteraction = true

    /// How the user last changed the page: `.none` until they do (R96).
    open var interactionState: InteractionState { interaction }

    /// The distance between indicator centres, finite and above 0. Default: ``defaultIndicatorSpacing``.
    open var indicatorSpacing = PageControl.defaultIndicatorSpacing {
        didSet { if rejects(indicatorSpacing, "indicatorSpacing", keeping: oldValue, unless: .finiteAndAboveZero) { indicatorSpacing = oldValue } }
    }

    /// How far a finger moves sideways from where it went down before it scrubs, finite and not
    /// negative. Default: ``defaultScrubThreshold``.
    open var scrubThreshold = PageControl.defaultScrubThreshold {
        didSet { if rejects(scrubThreshold, "scrubThreshold", keeping: oldValue, unless: .finiteAndNotNegative) { scrubThreshold = oldValue } }
    }

    /// The height ``size(forNumberOfPages:)`` gives, finite and not negative. Default:
    /// ``defaultIndicatorRowHeight``.
    open var indicatorRowHeight = PageControl.defaultIndicatorRowHeight {
        didSet { if rejects(indicatorRowHeight, "indicatorRowHeight", keeping: oldValue, unless: .finiteAndNotNegative) { indicatorRowHeight = oldValue } }
    }

    /// The size that holds `pageCount` indicators: ``indicatorSpacing`` per page, ``indicatorRowHeight`` tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: indicatorSpacing * CGFloat(max(0, pageCount)), height: indicatorRowHeight)
    }

    /// The centre of page `page`'s indicator, in the control's coordinates (R97): a toolkit
    /// addition, for a test to tap beside it or scrub to it. A page out of range is reported; the
    /// point where it would be is returned all the same.
    public func indicatorCenter(forPage page: Int) -> CGPoint {
        if !(0..<pages).contains(page) {
            reportMisuse("\(debugName).indicatorCenter(forPage: \(page)): it has \(pages) page\(pages == 1 ? "" : "s")\(pages == 0 ? "" : " (0 to \(pages - 1))"). The point returned is where that indicator would be.")
        }
        return CGPoint(x: indicatorX(page), y: bounds.midY)
    }

    private func indicatorX(_ page: Int) -> CGFloat {
        bounds.midX + (CGFloat(page) - CGFloat(pages - 1) / 2) * indicatorSpacing
    }

    private func pinned(_ page: Int) -> Int {
        min(max(page, 0), max(pages - 1, 0))
    }

    /// The page whose indicator is nearest `x`, clamped to the first and last (R98).
    private func nearestPage(toX x: CGFloat) -> Int {
        let raw = ((x - bounds.midX) / indicatorSpacing + CGFloat(pages - 1) / 2).rounded()
        guard raw.isFinite else { return page }
        return pinned(Int(min(max(raw, -1), CGFloat(pages))))
    }

    // MARK: Hit testing (R96)

    /// With ``hidesForSinglePage`` and one page or none, nothing: the control takes no touches.
    open override func hitTest(_ point: CGPoint, with event: TargetAction.Event?) -> View? {
        if hidesForSinglePage, pages <= 1 { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: Tracking (R97, R98)

    open override func beginTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        isScrubbing = false
        downX = touch.location(in: self).x
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        let x = touch.location(in: self).x
        if !isScrubbing, allowsContinuousInteraction, pages > 1, abs(x - downX) >= scrubThreshold {
            isScrubbing = true
            interaction = .continuous
        }
        guard isScrubbing else { return true }
        let nearest = nearestPage(toX: x)
        if nearest != page {
            page = nearest
            sendActions(for: .valueChanged, with: event)   // once per move, however far it jumps
        }
        return true
    }

    /// R97: a lift inside that never scrubbed goes one page towards the side it lifted on.
    override func didTouchUpInside(_ touch: Touch, with event: TargetAction.Event?) {
        guard !isScrubbing else { return }
        let x = touch.location(in: self).x
        moveOnePage(to: x < indicatorX(page) ? page - 1 : page + 1, with: event)
    }

    /// R97: goes to page `next`, if there is one, `.discrete`, and sends `.valueChanged` once.
    private func moveOnePage(to next: Int, with event: TargetAction.Event?) {
        guard (0..<pages).contains(next) else { return }   // past either end: nothing
        page = next
        interaction = .discrete
        sendActions(for: .valueChanged, with: event)
    }

    open override func endTracking(_ touch: Touch?, with event: TargetAction.Event?) {
        isScrubbing = false
    }

    open override func cancelTracking(with event: TargetAction.Event?) {
        isScrubbing = false
    }

    // MARK: VoiceOver (R147)

    /// Goes to the next page, if there is one, as a tap beside the current indicator does (R97):
    /// `.discrete`, then `.valueChanged` once. Its block, when set, answers instead.
    open override func accessibilityIncrement() {
        guard accessibilityIncrementBlock == nil else { return super.accessibilityIncrement() }
        accessibilityMove(to: page + 1)
    }

    /// Goes to the previous page, if there is one, as ``accessibilityIncrement()`` goes to the next.
    open override func accessibilityDecrement() {
        guard accessibilityDecrementBlock == nil else { return super.accessibilityDecrement() }
        accessibilityMove(to: page - 1)
    }

    /// Whether R96 hides the control: VoiceOver then reaches neither it nor anything in it.
    private var isHiddenForSinglePage: Bool { hidesForSinglePage && pages <= 1 }

    override var isAccessibilityElementByDefault: Bool { !isHiddenForSinglePage }
    override var accessibilityElementsByDefault: [Any]? { isHiddenForSinglePage ? [] : nil }
    override var accessibilityTraitsByDefault: AccessibilityTraits { .adjustable }
    override var accessibilityValueByDefault: String? { "page \(page + 1) of \(pages)" }

    /// One page to `next`, as R97's tap; a disabled control does not move.
    private func accessibilityMove(to next: Int) {
        guard isEnabled else { return }
        moveOnePage(to: next, with: nil)
    }

    // MARK: Precedence (R99)

    override var precedenceRule: String { "R99" }

    override func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        isSingleTap(recognizer) || (allowsContinuousInteraction && isMostlyHorizontalPan(recognizer))
    }
}
