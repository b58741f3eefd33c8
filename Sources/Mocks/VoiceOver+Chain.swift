import Foundation
import TargetAction

// R152-R154: the gestures that climb the responder chain from the focused element until a
// responder takes them.
extension VoiceOver {
    /// The escape gesture, a two-finger Z (R152): `accessibilityPerformEscape()` on the focused
    /// element, then on each responder up its chain, until one answers true. True if one did.
    /// With nothing focused it starts at the first element, or the window (R153).
    @discardableResult
    public func escape(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return climb(site, { $0.accessibilityPerformEscape() }) { .escape(from: $0, by: $1) } != nil
    }

    /// The magic tap, a two-finger double tap (R153): `accessibilityPerformMagicTap()` up the
    /// chain as ``escape(fileID:filePath:line:column:)`` climbs. With nothing focused it starts at
    /// the first element, or the window; the focus does not move.
    @discardableResult
    public func magicTap(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return climb(site, { $0.accessibilityPerformMagicTap() }) { .magicTap(from: $0, by: $1) } != nil
    }

    /// A three-finger swipe (R154): `accessibilityScroll(direction)` up the chain as
    /// ``escape(fileID:filePath:line:column:)`` climbs. When a scroll view takes it, VoiceOver
    /// says the page it shows, "page 2 of 3", along the axis its content moved. The focus stays.
    @discardableResult
    public func scroll(
        _ direction: AccessibilityScrollDirection,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var offsetBefore = CGPoint.zero
        let taker = climb(site, { responder in
            if let scrollView = responder as? ScrollView { offsetBefore = scrollView.contentOffset }
            return responder.accessibilityScroll(direction)
        }, told: { .scroll(direction, from: $0, by: $1) })
        if let scrollView = taker as? ScrollView, let page = Self.page(of: scrollView, movedFrom: offsetBefore, direction) {
            speak(page)
        }
        return taker != nil
    }

    // MARK: Helpers

    /// Where a climb starts: the focused element, else the first element in reading order, else
    /// the window (R153).
    private func chainStart() -> Responder {
        let reached = AccessibilityWalk(window: window).elements
        return focusedObject(in: reached) ?? reached.first ?? window
    }

    /// The first responder up the chain from `chainStart()` that `takes` answers true for, nil
    /// when none does; the climb is then told to the transcript as `told` words it, from the start's
    /// name and the taker's (R157).
    private func climb(
        _ site: CallSite, _ takes: (Responder) -> Bool, told: (String, String?) -> Happening.VoiceOverAct
    ) -> Responder? {
        let start = chainStart()
        let taker = window.reporting(at: site) { () -> Responder? in
            var responder: Responder? = start
            while let current = responder {
                if takes(current) { return current }
                responder = current.next
            }
            return nil
        }
        window.tell(.voiceOver(told(start.voiceOverName, taker?.voiceOverName)))
        return taker
    }

    /// "page p of n" for `scrollView`'s content, along the axis that moved from `before` (the
    /// direction's axis when neither did); nil when that axis has no page size.
    static func page(of scrollView: ScrollView, movedFrom before: CGPoint, _ direction: AccessibilityScrollDirection) -> String? {
        let offset = scrollView.contentOffset, size = scrollView.bounds.size, inset = scrollView.adjustedContentInset
        let horizontal = if offset.x != before.x { true } else if offset.y != before.y { false } else {
            switch direction {
            case .left, .right: true
            case .up, .down: false
            case .next, .previous: scrollView.contentSize.width > size.width || scrollView.contentSize.height <= size.height
            }
        }
        let (position, minimum, page, length) = horizontal
            ? (offset.x, -inset.left, size.width, scrollView.contentSize.width)
            : (offset.y, -inset.top, size.height, scrollView.contentSize.height)
        guard page > 0, page.isFinite else { return nil }
        let current = ((position - minimum) / page).rounded(), count = (length / page).rounded(.up)
        guard current.isFinite, count.isFinite, abs(current) < 1e9, count < 1e9 else { return nil }
        return "page \(Int(current) + 1) of \(max(1, Int(count)))"
    }
}
