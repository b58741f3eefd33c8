import Foundation

extension ScrollView {
    // MARK: VoiceOver's page scroll (R154)

    /// Moves ``contentOffset`` one page (the bounds size) towards `direction`, clamped to the edges
    /// (R47, with ``adjustedContentInset``), as `setContentOffset(_:animated: false)` moves it.
    /// `.left` and `.up` show what lies right and below; `.next` and `.previous` go along the axis
    /// that scrolls (R45), the horizontal one when both do. True when the offset changed. A zoom
    /// animating (R75, R78) that the page would interrupt ends first, and the page is measured on
    /// the edges it leaves.
    func scrollPage(_ direction: AccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled else { return false }
        let edges = self.edges
        let horizontal: Bool, pages: CGFloat
        switch direction {
        case .left, .right:
            horizontal = true
            pages = direction == .left ? 1 : -1
        case .up, .down:
            horizontal = false
            pages = direction == .up ? 1 : -1
        case .next, .previous:
            guard edges.scrollsHorizontally || edges.scrollsVertically else { return false }
            horizontal = edges.scrollsHorizontally
            pages = direction == .next ? 1 : -1
        }
        guard horizontal ? edges.scrollsHorizontally : edges.scrollsVertically else { return false }
        // Only the axis moved is clamped: the other stays where it is, in the edges or not.
        let offset = contentOffset
        var target = offset
        if horizontal {
            target.x = min(max(offset.x + pages * edges.size.width, edges.low.x), edges.high.x)
        } else {
            target.y = min(max(offset.y + pages * edges.size.height, edges.low.y), edges.high.y)
        }
        guard target != offset else { return false }
        // A zoom under way ends where it was going, as the new offset ends it, and its end changes
        // the edges: the page is measured again on those, from where the zoom left the content.
        // True when the offset changed, by the page or by the zoom's end.
        if motion.kind.zooms {
            finishZooming()
            if !motion.kind.zooms { return scrollPage(direction) || contentOffset != offset }
        }
        setContentOffset(target, animated: false)
        return true
    }
}
