import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

/// The travelling pinch: both fingers on a line at `angle` through a centroid that moves while the
/// distance between them changes, one event per step, on virtual time.
@Suite struct TouchSimulatorTravellingPinchTests {
    typealias Stage = TouchSimulatorTwoFingerTests.Stage

    @Test func theCentroidTravelsWhileTheFingersSpread() {
        let stage = Stage()

        stage.scene.simulator.pinch(from: CGPoint(200, 300), to: CGPoint(260, 200), from: 100, to: 200,
                                    angle: .pi / 2, duration: 0.4, steps: 4)

        #expect(stage.recorder.phases == ["began began", "moved moved", "moved moved", "moved moved", "moved moved", "ended ended"])
        #expect(stage.recorder.times == [0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.4])
        #expect(TouchSimulatorTwoFingerTests.isClose(stage.fingers(after: 0), [CGPoint(200, 250), CGPoint(200, 350)]))
        #expect(TouchSimulatorTwoFingerTests.isClose(stage.fingers(after: 2), [CGPoint(230, 175), CGPoint(230, 325)]))
        #expect(TouchSimulatorTwoFingerTests.isClose(stage.fingers(after: 4), [CGPoint(260, 100), CGPoint(260, 300)]))
        #expect(stage.scene.simulator.fingersDown.isEmpty)
    }

    @Test func aPinchRecognizerReadsTheScaleAndTheTravellingLocation() {
        let scene = RuleScene()
        let pinch = scene.add(PinchGestureRecognizer(target: nil, action: nil), "pinch")
        var seen: [(scale: CGFloat, location: CGPoint)] = []
        scene.log.onAction = { seen.append((pinch.scale, $0.location(in: nil))) }

        scene.simulator.pinch(from: CGPoint(100, 100), to: CGPoint(300, 500), from: 50, to: 150, duration: 0.5, steps: 5)

        let last = seen.last
        #expect(abs((last?.scale ?? 0) - 3) < 1e-9)
        #expect(last.map { abs($0.location.x - 300) < 1e-9 && abs($0.location.y - 500) < 1e-9 } == true)
    }

    @Test("Bad arguments are reported at the caller's line and nothing is sent", arguments: [
        "nan start", "infinite end", "zero start distance", "negative end distance", "nan angle", "negative duration", "zero steps",
    ])
    func badArgumentsAreReported(kind: String) {
        let stage = Stage()
        let sim = stage.scene.simulator
        let a = CGPoint(100, 100), b = CGPoint(200, 200)

        let (line, failures) = FailureReporter.capturing { () -> UInt in
            switch kind {
            case "nan start": sim.pinch(from: CGPoint(.nan, 0), to: b, from: 50, to: 100, duration: 1); return #line
            case "infinite end": sim.pinch(from: a, to: CGPoint(0, .infinity), from: 50, to: 100, duration: 1); return #line
            case "zero start distance": sim.pinch(from: a, to: b, from: 0, to: 100, duration: 1); return #line
            case "negative end distance": sim.pinch(from: a, to: b, from: 50, to: -1, duration: 1); return #line
            case "nan angle": sim.pinch(from: a, to: b, from: 50, to: 100, angle: .nan, duration: 1); return #line
            case "negative duration": sim.pinch(from: a, to: b, from: 50, to: 100, duration: -1); return #line
            default: sim.pinch(from: a, to: b, from: 50, to: 100, duration: 1, steps: 0); return #line
            }
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.fileID.hasSuffix("TouchSimulatorTravellingPinchTests.swift") == true)
        #expect(failures.first?.message.hasPrefix("TouchSimulator.pinch(") == true)
        #expect(failures.first?.message.hasSuffix("Nothing was sent.") == true)
        #expect(stage.recorder.times.isEmpty)
    }
}
