import Foundation
import TargetAction

/// Drives a window's real recognizers with synthesized touches, on the window's virtual time.
///
/// Each call sends one event stamped with the window clock's `now`; only ``wait(_:fileID:filePath:line:column:)`` and the
/// composite gestures (``tap(at:count:fingers:fileID:filePath:line:column:)``,
/// ``longPress(at:duration:fileID:filePath:line:column:)``,
/// ``drag(from:to:duration:steps:fileID:filePath:line:column:)``, their forms aimed at a view such
/// as ``tap(on:count:fingers:fileID:filePath:line:column:)``, and the two-finger
/// ``pinch(center:from:to:angle:duration:steps:fileID:filePath:line:column:)`` and
/// ``rotate(center:radius:from:to:duration:steps:fileID:filePath:line:column:)``, and the hover
/// pointer's ``hover(from:to:duration:steps:fileID:filePath:line:column:)``) advance the clock.
/// Fingers are numbered from 0. Misuse (moving a finger that is not down, a negative wait, a touch
/// that would begin outside the window) and events the window rejects are reported to the running
/// test at the caller's line; nothing is sent then. The window records its transcript from the
/// simulator's creation (``transcript``).
///
/// ```swift
/// let simulator = TouchSimulator(window: window)
/// simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500), duration: 0.2)
/// simulator.longPress(at: CGPoint(x: 50, y: 50), duration: 30)   // costs microseconds
/// ```
public final class TouchSimulator {
    /// The window whose recognizers the simulator drives.
    public let window: Window
    // The bookkeeping below is only ever read whole or assigned whole (never changed in place or
    // borrowed, which would call into the standard library while the access lasts): the compiler
    // then checks its accesses at build time, instead of on every read at run time.

    /// The touches of the fingers down, by finger number; changed with ``setFinger(_:_:)``.
    var fingers: FingerTable { fingerTable }
    private var fingerTable = FingerTable()
    /// Lifts and cancels sent while the window was delivering another event, until they go out.
    var liftsWaiting: [(finger: Int, touch: Touch)] = []
    /// The changes of the events being sent now (a handler may read the fingers meanwhile).
    private var sending: [[Event.Change]] = []
    /// The hover pointer in the window, between `hover(to:)` and `hoverExit()` (R100).
    var hoverPointer: Touch?

    /// How long each tap of ``tap(at:count:fingers:fileID:filePath:line:column:)`` is held.
    /// Default 0.05 s; a negative or non-finite duration is reported and not applied.
    public var tapHoldDuration: TimeInterval = 0.05 {
        didSet { if rejects(tapHoldDuration, "tapHoldDuration", keeping: oldValue, unless: .finiteAndNotNegative) { tapHoldDuration = oldValue } }
    }
    /// The time between the starts of successive taps; one shorter than ``tapHoldDuration`` starts
    /// the next tap as the last lifts. Default 0.1 s; a negative or non-finite time is reported and not applied.
    public var tapSpacing: TimeInterval = 0.1 {
        didSet { if rejects(tapSpacing, "tapSpacing", keeping: oldValue, unless: .finiteAndNotNegative) { tapSpacing = oldValue } }
    }
    /// How far apart the fingers of a multi-finger tap sit, in points (default 20; negative puts
    /// them in the opposite order). A non-finite spacing is reported and not applied.
    public var fingerSpacing: CGFloat = 20 {
        didSet { if rejects(fingerSpacing, "fingerSpacing", keeping: oldValue, unless: .finite) { fingerSpacing = oldValue } }
    }
    /// The kind of touch the fingers put down from now on are (R32). Default: `.direct`.
    public var touchType: Touch.TouchType = .direct

    /// A simulator on `window`, which starts recording its transcript (`Window.recordTranscript()`).
    public init(window: Window) {
        self.window = window
        window.recordTranscript()
    }

    /// A window of `size` whose root view controller is `controller` (its view fills the window,
    /// so view and window coordinates agree), and a simulator on it. The simulator owns the
    /// window: releasing the simulator releases it.
    public convenience init(hosting controller: ViewController, size: CGSize = Screen.main.bounds.size) {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        self.init(window: window)
    }

    /// What happened in the window since the simulator was made, one line per happening: touches
    /// and where they landed, states, actions, control events, scroll motion, and why a recognizer
    /// failed or lost (`Window.transcript`). Print it, or attach it to a failing expectation.
    public var transcript: String {
        window.transcript
    }

    /// The touch of finger `index`, while it is down.
    public func touch(finger index: Int) -> Touch? {
        reconcile()
        return fingers[index]
    }

    /// The fingers currently down, in ascending order.
    public var fingersDown: [Int] {
        reconcile()
        return fingers.fingerNumbers
    }

    // MARK: One event per call

