import Foundation
import Testing
@testable import TargetAction

/// A repeating timer (a scroll view's frames), and timers that outlive their clock.
@Suite("ManualClock: repeating timers and timers that outlive the clock")
struct ClockTimerReuseTests {
    @Test func aRepeatingTimerFiresAgainAfterEachDelayItReturnsInOrderAmongOthers() {
        let clock = ManualClock()
        var fired: [String] = []
        let frame = clock.scheduleRepeating(after: 0.1) { _ in
            fired.append("frame \(clock.now)")
            return fired.count < 3 ? 0.1 : nil
        }
        clock.schedule(after: 0.25) { fired.append("other \(clock.now)") }

        clock.advance(by: 1)

        #expect(fired == ["frame 0.1", "frame 0.2", "other 0.25", "frame 0.30000000000000004"])
        #expect(frame.hasFired)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func aRepeatingTimerGivenItselfIsTheSameTimerEachFrame() {
        let clock = ManualClock()
        var seen: [ObjectIdentifier] = []
        let frame = clock.scheduleRepeating(after: 0.1) { timer in
            seen.append(ObjectIdentifier(timer))
            return seen.count < 3 ? 0.1 : nil
        }

        clock.runUntilIdle()

        #expect(seen == Array(repeating: ObjectIdentifier(frame), count: 3))
        #expect(!frame.isPending)
    }

    @Test func aRepeatingTimerCancelledBeforeItFiresNeverRuns() {
        let clock = ManualClock()
        var runs = 0
        let frame = clock.scheduleRepeating(after: 0.1) { _ in
            runs += 1
            return 0.1
        }
        clock.advance(by: 0.25)
        #expect(runs == 2)

        frame.cancel()
        clock.advance(by: 1)

        #expect(runs == 2)
        #expect(frame.isCancelled)
        #expect(clock.pendingTimerCount == 0)
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

    @Test func aRepeatingTimerKeepsItsPlaceAmongTimersScheduledBeforeAndAfterIt() {
        let clock = ManualClock()
        var fired: [String] = []
        clock.schedule(after: 0.35) { fired.append("late \(clock.now)") }
        _ = clock.scheduleRepeating(after: 0.1) { _ in
            fired.append("frame \(clock.now)")
            return fired.count < 4 ? 0.1 : nil
        }
        clock.schedule(after: 0.15) { fired.append("early \(clock.now)") }

        #expect(clock.nextFireTime == 0.1)
        clock.runUntilIdle()

        #expect(fired == ["frame 0.1", "early 0.15", "frame 0.2", "frame 0.30000000000000004", "late 0.35"])
        #expect(clock.pendingTimerCount == 0)
        #expect(clock.nextFireTime == nil)
    }
}
