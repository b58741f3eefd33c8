import Foundation

/// A one-shot timer on a ``ManualClock``. It fires when the clock is advanced past its time.
public final class ClockTimer {
    // Read-only views of internal storage: the clock reads and writes these on every fire, without
    // the runtime exclusivity checks public stored properties keep.

    /// The clock time at which it fires (next, for a timer its owner reschedules each time it fires).
    public var fireTime: TimeInterval { fireTimeStorage }
    var fireTimeStorage: TimeInterval
    /// Whether it was cancelled before firing.
    public var isCancelled: Bool { cancelled }
    private var cancelled = false
    /// Whether it has fired.
    public var hasFired: Bool { fired }
    var fired = false
    /// What it runs when it fires. A timer its clock abandons lets go of it, so that what the
    /// action holds (a scroll view decelerating) does not outlive the clock through it.
    private(set) var action: Action
    /// Unowned (checked), not weak, so that the clock keeps no side table (which would slow every
    /// retain of it): it is read only while the timer is pending, and a clock that goes away marks
    /// its pending timers cancelled first.
    unowned let clock: ManualClock

    /// What a timer runs when it fires.
    enum Action {
        /// Runs once.
        case once(() -> Void)
        /// Runs at each fire, given the timer, and returns the delay to its next fire (nil: it is
        /// done): a scroll view's frames, one timer for the whole motion.
        case repeating((ClockTimer) -> TimeInterval?)
    }

    init(fireTime: TimeInterval, clock: ManualClock, action: Action) {
        fireTimeStorage = fireTime
        self.clock = clock
        self.action = action
    }

    /// The clock went away with the timer pending: it will never fire.
    func abandon() {
        cancelled = true
        action = .once({})
    }

    /// Whether it will still fire.
    public var isPending: Bool { !isCancelled && !hasFired }

    /// Stops it from firing. Cancelling a fired or cancelled timer does nothing.
    public func cancel() {
        guard isPending else { return }
        cancelled = true
        clock.remove(self)
    }
}
