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

    @Test func aClockThatGoesAwayLetsGoOfWhatItsPendingTimersWouldHaveRun() {
        final class Captured {}
        var clock: ManualClock? = ManualClock()
        weak var captured: Captured?
        var timer: ClockTimer?
        do {
            let object = Captured()
            captured = object
            timer = clock?.schedule(after: 1) { _ = object }
        }
        #expect(captured != nil)   // the pending timer's action holds it

        clock = nil

        #expect(captured == nil)   // the abandoned timer let go of its action
        #expect(timer?.isCancelled == true)
    }

    @Test func aTimerRescheduledFromItsOwnActionKeepsItsPlaceAmongOthers() {
        let clock = ManualClock()
        var fired: [String] = []
        var frame: ClockTimer?
        clock.schedule(after: 0.35) { fired.append("late \(clock.now)") }
        frame = clock.schedule(after: 0.1) {
            fired.append("frame \(clock.now)")
            if let frame, fired.count < 4 { clock.reschedule(frame, after: 0.1) }
        }
        clock.schedule(after: 0.15) { fired.append("early \(clock.now)") }

        #expect(clock.nextFireTime == 0.1)
        clock.runUntilIdle()

        #expect(fired == ["frame 0.1", "early 0.15", "frame 0.2", "frame 0.30000000000000004", "late 0.35"])
        #expect(clock.pendingTimerCount == 0)
        #expect(clock.nextFireTime == nil)
        frame = nil
    }
}
