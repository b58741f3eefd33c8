import Foundation

extension GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture (R1-R3).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's success: the same as `.ended`.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: ".possible"
            case .began: ".began"
            case .changed: ".changed"
            case .ended: ".ended"
            case .cancelled: ".cancelled"
            case .failed: ".failed"
            }
        }

        /// Ended, cancelled or failed: the attempt is over.
        public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Began or changed: a continuous gesture in progress.
        public var isActive: Bool { self == .began || self == .changed }
        /// Whether entering this state sends actions (R3).
        public var sendsActions: Bool { self != .possible && self != .failed }
    }

    /// Whether `from → to` is a transition a real recognizer of this kind can make (R2).
    public func isLegalTransition(from: State, to: State) -> Bool {
        GestureRecognizer.isLegalTransition(from: from, to: to, discrete: isDiscrete)
    }

    /// R2's table: possible → began, ended (UIKit's discrete path, open to every recognizer) or
    /// failed; began and changed → changed, ended or cancelled.
    public static func isLegalTransition(from: State, to: State) -> Bool {
        isLegalTransition(from: from, to: to, discrete: false)
    }

    /// R2's table for a recognizer that is discrete (a tap, which never begins) or not.
    package static func isLegalTransition(from: State, to: State, discrete: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .failed), (.possible, .ended): true
        case (.possible, .began): !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): !discrete
        default: false
        }
    }

    // MARK: Asking for a state

    /// What setting ``state`` to `.changed` does: a continuous gesture's every move records no
    /// reason (its `.began` one stays, R104), so it takes a path of its own.
    func requestChange() {
        resetStateSetByHand()
        guard let engine, committedState.isActive, !isDiscrete else { return requestState(.changed, because: nil) }
        engine.requestChange(for: self)
    }

    /// The state this recognizer asked for that arbitration has not granted yet, while it is still
    /// `.possible`: set while it waits for a recognizer it requires to fail (R15); nil otherwise.
    /// Kinds read it to drop a begin their touches no longer support, the transcript to explain a
    /// wait.
    package var pendingState: State? {
        committedState == .possible ? attempt.pendingLeave : nil
    }

    /// What setting ``state`` does: checks R2, then hands the request, with why it is made, to
    /// the window's engine, or, outside a window, enters the state at once.
    /// `reason` is nil only for a `.changed`, which keeps the `.began` reason.
    func requestState(_ newValue: State, because reason: Reason?) {
        resetStateSetByHand()
        let current = committedState
        if current == .possible, let pending = attempt.pendingLeave {
            // Waiting on arbitration: a repeat request is nothing new; failing withdraws it.
            if newValue == pending { return }
            if newValue != .failed, !isLegalTransition(from: .possible, to: newValue) { return }
        }
        guard isLegalTransition(from: current, to: newValue) else {
            if newValue == current, !newValue.sendsActions || newValue == .possible { return }
            return reportMisuse(
                "\(debugName): state \(current) → \(newValue) is not a transition a real \(isDiscrete ? "discrete " : "")recognizer makes (R2). \(isDiscrete ? "Discrete: .possible → .ended or .failed." : ".possible → .began, .ended or .failed; .began/.changed → .changed, .ended or .cancelled.")")
        }
        if current == .possible, newValue == .ended {
            attempt.touchesAtRecognition = attempt.currentGroupTouches   // R19: what its action reads as its touches
        }
        if let engine {
            engine.request(newValue, for: self, because: reason)
        } else {
            enterOutsideWindow(newValue, because: reason)
        }
    }

    /// A recognizer no window is driving: R7 is asked, the actions go out at once. A terminal state
    /// stays until the state is next set or the recognizer next touched (R5, addition), so a handler
    /// called after `state = .ended` reads `.ended`.
    private func enterOutsideWindow(_ newValue: State, because reason: Reason?) {
        var newValue = newValue
        var reason = reason
        if committedState == .possible, newValue != .failed {
            let viewAsked = view
            let refusal = beginRefusal()
            // The questions run the user's code: a state it set meanwhile stands; disabled or
            // removed meanwhile, the recognizer does not begin (R12, R13).
            guard committedState == .possible else { return }
            if let refusal {
                (newValue, reason) = (.failed, refusal)
            } else if !isEnabled {
                (newValue, reason) = (.failed, Reason(state: .failed, rule: "R12", cause: .disabled))
            } else if view !== viewAsked {
                (newValue, reason) = (.failed, Reason(state: .failed, rule: "R13", cause: .removed))
            }
        }
        record(reason, entering: newValue)
        committedState = newValue
        if newValue.isTerminal {   // the attempt is over: its timers go, the state stays
            for timer in attempt.timers { timer.cancel() }
            attempt.timers.removeAll()
        }
        if newValue.sendsActions { sendDirectly(newValue, at: nil) }
    }

    /// R7: the delegate's `gestureRecognizerShouldBegin`, then that of every view from the one its
    /// first touch was hit-tested to up to and including its own view; any no fails it. Returns the
    /// failure's reason, naming who said no (a control takes precedence by its own rule, R43), or
    /// nil when it may begin.
    /// A hover recognizer's walk starts at the view its pointer is over (`hitView`).
    func beginRefusal(from hitView: View? = nil) -> Reason? {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            return Reason(state: .failed, rule: "R7", cause: .refusedByDelegate, decidedBy: delegate)
        }
        guard let view else { return nil }
        var asked: View? = view
        if let hitView = hitView ?? attempt.sequenceTouches.first?.view, hitView.isDescendant(of: view) { asked = hitView }
        while let current = asked {
            guard current.gestureRecognizerShouldBegin(self) else { return current.refusal(of: self) }
            if current === view { break }
            asked = current.superview
        }
        return nil
    }

    /// R5 (addition): a terminal state set by hand outside an attempt stays until the state is next
    /// set, driven or touched; this resets the recognizer then, before that change.
    package func resetStateSetByHand() {
        if engine == nil, committedState.isTerminal, reportedState == nil { performReset() }
    }

    // MARK: Driving (mocks and drivers)

    /// Sets `state` directly and sends the actions for it, bypassing arbitration: the path mocks and
    /// drivers take. A terminal state resets the recognizer to `.possible` afterwards.
    package func drive(to newValue: State, at site: CallSite? = nil) {
        resetStateSetByHand()
        attempt.pendingLeave = nil
        enter(newValue, because: .setByHand(newValue))
        if newValue.sendsActions { sendDirectly(newValue, at: site) }
        if newValue.isTerminal, attempt.tracked.isEmpty {
            engine?.disengage(self)
            performReset()
        }
    }

    /// ``drive(to:at:)``, first calling `log` with each live target and its pair's selector (nil
    /// for a method reference, which has no name a user gave), as the actions are about to go out.
    package func drive(to newValue: State, at site: CallSite? = nil, logging log: (AnyObject, Selector?) -> Void) {
        if newValue.sendsActions {
            for pair in pairs {
                if let target = pair.target { log(target, pair.selectorIfNamed) }
            }
        }
        drive(to: newValue, at: site)
    }

    /// Sets the state, through the engine when in an attempt (so that its observer hears of it).
    private func enter(_ newValue: State, because reason: Reason?) {
        record(reason, entering: newValue)
        if let engine {
            engine.transition(self, to: newValue)
        } else {
            committedState = newValue
        }
    }

    /// Keeps `reason` as the recognizer's ``reason`` when it enters `newValue` from its state now:
    /// every decided state but `.changed` and the reset to `.possible` (R104).
    func record(_ reason: Reason?, entering newValue: State) {
        guard var reason, newValue != .changed, newValue != .possible else { return }
        reason.fromPossible = committedState == .possible
        reasonStorage = reason
    }

    // MARK: Ending an attempt

    /// Returns to `.possible` and calls ``reset()`` (R5).
    func performReset() {
        heldReports.flush()
        for timer in attempt.timers { timer.cancel() }
        attempt = Attempt()
        if pendingReason != nil { pendingReason = nil }
        enter(.possible, because: nil)
        leaveEngine()
        reset()
    }

    /// Ends the current attempt because the recognizer was disabled, removed, or left its window
    /// (R12, R13): an active gesture is cancelled (actions sent), a possible one fails silently.
    /// `cause` says which, by `rule`.
    func abandonGesture(_ cause: Cause, rule: String) {
        if let engine {
            engine.abandon(self, cause, rule: rule)
        } else if committedState.isActive {
            record(Reason(state: .cancelled, rule: rule, cause: cause), entering: .cancelled)
            committedState = .cancelled
            sendDirectly(.cancelled, at: nil)
            performReset()
        } else if committedState != .possible {
            performReset()
        }
    }

    // MARK: Timers

    /// Runs `body` after `delay` seconds of the window's virtual clock, as part of this attempt:
    /// the timer is cancelled on reset, and state changes made in `body` are arbitrated and their
    /// actions sent as for an event. Returns nil when the recognizer is not in a window.
    ///
    /// `body` is held by the timer only: it may capture the recognizer `unowned`, since a timer
    /// never fires after its recognizer is gone.
    @discardableResult
    public func scheduleTimer(after delay: TimeInterval, _ body: @escaping () -> Void) -> ClockTimer? {
        guard let window = view?.window else { return nil }
        // Unowned (checked), not weak, so that the recognizer keeps no side table: a clock the test
        // keeps may outlive the recognizer, but the recognizer cancels its timers when it goes.
        let timer = window.clock.schedule(after: delay) { [unowned self] in
            guard let engine = engine ?? view?.window?.engine else { return }
            attempt.timers = attempt.timers.filter(\.isPending)
            engine.update(body)
        }
        attempt.timers = attempt.timers + [timer]   // no access to the attempt spans a call: it stays statically checked
        return timer
    }

    var hasPendingTimers: Bool { attempt.timers.contains { $0.isPending } }

    // MARK: Reports

    /// Reports misuse at the line of the test driving the window, if any.
    func reportMisuse(_ message: String) {
        FailureReporter.report(message, at: engine?.callSite ?? view?.window?.engine.callSite)
    }
}
