import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// Writes each event a window delivers as one line: its time, then each change's phase and place.
final class DeliveredEventLog: GestureObserver {
    private(set) var lines: [String] = []
    /// Runs as each event is about to be delivered, after its line is written.
    var onEvent: (() -> Void)?
    private var names: [ObjectIdentifier: Int] = [:]

    func window(_ window: Window, willProcess event: Event) {
        let changes = event.changes.map { change in
            let touch = names[ObjectIdentifier(change.touch)] ?? {
                let name = names.count
                names[ObjectIdentifier(change.touch)] = name
                return name
            }()
            let place = change.location.map { " (\(number($0.x)), \(number($0.y)))" } ?? ""
            return "\(touch) \(change.phase)\(place)"
        }
        lines.append("\(number(event.timestamp)): " + changes.joined(separator: ", "))
        onEvent?()
    }

    private func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// A one-finger recording from `points`, `interval` seconds apart from `start`: began, moved…, ended.
func strokeRecording(_ points: [CGPoint], start: TimeInterval = 0, interval: TimeInterval = 0.01, name: String? = nil) -> TouchRecording {
    let samples = points.indices.map { index in
        TouchRecording.Sample(time: start + Double(index) * interval, location: points[index],
                              phase: index == 0 ? .began : index == points.count - 1 ? .ended : .moved)
    }
    return TouchRecording(name: name, fingers: [TouchRecording.Finger(samples: samples)])
}

/// R133-R134: a recording replayed through the window's event path, on its clock.
@Suite struct ReplayRuleTests {
    /// A window with a pan on a view that fills it, probed, and an event log.
    final class Scene {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        let log = DeliveredEventLog()
        let touches: TouchSimulator

        init() {
            let view = View(frame: window.bounds)
            window.addSubview(view)
            view.addGestureRecognizer(pan)
            pan.addTarget(probe, action: "handle:")
            window.gestureObserver = log
            touches = TouchSimulator(window: window)
        }
    }

