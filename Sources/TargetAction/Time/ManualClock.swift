import Foundation

/// Virtual time for a ``Window``: it moves only when a test advances it, and nothing ever sleeps.
///
/// Recognizers schedule their timers here (a long press's minimum duration, a double tap's
/// interval). ``advance(by:fileID:filePath:line:column:)`` fires the timers that fall due, in time order, with ``now`` set to
/// each timer's time as it fires; so a 30-second long press costs microseconds.
public final class ManualClock {
    /// The current virtual time, in seconds.
    public var now: TimeInterval { current }
    /// Storage of ``now``, which only the clock writes.
    private var current: TimeInterval
    /// By fire time, latest first, timers due at one time in the order scheduled (the first at the
    /// end): the next to fire is taken off the end. Changed only through `changeTimers`, which
    /// moves the list out (leaving nil) and back.
    private var timers: [ClockTimer]? = []
    /// The next timer's time (infinity when none): an advance that stops before it fires nothing,
    /// and finds that out without touching the timers.
    private var nextFire: TimeInterval = .infinity
    /// Buttons waiting for their update: run after each timer fires, and by the engine after
    /// each event (R116).
    let flush = UpdateFlush()

    /// Starts at `now`; a non-finite time is reported and the clock starts at 0.
    public init(now: TimeInterval = 0) {
        let problem = SettingRule<TimeInterval>.finite.problem(now, "now") { "ManualClock(now: \($0))" }
        if let problem {
            FailureReporter.report("\(problem) The clock starts at 0; pass a finite time.", at: nil)
        }
        current = problem == nil ? now : 0
    }

    /// Pending timers that outlive the clock will never fire: they are marked cancelled, so that
    /// cancelling one later does not reach the clock.
    deinit {
        for timer in timers ?? [] { timer.abandon() }
    }

