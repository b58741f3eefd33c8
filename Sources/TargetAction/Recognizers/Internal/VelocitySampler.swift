import Foundation

/// Velocity from move samples (R25), as the pan and the drag gesture read it: each move gives a
/// sample Δposition / Δt from event timestamps, a Δt under the minimum waits for the next move,
/// and the velocity blends the latest sample with the previous one; a lift after a rest reads
/// zero (R25 amended).
struct VelocitySampler {
    private var reference: (position: CGPoint, time: TimeInterval)?
    private var latest: CGPoint?
    private var previous: CGPoint?
    /// When the last position was taken, measured or waiting.
    private var lastTime: TimeInterval = 0

    /// Whether a first position was taken.
    var hasStarted: Bool { reference != nil }

    /// Takes `position` at `time`: the first one is where samples start from.
    mutating func sample(_ position: CGPoint, at time: TimeInterval, minimumInterval: TimeInterval) {
        lastTime = time
        guard let reference else {
            self.reference = (position, time)
            return
        }
        let interval = time - reference.time
        guard interval >= minimumInterval else { return }
        let sample = CGPoint(x: (position.x - reference.position.x) / interval,
                             y: (position.y - reference.position.y) / interval)
        previous = latest
        latest = sample
        self.reference = (position, time)
    }

    /// Zero velocity until the next move, which measures from `position` (at the time of the last
    /// sample).
    mutating func clearSamples(from position: CGPoint) {
        latest = nil
        previous = nil
        reference = reference.map { (position, $0.time) }
    }

    /// R25 amended: the lift at `time` comes more than `stopInterval` after the last position was
    /// taken, so the finger had stopped: zero velocity from now on.
    mutating func lift(at time: TimeInterval, stopInterval: TimeInterval) {
        guard time - lastTime > stopInterval else { return }
        latest = nil
        previous = nil
    }

    mutating func reset() {
        self = VelocitySampler()
    }

    /// `smoothing` × the latest sample + the rest × the previous one; the latest alone when there
    /// is one; zero when there is none. Per second.
    func velocity(smoothing: CGFloat) -> CGPoint {
        guard let latest else { return .zero }
        guard let previous else { return latest }
        return CGPoint(x: smoothing * latest.x + (1 - smoothing) * previous.x,
                       y: smoothing * latest.y + (1 - smoothing) * previous.y)
    }
}