    @Test("R133: each sample goes out at now + (its time - startTime), and the clock ends at now + duration")
    func samplesGoOutAtTheirOffsets() {
        let scene = Scene()
        scene.window.clock.advance(by: 2)
        let recording = TouchRecording(fingers: [TouchRecording.Finger(samples: [
            .init(time: 100, location: CGPoint(x: 10, y: 10), phase: .began),
            .init(time: 100.008, location: CGPoint(x: 10, y: 30), phase: .moved),
            .init(time: 100.02, location: CGPoint(x: 10, y: 60), phase: .moved),
            .init(time: 100.02, location: CGPoint(x: 10, y: 60), phase: .ended),
        ])])

        scene.touches.replay(recording)

        #expect(scene.log.lines == [
            "2: 0 began (10, 10)", "2.008: 0 moved (10, 30)", "2.02: 0 moved (10, 60)", "2.02: 0 ended",
        ])
        #expect(scene.window.clock.now == 2 + recording.duration)
        #expect(scene.probe.states == [.began, .changed, .ended])
        #expect(scene.probe.readings.last?.translation == CGPoint(x: 0, y: 40))   // 50 less the hysteresis (R22)
    }

    @Test("R133: the clock moves to each event's time itself, so a sum that rounds does not put the clock past the event")
    func clockMovesToEachTimeExactly() {
        let scene = Scene()
        let start = 0.016, moved = 0.016 + 0.08 + 0.0004 + 0.05
        let lift = moved + 0.76 + 0.0004   // moved + (lift − moved), added to the clock, rounds past lift
        scene.window.clock.advance(to: start)
        let recording = TouchRecording(fingers: [TouchRecording.Finger(samples: [
            .init(time: start, location: CGPoint(x: 100, y: 100), phase: .began),
            .init(time: moved, location: CGPoint(x: 100, y: 160), phase: .moved),
            .init(time: lift, location: CGPoint(x: 100, y: 160), phase: .ended),
        ])])

        let (_, failures) = FailureReporter.capturing { scene.touches.replay(recording) }

        #expect(failures.isEmpty)
        #expect(scene.probe.states == [.began, .changed, .ended])   // R6: .changed on the next event
        #expect(scene.window.lastEventTimestamp == start + (lift - start))
    }

    @Test("R133: samples of one time go out in as few events as possible, each finger once per event, in recording order")
    func samplesOfOneTimeShareEvents() {
        let scene = Scene()
        let recording = TouchRecording(fingers: [
            TouchRecording.Finger(samples: [
                .init(time: 0, location: CGPoint(x: 10, y: 10), phase: .began),
                .init(time: 0.01, location: CGPoint(x: 10, y: 20), phase: .moved),
                .init(time: 0.01, location: CGPoint(x: 10, y: 30), phase: .moved),
                .init(time: 0.02, location: CGPoint(x: 10, y: 30), phase: .ended),
            ]),
            TouchRecording.Finger(samples: [
                .init(time: 0, location: CGPoint(x: 50, y: 10), phase: .began),
                .init(time: 0.01, location: CGPoint(x: 50, y: 20), phase: .moved),
                .init(time: 0.03, location: CGPoint(x: 50, y: 20), phase: .cancelled),
            ]),
        ])

        scene.touches.replay(recording)

        #expect(scene.log.lines == [
            "0: 0 began (10, 10), 1 began (50, 10)",
            "0.01: 0 moved (10, 20), 1 moved (50, 20)",
            "0.01: 0 moved (10, 30)",
            "0.02: 0 ended",
            "0.03: 1 cancelled",
        ])
        #expect(scene.touches.fingersDown.isEmpty)
    }

    @Test("R133: a lift away from its touch is preceded by a move there at the same time, so the translation reaches the lift point")
    func liftAwayMovesFirst() {
        let scene = Scene()
        let recording = TouchRecording(fingers: [TouchRecording.Finger(samples: [
            .init(time: 0, location: CGPoint(x: 100, y: 100), phase: .began),
            .init(time: 0.01, location: CGPoint(x: 100, y: 130), phase: .moved),
            .init(time: 0.02, location: CGPoint(x: 100, y: 170), phase: .ended),
        ])])

        scene.touches.replay(recording)

        #expect(scene.log.lines == ["0: 0 began (100, 100)", "0.01: 0 moved (100, 130)", "0.02: 0 moved (100, 170)", "0.02: 0 ended"])
        #expect(scene.probe.readings.last?.state == .ended)
        #expect(scene.probe.readings.last?.translation == CGPoint(x: 0, y: 60))
    }

    @Test("R133: timers due between samples fire in between: a long press held in a recording begins before the lift")
    func timersFireBetweenSamples() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let press = LongPressGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        press.addTarget(probe, action: "handle:")
        let view = View(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(press)
        let touches = TouchSimulator(window: window)
        var beganAt: TimeInterval?
        probe.onAction = { [weak window] recognizer in
            if recognizer.state == .began { beganAt = window?.clock.now }
        }

        touches.replay(strokeRecording([CGPoint(x: 50, y: 50), CGPoint(x: 51, y: 50), CGPoint(x: 51, y: 50)], interval: 0.4))

        #expect(probe.states == [.began, .changed, .ended])   // R6: .changed on the next event
        #expect(beganAt == press.minimumPressDuration)
        #expect(window.clock.now == 0.8)
    }

    @Test("R134: a recording that fails validate() is reported at the caller's line with the error's description; nothing is sent and the clock stays")
    func badRecordingIsReported() {
        let scene = Scene()
        scene.window.clock.advance(by: 1)
        var recording = strokeRecording([CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 40)], name: "broken")
        recording.fingers[0].samples[1].phase = .moved

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { scene.touches.replay(recording) }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.message == "TouchSimulator.replay(\"broken\"): \(TouchRecordingError.neverEnds(finger: 0).description) Nothing was sent.")
        #expect(scene.log.lines.isEmpty)
        #expect(scene.window.clock.now == 1)
    }

    @Test("R134: a recording whose finger begins outside the window is reported and sends nothing (R109)")
    func beginningOutsideIsReported() {
        let scene = Scene()
        let recording = strokeRecording([CGPoint(x: 10, y: 900), CGPoint(x: 10, y: 700)])

        let (_, failures) = FailureReporter.capturing { scene.touches.replay(recording) }

        #expect(failures.map(\.message) == ["TouchSimulator.replay(_): finger 0 begins at (10, 900), outside the window (0, 0, 400, 800): a touch begins only inside its window (R109). Nothing was sent; place the recording with moved(to:) or offsetBy(dx:dy:)."])
        #expect(scene.log.lines.isEmpty)
        #expect(scene.window.clock.now == 0)
        let placed = recording.moved(to: CGPoint(x: 10, y: 600))
        #expect(FailureReporter.capturing { scene.touches.replay(placed) }.failures.isEmpty)
        #expect(scene.probe.states == [.began, .changed, .ended])
    }

    @Test("R134: recorded fingers take the lowest finger numbers not down; fingers already down stay down, untouched")
    func recordedFingersTakeFreeNumbers() {
        let scene = Scene()
        scene.pan.maximumNumberOfTouches = 1
        scene.touches.down(at: CGPoint(x: 300, y: 300), finger: 0)
        scene.touches.down(at: CGPoint(x: 320, y: 300), finger: 2)
        var seen: [[Int]] = []
        let touches = scene.touches
        scene.log.onEvent = { [weak touches] in seen.append(touches?.fingersDown ?? []) }

        scene.touches.replay(TouchRecording(fingers: [
            TouchRecording.Finger(samples: [.init(time: 0, location: CGPoint(x: 10, y: 10), phase: .began),
                                            .init(time: 0.05, location: CGPoint(x: 10, y: 10), phase: .ended)]),
            TouchRecording.Finger(samples: [.init(time: 0.01, location: CGPoint(x: 20, y: 10), phase: .began),
                                            .init(time: 0.02, location: CGPoint(x: 20, y: 10), phase: .ended)]),
        ]))

        #expect(seen == [[0, 1, 2], [0, 1, 2, 3], [0, 1, 2], [0, 2]])
        #expect(scene.touches.fingersDown == [0, 2])
        #expect(scene.touches.touch(finger: 0)?.location(in: nil) == CGPoint(x: 300, y: 300))
    }

    @Test("R134: an event the window rejects stops the replay, reported at the caller's line; its touches are cancelled in one event")
    func rejectionStopsTheReplay() {
        let scene = Scene()
        let window = scene.window
        scene.probe.onAction = { [weak window] recognizer in
            if recognizer.state == .began { window?.clock.advance(by: 1) }   // the next sample is now in the past
        }
        let recording = TouchRecording(fingers: [
            TouchRecording.Finger(samples: [.init(time: 0, location: CGPoint(x: 100, y: 100), phase: .began),
                                            .init(time: 0.01, location: CGPoint(x: 100, y: 130), phase: .moved),
                                            .init(time: 0.02, location: CGPoint(x: 100, y: 160), phase: .moved),
                                            .init(time: 0.03, location: CGPoint(x: 100, y: 160), phase: .ended)]),
        ])

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { scene.touches.replay(recording) }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.message.hasPrefix("TouchSimulator: the window rejected the event. Event at t=0.02 rejected") == true)
        #expect(failures.first?.message.hasSuffix("The replay stopped at its samples at 0.02 s; the touches it had put down were cancelled. Nothing after them was sent.") == true)
        #expect(scene.log.lines == ["0: 0 began (100, 100)", "0.01: 0 moved (100, 130)", "1.01: 0 cancelled"])
        #expect(scene.probe.states == [.began, .changed, .cancelled])   // R6: .changed on the next event
        #expect(scene.touches.fingersDown.isEmpty)
    }
}
