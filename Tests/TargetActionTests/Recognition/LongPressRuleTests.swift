import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R28-R29: long press recognition on the window's virtual clock.
@Suite struct LongPressRuleTests {
    @Test("R28: defaults are 0.5 s, 10 points, 0 taps, 1 touch")
    func r28_defaults() {
        let press = LongPressGestureRecognizer(target: nil, action: nil)

        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }

    @Test("R29: it begins once the finger has been down for the minimum duration")
    func r29_beginsOnTimer() {
        let scene = RuleScene()
        let press = scene.longPress()
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.wait(0.49)
        #expect(press.state == .possible)
        sim.wait(0.01)

        #expect(press.state == .began)
        #expect(scene.log.states(of: "press") == [.began])
        #expect(scene.window.clock.now == 0.5)
    }

    @Test("R29: moving more than the allowable movement before it began fails it", arguments: [10.0, 10.5])
    func r29_movementBeforeBegan(distance: CGFloat) {
        let scene = RuleScene()
        let press = scene.longPress()
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100 + distance * 0.6, 100 + distance * 0.8))
        sim.wait(1)

        #expect(press.state == (distance <= 10 ? .began : .failed))   // failed stays until the finger lifts (R5)
    }

    @Test("R29: after it began, every move is .changed with no limit; the first lift ends it")
    func r29_changedThenEnded() {
        let scene = RuleScene()
        let press = scene.longPress()
        let sim = scene.simulator
        var locations: [CGPoint] = []
        scene.log.onAction = { _ in locations.append(press.location(in: nil)) }

        sim.down(at: CGPoint(100, 100))
        sim.wait(0.5)
        sim.move(to: CGPoint(300, 600))
        sim.move(to: CGPoint(20, 20))
        sim.up()

        #expect(scene.log.states(of: "press") == [.began, .changed, .changed, .ended])
        #expect(locations == [CGPoint(100, 100), CGPoint(300, 600), CGPoint(20, 20), CGPoint(20, 20)])
    }

    @Test("R29: lifting before the duration fails it")
    func r29_liftEarly() {
        let scene = RuleScene()
        _ = scene.longPress()

        scene.simulator.longPress(at: CGPoint(100, 100), duration: 0.3)
        scene.simulator.wait(1)

        #expect(scene.log.entries.isEmpty)
    }

    @Test("R29: a duration of 0 or less begins on touch-down", arguments: [0.0, -1.0])
    func r29_zeroDuration(duration: TimeInterval) {
        let scene = RuleScene()
        let press = scene.longPress()
        press.minimumPressDuration = duration

        scene.simulator.down(at: CGPoint(100, 100))

        #expect(press.state == .began)
    }

    @Test("R29: with taps required, it begins on the press that follows them")
    func r29_tapsBeforePress() {
        let scene = RuleScene()
        let press = scene.longPress()
        press.numberOfTapsRequired = 1
        let sim = scene.simulator

        sim.longPress(at: CGPoint(100, 100), duration: 1)   // no tap before: the press is the tap
        #expect(scene.log.entries.isEmpty)
        sim.wait(1)
        sim.tap(at: CGPoint(100, 100))
        sim.wait(0.1)
        sim.down(at: CGPoint(100, 100))
        sim.wait(0.5)

        #expect(scene.log.states(of: "press") == [.began])
    }

    @Test("R29: two fingers required: it begins once both have been down long enough")
    func r29_twoFingers() {
        let scene = RuleScene()
        let press = scene.longPress()
        press.numberOfTouchesRequired = 2
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.wait(0.6)
        #expect(press.state == .possible)
        sim.down(at: CGPoint(150, 100), finger: 1)
        sim.wait(0.5)

        #expect(press.state == .began)
        #expect(press.location(in: nil) == CGPoint(125, 100))
    }

    @Test("R29: a 30-second long press costs well under a millisecond of recognizer work")
    func r29_virtualTimeIsCheap() {
        let scene = RuleScene()
        _ = scene.longPress()
        let clock = ContinuousClock()
        let presses = 100

        let elapsed = clock.measure {
            for _ in 0..<presses {
                scene.simulator.longPress(at: CGPoint(100, 100), duration: 30)
            }
        }

        #expect(scene.log.entries.count == presses * 3)
        #expect(scene.window.clock.now == 30 * Double(presses))
        #expect(elapsed / presses < .milliseconds(1), "a 30 s press took \(elapsed / presses)")
    }
}
