import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// Writes each action a window's recognizers send, with the recognizer's name, its state and the
/// window clock's time.
final class ActionTimeLog: GestureObserver {
    private(set) var lines: [String] = []

    func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        let time = recognizer.view?.window?.clock.now ?? -1
        lines.append("\((time * 1000).rounded() / 1000) \(recognizer.name ?? "?") \(state)")
    }
}

/// R135-R136: a window records the touches it delivers, and the recording replays to the same actions.
@Suite struct RecordTouchesRuleTests {
    static func window() -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(View(frame: window.bounds))
        return window
    }

    @Test("R135: each touch that begins is a finger, in the order they began; samples carry the event's time, the change's location, and the phase")
    func recordsFingersAndSamples() throws {
        let window = Self.window()
        window.clock.advance(by: 3)
        window.recordTouches(name: "two fingers")
        #expect(window.isRecordingTouches)
        let first = Touch(), second = Touch()

        window.sendEvent(Event(timestamp: 3, changes: [.began(first, at: CGPoint(x: 10, y: 20))]))
        window.sendEvent(Event(timestamp: 3.01, changes: [.moved(first, to: CGPoint(x: 10, y: 40)), .began(second, at: CGPoint(x: 90, y: 20))]))
        window.sendEvent(Event(timestamp: 3.02, changes: [.ended(first, at: CGPoint(x: 12, y: 44)), .moved(second, to: CGPoint(x: 90, y: 30))]))
        window.sendEvent(Event(timestamp: 3.05, changes: [.ended(second)]))

        let recording = window.recordedTouches
        #expect(recording == TouchRecording(name: "two fingers", fingers: [
            TouchRecording.Finger(samples: [
                .init(time: 3, location: CGPoint(x: 10, y: 20), phase: .began),
                .init(time: 3.01, location: CGPoint(x: 10, y: 40), phase: .moved),
                .init(time: 3.02, location: CGPoint(x: 12, y: 44), phase: .ended),
            ]),
            TouchRecording.Finger(samples: [
                .init(time: 3.01, location: CGPoint(x: 90, y: 20), phase: .began),
                .init(time: 3.02, location: CGPoint(x: 90, y: 30), phase: .moved),
                .init(time: 3.05, location: CGPoint(x: 90, y: 30), phase: .ended),   // where the touch was
            ]),
        ]))
        try recording.validate()
    }

    @Test("R135: stationary changes, hover events, rejected events and touches that began before recording add nothing")
    func leavesOutWhatIsNotATouchsChange() {
        let window = Self.window()
        let early = Touch(), finger = Touch(), other = Touch(), pointer = Touch(type: .indirectPointer)
        window.sendEvent(Event(timestamp: 0, changes: [.began(early, at: CGPoint(x: 5, y: 5))]))
        window.recordTouches()

        window.sendEvent(Event(timestamp: 0.01, changes: [.moved(early, to: CGPoint(x: 5, y: 50)), .began(finger, at: CGPoint(x: 50, y: 50))]))
        window.sendEvent(Event(timestamp: 0.02, changes: [Event.Change(touch: finger, phase: .stationary, location: nil), .moved(early, to: CGPoint(x: 5, y: 60))]))
        window.sendEvent(Event(timestamp: 0.03, changes: [.hoverEntered(pointer, at: CGPoint(x: 200, y: 200))]))
        let (_, failures) = FailureReporter.capturing {
            window.sendEvent(Event(timestamp: 0.04, changes: [.began(other, at: CGPoint(x: CGFloat.nan, y: 0))]))
        }
        window.sendEvent(Event(timestamp: 0.05, changes: [.ended(finger), .ended(early)]))

        #expect(failures.count == 1)
        #expect(window.recordedTouches.fingers == [TouchRecording.Finger(samples: [
            .init(time: 0.01, location: CGPoint(x: 50, y: 50), phase: .began),
            .init(time: 0.05, location: CGPoint(x: 50, y: 50), phase: .ended),
        ])])
    }

    @Test("R135: recordedTouches holds only fingers that ended or were cancelled; empty when not recording; a second start drops what was recorded; stop returns it and stops")
    func recordingLifecycle() {
        let window = Self.window()
        let touches = TouchSimulator(window: window)
        #expect(!window.isRecordingTouches)
        #expect(window.recordedTouches.fingers.isEmpty)
        window.recordTouches(name: "first")
        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(window.recordedTouches.fingers.count == 1)

        window.recordTouches(name: "second")
        #expect(window.recordedTouches == TouchRecording(name: "second", fingers: []))
        touches.down(at: CGPoint(x: 10, y: 10), finger: 0)
        touches.down(at: CGPoint(x: 30, y: 10), finger: 1)
        touches.cancel(finger: 1)
        #expect(window.recordedTouches.fingers.map { $0.samples.map(\.phase) } == [[.began, .cancelled]])
        touches.up(finger: 0)

        let recording = window.stopRecordingTouches()
        #expect(recording.name == "second")
        #expect(recording.fingers.map { $0.samples.map(\.phase) } == [[.began, .ended], [.began, .cancelled]])
        #expect(!window.isRecordingTouches)
        #expect(window.recordedTouches.fingers.isEmpty)
        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(window.recordedTouches.fingers.isEmpty)
    }

    /// A window with a tap, a pan, a long press and a pinch on four views, each named, and its log.
    final class Scene {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let log = ActionTimeLog()
        let touches: TouchSimulator
        private let probe = HandlerProbe()

        init() {
            let recognizers: [(String, GestureRecognizer)] = [
                ("tap", TapGestureRecognizer(target: nil, action: nil)),
                ("pan", PanGestureRecognizer(target: nil, action: nil)),
                ("press", LongPressGestureRecognizer(target: nil, action: nil)),
                ("pinch", PinchGestureRecognizer(target: nil, action: nil)),
            ]
            for (index, (name, recognizer)) in recognizers.enumerated() {
                let view = View(frame: CGRect(x: 0, y: CGFloat(index) * 200, width: 400, height: 200))
                window.addSubview(view)
                recognizer.name = name
                recognizer.addTarget(probe, action: "handle:")
                view.addGestureRecognizer(recognizer)
            }
            window.gestureObserver = log
            touches = TouchSimulator(window: window)
        }
    }

    @Test("R136: a window's recording replayed into a fresh window with the same views, its clock at the recording's start, gives the same actions at the same times")
    func recordingReplaysToTheSameActions() throws {
        let recorded = Scene()
        recorded.touches.wait(1)
        recorded.window.recordTouches(name: "a test's touches")
        recorded.touches.tap(at: CGPoint(x: 100, y: 100), count: 2)
        recorded.touches.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 300, y: 320), duration: 0.3, steps: 7)
        recorded.touches.longPress(at: CGPoint(x: 200, y: 500), duration: 0.8)
        recorded.touches.pinch(center: CGPoint(x: 200, y: 700), from: 60, to: 160, duration: 0.25)
        let recording = try TouchRecording(jsonData: recorded.window.stopRecordingTouches().jsonData())
        #expect(recording.fingers.count == 6)

        let fresh = Scene()
        fresh.window.clock.advance(to: recording.startTime)
        fresh.touches.replay(recording)

        #expect(recorded.log.lines.count > 10)
        #expect(fresh.log.lines == recorded.log.lines)
        #expect(fresh.window.clock.now == recorded.window.lastEventTimestamp)
    }
}
