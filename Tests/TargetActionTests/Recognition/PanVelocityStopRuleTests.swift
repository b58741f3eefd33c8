import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R25 (amended): moves closer than 4 ms wait for the next, and a lift after a rest of more than
/// 40 ms reads zero velocity, in the pan, its screen-edge subclass, the drag gesture and a scroll
/// view's lift (R47).
@Suite struct PanVelocityStopRuleTests {
    /// What the pan's action read: its state and `velocity(in: nil)`.
    private final class Readings {
        var entries: [(state: GestureRecognizer.State, velocity: CGPoint)] = []
        var ended: CGPoint? { entries.last { $0.state == .ended }?.velocity }
        var lastChanged: CGPoint? { entries.last { $0.state == .changed }?.velocity }
    }

    /// A pan in a `RuleScene` whose actions record their velocity.
    private func readingPan(_ scene: RuleScene) -> (PanGestureRecognizer, Readings) {
        let pan = scene.pan()
        let readings = Readings()
        scene.log.onAction = { [weak pan] _ in
            guard let pan else { return }
            readings.entries.append((pan.state, pan.velocity(in: nil)))
        }
        return (pan, readings)
    }

    /// Down at (100, 100), then ten moves 10 ms apart of 20 points down each: 2,000 pt/s.
    private func dragDown(_ sim: TouchSimulator, finger: Int = 0) {
        sim.down(at: CGPoint(100, 100), finger: finger)
        for step in 1...10 {
            sim.wait(0.01)
            sim.move(to: CGPoint(100, 100 + CGFloat(step) * 20), finger: finger)
        }
    }

    @Test("R25 (amended): the defaults are 0.2, 4 ms and a 40 ms stop, and copies take the stop interval over")
    func defaultsAndCopy() {
        #expect(PanGestureRecognizer.defaultVelocitySmoothing == 0.2)
        #expect(PanGestureRecognizer.defaultMinimumVelocitySampleInterval == 0.004)
        #expect(PanGestureRecognizer.defaultVelocityStopInterval == 0.04)
        let pan = PanGestureRecognizer()
        #expect(pan.velocityStopInterval == 0.04)
        #expect(pan.minimumVelocitySampleInterval == 0.004)
        pan.velocityStopInterval = 0.1
        let copy = PanGestureRecognizer()
        pan.copySettings(to: copy)
        #expect(copy.velocityStopInterval == 0.1)
        #expect(ScreenEdgePanGestureRecognizer().velocityStopInterval == 0.04)
    }

    @Test("R25 (amended), R30: a stop interval that is NaN, zero or negative is reported and not applied; infinity is taken",
          arguments: [TimeInterval.nan, 0, -0.04, -TimeInterval.infinity])
    func badStopIntervalIsReported(_ bad: TimeInterval) {
        let pan = PanGestureRecognizer()
        pan.velocityStopInterval = 0.05
        let (_, reports) = FailureReporter.capturing { pan.velocityStopInterval = bad }
        #expect(pan.velocityStopInterval == 0.05)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("velocityStopInterval") == true)
        #expect(reports.first?.message.contains("above zero") == true)
        let (_, none) = FailureReporter.capturing { pan.velocityStopInterval = .infinity }
        #expect(none.isEmpty)
        #expect(pan.velocityStopInterval == .infinity)
    }

    @Test("R25 (amended): a rest of more than 40 ms before the lift gives zero velocity in .ended",
          arguments: [0.041, 0.05, 0.2, 30])
    func restBeforeLiftStops(_ rest: TimeInterval) throws {
        let scene = RuleScene()
        let (pan, readings) = readingPan(scene)
        dragDown(scene.simulator)
        scene.simulator.wait(rest)
        scene.simulator.up()

        let changed = try #require(readings.lastChanged)
        #expect(abs(changed.y - 2000) < 1e-6)   // moving at 2,000 pt/s until the rest
        #expect(readings.entries.last?.state == .ended)
        #expect(readings.ended == .zero)
        #expect(pan.velocity(in: nil) == .zero)   // and after the lift: reset
    }

