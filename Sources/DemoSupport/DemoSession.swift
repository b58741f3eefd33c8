import Foundation
import Mocks
import TargetAction

/// A controller in a window, driven by scripted touches on virtual time and traced.
///
/// Every touch call sends one event; ``wait(_:)`` advances the clock timer by timer, so a change a
/// timer makes (a double tap failing, a long press beginning, a hold confirming) is traced at the
/// time it happened. The composite gestures are built from these calls, with
/// ``TouchSimulator``'s timings.
public final class DemoSession {
    /// The window the controller is shown in (390 × 844).
    public let window: Window
    /// What happened: the window's transcript, with what the controller did, captions and notes.
    package let trace: GestureTrace
    /// Adds those to the trace, and keeps the timeline's marks.
    package let recorder: DemoRecorder
    private let simulator: TouchSimulator
    /// The controllers on screen, kept alive for the session.
    private let controllers: [ViewController]

    /// Shows `controller` in a new window (as the root, or presented over a plain root) and traces it.
    /// - Parameters:
    ///   - controller: The controller to drive.
    ///   - presented: Whether to present it over a root controller (so that it can dismiss itself).
    ///   - describe: What the controller shows, as (name, value) pairs.
    public init(showing controller: ViewController, presented: Bool = false, describe: @escaping () -> [(String, String)]) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if presented {
            let root = ViewController()
            window.rootViewController = root
            root.present(controller, animated: false, completion: nil)
            controllers = [root, controller]
        } else {
            window.rootViewController = controller
            controllers = [controller]
        }
        simulator = TouchSimulator(window: window)   // which starts the window's transcript
        trace = window.recordingTrace()
        recorder = DemoRecorder(trace: trace, describe: describe)
        window.gestureObserver = recorder
    }

    /// The scripted steps, state changes, actions and touches, for the timeline.
    package var marks: TimelineMarks { recorder.marks }

    /// Starts a scripted step with a caption.
    public func act(_ caption: String) {
        recorder.act(caption)
    }

    /// Adds a remark to the trace.
    public func note(_ text: String) {
        recorder.note(text)
    }

    /// Runs `body` (a direct call on the controller) and records what changed.
    public func perform(_ description: String, _ body: () -> Void) {
        recorder.note(description)
        body()
        recorder.recordChanges()
    }

    /// Does what a VoiceOver user does, through the session's ``VoiceOver`` driver, and records what
    /// changed: its activations, custom actions and escapes are traced, with the taps they send (R157).
    public func voiceOver(_ body: (VoiceOver) -> Void) {
        body(voiceOverDriver)
        recorder.recordChanges()
    }

    /// The session's VoiceOver, made for its first use.
    private lazy var voiceOverDriver = VoiceOver(window: window)

    /// Chooses an element of the window's presented menu by its path of titles, as a finger would
    /// (R121), and records what changed. A path that cannot be chosen is reported at the caller's line.
    public func chooseMenuElement(
        _ titles: String...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let call = "chooseMenuElement(\(titles.map { "\"\($0)\"" }.joined(separator: ", ")))"
        recorder.note(call)
        window.chooseMenuElement(titles, call: "DemoSession.\(call)", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        recorder.recordChanges()
    }

    public func down(at point: CGPoint, finger: Int = 0) {
        simulator.down(at: point, finger: finger)
    }

    public func move(to point: CGPoint, finger: Int = 0) {
        simulator.move(to: point, finger: finger)
    }

    public func up(finger: Int = 0) {
        simulator.up(finger: finger)
    }

    public func cancel(finger: Int = 0) {
        simulator.cancel(finger: finger)
    }

    /// The hover pointer goes to `point`: it enters the window first, or moves (R100).
    public func hover(to point: CGPoint, type: Touch.TouchType = .indirectPointer) {
        simulator.hover(to: point, type: type)
    }

    /// The hover pointer leaves the window.
    public func hoverExit() {
        simulator.hoverExit()
    }

    /// Advances virtual time by `interval`, stopping at each timer so its effects are traced at its time.
    public func wait(_ interval: TimeInterval) {
        let clock = window.clock
        let end = clock.now + max(0, interval)
        while let next = clock.nextFireTime, next <= end {
            simulator.wait(max(0, next - clock.now))
            recorder.recordChanges()
        }
        simulator.wait(max(0, end - clock.now))
        recorder.recordChanges()
    }

    /// `count` taps at `point`, 0.1 s apart, each held 0.05 s (as ``TouchSimulator/tap(at:count:fingers:fileID:filePath:line:column:)``).
    public func tap(at point: CGPoint, count: Int = 1) {
        for index in 0..<max(1, count) {
            if index > 0 { wait(simulator.tapSpacing - simulator.tapHoldDuration) }
            down(at: point)
            wait(simulator.tapHoldDuration)
            up()
        }
    }

    /// Holds one finger at `point` for `duration`, then lifts it.
    public func longPress(at point: CGPoint, duration: TimeInterval) {
        down(at: point)
        wait(duration)
        up()
    }

    /// Drags one finger from `start` to `end` in `steps` equal moves over `duration`, then lifts it.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int = 4) {
        let steps = max(1, steps)
        down(at: start)
        for step in 1...steps {
            wait(duration / TimeInterval(steps))
            let fraction = CGFloat(step) / CGFloat(steps)
            move(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        up()
    }

    /// Replays `recording` at its recorded times, as ``TouchSimulator/replay(_:fileID:filePath:line:column:)``
    /// does (R133): place it in the window first with ``TouchRecording/moved(to:)``. Timers due
    /// during the replay fire at their times; what they change is traced with the next event, or
    /// at the end. A recording that cannot be replayed is reported at the caller's line.
    public func replay(
        _ recording: TouchRecording,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        simulator.replay(recording, fileID: fileID, filePath: filePath, line: line, column: column)
        recorder.recordChanges()
    }

    /// Two fingers on a line through `center`: they go down `distance.from` apart at `angle.from`,
    /// then in `steps` equal steps over `duration` end `distance.to` apart at `angle.to`, and lift.
    /// Each step moves finger 0, then finger 1 (two events). Angles in radians, clockwise positive.
    public func twoFingers(
        around center: CGPoint, distance: (from: CGFloat, to: CGFloat), angle: (from: CGFloat, to: CGFloat) = (0, 0),
        duration: TimeInterval, steps: Int = 5
    ) {
        func positions(_ fraction: CGFloat) -> [CGPoint] {
            let half = (distance.from + (distance.to - distance.from) * fraction) / 2
            let turn = angle.from + (angle.to - angle.from) * fraction
            let dx = cos(turn) * half, dy = sin(turn) * half
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        let steps = max(1, steps)
        for (finger, point) in positions(0).enumerated() { down(at: point, finger: finger) }
        for step in 1...steps {
            wait(duration / TimeInterval(steps))
            for (finger, point) in positions(CGFloat(step) / CGFloat(steps)).enumerated() { move(to: point, finger: finger) }
        }
        up(finger: 0)
        up(finger: 1)
    }

    /// A quick straight flick of one finger: `distance` points in `direction` (one of the four) in
    /// 5 equal moves over `duration`, then a lift.
    public func swipe(from start: CGPoint, direction: SwipeGestureRecognizer.Direction, distance: CGFloat = 200, duration: TimeInterval = 0.1) {
        let unit: CGPoint = switch direction {
        case .left: CGPoint(x: -1, y: 0)
        case .up: CGPoint(x: 0, y: -1)
        case .down: CGPoint(x: 0, y: 1)
        default: CGPoint(x: 1, y: 0)
        }
        drag(from: start, to: CGPoint(x: start.x + unit.x * distance, y: start.y + unit.y * distance), duration: duration, steps: 5)
    }
}
