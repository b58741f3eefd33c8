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
        motion.logRate = log(rate)
        motion.frame = frameIntervalStorage
        motion.framePower = exp(motion.logRate * frameIntervalStorage * 1000)
        motion.scale = remaining < 1 ? 1 / (1 - remaining) : 1
        start(motion, to: target, duration: milliseconds / 1000)
    }

    /// A zoom's motion under way ends at once where it was going; a zoom the delegate starts from
    /// that ending ends too, a few times at most.
    func finishZooming() {
        var rounds = 0
        while motion.kind.zooms, rounds < 4 {
            finishZoomAtOnce()
            rounds += 1
        }
    }

    /// R48, R52, R47's return from past an edge: eases out to `target` over ``animationDuration``.
    func startAnimation(to target: CGPoint, kind: ScrollMotion.Kind) {
        var motion = ScrollMotion()
        motion.kind = kind
        start(motion, to: target, duration: animationDuration)
    }

    /// Stops a motion under way where it is: no delegate call (R51). A zoom's motion is not left
    /// between its scales: it ends at once where it was going, as it would have ended; a zoom the
    /// delegate starts from that ending ends too, a few times at most.
    func stopMotion() {
        finishZooming()
        let timer = motionTimer
        let wasMoving = motion.kind != .none
        motionTimer = nil
        timer?.cancel()
        motion.kind = .none
        isDeceleratingStorage = false
        isZoomBouncingStorage = false
        if wasMoving { tellWindow(.scroll(self, .stopped(at: contentOffset))) }
    }

    /// Starts `newMotion` from the offset as it is to `target`, over `duration` on the window's
    /// clock, in place of any motion under way; in no window it completes at once.
    /// ``isDecelerating`` says whether the new motion decelerates.
    func start(_ newMotion: ScrollMotion, to target: CGPoint, duration: TimeInterval) {
        let oldTimer = motionTimer
        motionTimer = nil
        oldTimer?.cancel()
        isDeceleratingStorage = newMotion.kind.decelerates
        var motion = newMotion
        motion.start = contentOffset
        motion.target = target
        motion.keepsWithinEdges = motion.kind.decelerates && clampedOffset(target) == target
        guard let clock = window?.clock, duration > 0 else {
            // No window, no clock: the motion completes at once.
            self.motion = motion
            return finishMotion()
        }
        motion.startTime = clock.now
        motion.endTime = clock.now + duration
        self.motion = motion
        let driver = ScrollMotionDriver(self)
        motionTimer = clock.scheduleRepeating(after: min(frameIntervalStorage, duration)) { driver.scrollView.tick($0) }
        if !motion.kind.zooms { tellWindow(.scroll(self, .moves(tracedMotion, to: target, over: duration))) }
    }

    /// Edges that moved under a deceleration or a return to an edge (an inset, the content size or
    /// the frame's size changed, a refresh ended) take its target along when it lay within them: the
    /// content still comes to rest within the edges (R47), on the same curve from where it is.
    func edgesDidChange() {
        var motion = self.motion   // copied: no access to the stored motion spans a call
        guard motion.kind.decelerates, motion.keepsWithinEdges else { return }
        let target = clampedOffset(motion.target)
        guard target != motion.target else { return }
        motion.retarget(to: target, from: contentOffset)
        self.motion = motion
    }

    /// One frame of the motion `timer` runs: the offset on the curve (or the target at the end);
    /// returns the delay to the next frame, nil once the motion is over or replaced.
    func tick(_ timer: ClockTimer) -> TimeInterval? {
        let motion = self.motion   // read: no access to the stored motion spans a call
        guard motion.kind != .none, motionTimer === timer else { return nil }
        let now = timer.fireTime   // the clock's time while its timer fires
        let remaining = motion.endTime - now
        guard remaining > 1e-9 else {
            finishMotion()
            return nil
        }
        let elapsed = now - motion.startTime
        let (offset, progress) = motion.offset(after: elapsed)
        self.motion.progress = progress
        if motion.kind.zooms {
            let scales = motionScales
            applyZoomStep(scales.start + (scales.target - scales.start) * motion.easedFraction(after: elapsed), offset: offset)
        } else {
            applyOffset(offset)
        }
        // The delegate may have stopped or replaced the motion from `scrollViewDidScroll`.
        guard motionTimer === timer, self.motion.kind != .none else { return nil }
        return min(frameIntervalStorage, remaining)
    }

    /// Puts the content at the target and says the motion ended.
    private func finishMotion() {
        let kind = motion.kind
        motion.kind = .none
        motionTimer = nil
        if kind.zooms { return finishZoom(motion) }
        applyOffset(motion.target)
        guard motion.kind == .none, motionTimer == nil else { return }   // the delegate moved it again
        tellWindow(.scroll(self, .stopped(at: contentOffset)))
        switch kind {
        case .deceleration, .settling:
            isDeceleratingStorage = false
            delegateStorage?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation:
            delegateStorage?.scrollViewDidEndScrollingAnimation(self)
        case .none, .zoomAnimation, .zoomBounce:
            break
        }
    }

    /// The motion under way as the listeners hear of it (R47, R48, R52).
    private var tracedMotion: Happening.ScrollChange.Motion {
        switch motion.kind {
        case .deceleration: .deceleration
        case .settling: isPagingEnabled ? .page : .returnWithinEdges
        default: .animation
        }
    }
}
