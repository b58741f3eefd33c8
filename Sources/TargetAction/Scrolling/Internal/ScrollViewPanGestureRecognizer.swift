import Foundation

/// A scroll view's own pan: it tells its scroll view when a finger goes down (which stops a motion
/// under way, R51) and when the last one lifts, or when the pan gives its touches up (another
/// recognizer took them), so that content stopped past an edge goes back.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        (view as? ScrollView)?.fingerWentDown()
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        noteLift()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        noteLift()
    }

    /// R49, R50: a recognizer on the content that this pan stops lost its touch to the scroll view.
    override func reasonForPreventing(_ loser: GestureRecognizer, _ reason: GestureRecognizer.Reason) -> GestureRecognizer.Reason {
        (view as? ScrollView)?.reasonForTakingTouch(from: loser, reason) ?? reason
    }

    override func reset() {
        super.reset()
        (view as? ScrollView)?.lastFingerLifted()
    }

    /// R79: the drag never stops its scroll view's own pinch, which may join it.
    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let scrollView = view as? ScrollView, other === scrollView.zoomPinch else { return super.canPrevent(other) }
        return false
    }

    private func noteLift() {
        guard trackedTouches.allSatisfy({ $0.phase.isTerminal }) else { return }
        (view as? ScrollView)?.lastFingerLifted()
    }
}
