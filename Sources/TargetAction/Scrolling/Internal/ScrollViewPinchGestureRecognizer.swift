import Foundation

/// A scroll view's own pinch (R77-R79): it notes whether its scroll view was already dragging when
/// its second finger went down, and lets such a drag go on beside it.
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    /// Whether the scroll view's pan was active when the pinch's second touch went down; nil until
    /// then. A drag that began later, two fingers moving together, keeps the pinch from beginning.
    private(set) var pairCompletedWhileDragging: Bool?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard pairCompletedWhileDragging == nil, trackedTouches.count >= 2, let scrollView = view as? ScrollView else { return }
        pairCompletedWhileDragging = scrollView.pan.committedState.isActive
    }

    /// R79: a drag that began before the second finger goes on beside the pinch; one still possible
    /// gives way to it.
    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let scrollView = view as? ScrollView, other === scrollView.pan else { return super.canPrevent(other) }
        return !other.committedState.isActive
    }

    /// R49, R50: a recognizer on the content that this pinch stops lost its touch to the scroll view.
    override func reasonForPreventing(_ loser: GestureRecognizer, _ reason: GestureRecognizer.Reason) -> GestureRecognizer.Reason {
        (view as? ScrollView)?.reasonForTakingTouch(from: loser, reason) ?? reason
    }

    override func reset() {
        super.reset()
        pairCompletedWhileDragging = nil
    }
}
