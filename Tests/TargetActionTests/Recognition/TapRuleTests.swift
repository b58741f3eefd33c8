import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R26-R27: tap recognition.
@Suite struct TapRuleTests {
    @Test("R26: defaults are 1 tap of 1 touch, recognized once on the lift")
    func r26_defaults() {
        let scene = RuleScene()
        let tap = scene.tap()
        var stateAtDown: GestureRecognizer.State?

        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        scene.simulator.down(at: CGPoint(50, 50))
        stateAtDown = tap.state
        scene.simulator.up()

        #expect(stateAtDown == .possible)
        #expect(scene.log.states(of: "tap") == [.ended])
    }

    @Test("R26: taps and touches required", arguments: [(1, 2), (2, 1), (3, 1), (2, 2)])
    func r26_tapsAndTouches(taps: Int, touches: Int) {
        let scene = RuleScene()
        let tap = scene.tap(taps: taps)
        tap.numberOfTouchesRequired = touches

        scene.simulator.tap(at: CGPoint(100, 100), count: taps, fingers: touches)

        #expect(scene.log.states(of: "tap") == [.ended])
        #expect(tap.location(in: nil) == CGPoint(100, 100))
    }

    @Test("R26: fewer taps than required never recognize")
    func r26_notEnoughTaps() {
        let scene = RuleScene()
        _ = scene.tap(taps: 2)

        scene.simulator.tap(at: CGPoint(100, 100))
        scene.simulator.wait(1)

        #expect(scene.log.entries.isEmpty)
    }

    @Test("R26: location is the centroid of the first tap")
    func r26_locationOfFirstTap() {
        let scene = RuleScene()
        let tap = scene.tap(taps: 2)
        var location: CGPoint?
        scene.log.onAction = { _ in location = tap.location(in: nil) }
        let sim = scene.simulator

        sim.tap(at: CGPoint(100, 100))
        sim.wait(0.05)
        sim.tap(at: CGPoint(120, 110))

        #expect(location == CGPoint(100, 100))
    }

    @Test("R27: more fingers than required fail it")
    func r27_tooManyFingers() {
        let scene = RuleScene()
        let tap = scene.tap()

        scene.simulator.down(at: CGPoint(100, 100), finger: 0)
        scene.simulator.down(at: CGPoint(130, 100), finger: 1)

        #expect(tap.state == .failed)
    }

    @Test("R27: a finger moving more than 45 points from the first tap fails it", arguments: [45.0, 46.0])
    func r27_movement(distance: CGFloat) {
        let scene = RuleScene()
        _ = scene.tap()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100 + distance, 100))
        scene.simulator.up()

        #expect(scene.log.entries.count == (distance <= 45 ? 1 : 0))
    }

    @Test("R27: the next tap starting more than 0.35 s after the lift fails it", arguments: [0.34, 0.36])
    func r27_interval(pause: TimeInterval) {
        let scene = RuleScene()
        _ = scene.tap(taps: 2)
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.up()
        sim.wait(pause)
        sim.down(at: CGPoint(100, 100))
        sim.up()

        #expect(scene.log.entries.count == (pause <= 0.35 ? 1 : 0))
    }

    @Test("R27: a finger held more than 0.75 s fails it", arguments: [0.74, 0.76])
    func r27_holdDuration(hold: TimeInterval) {
        let scene = RuleScene()
        _ = scene.tap()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.wait(hold)
        scene.simulator.up()

        #expect(scene.log.entries.count == (hold <= 0.75 ? 1 : 0))
    }

    @Test("R27: the limits are named, settable constants")
    func r27_constants() {
        let tap = TapGestureRecognizer(target: nil, action: nil)

        #expect(TapGestureRecognizer.defaultAllowableMovement == 45)
        #expect(TapGestureRecognizer.defaultMaximumTapInterval == 0.35)
        #expect(TapGestureRecognizer.defaultMaximumTapDuration == 0.75)
        tap.allowableMovement = 10
        tap.maximumTapInterval = 1
        tap.maximumTapDuration = 2
        #expect(tap.allowableMovement == 10 && tap.maximumTapInterval == 1 && tap.maximumTapDuration == 2)
    }
}
