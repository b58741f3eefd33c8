import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R21-R25: pan recognition, translation and velocity.
@Suite struct PanRuleTests {
    @Test("R21: defaults are minimum 1 touch and maximum Int.max; three fingers pan")
    func r21_defaults() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator

        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        for finger in 0..<3 { sim.down(at: CGPoint(100 + CGFloat(finger) * 50, 100), finger: finger) }
        for finger in 0..<3 { sim.move(to: CGPoint(100 + CGFloat(finger) * 50, 160), finger: finger) }

        #expect(scene.log.states(of: "pan") == [.began, .changed, .changed])
        #expect(pan.numberOfTouches == 3)
        #expect(pan.translation(in: nil) == CGPoint(0, 50))   // each finger moved 60: the centroid moved 60
    }

    @Test("R22: it begins at 10 points of movement, with the hysteresis taken off the translation")
    func r22_hysteresis() {
        let scene = RuleScene()
        let pan = scene.pan()
        var began: CGPoint?
        scene.log.onAction = { _ in if pan.state == .began { began = pan.translation(in: nil) } }
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(103, 109))
        #expect(pan.state == .possible)
        sim.move(to: CGPoint(103, 115))

        #expect(pan.state == .began)
        #expect(began == CGPoint(3, 5))   // y passed and loses 10; x did not and keeps its 3
    }

    @Test("R22: the hysteresis is a named, settable constant")
    func r22_hysteresisSettable() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.hysteresis = 30

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 125))
        #expect(pan.state == .possible)
        scene.simulator.move(to: CGPoint(100, 135))

        #expect(PanGestureRecognizer.defaultHysteresis == 10)
        #expect(pan.translation(in: nil) == CGPoint(0, 5))
    }

    @Test("R22 (amended): more touches than the maximum fail a possible pan; an active one ignores them and goes on")
    func r22_tooManyTouches() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.maximumNumberOfTouches = 1
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(200, 100), finger: 1)
        #expect(pan.state == .failed)
        sim.up(finger: 0)
        sim.up(finger: 1)

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.move(to: CGPoint(100, 150), finger: 0)
        sim.down(at: CGPoint(200, 100), finger: 1)
        #expect(pan.numberOfTouches == 1)
        sim.move(to: CGPoint(100, 170), finger: 0)
        sim.move(to: CGPoint(300, 300), finger: 1)   // ignored: no .changed of its own
        #expect(pan.translation(in: nil) == CGPoint(0, 60))
        sim.up(finger: 0)
        #expect(scene.log.states(of: "pan") == [.began, .changed, .changed, .ended])
        sim.up(finger: 1)
        #expect(pan.state == .possible)
    }

    @Test("R22: with a minimum of 2 touches, one finger never begins it")
    func r22_minimumTouches() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.minimumNumberOfTouches = 2
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.move(to: CGPoint(100, 200), finger: 0)
        #expect(pan.state == .possible)
        sim.down(at: CGPoint(200, 100), finger: 1)
        sim.move(to: CGPoint(200, 120), finger: 1)

        #expect(pan.state == .began)
    }

    @Test("R23: changed on every later move, ended when all fingers lift")
    func r23_changedThenEnded() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(200, 100), finger: 1)
        sim.move(to: CGPoint(100, 140), finger: 0)
        sim.move(to: CGPoint(200, 140), finger: 1)
        sim.up(finger: 0)   // a finger lifts while the other stays: still panning
        #expect(pan.state == .changed)
        sim.move(to: CGPoint(200, 180), finger: 1)
        sim.up(finger: 1)

        #expect(scene.log.states(of: "pan") == [.began, .changed, .changed, .ended])
    }

    @Test("R23: lifting before it began fails it; cancelling after it began cancels it")
    func r23_failAndCancel() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator
        var states: [GestureRecognizer.State] = []

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 105))
        sim.up()
        states.append(pan.state)
        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 150))
        sim.cancel()

        #expect(states == [.possible])   // failed, then reset at once: its touches are over
        #expect(scene.log.states(of: "pan") == [.began, .changed, .cancelled])
    }

    @Test("R24: translation is cumulative since began, the same in every view and in the window")
    func r24_translationInViews() {
        let scene = RuleScene()
        let child = View(frame: CGRect(x: 50, y: 70, width: 300, height: 300))
        scene.content.addSubview(child)
        let pan = scene.pan(to: child)
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 120))
        sim.move(to: CGPoint(130, 160))

        #expect(pan.translation(in: nil) == CGPoint(30, 50))
        #expect(pan.translation(in: child) == CGPoint(30, 50))
        #expect(pan.translation(in: scene.content) == CGPoint(30, 50))
    }

    @Test("R24: a finger lifting while another stays does not make the translation jump")
    func r24_noJumpWhenFingerLifts() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator
        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(300, 100), finger: 1)
        sim.move(to: CGPoint(100, 130), finger: 0)
        sim.move(to: CGPoint(300, 130), finger: 1)
        let before = pan.translation(in: nil)

        sim.up(finger: 1)

        #expect(pan.translation(in: nil) == before)
        sim.move(to: CGPoint(100, 150), finger: 0)
        #expect(pan.translation(in: nil).y == before.y + 20)
    }

    @Test("R24: setTranslation sets the translation and zeroes the velocity until the next move")
    func r24_setTranslation() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator
        sim.down(at: CGPoint(100, 100))
        sim.wait(0.1)
        sim.move(to: CGPoint(100, 200))
        #expect(pan.velocity(in: nil).y > 0)

        pan.setTranslation(CGPoint(5, 5), in: scene.content)

        #expect(pan.translation(in: scene.content) == CGPoint(5, 5))
        #expect(pan.velocity(in: nil) == .zero)
        sim.wait(0.1)
        sim.move(to: CGPoint(100, 210))
        #expect(pan.translation(in: nil) == CGPoint(5, 15))
        #expect(pan.velocity(in: nil) == CGPoint(0, 100))
    }

    @Test("R25: a drag at constant speed reports that speed")
    func r25_constantSpeed() {
        let scene = RuleScene()
        let pan = scene.pan()
        var velocities: [CGPoint] = []
        scene.log.onAction = { _ in velocities.append(pan.velocity(in: nil)) }

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 500), duration: 0.2, steps: 10)

        #expect(velocities.count == 11)
        for velocity in velocities {
            #expect(abs(velocity.y - 2000) < 0.001)
            #expect(velocity.x == 0)
        }
    }

    @Test("R25: the velocity weighs the latest sample 0.2 and the previous 0.8")
    func r25_smoothing() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator
        sim.down(at: CGPoint(100, 100))
        sim.wait(0.1)
        sim.move(to: CGPoint(100, 200))   // 1000 pt/s
        #expect(pan.velocity(in: nil) == CGPoint(0, 1000))
        sim.wait(0.1)

        sim.move(to: CGPoint(100, 250))   // 500 pt/s

        #expect(abs(pan.velocity(in: nil).y - (0.2 * 500 + 0.8 * 1000)) < 0.001)
    }

    @Test("R25 (amended): a move less than 4 ms after the last sample waits and is measured with the next move")
    func r25_shortIntervalWaits() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator
        sim.down(at: CGPoint(100, 100))
        sim.wait(0.1)
        sim.move(to: CGPoint(100, 200))
        sim.wait(0.003)

        sim.move(to: CGPoint(100, 300))   // 100 points in 3 ms: no sample yet, it waits
        #expect(pan.velocity(in: nil) == CGPoint(0, 1000))
        sim.wait(0.097)
        sim.move(to: CGPoint(100, 300))   // this sample spans the waiting move: 100 pt / 0.1 s

        #expect(abs(pan.velocity(in: nil).y - (0.2 * 1000 + 0.8 * 1000)) < 0.001)
    }

    @Test("R25: samples clear on reset")
    func r25_samplesClearOnReset() {
        let scene = RuleScene()
        let pan = scene.pan()
        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 500), duration: 0.2)

        #expect(pan.velocity(in: nil) == .zero)
        #expect(pan.translation(in: nil) == .zero)
    }
}
