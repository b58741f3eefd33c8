import Foundation

extension ScrollView {
    // MARK: VoiceOver's page scroll (R154)

    /// Moves ``contentOffset`` one page (the bounds size) towards `direction`, clamped to the edges
    /// (R47, with ``adjustedContentInset``), as `setContentOffset(_:animated: false)` moves it.
    /// `.left` and `.up` show what lies right and below; `.next` and `.previous` go along the axis
    /// that scrolls (R45), the horizontal one when both do. True when the offset changed.
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
        setContentOffset(target, animated: false)
        return true
    }
}