    /// Puts finger `finger` down at `point` (window coordinates).
    public func down(
        at point: CGPoint, finger: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard check(finger: finger, isDown: false, "down(at:finger:)", site), check(point, "down(at:)", site),
              check(beginning: [point], "down(at:)", site) else { return }
        let touch = Touch(type: touchType)
        touch.transcriptFinger = finger   // the transcript's finger numbers are the test's
        sendDown([(finger, touch, point)], site)
    }

    /// Moves finger `finger` to `point` (window coordinates).
    public func move(
        to point: CGPoint, finger: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard check(finger: finger, isDown: true, "move(to:finger:)", site), check(point, "move(to:)", site),
              let touch = fingers[finger] else { return }
        send(.moved(touch, to: point), site)
    }

    /// Lifts finger `finger` where it is.
    public func up(
        finger: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard check(finger: finger, isDown: true, "up(finger:)", site), let touch = fingers[finger] else { return }
        sendLift([(finger, touch)], [.ended(touch)], site)
    }

    /// Cancels finger `finger`'s touch, as the system does when a call comes in.
    public func cancel(
        finger: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard check(finger: finger, isDown: true, "cancel(finger:)", site), let touch = fingers[finger] else { return }
        sendLift([(finger, touch)], [.cancelled(touch)], site)
    }

