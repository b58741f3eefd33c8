import Foundation

/// Watches what a window's gesture machinery does: events, state changes, actions, the view's
/// touches, scroll views' drags, motions and zooms. Every method has a default that does nothing.
///
/// Set it on ``Window/gestureObserver`` to check invariants after every step (the random checker
/// does). ``Window/recordTranscript()`` records the same happenings as text, beside this observer.
public protocol GestureObserver: AnyObject {
    /// An event passed validation and is about to be delivered.
    func window(_ window: Window, willProcess event: Event)
    /// An event and everything it caused (arbitration, actions, resets) are done.
    func window(_ window: Window, didProcess event: Event)
    /// An event was rejected (R30); nothing changed.
    func window(_ window: Window, didReject event: Event, because rejection: EventRejection)
    /// A recognizer's state changed, resets to `.possible` included.
    func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State)
    /// A recognizer sent `action` to `target` for `state` (R3, R4).
    func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State)
    /// The window called a view's touch method (R17).
    func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View)
    /// The window delivered touches to a recognizer (its `touchesBegan`, `…Moved`, `…Ended` or
    /// `…Cancelled`).
    func gestureRecognizer(_ recognizer: GestureRecognizer, didReceive touches: Set<Touch>, phase: Touch.Phase)
    /// A control in the window is about to send the actions of `events` (R41, R42).
    func control(_ control: Control, willSendActionsFor events: Control.Event)
    /// A control in the window changed otherwise than by sending events (an update at a flush, a
    /// press, a menu shown or chosen from); `description` says what and why, with its rule.
    func control(_ control: Control, didChange description: String)
    /// An attached gesture's callback is about to run with `value` (R60).
    func attachedGesture(_ gesture: AttachedGesture, willRun callback: AttachedGesture.Callback, with value: String)
    /// A `@GestureState` an attached gesture updates now reads `value`: written by `updating`, or
    /// reset (R60).
    func attachedGesture(_ gesture: AttachedGesture, didSetGestureState value: String)
    /// A scroll view began following a drag, its content at `offset` (R45).
    func scrollView(_ scrollView: ScrollView, didBeginDraggingAt offset: CGPoint)
    /// A scroll view's drag ended at `offset`, the finger's `velocity` negated in points per ms;
    /// `decelerating` says whether the content moves on (R47).
    func scrollView(_ scrollView: ScrollView, didEndDraggingAt offset: CGPoint, velocity: CGPoint, decelerating: Bool)
    /// A scroll view's content starts moving to `target` on the clock, arriving after `duration`:
    /// a deceleration, a settle or an animated scroll (R47, R48, R52). Its frames are not reported.
    func scrollView(_ scrollView: ScrollView, willMoveTo target: CGPoint, over duration: TimeInterval)
    /// The content's motion ended at `offset`: at its target, or stopped on the way (R51).
    func scrollView(_ scrollView: ScrollView, didStopMovingAt offset: CGPoint)
    /// A scroll view began zooming at `scale`: under a pinch, or an animated zoom (R75, R77).
    func scrollView(_ scrollView: ScrollView, didBeginZoomingAt scale: CGFloat)
    /// A scroll view's zoom ended at `scale`, after any bounce back within its limits (R75, R78).
    func scrollView(_ scrollView: ScrollView, didEndZoomingAt scale: CGFloat)
    /// A refresh control began refreshing: pulled past its trigger, or told to (R82, R84).
    func refreshControlDidBeginRefreshing(_ refreshControl: RefreshControl)
    /// A refresh control ended refreshing (R85).
    func refreshControlDidEndRefreshing(_ refreshControl: RefreshControl)
}

extension GestureObserver {
    public func window(_ window: Window, willProcess event: Event) {}
    public func window(_ window: Window, didProcess event: Event) {}
    public func window(_ window: Window, didReject event: Event, because rejection: EventRejection) {}
    public func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {}
    public func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {}
    public func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {}
    public func gestureRecognizer(_ recognizer: GestureRecognizer, didReceive touches: Set<Touch>, phase: Touch.Phase) {}
    public func control(_ control: Control, willSendActionsFor events: Control.Event) {}
    public func attachedGesture(_ gesture: AttachedGesture, willRun callback: AttachedGesture.Callback, with value: String) {}
    public func attachedGesture(_ gesture: AttachedGesture, didSetGestureState value: String) {}
    public func scrollView(_ scrollView: ScrollView, didBeginDraggingAt offset: CGPoint) {}
    public func scrollView(_ scrollView: ScrollView, didEndDraggingAt offset: CGPoint, velocity: CGPoint, decelerating: Bool) {}
    public func scrollView(_ scrollView: ScrollView, willMoveTo target: CGPoint, over duration: TimeInterval) {}
    public func scrollView(_ scrollView: ScrollView, didStopMovingAt offset: CGPoint) {}
    public func scrollView(_ scrollView: ScrollView, didBeginZoomingAt scale: CGFloat) {}
    public func scrollView(_ scrollView: ScrollView, didEndZoomingAt scale: CGFloat) {}
    public func control(_ control: Control, didChange description: String) {}
    public func refreshControlDidBeginRefreshing(_ refreshControl: RefreshControl) {}
    public func refreshControlDidEndRefreshing(_ refreshControl: RefreshControl) {}
}
