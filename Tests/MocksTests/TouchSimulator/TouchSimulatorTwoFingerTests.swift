import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

/// Pinch and rotate: both fingers down in one event, one event per step moving both, both lifted
/// in one event, on virtual time.
@Suite struct TouchSimulatorTwoFingerTests {
    /// Records every event the window delivers: its time and its changes.
    final class EventRecorder: GestureObserver {
        struct Change: Equatable, CustomStringConvertible {
            let phase: Touch.Phase
            let location: CGPoint
            let type: Touch.TouchType
            var description: String { "\(phase) (\(location.x), \(location.y))" }
        }

        private(set) var times: [TimeInterval] = []
        private(set) var changes: [[Change]] = []
        /// What `probe` read as each event was delivered.
        private(set) var probes: [String] = []
        var probe: () -> String = { "" }

        func window(_ window: Window, didProcess event: Event) {
            times.append(event.timestamp)
            changes.append(event.changes.map { change in
                Change(phase: change.phase, location: change.touch.location(in: nil), type: change.touch.type)
            })
            probes.append(probe())
        }

        /// The phases of each event's changes, as "began began", "moved moved"…
        var phases: [String] { changes.map { $0.map { "\($0.phase)" }.joined(separator: " ") } }
    }

    /// A recognizer that records the touches it receives per call: "moved 2" is one call with two.
    final class TouchBatchRecognizer: GestureRecognizer {
        private(set) var calls: [String] = []

        override func touchesBegan(_ touches: Set<Touch>, with event: Event) { calls.append("began \(touches.count)") }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) { calls.append("moved \(touches.count)") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) { calls.append("ended \(touches.count)") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { calls.append("cancelled \(touches.count)") }
    }

    struct Stage {
        let scene = RuleScene()
        let recorder = EventRecorder()
        let recognizer = TouchBatchRecognizer()

        init() {
            scene.window.gestureObserver = recorder
            scene.content.addGestureRecognizer(recognizer)
        }

        /// The locations of the two fingers after event `index`.
        func fingers(after index: Int) -> [CGPoint] {
            recorder.changes[index].map(\.location)
        }
    }

