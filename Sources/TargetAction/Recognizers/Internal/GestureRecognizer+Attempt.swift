import Foundation

extension GestureRecognizer {
    /// What one attempt gathers, from its first touch to its reset (R5), which replaces it whole.
    struct Attempt {
        /// The touches received that are still down, in the order they began (``trackedTouches``).
        var tracked: [Touch] = []
        /// Every touch received since the attempt began (R16 compares these).
        var sequenceTouches: [Touch] = []
        /// The touches received since the recognizer last had none down, lifted ones included: one
        /// tap's fingers, say.
        var currentGroupTouches: [Touch] = []
        /// The group of touches when the recognizer asked for `.ended` from `.possible`: what its
        /// action reads as its touches (R19), though they have lifted.
        var touchesAtRecognition: [Touch] = []
        /// Timers scheduled for this attempt; cancelled when it ends.
        var timers: [ClockTimer] = []
        /// A request to leave `.possible` (began or ended) that arbitration has not granted yet.
        var pendingLeave: State?
        /// Whether it went straight from `.possible` to `.ended` (R2 amended): no `.began` was sent,
        /// so nothing is left open to cancel.
        var endedWithoutBeginning = false
    }
}
