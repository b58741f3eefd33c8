import Foundation

extension GestureRecognizer {
    /// What happened when a rule decided a recognizer's state, with the numbers the rule compared:
    /// the limit, and where it reads one, the value measured (R104).
    public enum Cause: Equatable, Sendable {
        // MARK: Its own touches failed it

        /// A finger moved `moved` points from where it went down, past `limit` (or to it, where the
        /// rule fails on reaching it); `before` is the press duration it had not reached yet, if the
        /// rule has one.
        case movedTooFar(limit: CGFloat, moved: CGFloat, before: TimeInterval?)
        /// A finger stayed down `held` seconds, longer than `limit` (or as long, where the rule fails
        /// on reaching it).
        case heldTooLong(limit: TimeInterval, held: TimeInterval)
        /// The finger lifted after `held` seconds, before the `duration` it needed.
        case liftedTooSoon(duration: TimeInterval, held: TimeInterval)
        /// The finger lifted before moving `distance` points.
        case liftedBeforeMoving(distance: CGFloat)
        /// `count` fingers went down where at most `limit` may.
        case tooManyTouches(limit: Int, count: Int)
        /// A second finger went down where the gesture takes one; `before` is the press duration
        /// it had not reached yet, if the rule has one.
        case secondTouch(before: TimeInterval?)
        /// The touches lifted with `count` fingers where `required` are needed.
        case tooFewTouches(required: Int, count: Int)
        /// No next tap went down within `interval` seconds of a lift; `tapsDone` taps were made.
        case noNextTap(interval: TimeInterval, tapsDone: Int)
        /// A swipe's finger lifted before travelling `distance` points in `direction`.
        case liftedBeforeTravelling(distance: CGFloat, direction: SwipeGestureRecognizer.Direction)
        /// A swipe did not travel `distance` points in `direction` within `duration` seconds.
        case tooSlow(distance: CGFloat, direction: SwipeGestureRecognizer.Direction, duration: TimeInterval)
        /// A swipe's finger strayed from `direction`.
        case wrongDirection(SwipeGestureRecognizer.Direction)
        /// The finger went down `distance` points from the nearest of `edges`, past `margin`.
        case outsideEdgeMargin(margin: CGFloat, edges: RectEdge, distance: CGFloat)
        /// The finger moved along or towards the edge before moving away from it.
        case movedAlongEdge
        /// The finger lifted before moving `distance` points away from the edge it went down near.
        case liftedBeforeLeavingEdge(distance: CGFloat)
        /// The fingers lifted before `threshold` was passed.
        case liftedBeforeThreshold(Threshold)

        // MARK: Its own touches made its gesture

        /// A pan's finger moved past `hysteresis` points.
        case movedPastHysteresis(CGFloat)
        /// A drag's finger moved `distance` points, its minimum distance (0: at touch-down).
        case moved(distance: CGFloat)
        /// Two fingers passed `threshold`.
        case passedThreshold(Threshold)
        /// The finger was held `duration` seconds within `movement` points.
        case heldLongEnough(duration: TimeInterval, movement: CGFloat)
        /// A press with no duration began as its finger went down.
        case pressedAtTouchDown
        /// `count` taps completed on the lift.
        case tapsCompleted(Int)
        /// A swipe travelled `distance` points in `direction` within `duration` seconds.
        case swiped(distance: CGFloat, direction: SwipeGestureRecognizer.Direction, duration: TimeInterval)
        /// The finger went down within `margin` points of `edges` and moved `hysteresis` points away.
        case leftEdge(margin: CGFloat, edges: RectEdge, hysteresis: CGFloat)
        /// A hover sample found the view on the pointer's hit path.
        case pointerEntered
        /// The pointer left the view.
        case pointerExited
        /// Its touches lifted.
        case touchesLifted
        /// Fewer than `minimum` fingers remain down.
        case fewerTouches(minimum: Int)

        // MARK: Another party decided

        /// Its delegate (``Reason/decidedBy``) said no to `gestureRecognizerShouldBegin`.
        case refusedByDelegate
        /// A view (``Reason/decidedBy``) said no to `gestureRecognizerShouldBegin`; `isOwnView`
        /// when it is the recognizer's own.
        case refusedByView(isOwnView: Bool)
        /// The touch is a control's (``Reason/decidedBy``), which takes precedence.
        case controlTookPrecedence
        /// It requires another (``Reason/decidedBy``) to fail, and that one entered `state`.
        case requiredToFail(otherEntered: State)
        /// Another (``Reason/decidedBy``) entered `state` first, and the two may not recognize together.
        case prevented(otherEntered: State)
        /// A scroll view (``Reason/decidedBy``) took the touch.
        case scrollViewTookTouch
        /// Its touch was cancelled.
        case touchCancelled
        /// It was disabled.
        case disabled
        /// It was removed from its view.
        case removed
        /// Its view left the window.
        case leftWindow
        /// It waits for recognizers that wait for it, and no touch or timer is left to decide.
        case waitsInCycle
        /// Its touches ended and nothing is left to decide it.
        case undecided
        /// An attached gesture's mask left out `.gesture`.
        case maskExcludesGesture
        /// The priority between attached gestures decided; the words say how.
        case priority(String)

        // MARK: Set by code

        /// Its state was set by hand (`state = x`).
        case setByHand
        /// A subclass or a test said why (``GestureRecognizer/setState(_:because:)``).
        case described(String)

        // MARK: An attached gesture's parts decided it (R65-R67)

        /// The first gesture of a sequence ended because `cause`, by `rule`, and `next`, its second,
        /// now runs: on the touch still down when `onSameTouch`.
        indirect case sequenceFollows(Cause, rule: String, next: String, onSameTouch: Bool)
        /// The second gesture of a sequence, `second`, failed after the first, `first`, ended:
        /// because `cause`, by the reason's rule.
        indirect case sequenceSecondFailed(first: String, second: String, Cause)
        /// One side of a simultaneous or exclusive gesture became active or ended, because `cause`,
        /// by the reason's rule.
        indirect case sideActive(Cause)
        /// Both sides of a simultaneous gesture are done and one ended; the last to finish did
        /// because `cause`, by the reason's rule.
        indirect case bothSidesDone(Cause)
        /// Both sides of a simultaneous or exclusive gesture failed: the first because `first`, by
        /// `rule`, the second because `second`, by the reason's rule.
        indirect case bothSidesFailed(first: Cause, rule: String, second: Cause)
        /// A gesture around it (``Reason/decidedBy``) has a mask without `.subviews`.
        case maskExcludesSubviews
        /// The gesture is `nil`, which never recognizes.
        case nilGesture
        /// A problem with the gesture was reported when it was attached: it never recognizes.
        case reportedAtAttaching

        /// Two fingers' change a rule compares.
        public enum Threshold: Equatable, Sendable {
            /// Their distance changed by this many points.
            case distance(CGFloat)
            /// The line between them turned this many radians.
            case angle(CGFloat)
            /// Their distance changed by this fraction.
            case scale(CGFloat)
        }
    }
}