    /// Moves time forward by `interval`, firing every timer due by then in time order.
    ///
    /// A negative or non-finite interval is reported and changes nothing.
    public func advance(
        by interval: TimeInterval,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard interval.isFinite, interval >= 0 else {
            FailureReporter.report(
                "ManualClock.advance(by: \(interval)): time only moves forward by a finite amount. Pass a finite interval of zero or more.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        advance(to: now + interval, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Moves time forward to `time`, firing every timer due by then in time order.
    ///
    /// A time in the past or a non-finite time is reported and changes nothing.
    public func advance(
        to time: TimeInterval,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard time.isFinite, time >= now else {
            FailureReporter.report(
                "ManualClock.advance(to: \(time)): the clock is at \(now) and only moves forward. Pass a finite time no earlier than now.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        guard time >= nextFire else {   // the usual case: no timer falls due
            if time > current { current = time }
            return
        }
        var firedAtThisInstant = 0
        while nextFire <= time {
            if nextFire > now { firedAtThisInstant = 0 }
            guard firedAtThisInstant < ManualClock.maximumTimersPerInstant else {
                reportRunaway(fileID: fileID, filePath: filePath, line: line, column: column)
                return
            }
            fireNext()
            firedAtThisInstant += 1
        }
        if time > current { current = time }
    }

    /// Fires every pending timer, including ones scheduled while firing, moving time to each.
    ///
    /// Stops after `limit` timers so that a timer that always reschedules itself cannot hang a
    /// test; stopping with timers still pending is reported.
    public func runUntilIdle(
        limit: Int = 10_000,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        var fired = 0
        while nextFire < .infinity {   // a timer's time is finite
            guard fired < limit else {
                FailureReporter.report(
                    "ManualClock.runUntilIdle(limit: \(limit)) stopped at t=\(now) with \(pendingTimerCount) timer\(pendingTimerCount == 1 ? "" : "s") still pending: a timer keeps rescheduling itself. Advance by a fixed interval instead, or cancel the repeating timer.",
                    fileID: fileID, filePath: filePath, line: line, column: column)
                return
            }
            fireNext()
            fired += 1
        }
    }

    /// How many timers may fire at one instant before ``advance(to:)`` stops: a timer that keeps
    /// rescheduling itself with no delay would otherwise never let time move.
    static let maximumTimersPerInstant = 100_000

    /// Fires the earliest timer, moving time to it; a repeating one that asks for a next fire
    /// goes back among the timers.
    private func fireNext() {
        let first = takeFirst()
        if first.fireTime > current { current = first.fireTime }
        first.fired = true
        switch first.action {
        case .once(let action):
            action()
        case .repeating(let action):
            if let delay = action(first) { reschedule(first, after: delay) }
        }
        if !flush.isEmpty { flush.run(.afterTimer) }   // R116 (b): at the timer's time
    }

    private func reportRunaway(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        FailureReporter.report(
            "ManualClock stopped at t=\(now) after \(ManualClock.maximumTimersPerInstant) timers fired at that one instant: a timer keeps rescheduling itself with no delay. Give it a positive delay, or cancel it.",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Schedules `action` to run once `delay` seconds from now (at once on the next advance when
    /// `delay` is zero or less). A non-finite delay is reported; the timer returned is cancelled.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> ClockTimer {
        scheduleTimer(after: delay, .once(action))
    }

    /// Schedules `action` to run `delay` seconds from now, and again after each delay it returns,
    /// until it returns nil or the timer is cancelled: one timer for a whole motion, which a frame
    /// does not allocate.
    func scheduleRepeating(after delay: TimeInterval, _ action: @escaping (ClockTimer) -> TimeInterval?) -> ClockTimer {
        scheduleTimer(after: delay, .repeating(action))
    }

    private func scheduleTimer(after delay: TimeInterval, _ action: ClockTimer.Action) -> ClockTimer {
        guard delay.isFinite else {
            FailureReporter.report("ManualClock.schedule(after: \(delay)): a timer needs a finite delay. Nothing was scheduled (the timer returned is cancelled); pass a finite delay.", at: nil)
            let timer = ClockTimer(fireTime: now, clock: self, action: .once({}))
            timer.cancel()
            return timer
        }
        let timer = ClockTimer(fireTime: now + max(0, delay), clock: self, action: action)
        insert(timer)
        return timer
    }

    /// Schedules `timer`, which has just fired, to fire again `delay` seconds from now (at least
    /// now), with no new timer. Schedules nothing for a timer that is pending or cancelled, or a
    /// delay that is not finite.
    private func reschedule(_ timer: ClockTimer, after delay: TimeInterval) {
        guard timer.fired, !timer.isCancelled, delay.isFinite else { return }
        timer.fireTimeStorage = now + max(0, delay)
        timer.fired = false
        insert(timer)
    }

    /// Puts `timer`, the last scheduled, among the timers: after those due later, before those
    /// due at its time or earlier (which were scheduled before it), by binary search.
    private func insert(_ timer: ClockTimer) {
        let fireTime = timer.fireTime
        changeTimers { list in
            if list.isEmpty {
                list.append(timer)   // the usual case: a lone timer (a frame, a long press)
            } else {
                var low = 0
                var high = list.count
                while low < high {
                    let mid = (low + high) / 2
                    if list[mid].fireTimeStorage > fireTime { low = mid + 1 } else { high = mid }
                }
                list.insert(timer, at: low)
            }
        }
    }

    /// Takes the earliest timer off the end of the list. A function of its own, so that no copy of
    /// the list is alive while the timer fires (a repeating timer then goes back in place).
    private func takeFirst() -> ClockTimer {
        changeTimers { $0.removeLast() }
    }

    /// Changes the timers, then puts the next one's time in ``nextFire``. The list is moved out
    /// and back, never copied, so that the change copies nothing and no access to the stored list
    /// spans a call (the compiler then drops its runtime exclusivity checks); `change` calls no
    /// code of the user's.
    private func changeTimers<Result>(_ change: (inout [ClockTimer]) -> Result) -> Result {
        var list = timers.take() ?? []
        let result = change(&list)
        nextFire = list.last?.fireTime ?? .infinity
        timers = consume list
        return result
    }

    /// How many timers are waiting to fire.
    public var pendingTimerCount: Int { timers?.count ?? 0 }

    /// The time of the next timer to fire, if any.
    public var nextFireTime: TimeInterval? { nextFire < .infinity ? nextFire : nil }

    func remove(_ timer: ClockTimer) {
        changeTimers { list in
            if let index = list.firstIndex(where: { $0 === timer }) {
                list.remove(at: index)
            }
        }
    }
}