    @Test("R25 (amended): a rest of 40 ms or less keeps the velocity in .ended",
          arguments: [0, 0.015, 0.03, 0.039, 0.04])
    func shortRestKeepsVelocity(_ rest: TimeInterval) throws {
        let scene = RuleScene()
        let (_, readings) = readingPan(scene)
        dragDown(scene.simulator)
        scene.simulator.wait(rest)
        scene.simulator.up()

        let ended = try #require(readings.ended)
        #expect(abs(ended.y - 2000) < 1e-6)
        #expect(ended.x == 0)
    }

    @Test("R25 (amended): with velocityStopInterval = .infinity the lift keeps the last velocity whatever the rest")
    func infinityKeepsVelocity() throws {
        let scene = RuleScene()
        let (pan, readings) = readingPan(scene)
        pan.velocityStopInterval = .infinity
        dragDown(scene.simulator)
        scene.simulator.wait(30)
        scene.simulator.up()

        let ended = try #require(readings.ended)
        #expect(abs(ended.y - 2000) < 1e-6)
    }

    @Test("R25 (amended): a longer stop interval moves the stop: 0.1 s keeps a 50 ms rest, not a 150 ms one")
    func settableStopInterval() throws {
        for (rest, kept) in [(0.05, true), (0.15, false)] {
            let scene = RuleScene()
            let (pan, readings) = readingPan(scene)
            pan.velocityStopInterval = 0.1
            dragDown(scene.simulator)
            scene.simulator.wait(rest)
            scene.simulator.up()

            let ended = try #require(readings.ended)
            #expect(kept ? abs(ended.y - 2000) < 1e-6 : ended == .zero, "rest \(rest)")
        }
    }

    @Test("R25 (amended): the rest counts from the last move even when that move waited for a sample")
    func restCountsFromWaitingMove() throws {
        let scene = RuleScene()
        let (_, readings) = readingPan(scene)
        let sim = scene.simulator
        dragDown(sim)
        sim.wait(0.002)
        sim.move(to: CGPoint(100, 302))   // 2 ms after the last sample: it waits, unmeasured
        sim.wait(0.039)                   // 41 ms after the last sample, 39 ms after the last move
        sim.up()

        let ended = try #require(readings.ended)
        #expect(abs(ended.y - 2000) < 1e-6)   // kept: the move that waited is the last move
    }

    @Test("R25 (amended): a rest in the middle of a drag changes nothing: only the lift's .ended reads zero")
    func restMidDragIsNotAStop() throws {
        let scene = RuleScene()
        let (_, readings) = readingPan(scene)
        let sim = scene.simulator
        dragDown(sim)
        sim.wait(0.1)
        #expect(abs((readings.lastChanged?.y ?? 0) - 2000) < 1e-6)
        sim.move(to: CGPoint(100, 350))   // 50 points over the 100 ms rest: a 500 pt/s sample
        sim.up()

        let ended = try #require(readings.ended)
        #expect(abs(ended.y - (0.2 * 500 + 0.8 * 2000)) < 1e-6)
    }

    @Test("R25 (amended): two moves 1 ms apart are measured together, as one sample over 4 ms")
    func movesOneMillisecondApartAreMeasuredTogether() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator
        sim.down(at: CGPoint(100, 100))
        sim.wait(0.1)
        sim.move(to: CGPoint(100, 200))   // 1,000 pt/s
        sim.wait(0.001)
        sim.move(to: CGPoint(100, 210))   // 10 points in 1 ms: waits
        #expect(pan.velocity(in: nil) == CGPoint(0, 1000))
        sim.wait(0.001)
        sim.move(to: CGPoint(100, 212))   // 2 ms: still waits
        sim.wait(0.002)
        sim.move(to: CGPoint(100, 216))   // 4 ms after the sample: 16 points over 4 ms, 4,000 pt/s

