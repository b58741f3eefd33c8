import Foundation

extension DemoSession {
    /// Advances virtual time by `interval` in steps of `step`, recording what changed after each.
    ///
    /// For a scroll view's motion, whose frames come every 1/60 s: the trace shows it sampled
    /// rather than frame by frame. A step that is not above zero waits as ``wait(_:)`` does.
    /// - Parameters:
    ///   - interval: How long to wait, in seconds of virtual time.
    ///   - step: How often to record what changed.
    public func wait(_ interval: TimeInterval, sampling step: TimeInterval) {
        guard step > 0, step.isFinite else { return wait(interval) }
        let clock = window.clock
        let end = clock.now + max(0, interval)
        while clock.now < end - 1e-9 {
            clock.advance(by: min(step, end - clock.now))
            recorder.recordChanges()
        }
    }
}
