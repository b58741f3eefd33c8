import Foundation

// R66: priority between attached gestures, as failure requirements (R15) and prevention (R16)
// between their recognizers; masks, checked at a sequence's first touch.

extension ValueGestureRecognizer {
    /// Whether `other` counts as inside this gesture: attached to a view inside this one's, or
    /// earlier to the same view.
    func contains(_ other: ValueGestureRecognizer) -> Bool {
        guard let view, let otherView = other.view else { return false }
        guard otherView === view else { return otherView.isDescendant(of: view) }
        let attached = view.attachedGestureList
        guard let mine = attached.firstIndex(where: { $0.valueRecognizer === self }),
              let theirs = attached.firstIndex(where: { $0.valueRecognizer === other }) else { return false }
        return theirs < mine
    }

    /// Whether this gesture may not recognize for the touches now starting: its mask lacks
    /// `.gesture`, or a gesture that counts it as inside lacks `.subviews`.
    var isKeptFromRecognizing: Bool {
        guard mask.contains(.gesture) else { return true }
        guard let view else { return false }
        let sameView = view.attachedGestureList
        if let mine = sameView.firstIndex(where: { $0.valueRecognizer === self }),
           sameView[(mine + 1)...].contains(where: { !$0.mask.contains(.subviews) }) {
            return true
        }
        var ancestor = view.superview
        while let current = ancestor {
            if current.attachedGestureList.contains(where: { !$0.mask.contains(.subviews) }) { return true }
            ancestor = current.superview
        }
        return false
    }
}
