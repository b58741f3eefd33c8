/// Watches what a window's gesture machinery does: events, state changes, actions, the view's
/// touches. Every method has a default that does nothing.
///
/// Set it on ``Window/gestureObserver`` to trace a scenario (the demo prints one) or to check
/// invariants after every step (the random checker does).
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
    /// A control in the window is about to send the actions of `events` (R41, R42).
    func control(_ control: Control, willSendActionsFor events: Control.Event)
    /// An attached gesture's callback is about to run with `value` (R60).
    func attachedGesture(_ gesture: AttachedGesture, willRun callback: AttachedGesture.Callback, with value: String)
    /// A `@GestureState` an attached gesture updates now reads `value`: written by `updating`, or
    /// reset (R60).
    func attachedGesture(_ gesture: AttachedGesture, didSetGestureState value: String)
}

extension GestureObserver {
    public func window(_ window: Window, willProcess event: Event) {}
    public func window(_ window: Window, didProcess event: Event) {}
    public func window(_ window: Window, didReject event: Event, because rejection: EventRejection) {}
    public func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {}
    public func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {}
    public func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {}
    public func control(_ control: Control, willSendActionsFor events: Control.Event) {}
    public func attachedGesture(_ gesture: AttachedGesture, willRun callback: AttachedGesture.Callback, with value: String) {}
    public func attachedGesture(_ gesture: AttachedGesture, didSetGestureState value: String) {}
}