    /// Advances the window's clock by `interval`, firing the recognizers' timers that fall due.
    public func wait(
        _ interval: TimeInterval,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard interval.isFinite, interval >= 0 else {
            FailureReporter.report(
                "TouchSimulator.wait(\(interval)): virtual time only moves forward by a finite amount. Pass a finite interval of zero or more.",
                at: site)
            return
        }
        window.reporting(at: site) {
            window.clock.advance(by: interval, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    // MARK: Composite gestures

    /// Taps `count` times at `point` with `fingers` fingers: taps start ``tapSpacing`` (0.1 s)
    /// apart and are each held ``tapHoldDuration`` (0.05 s). Uses the lowest free finger numbers.
    public func tap(
        at point: CGPoint, count: Int = 1, fingers: Int = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard count >= 1, fingers >= 1 else {
            FailureReporter.report(
                "TouchSimulator.tap(count: \(count), fingers: \(fingers)): a tap needs at least one tap of at least one finger.",
                at: site)
            return
        }
        guard check(point, "tap(at:)", site),
              check(beginning: (0..<fingers).map { spread(point, $0, of: fingers) }, "tap(at:)", site) else { return }
        for tapIndex in 0..<count {
            if tapIndex > 0 { advance(by: max(tapSpacing - tapHoldDuration, 0), site) }
            // Each finger's number is taken as it goes down: a handler may have put one down meanwhile.
            var placed: [(finger: Int, touch: Touch)] = []
            for offset in 0..<fingers {
                let finger = freeFingers(1)[0]
                down(at: spread(point, offset, of: fingers), finger: finger, fileID: fileID, filePath: filePath, line: line, column: column)
                if let touch = self.fingers[finger] { placed.append((finger, touch)) }
            }
            advance(by: tapHoldDuration, site)
            // Lifts the tap's own touches, not whatever a handler put down under the same numbers.
            for (finger, touch) in placed where self.fingers[finger] === touch {
                up(finger: finger, fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
    }

    /// Holds one finger at `point` for `duration` seconds of virtual time, then lifts it.
    public func longPress(
        at point: CGPoint, duration: TimeInterval,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard duration.isFinite, duration >= 0 else {
            FailureReporter.report(
                "TouchSimulator.longPress(duration: \(duration)): a press lasts a finite time of zero or more seconds.",
                at: site)
            return
        }
        guard check(point, "longPress(at:)", site), check(beginning: [point], "longPress(at:)", site) else { return }
        let finger = freeFingers(1)[0]
        down(at: point, finger: finger, fileID: fileID, filePath: filePath, line: line, column: column)
        guard let touch = fingers[finger] else { return }
        advance(by: duration, site)
        guard fingers[finger] === touch else { return }   // a handler lifted it meanwhile
        up(finger: finger, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Drags one finger from `start` to `end` in `steps` equal moves over `duration` seconds, then
    /// lifts it at the last move's time. A constant-speed drag: the pan's velocity reads that speed
    /// (once 4 ms have passed: moves closer together are measured together, R25).
    public func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int = 10,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard steps >= 1, duration.isFinite, duration >= 0 else {
            FailureReporter.report(
                "TouchSimulator.drag(duration: \(duration), steps: \(steps)): a drag takes at least one step over a finite duration of zero or more seconds.",
                at: site)
            return
        }
        guard check(start, "drag(from:)", site), check(end, "drag(to:)", site),
              check(beginning: [start], "drag(from:)", site) else { return }
        let finger = freeFingers(1)[0]
        down(at: start, finger: finger, fileID: fileID, filePath: filePath, line: line, column: column)
        guard let touch = fingers[finger] else { return }
        let stepDuration = duration / TimeInterval(steps)
        for step in 1...steps {
            advance(by: stepDuration, site)
            guard fingers[finger] === touch else { return }   // a handler lifted it meanwhile
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            move(to: point, finger: finger, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        guard fingers[finger] === touch else { return }
        up(finger: finger, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: Helpers

    @discardableResult
    func send(_ change: Event.Change, _ site: CallSite) -> Bool {
        send([change], site)
    }

    /// Sends one event of `changes` stamped `timestamp` (default: the clock's `now`); a rejection
    /// is reported at `site`, followed by `note`.
    @discardableResult
    func send(_ changes: [Event.Change], _ site: CallSite, at timestamp: TimeInterval? = nil, note: String = "") -> Bool {
        let event = Event(timestamp: timestamp ?? window.clock.now, changes: changes)
        var stack = sending
        sending = []
        stack.append(changes)
        sending = stack
        defer {
            var stack = sending
            sending = []
            stack.removeLast()
            sending = stack
        }
        var rejection: EventRejection?
        window.reporting(at: site) {
            do throws(EventRejection) {
                try window.trySendEvent(event)
            } catch {
                rejection = error
            }
        }
        if let rejection {
            FailureReporter.report("TouchSimulator: the window rejected the event. \(rejection.message)\(note)", at: site)
            return false
        }
        return true
    }

    func advance(by interval: TimeInterval, _ site: CallSite) {
        window.reporting(at: site) {
            window.clock.advance(by: interval, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
    }

    /// Gives finger `finger` the touch `touch`, or frees it (nil).
    func setFinger(_ finger: Int, _ touch: Touch?) {
        var table = fingerTable
        fingerTable = FingerTable()
        table[finger] = touch
        fingerTable = table
    }

    /// Whether `touch` is in an event being sent now.
    func isBeingSent(_ touch: Touch) -> Bool {
        let stack = sending
        return stack.contains { $0.contains { $0.touch === touch } }
    }

    func check(finger: Int, isDown: Bool, _ call: String, _ site: CallSite) -> Bool {
        reconcile()
        guard finger >= 0 else {
            FailureReporter.report("TouchSimulator.\(call): finger \(finger) is not a finger number; fingers are numbered from 0.", at: site)
            return false
        }
        if isDown, fingers[finger] == nil {
            FailureReporter.report(
                "TouchSimulator.\(call): finger \(finger) is not down\(fingersDown.isEmpty ? " (no finger is)" : " (down: \(fingersDown.map(String.init).joined(separator: ", ")))"). Call down(at:finger: \(finger)) first.",
                at: site)
            return false
        }
        if !isDown, let touch = fingers[finger] {
            let location = touch.location(in: nil)
            FailureReporter.report(
                "TouchSimulator.\(call): finger \(finger) is already down at (\(location.x), \(location.y)). Lift it with up(finger: \(finger)) first, or use another finger number.",
                at: site)
            return false
        }
        return true
    }

    func check(_ point: CGPoint, _ call: String, _ site: CallSite) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            FailureReporter.report("TouchSimulator.\(call): (\(point.x), \(point.y)) is not a finite point (R30). Pass finite coordinates.", at: site)
            return false
        }
        return true
    }

    /// Whether `value` breaks `rule` for setting `name`: then it is reported and the caller keeps `old` (R30).
    private func rejects<Value>(_ value: Value, _ name: String, keeping old: Value, unless rule: SettingRule<Value>) -> Bool {
        guard let report = rule.report(ifBroken: value, name, of: "TouchSimulator", keeping: old) else { return false }
        FailureReporter.report(report, at: nil)   // a setter: at the running test (R107)
        return true
    }

    /// R109: whether touches may begin at `points`, each inside the window; the first that is not
    /// is reported at `site`, and the caller sends nothing. A touch that began inside moves anywhere.
    /// A point that is not finite is left to the window, which rejects it (R30).
    func check(beginning points: [CGPoint], _ call: String, _ site: CallSite) -> Bool {
        let outside = points.first { $0.x.isFinite && $0.y.isFinite && !window.point(inside: $0, with: nil) }
        guard let outside else { return true }
        let bounds = window.bounds
        FailureReporter.report(
            "TouchSimulator.\(call): \(format(outside)) is outside the window (\(number(bounds.minX)), \(number(bounds.minY)), \(number(bounds.width)), \(number(bounds.height))): a touch begins only inside its window (R109). Nothing was sent; aim inside the window, or make it larger.",
            at: site)
        return false
    }

    /// Fingers of one tap sit ``fingerSpacing`` apart in a row centred on `point`, so their
    /// centroid is `point`.
    private func spread(_ point: CGPoint, _ offset: Int, of count: Int) -> CGPoint {
        CGPoint(x: point.x + (CGFloat(offset) - CGFloat(count - 1) / 2) * fingerSpacing, y: point.y)
    }
}
