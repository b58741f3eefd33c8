import Foundation
@testable import TargetAction

/// Plays a scene's deliberate bug (``FuzzFault``) in the toolkit's own recognizers, from outside
/// them: where the checker hears a delivery through the window's observer, once the touch method
/// it announced has returned, and in the step that sets a state by hand. The pan faults touch plain
/// pans only (not edge pans), as they always did.
final class FuzzFaultInjector {
    let fault: FuzzFault
    /// ``FuzzFault/keepsTouchesBeyondMaximum``: the pan whose maximum is lifted while its
    /// `touchesBegan` runs, and the maximum to put back.
    private var lifted: (pan: PanGestureRecognizer, maximum: Int)?
    /// ``FuzzFault/swipeSendsAgain``: swipes whose second send is scheduled for this attempt.
    private var repeating: Set<ObjectIdentifier> = []
    /// ``FuzzFault/handSetStateSurvivesTouch``: pans with a terminal state set by hand, to put back
    /// once the window reset them.
    private var kept: [(pan: PanGestureRecognizer, state: GestureRecognizer.State)] = []

    init(fault: FuzzFault) {
        self.fault = fault
    }

    private static func isPlainPan(_ recognizer: GestureRecognizer) -> Bool {
        type(of: recognizer) == PanGestureRecognizer.self
    }

    // MARK: Around a touch method

    /// The window is about to call `recognizer`'s touch method for `phase`.
    func willDeliver(_ phase: Touch.Phase, to recognizer: GestureRecognizer) {
        guard fault == .keepsTouchesBeyondMaximum, phase == .began, Self.isPlainPan(recognizer),
              let pan = recognizer as? PanGestureRecognizer, pan.committedState.isActive else { return }
        lifted = (pan, pan.maximumNumberOfTouches)
        pan.maximumNumberOfTouches = .max
    }

    /// `recognizer`'s touch method for `phase` returned (the checker heard the next happening).
    func touchMethodReturned(_ recognizer: GestureRecognizer, _ phase: Touch.Phase) {
        if let (pan, maximum) = lifted {
            lifted = nil
            pan.maximumNumberOfTouches = maximum
        }
        switch fault {
        case .changedActionOnSecondFinger where phase == .began && Self.isPlainPan(recognizer) && recognizer.numberOfTouches == 2:
            recognizer.sendActions(reporting: .changed, at: nil, listeners: recognizer.engine?.listeners ?? .none)
        case .swipeSendsAgain where phase == .moved && recognizer is SwipeGestureRecognizer:
            let id = ObjectIdentifier(recognizer)
            guard !repeating.contains(id), recognizer.attempt.pendingLeave == .ended || recognizer.committedState == .ended else { return }
            // A moment later, while its fingers are still down (the timer goes with the attempt).
            repeating.insert(id)
            _ = recognizer.scheduleTimer(after: 0.001) { [weak recognizer] in
                guard let recognizer, recognizer.committedState == .ended else { return }
                recognizer.sendActions(reporting: .ended, at: nil, listeners: recognizer.engine?.listeners ?? .none)
            }
        default:
            break
        }
    }

    /// `recognizer` entered `new`: a reset ends its attempt, and the swipe's repeat with it.
    func didTransition(_ recognizer: GestureRecognizer, to new: GestureRecognizer.State) {
        if new == .possible { repeating.remove(ObjectIdentifier(recognizer)) }
    }

    /// Between happenings: a pan whose state set by hand the window reset (its next touch) gets
    /// that state back.
    func restoreKeptStates() {
        guard kept.contains(where: { $0.pan.committedState == .possible }) else { return }
        let reset = kept.filter { $0.pan.committedState == .possible }
        kept.removeAll { $0.pan.committedState == .possible }
        for entry in reset { entry.pan.committedState = entry.state }
    }

    // MARK: States set by hand

    /// The step is about to set `recognizer`'s state by hand: a state kept from the last set goes.
    func willSetByHand(_ recognizer: GestureRecognizer) {
        kept.removeAll { $0.pan === recognizer }
    }

    /// The step set `recognizer`'s state to `newValue` by hand, outside any attempt.
    func didSetByHand(_ recognizer: GestureRecognizer, to newValue: GestureRecognizer.State) {
        guard Self.isPlainPan(recognizer), let pan = recognizer as? PanGestureRecognizer, pan.engine == nil else { return }
        let state = pan.committedState
        switch fault {
        case .handSetStateResetsAtOnce where state.isTerminal:
            pan.performReset()
        case .handSetStateSurvivesTouch where state.isTerminal:
            kept.append((pan, state))
        case .handSetStateSendsToOthers where newValue.sendsActions && state == newValue:
            var views: [View] = pan.view?.window.map { [$0] } ?? []
            while let current = views.popLast() {
                for other in current.recognizers where other !== pan { other.sendActions(reporting: newValue, at: nil, listeners: .none) }
                views += current.subviews
            }
        default:
            break
        }
    }
}
