import Foundation

extension ScrollView {
    // MARK: Motion on the clock (R47, R48, R52)

    /// R47: decelerates to `target` from a lift at `speed` points per ms, arriving when the
    /// default curve's speed falls below ``decelerationStopSpeed`` (so a target the delegate
    /// changed is reached exactly, no later than the default would stop).
    func startDeceleration(to target: CGPoint, speed: CGFloat) {
        let rate = Double(decelerationRate.rawValue)
        let milliseconds = max(0, log(Double(decelerationStopSpeed / speed)) / log(rate))
        let remaining = pow(rate, milliseconds)
        var motion = ScrollMotion()
        motion.kind = .deceleration
        motion.rate = rate
        motion.scale = remaining < 1 ? 1 / (1 - remaining) : 1
        start(motion, to: target, duration: milliseconds / 1000)
    }

    /// R48, R52, R47's return from past an edge: eases out to `target` over ``animationDuration``.
    func startAnimation(to target: CGPoint, kind: ScrollMotion.Kind) {
        var motion = ScrollMotion()
        motion.kind = kind
        start(motion, to: target, duration: animationDuration)
    }

    /// Stops a motion under way where it is: no delegate call (R51).
    func stopMotion() {
        motionTimer?.cancel()
        motionTimer = nil
        motionClock = nil
        motion.kind = .none
        isDecelerating = false
    }

    private func start(_ newMotion: ScrollMotion, to target: CGPoint, duration: TimeInterval) {
        motionTimer?.cancel()
        motionTimer = nil
        var motion = newMotion
        motion.start = contentOffset
        motion.target = target
        guard let clock = window?.clock, duration > 0 else {
            // No window, no clock: the motion completes at once.
            self.motion = motion
            return finishMotion()
        }
        motion.startTime = clock.now
        motion.endTime = clock.now + duration
        self.motion = motion
        motionClock = clock
        motionTimer = clock.schedule(after: min(frameInterval, duration), tickAction)
    }

    /// One frame: the offset on the curve (or the target at the end), then the next frame.
    func tick() {
        motionTimer = nil
        guard motion.kind != .none, let clock = motionClock else { return }
        let now = clock.now
        let remaining = motion.endTime - now
        guard remaining > 1e-9 else { return finishMotion() }
        applyOffset(motion.offset(after: now - motion.startTime))
        // The delegate may have stopped or replaced the motion from `scrollViewDidScroll`.
        guard motionTimer == nil, motion.kind != .none else { return }
        motionTimer = clock.schedule(after: min(frameInterval, remaining), tickAction)
    }

    /// Puts the content at the target and says the motion ended.
    private func finishMotion() {
        let kind = motion.kind
        motion.kind = .none
        motionClock = nil
        motionTimer = nil
        applyOffset(motion.target)
        guard motion.kind == .none, motionTimer == nil else { return }   // the delegate moved it again
        switch kind {
        case .deceleration, .settling:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .none:
            break
        }
    }
}
