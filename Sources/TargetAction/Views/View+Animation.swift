import Foundation

extension View {
    /// Runs `animations` and completes at once: final values are set and `completion(true)` is
    /// called before this returns, so tests stay synchronous.
    public static func animate(
        withDuration duration: TimeInterval,
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` and completes at once, as ``animate(withDuration:animations:completion:)``;
    /// the delay is not waited for.
    public static func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// Runs `animations` now and calls `completion(true)` when `clock` passes `delay + duration`.
    ///
    /// Use it to test code that does something when an animation finishes, on virtual time:
    /// final values are set at once; only the completion waits.
    public static func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval = 0,
        on clock: ManualClock,
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        guard let completion else { return }
        clock.schedule(after: max(0, delay) + max(0, duration)) { completion(true) }
    }
}
