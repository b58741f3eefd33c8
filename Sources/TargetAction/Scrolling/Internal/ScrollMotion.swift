import Foundation

/// A motion of a scroll view's content on the clock, from `start` to `target`; a zoom's scale goes
/// along the same eased curve (the scroll view keeps its two ends).
///
/// A deceleration follows `v(t) = v₀ × rate^(t in ms)`, scaled so that it arrives at its target
/// exactly when the unscaled curve's speed falls below the stop speed: the offset at `t` ms is
/// `start + (target − start) × (1 − rate^t) ÷ (1 − rate^N)`. Animations ease out over their
/// duration: `1 − (1 − u)³` of the way at the fraction `u` of the time.
struct ScrollMotion {
    enum Kind {
        /// No motion.
        case none
        /// A flick's deceleration; ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// An eased move after a drag (paging, the return from past an edge); ends as a deceleration.
        case settling
        /// `setContentOffset(_:animated: true)`; ends with `scrollViewDidEndScrollingAnimation`.
        case scrollingAnimation
        /// `setZoomScale(_:animated: true)`, `zoom(to:animated: true)` (R75); ends with `scrollViewDidEndZooming`.
        case zoomAnimation
        /// The return of a pinch's scale and offset within their limits (R78); ends as a zoom animation.
        case zoomBounce

        /// Whether the motion changes the zoom scale too.
        var zooms: Bool { self == .zoomAnimation || self == .zoomBounce }
        /// Whether ``ScrollView/isDecelerating`` is true while it runs: it ends as a deceleration.
        var decelerates: Bool { self == .deceleration || self == .settling }
    }

    var kind = Kind.none
    var start: CGPoint = .zero
    var target: CGPoint = .zero
    var startTime: TimeInterval = 0
    var endTime: TimeInterval = 0
    /// Whether the target lay within the edges at the start: it then stays within them if they move.
    var keepsWithinEdges = false
    /// The natural logarithm of the deceleration's rate per ms, and `1 ÷ (1 − rate^N)`.
    var logRate: Double = 0
    var scale: Double = 1
    /// The length of a frame in seconds, and `rate^(ms)` over one: frame after frame the power is
    /// a product, not an exponential.
    var frame: TimeInterval = 0
    var framePower: Double = 1
    /// How far along the curve the last frame put the content.
    var progress = Progress()

    /// How far along its curve a motion is: the only part of it a frame changes.
    struct Progress {
        /// `rate^(ms)` at `poweredAt` seconds after the start (a deceleration's).
        var power: Double = 1
        var poweredAt: TimeInterval = 0
        /// The fraction of the way from the start to the target.
        var fraction: Double = 0
    }

    /// Where the content is `elapsed` seconds after the start (before the end), and the progress
    /// to keep for the next frame.
    func offset(after elapsed: TimeInterval) -> (CGPoint, Progress) {
        var progress = self.progress
        if kind == .deceleration {
            let step = elapsed - progress.poweredAt
            progress.power *= abs(step - frame) < 1e-9 ? framePower : exp(logRate * step * 1000)   // rate^ms
            progress.poweredAt = elapsed
            progress.fraction = (1 - progress.power) * scale
        } else {
            let remaining = 1 - elapsed / (endTime - startTime)
            progress.fraction = 1 - remaining * remaining * remaining
        }
        let f = CGFloat(progress.fraction)
        return (CGPoint(x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f), progress)
    }

    /// Goes to `newTarget` instead, from `current` (where the content is), by the same curve and
    /// at the same end: the start moves so that the curve passes through `current` at its fraction.
    mutating func retarget(to newTarget: CGPoint, from current: CGPoint) {
        target = newTarget
        let rest = CGFloat(1 - progress.fraction)
        guard rest > 1e-6 else { return }   // practically over: it ends at the new target
        let f = CGFloat(progress.fraction)
        start = CGPoint(x: (current.x - newTarget.x * f) / rest, y: (current.y - newTarget.y * f) / rest)
    }

    /// How far along an animation (not a deceleration) is `elapsed` seconds after its start: the
    /// eased fraction that ``offset(after:)`` moves the offset by, for a zoom's scale.
    func easedFraction(after elapsed: TimeInterval) -> CGFloat {
        let remaining = 1 - elapsed / (endTime - startTime)
        return CGFloat(1 - remaining * remaining * remaining)
    }
}

/// The scroll view a motion's frame timer runs. The timer's action holds this, not the scroll view:
/// views are referenced weakly elsewhere, so retaining one costs a side-table update, and the clock
/// retains the action around every frame.
final class ScrollMotionDriver {
    let scrollView: ScrollView

    init(_ scrollView: ScrollView) {
        self.scrollView = scrollView
    }
}
