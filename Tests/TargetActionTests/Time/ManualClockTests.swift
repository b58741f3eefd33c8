import Foundation
import Testing
import TargetAction

@Suite("ManualClock: virtual time")
struct ManualClockTests {
    @Test func startsAtTheGivenTimeOrZero() {
        #expect(ManualClock().now == 0)
        #expect(ManualClock(now: 12.5).now == 12.5)
    }

    @Test("a non-finite start is reported and the clock starts at zero", arguments: [TimeInterval.nan, .infinity])
    func nonFiniteStartIsReported(start: TimeInterval) {
        let (clock, failures) = FailureReporter.capturing { ManualClock(now: start) }

        #expect(clock.now == 0)
        #expect(failures.count == 1)
    }

    @Test func timersFireInTimeOrderWhateverTheOrderScheduled() {
        let clock = ManualClock()
        var fired: [String] = []
        clock.schedule(after: 3) { fired.append("3") }
        clock.schedule(after: 1) { fired.append("1") }
        clock.schedule(after: 2) { fired.append("2") }

        clock.advance(by: 5)

        #expect(fired == ["1", "2", "3"])
        #expect(clock.now == 5)
    }

    @Test func timersDueAtTheSameTimeFireInTheOrderScheduled() {
        let clock = ManualClock()
        var fired: [Int] = []
        for index in 0..<5 { clock.schedule(after: 1) { fired.append(index) } }
        clock.schedule(after: 0.5) { fired.append(-1) }

        clock.advance(by: 1)

        #expect(fired == [-1, 0, 1, 2, 3, 4])
    }

    @Test func nowReadsEachTimersTimeWhileItFires() {
        let clock = ManualClock(now: 10)
        var seen: [TimeInterval] = []
        for delay in [0.25, 1, 2.5] { clock.schedule(after: delay) { seen.append(clock.now) } }

        clock.advance(by: 3)

        #expect(seen == [10.25, 11, 12.5])
        #expect(clock.now == 13)
    }