    static func isClose(_ points: [CGPoint], _ expected: [CGPoint]) -> Bool {
        points.count == expected.count && zip(points, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }

    // MARK: Pinch

    @Test func pinchSendsOneEventPerStepMovingBothFingersAndLiftsBothInOne() {
        let stage = Stage()

        stage.scene.simulator.pinch(center: CGPoint(200, 300), from: 100, to: 200, duration: 0.5, steps: 5)

        #expect(stage.recorder.phases == ["began began"] + Array(repeating: "moved moved", count: 5) + ["ended ended"])
        #expect(stage.recognizer.calls == ["began 2"] + Array(repeating: "moved 2", count: 5) + ["ended 2"])
        #expect(stage.fingers(after: 0) == [CGPoint(150, 300), CGPoint(250, 300)])
        #expect(Self.isClose(stage.fingers(after: 1), [CGPoint(140, 300), CGPoint(260, 300)]))
        #expect(stage.fingers(after: 5) == [CGPoint(100, 300), CGPoint(300, 300)])
        #expect(stage.fingers(after: 6) == [CGPoint(100, 300), CGPoint(300, 300)])   // lifted where they were
        #expect(zip(stage.recorder.times, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.5]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(abs(stage.scene.window.clock.now - 0.5) < 1e-9)
        #expect(stage.scene.simulator.fingersDown.isEmpty)
        #expect(stage.scene.window.activeTouches.isEmpty)
    }

    @Test func pinchAtAnAngleLinesTheFingersUpThroughTheCentre() {
        let stage = Stage()

        stage.scene.simulator.pinch(center: CGPoint(200, 300), from: 200, to: 100, angle: .pi / 2, duration: 1, steps: 2)

        #expect(Self.isClose(stage.fingers(after: 0), [CGPoint(200, 200), CGPoint(200, 400)]))   // the second below
        #expect(Self.isClose(stage.fingers(after: 1), [CGPoint(200, 225), CGPoint(200, 375)]))
        #expect(Self.isClose(stage.fingers(after: 2), [CGPoint(200, 250), CGPoint(200, 350)]))
        #expect(stage.recorder.phases.count == 4)
        #expect(stage.scene.window.clock.now == 1)
    }

    @Test func twoFingerGesturesUseTheLowestFreeFingersAndTheTouchType() {
        let stage = Stage()
        let sim = stage.scene.simulator
        sim.touchType = .pencil
        sim.down(at: CGPoint(10, 10), finger: 0)
        stage.recorder.probe = { sim.fingersDown.map(String.init).joined(separator: ",") }

        sim.pinch(center: CGPoint(200, 300), from: 100, to: 50, duration: 0.2, steps: 2)

        #expect(stage.recorder.phases == ["began", "began began", "moved moved", "moved moved", "ended ended"])
        #expect(stage.recorder.probes[2...3] == ["0,1,2", "0,1,2"])   // while the pinch's fingers move
        #expect(stage.recorder.changes.allSatisfy { $0.allSatisfy { $0.type == .pencil } })
        #expect(sim.fingersDown == [0])
    }

    // MARK: Rotate

    @Test func rotateTurnsBothFingersClockwiseAroundTheCentreOneEventPerStep() {
        let stage = Stage()
        let half = 50 * CGFloat(2).squareRoot() / 2

        stage.scene.simulator.rotate(center: CGPoint(200, 300), radius: 50, from: 0, to: .pi / 2, duration: 1, steps: 4)

        #expect(stage.recorder.phases == ["began began"] + Array(repeating: "moved moved", count: 4) + ["ended ended"])
        #expect(stage.recognizer.calls == ["began 2"] + Array(repeating: "moved 2", count: 4) + ["ended 2"])
        #expect(stage.fingers(after: 0) == [CGPoint(150, 300), CGPoint(250, 300)])
        // Clockwise with y down: the second finger goes from right of the centre to below it.
        #expect(Self.isClose(stage.fingers(after: 2), [CGPoint(200 - half, 300 - half), CGPoint(200 + half, 300 + half)]))
        #expect(Self.isClose(stage.fingers(after: 4), [CGPoint(200, 250), CGPoint(200, 350)]))
        #expect(Self.isClose(stage.fingers(after: 5), [CGPoint(200, 250), CGPoint(200, 350)]))
        #expect(stage.scene.window.clock.now == 1)
        #expect(stage.scene.simulator.fingersDown.isEmpty)
    }

    @Test func rotateCounterclockwiseWithDecreasingAngles() {
        let stage = Stage()

        stage.scene.simulator.rotate(center: CGPoint(100, 100), radius: 10, from: 0, to: -.pi, duration: 0.3, steps: 1)

        #expect(stage.recorder.phases == ["began began", "moved moved", "ended ended"])
        #expect(Self.isClose(stage.fingers(after: 1), [CGPoint(110, 100), CGPoint(90, 100)]))   // swapped sides
        #expect(stage.scene.window.clock.now == 0.3)
    }

    // MARK: Misuse

    @Test("Bad arguments are reported at the caller's line and nothing is sent", arguments: [
        "pinch zero start", "pinch negative end", "pinch infinite end", "pinch nan centre", "pinch nan angle",
        "pinch negative duration", "pinch zero steps",
        "rotate zero radius", "rotate negative radius", "rotate infinite angle", "rotate nan duration", "rotate zero steps",
    ])
    func badArgumentsAreReported(kind: String) {
        let stage = Stage()
        let sim = stage.scene.simulator
        let c = CGPoint(200, 300)

        let (line, failures) = FailureReporter.capturing { () -> UInt in
            switch kind {
            case "pinch zero start": sim.pinch(center: c, from: 0, to: 100, duration: 1); return #line
            case "pinch negative end": sim.pinch(center: c, from: 100, to: -1, duration: 1); return #line
            case "pinch infinite end": sim.pinch(center: c, from: 100, to: .infinity, duration: 1); return #line
            case "pinch nan centre": sim.pinch(center: CGPoint(.nan, 0), from: 100, to: 50, duration: 1); return #line
            case "pinch nan angle": sim.pinch(center: c, from: 100, to: 50, angle: .nan, duration: 1); return #line
            case "pinch negative duration": sim.pinch(center: c, from: 100, to: 50, duration: -1); return #line
            case "pinch zero steps": sim.pinch(center: c, from: 100, to: 50, duration: 1, steps: 0); return #line
            case "rotate zero radius": sim.rotate(center: c, radius: 0, from: 0, to: 1, duration: 1); return #line
            case "rotate negative radius": sim.rotate(center: c, radius: -5, from: 0, to: 1, duration: 1); return #line
            case "rotate infinite angle": sim.rotate(center: c, radius: 5, from: 0, to: .infinity, duration: 1); return #line
            case "rotate nan duration": sim.rotate(center: c, radius: 5, from: 0, to: 1, duration: .nan); return #line
            default: sim.rotate(center: c, radius: 5, from: 0, to: 1, duration: 1, steps: 0); return #line
            }
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.fileID.hasSuffix("TouchSimulatorTwoFingerTests.swift") == true)
        #expect(failures.first?.message.hasPrefix("TouchSimulator.\(kind.prefix { $0 != " " })(") == true)
        #expect(failures.first?.message.hasSuffix("Nothing was sent.") == true)
        #expect(stage.recorder.times.isEmpty)
        #expect(stage.scene.window.lastEventTimestamp == nil)
        #expect(stage.scene.window.clock.now == 0)
    }

    @Test func badArgumentMessageNamesTheArgumentAndWhatItShouldBe() {
        let stage = Stage()

        let (_, failures) = FailureReporter.capturing {
            stage.scene.simulator.pinch(center: CGPoint(200, 300), from: -10, to: 100, duration: 1)
        }

        #expect(failures.map(\.message) == [
            "TouchSimulator.pinch(from: -10.0): the fingers start a finite distance of more than zero apart. Pass a positive distance. Nothing was sent.",
        ])
    }

    @Test func anEventTheWindowRejectsIsReportedAtTheCallerAndTheGestureStops() {
        let stage = Stage()

        // Finite arguments whose finger positions overflow at the last step: the window rejects
        // that move (R30), and the gesture stops there with its fingers down.
        let (line, failures) = FailureReporter.capturing { () -> UInt in
            let line = #line + 1
            stage.scene.simulator.pinch(from: CGPoint(100, 100), to: CGPoint(1.79e308, 100), from: 10, to: 1e308, duration: 1, steps: 2)
            return UInt(line)
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.message.hasPrefix("TouchSimulator: the window rejected the event.") == true)
        #expect(stage.scene.simulator.fingersDown == [0, 1])
        #expect(stage.scene.window.clock.now == 1)
        stage.scene.simulator.up(finger: 0)
        stage.scene.simulator.up(finger: 1)
        #expect(stage.scene.window.activeTouches.isEmpty)
    }
}
