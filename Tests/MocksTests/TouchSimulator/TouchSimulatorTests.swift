import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

/// The touch simulator's own contract: one event per call, virtual time, misuse reported.
@Suite struct TouchSimulatorTests {
    @Test func eachCallSendsOneEventStampedWithTheClocksNow() {
        let scene = RuleScene()
        let sim = scene.simulator
        scene.window.clock.advance(by: 3)

        sim.down(at: CGPoint(10, 10))
        #expect(scene.window.lastEventTimestamp == 3)
        sim.move(to: CGPoint(20, 20))
        sim.up()

        #expect(scene.window.clock.now == 3)
        #expect(scene.content.phases == ["began", "moved", "ended"])
    }

    @Test func compositeGesturesAdvanceTheClock() {
        let scene = RuleScene()
        let sim = scene.simulator

        sim.tap(at: CGPoint(10, 10), count: 3)
        #expect(abs(scene.window.clock.now - 0.25) < 1e-9)   // taps 0.1 s apart, each held 0.05 s
        sim.longPress(at: CGPoint(10, 10), duration: 2)
        sim.drag(from: CGPoint(10, 10), to: CGPoint(10, 100), duration: 0.5, steps: 5)

        #expect(abs(scene.window.clock.now - 2.75) < 1e-9)
        #expect(sim.fingersDown.isEmpty)
    }

    @Test("Misuse is reported at the caller's line and sends nothing", arguments: [
        "move finger not down", "up finger not down", "down twice", "negative wait", "negative finger",
        "zero taps", "bad drag steps", "non-finite point", "negative press",
    ])
    func misuseIsReported(kind: String) {
        let scene = RuleScene()
        let sim = scene.simulator
        if kind == "down twice" { sim.down(at: CGPoint(10, 10)) }
        let phasesBefore = scene.content.phases

        let (line, failures) = FailureReporter.capturing { () -> UInt in
            switch kind {
            case "move finger not down": sim.move(to: CGPoint(1, 1), finger: 2); return #line
            case "up finger not down": sim.up(finger: 1); return #line
            case "down twice": sim.down(at: CGPoint(20, 20)); return #line
            case "negative wait": sim.wait(-1); return #line
            case "negative finger": sim.down(at: CGPoint(1, 1), finger: -1); return #line
            case "zero taps": sim.tap(at: CGPoint(1, 1), count: 0); return #line
            case "bad drag steps": sim.drag(from: .zero, to: CGPoint(1, 1), duration: 1, steps: 0); return #line
            case "non-finite point": sim.down(at: CGPoint(.nan, 1)); return #line
            default: sim.longPress(at: CGPoint(1, 1), duration: -1); return #line
            }
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.fileID.hasSuffix("TouchSimulatorTests.swift") == true)
        #expect(scene.content.phases == phasesBefore)
        #expect(scene.window.clock.now == 0)
    }

    @Test func anEventTheWindowRejectsIsReportedAtTheCaller() {
        let scene = RuleScene()
        let sim = scene.simulator
        sim.down(at: CGPoint(10, 10))
        let touch = sim.touch(finger: 0)!
        scene.window.sendEvent(Event(timestamp: 0, changes: [.ended(touch)]))   // ended behind its back

        let (line, failures) = FailureReporter.capturing { () -> UInt in
            sim.move(to: CGPoint(20, 20)); return #line
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.message.contains("already ended") == true)
        #expect(scene.content.phases == ["began", "ended"])
    }
}