    @Test func onlyDueTimersFire() {
        let clock = ManualClock()
        var fired: [String] = []
        clock.schedule(after: 1) { fired.append("1") }
        clock.schedule(after: 2) { fired.append("2") }

        clock.advance(by: 1)
        let afterOne = fired
        clock.advance(by: 0.5)
        let afterOneAndAHalf = fired
        clock.advance(by: 0.5)

        #expect(afterOne == ["1"])
        #expect(afterOneAndAHalf == ["1"])
        #expect(fired == ["1", "2"])
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func aTimerScheduledWhileFiringFiresInTheSameAdvanceIfDue() {
        let clock = ManualClock()
        var fired: [String] = []
        // Timers that capture their clock capture it unowned: the clock holds the pending ones.
        clock.schedule(after: 1) { [unowned clock] in
            fired.append("first at \(clock.now)")
            clock.schedule(after: 0.5) { [unowned clock] in fired.append("second at \(clock.now)") }
            clock.schedule(after: 0) { [unowned clock] in fired.append("zero at \(clock.now)") }
            clock.schedule(after: 5) { [unowned clock] in fired.append("late at \(clock.now)") }
        }
        clock.schedule(after: 1.2) { [unowned clock] in fired.append("other at \(clock.now)") }

        clock.advance(by: 2)

        #expect(fired == ["first at 1.0", "zero at 1.0", "other at 1.2", "second at 1.5"])
        #expect(clock.pendingTimerCount == 1)
        #expect(clock.nextFireTime == 6)
    }

    @Test func aCancelledTimerNeverFires() {
        let clock = ManualClock()
        var fired = false
        let timer = clock.schedule(after: 1) { fired = true }

        timer.cancel()
        clock.advance(by: 2)

        #expect(!fired)
        #expect(timer.isCancelled)
        #expect(!timer.isPending)
        #expect(!timer.hasFired)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func aTimerCanCancelALaterOneDueInTheSameAdvance() {
        let clock = ManualClock()
        var fired: [String] = []
        var later: ClockTimer?
        clock.schedule(after: 1) { fired.append("canceller"); later?.cancel() }
        later = clock.schedule(after: 1) { fired.append("cancelled") }
        clock.schedule(after: 1.5) { fired.append("survivor") }

        clock.advance(by: 2)

        #expect(fired == ["canceller", "survivor"])
    }

    @Test func cancellingAFiredTimerDoesNothing() {
        let clock = ManualClock()
        let timer = clock.schedule(after: 1) {}
        clock.schedule(after: 2) {}
        clock.advance(by: 1)

        timer.cancel()

        #expect(timer.hasFired)
        #expect(!timer.isCancelled)
        #expect(clock.pendingTimerCount == 1)
    }

    @Test func aTimerKnowsItsFireTime() {
        let clock = ManualClock(now: 4)

        let timer = clock.schedule(after: 1.5) {}

        #expect(timer.fireTime == 5.5)
        #expect(timer.isPending)
        #expect(clock.nextFireTime == 5.5)
    }

    @Test("a zero or negative delay fires on the next advance, at now", arguments: [0, -1])
    func nonPositiveDelayFiresAtNow(delay: TimeInterval) {
        let clock = ManualClock(now: 2)
        var firedAt: TimeInterval?
        clock.schedule(after: delay) { firedAt = clock.now }

        clock.advance(by: 0)

        #expect(firedAt == 2)
    }

    @Test("a non-finite delay is reported and the timer never fires", arguments: [TimeInterval.nan, .infinity])
    func nonFiniteDelayIsReported(delay: TimeInterval) {
        let clock = ManualClock(now: 2)
        var fired = false

        let (timer, failures) = FailureReporter.capturing { clock.schedule(after: delay) { fired = true } }
        clock.advance(by: 1000)

        #expect(failures.count == 1)
        #expect(!fired)
        #expect(!timer.isPending)
    }

    @Test("advance(by:) with a negative or non-finite interval is reported at the caller's line and changes nothing",
          arguments: [-0.001, -5, TimeInterval.nan, .infinity, -.infinity])
    func advanceByBadIntervalIsReported(interval: TimeInterval) {
        let clock = ManualClock(now: 1)
        var fired = false
        clock.schedule(after: 0) { fired = true }

        let expectedLine: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { clock.advance(by: interval) }

        #expect(clock.now == 1)
        #expect(!fired)
        #expect(clock.pendingTimerCount == 1)
        #expect(failures.count == 1)
        #expect(failures.first?.line == expectedLine)
        #expect(failures.first?.message.contains("advance(by:") == true)
    }

    @Test("advance(to:) an earlier or non-finite time is reported and changes nothing",
          arguments: [0.5, TimeInterval.nan, .infinity])
    func advanceToBadTimeIsReported(time: TimeInterval) {
        let clock = ManualClock(now: 1)
        var fired = false
        clock.schedule(after: 0) { fired = true }

        let expectedLine: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { clock.advance(to: time) }

        #expect(clock.now == 1)
        #expect(!fired)
        #expect(failures.count == 1)
        #expect(failures.first?.line == expectedLine)
    }

    @Test func advanceToFiresWhatIsDueAndStopsThere() {
        let clock = ManualClock(now: 1)
        var fired: [TimeInterval] = []
        for delay in [1.0, 2.0, 3.0] { clock.schedule(after: delay) { [unowned clock] in fired.append(clock.now) } }

        clock.advance(to: 3)

        #expect(fired == [2, 3])
        #expect(clock.now == 3)
    }

    @Test func advanceToNowFiresTimersDueNow() {
        let clock = ManualClock(now: 1)
        var fired = false
        clock.schedule(after: 0) { fired = true }

        clock.advance(to: 1)

        #expect(fired)
        #expect(clock.now == 1)
    }

    @Test func runUntilIdleFiresEverythingIncludingTimersScheduledWhileFiring() {
        let clock = ManualClock()
        var fired: [TimeInterval] = []
        clock.schedule(after: 2) {
            fired.append(clock.now)
            clock.schedule(after: 10) { fired.append(clock.now) }
        }
        clock.schedule(after: 1) { fired.append(clock.now) }

        clock.runUntilIdle()

        #expect(fired == [1, 2, 12])
        #expect(clock.now == 12)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func runUntilIdleWithNothingPendingChangesNothing() {
        let clock = ManualClock(now: 3)

        clock.runUntilIdle()

        #expect(clock.now == 3)
    }

    @Test func runUntilIdleStopsAtItsLimitAndReportsATimerThatKeepsRescheduling() {
        let clock = ManualClock()
        var fires = 0
        func reschedule(on clock: ManualClock) {   // the clock as a parameter: the pending timer must not hold it
            clock.schedule(after: 1) { [unowned clock] in
                fires += 1
                reschedule(on: clock)
            }
        }
        reschedule(on: clock)

        let expectedLine: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { clock.runUntilIdle(limit: 5) }

        #expect(fires == 5)
        #expect(clock.now == 5)
        #expect(clock.pendingTimerCount == 1)
        #expect(failures.count == 1)
        #expect(failures.first?.line == expectedLine)
        #expect(failures.first?.message.contains("runUntilIdle") == true)
    }

    @Test func aTimerThatReschedulesItselfWithNoDelayIsReportedInsteadOfHanging() {
        let clock = ManualClock()
        var fires = 0
        func reschedule(on clock: ManualClock) {   // the clock as a parameter: the pending timer must not hold it
            clock.schedule(after: 0) { [unowned clock] in
                fires += 1
                reschedule(on: clock)
            }
        }
        reschedule(on: clock)

        let expectedLine: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { clock.advance(by: 1) }

        #expect(fires > 0)
        #expect(clock.now == 0)
        #expect(failures.count == 1)
        #expect(failures.first?.line == expectedLine)
        #expect(failures.first?.message.contains("no delay") == true)
    }

    @Test func aWindowHasItsOwnClockOrTheOneGiven() {
        let shared = ManualClock(now: 7)

        let own = Window(frame: .zero)
        let first = Window(frame: .zero, clock: shared)
        let second = Window(frame: .zero, clock: shared)

        #expect(own.clock.now == 0)
        #expect(own.clock !== shared)
        #expect(first.clock === shared)
        #expect(second.clock === first.clock)
    }

    @Test func aWindowsClockMovesOnlyWhenATestMovesIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var fired = false
        window.clock.schedule(after: 30) { fired = true }

        let before = window.clock.now
        window.clock.advance(by: 30)

        #expect(before == 0)
        #expect(fired)
        #expect(window.clock.now == 30)
    }

    @Test func anEventAdvancesTheWindowsClockToItsTimestamp() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var firedAt: TimeInterval?
        window.clock.schedule(after: 1) { firedAt = window.clock.now }

        window.sendEvent(Event(timestamp: 2, changes: [.began(Touch(), at: CGPoint(x: 5, y: 5))]))

        #expect(firedAt == 1)
        #expect(window.clock.now == 2)
        #expect(window.lastEventTimestamp == 2)
    }
}
