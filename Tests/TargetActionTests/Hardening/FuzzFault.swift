import Foundation

/// A deliberate bug, for checking the checker: each one must be caught, and shrunk, by the default
/// campaign (RandomTouchTests and its extensions test each). None needs a recognizer subclass: the
/// scene uses the toolkit's own kinds, and the bugs go in where the checker hears the window's
/// observer (``FuzzFaultInjector``), in the step that sets a state by hand, in the scene's views,
/// scroll views and journal, in the hostile runs (FuzzRun+Faults.swift), in the VoiceOver steps
/// (FuzzRun+VoiceOver.swift), or, for the reasons, in the user's own recognizer
/// (``UserFlickGestureRecognizer``).
enum FuzzFault {
    /// A pan sends a `.changed` action on its own when a second finger joins it (R3): sent once its
    /// `touchesBegan` returned with two touches.
    case changedActionOnSecondFinger
    /// An active pan keeps counting touches beyond its maximum (R22): its maximum is lifted while
    /// its `touchesBegan` runs, so it ignores nothing.
    case keepsTouchesBeyondMaximum
    /// A swipe sends its `.ended` action a second time, a moment after it was recognized, while
    /// its fingers are still down (R37): a timer of its attempt, scheduled once its `touchesMoved`
    /// returned having recognized.
    case swipeSendsAgain
    /// Every attached gesture's `onEnded` runs twice (R60), as the journal hears it.
    case valueGestureEndsTwice
    /// Every attached gesture's `onChanged` runs twice with its value (R60), as the journal hears it.
    case valueGestureChangesTwice
    /// R45: an offset set by code while dragging is taken for the drag's own, as if the drag went on
    /// from where it was before the set (FuzzScrollView).
    case dragIgnoresOffsetSetMidDrag
    /// R5 (addition): a pan's terminal state set by hand resets at once (the step that sets it).
    case handSetStateResetsAtOnce
    /// R5 (addition): a pan's terminal state set by hand comes back after the reset its next touch
    /// makes (set by the step, restored by the injector once the window has reset it).
    case handSetStateSurvivesTouch
    /// R5 (addition): a pan's state set by hand sends the action to every recognizer in its window
    /// (the step that sets it).
    case handSetStateSendsToOthers
    /// R5 (addition): while a recognizer reads a terminal state set by hand, the scene's views say no
    /// to every recognizer a touch is on (R7), as an engine that counted that state would (FuzzView).
    case handSetStateVetoesOthers
    /// R104: a decision names a rule the rule book does not have: the user's flick recognizes
    /// through the toolkit's own way of deciding, `setState(_:_:rule:)`, naming a number one past
    /// the book's highest (``FuzzRuleBook/unknownRule``).
    case decidesByUnknownRule
    /// R104: a decided state comes with no reason: the user's flick fails through the engine's
    /// commit without one, the path only R6's `.changed` may take.
    case decidesWithoutReason
    // Faults for the hostile scenes' checks (FuzzRun+Faults.swift).
    /// R13: a recognizer removed from its view while active sends `.changed` once more.
    case sendsAfterRemoval
    /// R60: an attached gesture whose view a step takes out of the window runs its `onChanged`.
    case valueCallbackOutOfWindow
    /// R4: the window ends a touch the simulator holds, behind its back, after a step.
    case windowDropsSimulatorTouch
    /// R30: an event sent from a callback also moves a touch that never began.
    case nestedMoveOfUnknownTouch
    /// R10: a released target is kept alive.
    case keepsReleasedTargets
    /// R40: a control disabled while tracking sends `.touchDragInside` once more.
    case controlSendsWhenDisabled
    /// R116: a button's update runs twice at one flush (FuzzButton).
    case buttonUpdatesTwice
    /// R111: a button disabled while highlighted still reads highlighted (FuzzButton).
    case buttonStaysHighlightedWhenDisabled
    /// R136: a window's recording replays a millisecond late, as into a window whose clock is past
    /// the recording's start (the round trip, FuzzCampaign+RoundTrip.swift).
    case replayRunsLate
    // Faults for the VoiceOver steps' checks (FuzzRun+VoiceOver.swift), played by the step.
    /// R152: an escape a view answered goes on climbing its chain, to the next view that answers.
    case voiceOverEscapeClimbsOn
    /// R143: an activation that tapped taps a second time at the same point.
    case voiceOverActivationTapsTwice
}
