import Foundation

/// Pull to refresh: a control its ``ScrollView`` shows above the content (``ScrollView/refreshControl``).
///
/// A finger that pulls the content down by ``triggerDistance`` starts refreshing, during the drag:
/// ``isRefreshing`` becomes true, the scroll view's ``ScrollView/adjustedContentInset`` gains
/// ``defaultHeight`` at the top, and `.valueChanged` is sent (R82). The app calls
/// ``endRefreshing()`` when its work is done (R85). The control takes no touches of its own: a
/// drag that starts on it scrolls its scroll view.
open class RefreshControl: Control {
    /// The control's height, and what refreshing adds to the top inset (R81, R82).
    public static let defaultHeight: CGFloat = 60

    /// Where a pull stands (R82): too short to count, under way, or spent until it goes back.
    enum Pull {
        /// The pull is 5 points or less.
        case idle
        /// Past 5 points and not yet at the trigger distance.
        case pulling
        /// It triggered, or refreshing ended during it: nothing more until it is back within 5 points.
        case spent
    }

    var pull = Pull.idle

    /// Whether the control is refreshing: from the trigger or ``beginRefreshing()`` to ``endRefreshing()``.
    open internal(set) var isRefreshing = false
    /// A title under the spinner: kept, not drawn; it does not move the trigger.
    open var attributedTitle: NSAttributedString?

    /// A control 60 points tall; attached to a scroll view it spans its width, just above the content (R81).
    public init() {
        super.init(frame: CGRect(x: 0, y: -RefreshControl.defaultHeight, width: 0, height: RefreshControl.defaultHeight))
    }

    /// The scroll view this control is the refresh control of, if any.
    var scrollView: ScrollView? {
        guard let scrollView = superview as? ScrollView, scrollView.refreshControlStorage === self else { return nil }
        return scrollView
    }

    /// R82's `S`: how far the content must be pulled down past its top inset with a finger to
    /// start refreshing, for the attached scroll view's height `h`: `min(round(h ÷ 2), 112.5 ×
    /// max(h, 372) ÷ 568)`, 167.17 points when h = 844. 0 when the control is attached to none.
    public var triggerDistance: CGFloat {
        guard let scrollView else { return 0 }
        return Self.triggerDistance(forHeight: scrollView.bounds.height)
    }

    static func triggerDistance(forHeight height: CGFloat) -> CGFloat {
        min((height / 2).rounded(), 112.5 * max(height, 372) / 568)
    }

    /// Starts refreshing as if pulled, without the pull: the top inset grows, nothing is sent and
    /// nothing scrolls (R84). Does nothing while refreshing, or while the control is in no window.
    open func beginRefreshing() {
        guard !isRefreshing, window != nil else { return }
        isRefreshing = true
        scrollView?.setRefreshInset(Self.defaultHeight)
        tellWindow(.refreshing(self, began: true))
    }

    /// Ends refreshing: the top inset shrinks back; content pulled down with no finger on it
    /// scrolls back up as `setContentOffset(_:animated: true)` does (R85). Does nothing unless refreshing.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        tellWindow(.refreshing(self, began: false))
        guard let scrollView else { return }
        scrollView.setRefreshInset(0)
        let distance = pullDistance(in: scrollView)
        pull = distance > 5 ? .spent : .idle   // a drag under way cannot trigger again until it goes back
        guard distance > 0, !scrollView.isTracking else { return }
        // Across, the content stays, brought within the edges if a motion this stops was taking it back.
        let offset = scrollView.contentOffset
        scrollView.setContentOffset(CGPoint(x: scrollView.clampedOffset(offset).x, y: offset.y + distance), animated: true)
    }

    /// A drag that starts on the control scrolls its scroll view: the control takes no touches.
    override open func hitTest(_ point: CGPoint, with event: TargetAction.Event?) -> View? {
        nil
    }

    // MARK: The pull (R82)

    /// R82's `v`: how far the content is pulled down past its top inset.
    func pullDistance(in scrollView: ScrollView) -> CGFloat {
        max(0, -scrollView.contentOffset.y - scrollView.contentInset.top)
    }

    /// R82: at each offset change, the pull moves on; the first change at which it reaches the
    /// trigger distance with a finger down, while pulling, starts refreshing and sends `.valueChanged`.
    func scrollViewDidMove(_ scrollView: ScrollView) {
        if frame.width != scrollView.bounds.width { fitAbove(scrollView) }   // R81: the bounds were resized
        let distance = pullDistance(in: scrollView)
        guard distance > 5 else {
            pull = .idle
            return
        }
        let trigger = Self.triggerDistance(forHeight: scrollView.bounds.height)
        switch pull {
        case .idle:
            if distance < trigger { pull = .pulling }
        case .pulling:
            guard distance >= trigger, scrollView.isTracking, !isRefreshing, isEnabled,
                  scrollView.refreshControlStorage === self else { return }
            pull = .spent
            isRefreshing = true
            scrollView.setRefreshInset(Self.defaultHeight)
            tellWindow(.refreshing(self, began: true))
            sendActions(for: .valueChanged, with: nil)
        case .spent:
            break
        }
    }

    /// Spans the scroll view's width just above its content (R81).
    func fitAbove(_ scrollView: ScrollView) {
        frame = CGRect(x: 0, y: -Self.defaultHeight, width: scrollView.bounds.width, height: Self.defaultHeight)
    }
}
