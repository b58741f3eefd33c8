import Foundation
import Testing
@testable import TargetAction

/// A timer rescheduled after it fired (a scroll view's frames), and timers that outlive their clock.
@Suite("ManualClock: rescheduled timers and timers that outlive the clock")
struct ClockTimerReuseTests {
    @Test func aFiredTimerRescheduledFiresAgainInOrder() {
        let clock = ManualClock()
        var fired: [String] = []
        var frame: ClockTimer?
        frame = clock.schedule(after: 0.1) {
            fired.append("frame \(clock.now)")
            if let frame, fired.count < 3 { clock.reschedule(frame, after: 0.1) }
        }
        clock.schedule(after: 0.25) { fired.append("other \(clock.now)") }

        clock.advance(by: 1)

        #expect(fired == ["frame 0.1", "frame 0.2", "other 0.25", "frame 0.30000000000000004"])
        #expect(frame?.hasFired == true)
        #expect(clock.pendingTimerCount == 0)
        frame = nil   // the timer's action holds the variable that holds the timer
    }

    @Test func onlyAFiredTimerCanBeRescheduled() {
        let clock = ManualClock()
        let pending = clock.schedule(after: 1) {}
        let cancelled = clock.schedule(after: 1) {}
        cancelled.cancel()

        #expect(!clock.reschedule(pending, after: 2))
        #expect(!clock.reschedule(cancelled, after: 2))
        #expect(pending.fireTime == 1)
        #expect(clock.pendingTimerCount == 1)
    }

    @Test func aPendingTimerThatOutlivesItsClockNeverFiresAndCancelsSafely() {
        var clock: ManualClock? = ManualClock()
        let timer = clock?.schedule(after: 1) {}
        #expect(timer?.isPending == true)

        clock = nil

        #expect(timer?.isPending == false)
        #expect(timer?.isCancelled == true)
        timer?.cancel()   // reaches no clock
    }
}
