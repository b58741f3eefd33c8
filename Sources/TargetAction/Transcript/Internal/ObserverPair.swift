import Foundation

/// A window's transcript and its user's observer, told in that order what the engine tells one
/// observer. The window holds it while both are set; the user's observer stays weak.
final class ObserverPair: GestureObserver {
    let trace: GestureTrace
    weak var other: (any GestureObserver)?

    init(trace: GestureTrace, other: any GestureObserver) {
        self.trace = trace
        self.other = other
    }

    func window(_ window: Window, willProcess event: Event) {
        trace.window(window, willProcess: event)
        other?.window(window, willProcess: event)
    }

    func window(_ window: Window, didProcess event: Event) {
        trace.window(window, didProcess: event)
        other?.window(window, didProcess: event)
    }

    func window(_ window: Window, didReject event: Event, because rejection: EventRejection) {
        trace.window(window, didReject: event, because: rejection)
        other?.window(window, didReject: event, because: rejection)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        trace.gestureRecognizer(recognizer, didTransitionFrom: old, to: new)
        other?.gestureRecognizer(recognizer, didTransitionFrom: old, to: new)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        trace.gestureRecognizer(recognizer, didSend: action, to: target, for: state)
        other?.gestureRecognizer(recognizer, didSend: action, to: target, for: state)
    }

    func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {
        trace.window(window, didDeliver: touches, phase: phase, to: view)
        other?.window(window, didDeliver: touches, phase: phase, to: view)
    }

    func control(_ control: Control, willSendActionsFor events: Control.Event) {
        trace.control(control, willSendActionsFor: events)
        other?.control(control, willSendActionsFor: events)
    }

    func attachedGesture(_ gesture: AttachedGesture, willRun callback: AttachedGesture.Callback, with value: String) {
        trace.attachedGesture(gesture, willRun: callback, with: value)
        other?.attachedGesture(gesture, willRun: callback, with: value)
    }

    func attachedGesture(_ gesture: AttachedGesture, didSetGestureState value: String) {
        trace.attachedGesture(gesture, didSetGestureState: value)
        other?.attachedGesture(gesture, didSetGestureState: value)
    }

    func scrollView(_ scrollView: ScrollView, didBeginDraggingAt offset: CGPoint) {
        trace.scrollView(scrollView, didBeginDraggingAt: offset)
        other?.scrollView(scrollView, didBeginDraggingAt: offset)
    }

    func scrollView(_ scrollView: ScrollView, didEndDraggingAt offset: CGPoint, velocity: CGPoint, decelerating: Bool) {
        trace.scrollView(scrollView, didEndDraggingAt: offset, velocity: velocity, decelerating: decelerating)
        other?.scrollView(scrollView, didEndDraggingAt: offset, velocity: velocity, decelerating: decelerating)
    }

    func scrollView(_ scrollView: ScrollView, willMoveTo target: CGPoint, over duration: TimeInterval) {
        trace.scrollView(scrollView, willMoveTo: target, over: duration)
        other?.scrollView(scrollView, willMoveTo: target, over: duration)
    }

    func scrollView(_ scrollView: ScrollView, didStopMovingAt offset: CGPoint) {
        trace.scrollView(scrollView, didStopMovingAt: offset)
        other?.scrollView(scrollView, didStopMovingAt: offset)
    }

    func scrollView(_ scrollView: ScrollView, didBeginZoomingAt scale: CGFloat) {
        trace.scrollView(scrollView, didBeginZoomingAt: scale)
        other?.scrollView(scrollView, didBeginZoomingAt: scale)
    }

    func scrollView(_ scrollView: ScrollView, didEndZoomingAt scale: CGFloat) {
        trace.scrollView(scrollView, didEndZoomingAt: scale)
        other?.scrollView(scrollView, didEndZoomingAt: scale)
    }

    func refreshControlDidBeginRefreshing(_ refreshControl: RefreshControl) {
        trace.refreshControlDidBeginRefreshing(refreshControl)
        other?.refreshControlDidBeginRefreshing(refreshControl)
    }

    func refreshControlDidEndRefreshing(_ refreshControl: RefreshControl) {
        trace.refreshControlDidEndRefreshing(refreshControl)
        other?.refreshControlDidEndRefreshing(refreshControl)
    }
}
