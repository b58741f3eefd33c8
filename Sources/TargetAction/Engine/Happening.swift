import Foundation

/// One thing a window's gesture machinery did, as the engine and its views tell it: the one stream
/// the transcript renders and a ``GestureObserver`` hears through its methods.
package enum Happening {
    /// An event passed validation and is about to be delivered.
    case willProcess(Event)
    /// An event and everything it caused are done.
    case didProcess(Event)
    /// An event was rejected (R30); nothing changed.
    case rejected(Event, EventRejection)
    /// The window called a view's touch method (R17).
    case viewTouches(View, Set<Touch>, Touch.Phase)
    /// The window handed a recognizer touches (its `touchesBegan`, `…Moved`, `…Ended`, `…Cancelled`).
    case recognizerTouches(GestureRecognizer, Set<Touch>, Touch.Phase)
    /// A recognizer's state changed; its ``GestureRecognizer/reason`` says why (R104).
    case transition(GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State)
    /// Arbitration found a recognizer waiting for others to fail (R15).
    case waits(GestureRecognizer, for: [GestureRecognizer])
    /// Arbitration found a recognizer that waited waiting no more: what it waited for failed.
    case stopsWaiting(GestureRecognizer)
    /// A recognizer began beside another, already active: a delegate allowed it (R16).
    case alongside(GestureRecognizer, GestureRecognizer, allowedBy: AnyObject)
    /// A recognizer sent an action (R3, R4).
    case action(GestureRecognizer, Selector, to: AnyObject, for: GestureRecognizer.State)
    /// A control is about to send the actions of its events (R41, R42).
    case controlEvents(Control, Control.Event)
    /// A control changed otherwise than by sending events: an update, a press, a menu (R115, R116).
    case controlChange(Control, ControlChange)
    /// A refresh control began or ended refreshing (R82-R85).
    case refreshing(RefreshControl, began: Bool)
    /// An attached gesture's callback is about to run with a value (R60).
    case callback(AttachedGesture, AttachedGesture.Callback, value: Any)
    /// A `@GestureState` an attached gesture updates now holds a value: written by `updating`, or
    /// reset (`reset` true, R60).
    case gestureState(AttachedGesture, value: Any, reset: Bool)
    /// A scroll view's drag, motion or zoom began or ended (R45-R52, R75-R78).
    case scroll(ScrollView, ScrollChange)
    /// A VoiceOver user's gesture, as the Mocks driver performs it (R157): told by the driver
    /// alone, never on the touch path.
    case voiceOver(VoiceOverAct)

    /// What a scroll view did.
    package enum ScrollChange {
        case beganDragging(at: CGPoint)
        case endedDragging(at: CGPoint, velocity: CGPoint, decelerating: Bool)
        /// Its content starts moving on the clock, as `motion`, to `to`, arriving after `over`.
        case moves(Motion, to: CGPoint, over: TimeInterval)
        /// Its content's motion ended at `at`.
        case stopped(at: CGPoint)
        case beganZooming(scale: CGFloat)
        case endedZooming(scale: CGFloat)

        /// Which motion: R47's deceleration or return within the edges, R48's page, R52's animation.
        package enum Motion {
            case deceleration, returnWithinEdges, page, animation
        }
    }
}
