import Foundation

/// A one-shot timer on a ``ManualClock``. It fires when the clock is advanced past its time.
public final class ClockTimer {
    /// The clock time at which it fires.
    public let fireTime: TimeInterval
    /// Whether it was cancelled before firing.
    public private(set) var isCancelled = false
    /// Whether it has fired.
    public internal(set) var hasFired = false
    let sequence: Int
    let action: () -> Void
    weak var clock: ManualClock?

    init(fireTime: TimeInterval, sequence: Int, clock: ManualClock, action: @escaping () -> Void) {
        self.fireTime = fireTime
        self.sequence = sequence
        self.clock = clock
        self.action = action
    }

    /// Whether it will still fire.
    public var isPending: Bool { !isCancelled && !hasFired }

    /// Stops it from firing. Cancelling a fired or cancelled timer does nothing.
    public func cancel() {
        guard isPending else { return }
        isCancelled = true
        clock?.remove(self)
    }
}