        #expect(abs(pan.velocity(in: nil).y - (0.2 * 4000 + 0.8 * 1000)) < 1e-6)
    }

    @Test("R25 (amended): a move still waiting when the finger lifts is not measured")
    func waitingMoveAtTheLiftIsNotMeasured() throws {
        let scene = RuleScene()
        let (_, readings) = readingPan(scene)
        let sim = scene.simulator
        dragDown(sim)
        sim.wait(0.001)
        sim.move(to: CGPoint(100, 330))   // 30 points in 1 ms: waits
        sim.up()

        let ended = try #require(readings.ended)
        #expect(abs(ended.y - 2000) < 1e-6)
    }

    @Test("R25 (amended), R22: a pan that ends because fewer than its minimum remain reads zero after a rest")
    func fewerTouchesAfterRest() throws {
        let scene = RuleScene()
        let (pan, readings) = readingPan(scene)
        pan.minimumNumberOfTouches = 2
        let sim = scene.simulator
        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(200, 100), finger: 1)
        for step in 1...10 {
            sim.wait(0.01)
            sim.move(to: CGPoint(100, 100 + CGFloat(step) * 20), finger: 0)
            sim.move(to: CGPoint(200, 100 + CGFloat(step) * 20), finger: 1)
        }
        sim.wait(0.05)
        sim.up(finger: 1)

        #expect(readings.entries.last?.state == .ended)
        #expect(readings.ended == .zero)
        sim.up(finger: 0)
    }

    @Test("R25 (amended), R39: a screen-edge pan reads velocity as the pan does: zero after a rest")
    func screenEdgePanStops() throws {
        for (rest, kept) in [(0.02, true), (0.05, false)] {
            let scene = RuleScene()
            let edge = scene.addEdgePan("edge", .left)
            var ended: CGPoint?
            scene.log.onAction = { [weak edge] _ in
                guard let edge, edge.state == .ended else { return }
                ended = edge.velocity(in: nil)
            }
            let sim = scene.simulator
            sim.down(at: CGPoint(2, 400))
            for step in 1...10 {
                sim.wait(0.01)
                sim.move(to: CGPoint(2 + CGFloat(step) * 20, 400))
            }
            sim.wait(rest)
            sim.up()

            let velocity = try #require(ended)
            #expect(kept ? abs(velocity.x - 2000) < 1e-6 : velocity == .zero, "rest \(rest)")
        }
    }

    @Test("R25 (amended), R63: DragGesture's end value has zero velocity after a rest of more than 40 ms, and predicts the end where it is")
    func dragGestureEndAfterRest() throws {
        for (rest, kept) in [(0.03, true), (0.05, false)] {
            let scene = ValueGestureScene()
            var ended: DragGesture.Value?
            scene.outer.gesture(DragGesture().onEnded { ended = $0 })
            let sim = scene.simulator
            sim.down(at: CGPoint(100, 100))
            for step in 1...10 {
                sim.wait(0.01)
                sim.move(to: CGPoint(100, 100 + CGFloat(step) * 20))
            }
            sim.wait(rest)
            sim.up()

            let value = try #require(ended)
            #expect(value.location == CGPoint(100, 300))
            if kept {
                #expect(abs(value.velocity.height - 2000) < 1e-6, "rest \(rest)")
                #expect(abs(value.predictedEndLocation.y - (300 + 2000 * 0.25)) < 1e-6)
            } else {
                #expect(value.velocity == .zero, "rest \(rest)")
                #expect(value.predictedEndLocation == value.location)
                #expect(value.predictedEndTranslation == value.translation)
            }
        }
    }

    @Test("R25 (amended), R47: a scroll view's fling that rests more than 40 ms before the lift does not decelerate")
    func scrollViewAfterRest() throws {
        for (rest, decelerates) in [(0.02, true), (0.05, false)] {
            let scene = ScrollScene()
            scene.drag(from: CGPoint(200, 600), by: CGVector(dx: 0, dy: -200))   // up at 2,000 pt/s
            scene.simulator.wait(rest)
            scene.simulator.up()

            let velocity = try #require(scene.journal.velocity)
            #expect(scene.scrollView.isDecelerating == decelerates, "rest \(rest)")
            #expect(scene.journal.lines.contains("didEndDragging(\(decelerates))"))
            if decelerates {
                #expect(abs(velocity.y - 2) < 1e-6)   // points per ms, the content's way
            } else {
                #expect(velocity == .zero)
                scene.clock.advance(by: 3)
                #expect(scene.scrollView.contentOffset.y == 190)   // where the finger left it
            }
        }
    }
}
