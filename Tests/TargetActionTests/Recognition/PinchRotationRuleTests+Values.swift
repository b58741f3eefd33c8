import Foundation
import Mocks
import Testing
import TestSupport
@testable import TargetAction

/// R35-R36: the values and velocity of pinch and rotation; changes, lifts and cancels.
extension PinchRotationRuleTests {
    // MARK: R35: values and velocity

    @Test("R35: scale is the distance ÷ the first distance: 1.5 at .began, then 2, then 0.5")
    func r35_scaleValues() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        var reported: [String] = []
        scene.log.onAction = { _ in reported.append("\(pinch.state) \(pinch.scale)") }
        let sim = scene.simulator
        scene.twoFingersDown()
        #expect(pinch.scale == 1)

        sim.move(to: CGPoint(250, 300), finger: 1)   // 150 apart
        sim.move(to: CGPoint(300, 300), finger: 1)   // 200 apart
        sim.move(to: CGPoint(150, 300), finger: 1)   // 50 apart

        #expect(reported == [".began 1.5", ".changed 2.0", ".changed 0.5"])
    }

    @Test("R35: rotation is the angle turned, clockwise positive (y points down): a quarter turn is π/2")
    func r35_rotationSign() {
        let scene = RuleScene()
        let rotation = scene.addRotation()
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.move(to: CGPoint(100, 400), finger: 1)   // straight below finger 0: clockwise on screen
        #expect(rotation.state == .began)
        #expect(rotation.rotation == .pi / 2)
        sim.move(to: CGPoint(200, 200), finger: 1)   // up and to the right: an eighth anticlockwise of the start

        #expect(abs(rotation.rotation - -.pi / 4) < 1e-12)
    }

    @Test("R35: rotation is continuous across ±π: a finger going round reads 3π/2, 2π, 9π/4")
    func r35_rotationContinuousPastPi() {
        let scene = RuleScene()
        let rotation = scene.addRotation()
        var values: [CGFloat] = []
        scene.log.onAction = { _ in values.append(rotation.rotation) }
        let sim = scene.simulator
        scene.twoFingersDown()

        for step in 1...9 { sim.move(to: Self.orbit(CGFloat(step) * .pi / 4), finger: 1) }

        #expect(values.count == 9)
        for (index, value) in values.enumerated() {
            #expect(abs(value - CGFloat(index + 1) * .pi / 4) < 1e-12)
        }
        sim.move(to: Self.orbit(-.pi / 4), finger: 1)   // a quarter turn back: 9π/4 − π/2
        #expect(abs(rotation.rotation - 7 * .pi / 4) < 1e-12)
    }

    @Test("R35: a handler that sets scale = 1 on each change reads increments, and the velocity is zero until the next move")
    func r35_setScaleReadsIncrements() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        var increments: [CGFloat] = []
        var velocities: [CGFloat] = []
        var velocitiesAfterSet: [CGFloat] = []
        scene.log.onAction = { _ in
            increments.append(pinch.scale)
            velocities.append(pinch.velocity)
            pinch.scale = 1
            velocitiesAfterSet.append(pinch.velocity)
        }
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.wait(0.1)
        sim.move(to: CGPoint(250, 300), finger: 1)   // 150 apart: × 1.5
        sim.wait(0.1)
        sim.move(to: CGPoint(400, 300), finger: 1)   // 300 apart: × 2
        sim.wait(0.1)
        sim.move(to: CGPoint(250, 300), finger: 1)   // 150 apart: × 0.5

        #expect(increments == [1.5, 2, 0.5])
        #expect(pinch.scale == 1)
        #expect(velocitiesAfterSet == [0, 0, 0])
        // After each set, the next move's sample alone: (2 − 1) ÷ 0.1, (0.5 − 1) ÷ 0.1.
        #expect(abs(velocities[0] - 5) < 1e-9)
        #expect(abs(velocities[1] - 10) < 1e-9)
        #expect(abs(velocities[2] - -5) < 1e-9)
    }

    @Test("R35: a handler that sets rotation = 0 on each change reads increments")
    func r35_setRotationReadsIncrements() {
        let scene = RuleScene()
        let rotation = scene.addRotation()
        var increments: [CGFloat] = []
        scene.log.onAction = { _ in
            increments.append(rotation.rotation)
            rotation.rotation = 0
        }
        let sim = scene.simulator
        scene.twoFingersDown()

        for step in 1...5 { sim.move(to: Self.orbit(CGFloat(step) * .pi / 3), finger: 1) }

        #expect(increments.count == 5)
        for increment in increments { #expect(abs(increment - .pi / 3) < 1e-12) }
        #expect(rotation.velocity == 0)
    }

    @Test("R35: setting the value before a move makes the next values relative to it")
    func r35_setValueAnchorsLaterValues() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.move(to: CGPoint(300, 300), finger: 1)   // 200 apart: 2

        pinch.scale = 3
        sim.move(to: CGPoint(500, 300), finger: 1)   // 400 apart: twice as far as when set

        #expect(pinch.scale == 6)
    }

    @Test("R35: a constant-rate pinch reports that rate; a constant-rate rotation too")
    func r35_velocityConstantRate() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        var pinchVelocities: [CGFloat] = []
        var rotationVelocities: [CGFloat] = []
        scene.log.onAction = { recognizer in
            if recognizer === pinch { pinchVelocities.append(pinch.velocity) }
            if recognizer === rotation { rotationVelocities.append(rotation.velocity) }
        }
        let sim = scene.simulator
        scene.twoFingersDown()

        // Finger 1 moves 10 points further out and 0.1 radians round every 0.01 s: the scale grows
        // 0.1 and the line turns 0.1 each step, 10 per second each.
        for step in 1...10 {
            sim.wait(0.01)
            sim.move(to: Self.orbit(CGFloat(step) * 0.1, radius: 100 + CGFloat(step) * 10), finger: 1)
        }

        #expect(pinchVelocities.count == 10)
        #expect(rotationVelocities.count == 10)
        for velocity in pinchVelocities { #expect(abs(velocity - 10) < 1e-6) }
        for velocity in rotationVelocities { #expect(abs(velocity - 10) < 1e-6) }
    }

    @Test("R35: the velocity weighs the latest sample 0.2 and the previous 0.8; a sample under 1 ms is dropped")
    func r35_velocitySmoothing() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.wait(0.1)
        sim.move(to: CGPoint(300, 300), finger: 1)   // scale 2: 10 per second
        #expect(abs(pinch.velocity - 10) < 1e-9)
        sim.wait(0.0005)
        sim.move(to: CGPoint(400, 300), finger: 1)   // half a millisecond later: no sample
        #expect(abs(pinch.velocity - 10) < 1e-9)
        sim.wait(0.0995)

        sim.move(to: CGPoint(350, 300), finger: 1)   // scale 2.5: 0.5 in 0.1 s since the last sample

        #expect(abs(pinch.velocity - (0.2 * 5 + 0.8 * 10)) < 1e-9)
    }

    // MARK: R36: changes, lifts, cancels

    @Test("R36: after it began every move is .changed; the gesture ends when the last finger lifts")
    func r36_changedThenEnded() {
        let scene = RuleScene()
        scene.addPinch()
        scene.addRotation()
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.move(to: CGPoint(250, 300), finger: 1)
        sim.move(to: CGPoint(260, 300), finger: 1)
        sim.move(to: CGPoint(100, 290), finger: 0)   // the rotation would turn, but the pinch holds the touches
        sim.up(finger: 0)
        sim.up(finger: 1)

        #expect(scene.log.states(of: "pinch") == [.began, .changed, .changed, .ended])
        #expect(scene.log.states(of: "rotation").isEmpty)
    }

    @Test("R36: a finger lifting leaves the scale where it is; the other finger's moves are .changed; the last lift ends it")
    func r36_liftKeepsValue() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        var scales: [String] = []
        scene.log.onAction = { _ in scales.append("\(pinch.state) \(pinch.scale)") }
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.move(to: CGPoint(250, 300), finger: 1)
        sim.move(to: CGPoint(300, 300), finger: 1)

        sim.up(finger: 1)
        #expect(scales.count == 2)   // a lift is not a move: nothing is sent
        sim.move(to: CGPoint(50, 500), finger: 0)
        sim.up(finger: 0)

        #expect(scales == [".began 1.5", ".changed 2.0", ".changed 2.0", ".ended 2.0"])
        #expect(pinch.scale == 1)   // reset (R5)
    }

    @Test("R36: a new second finger after a lift carries the values on from where they were")
    func r36_newFingerCarriesOn() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.move(to: CGPoint(100, 450), finger: 1)   // 150 apart, a quarter turn clockwise
        #expect(pinch.scale == 1.5)
        #expect(rotation.rotation == .pi / 2)
        sim.up(finger: 1)

        sim.down(at: CGPoint(200, 300), finger: 2)   // 100 apart, at angle 0
        #expect(pinch.scale == 1.5)
        #expect(rotation.rotation == .pi / 2)
        sim.move(to: CGPoint(100, 500), finger: 2)   // 200 apart, a quarter turn clockwise

        #expect(pinch.scale == 3)
        #expect(rotation.rotation == .pi)
        #expect(pinch.numberOfTouches == 2)
    }

    @Test("R36: touchesCancelled cancels an active pinch and rotation; before they began it fails them silently")
    func r36_cancel() {
        let scene = RuleScene()
        scene.addPinch()
        scene.addRotation()
        let states = RecognizerStateLog(window: scene.window)
        let sim = scene.simulator

        scene.twoFingersDown()
        sim.cancel(finger: 1)
        sim.up(finger: 0)
        #expect(states.states(of: "pinch") == [.failed])
        #expect(states.states(of: "rotation") == [.failed])
        scene.twoFingersDown()
        sim.move(to: CGPoint(250, 300), finger: 1)
        sim.move(to: CGPoint(260, 300), finger: 1)
        sim.cancel(finger: 1)
        sim.up(finger: 0)

        #expect(scene.log.states(of: "pinch") == [.began, .changed, .cancelled])
        #expect(scene.log.entries.count == 3)
    }

    @Test("R36: both fingers moving in one event, turning about their centre and spreading, then lifting together")
    func r36_bothFingersInOneEvent() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        scene.twoFingersDown()
        let first = scene.simulator.touch(finger: 0)!
        let second = scene.simulator.touch(finger: 1)!

        // About the centre (150, 300): a quarter turn clockwise and twice as far apart.
        scene.window.sendEvent(Event(timestamp: 0, changes: [.moved(first, to: CGPoint(150, 200)), .moved(second, to: CGPoint(150, 400))]))
        #expect(pinch.scale == 2)
        #expect(rotation.rotation == .pi / 2)
        #expect(pinch.location(in: nil) == CGPoint(150, 300))
        scene.window.sendEvent(Event(timestamp: 0, changes: [.ended(first), .ended(second)]))

        // R6: both still in .began at the lift move to .changed first.
        #expect(scene.log.lines == [
            "pinch .began", "rotation .began", "pinch .changed", "rotation .changed", "pinch .ended", "rotation .ended",
        ])
    }

    @Test("R35: two fingers at one point have no distance to divide by: they are measured from where they first part")
    func r35_coincidentFingers() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        let sim = scene.simulator
        sim.down(at: CGPoint(100, 300), finger: 0)
        sim.down(at: CGPoint(100, 300), finger: 1)

        sim.move(to: CGPoint(200, 300), finger: 1)   // the first measure: 100 apart, at angle 0
        #expect(pinch.state == .possible)
        #expect(rotation.state == .possible)
        sim.move(to: CGPoint(250, 300), finger: 1)

        #expect(pinch.state == .began)
        #expect(pinch.scale == 1.5)
        #expect(pinch.velocity.isFinite)
    }

    @Test("R36: location is the centroid of the two touches, in any view")
    func r36_locationIsCentroid() {
        let scene = RuleScene()
        let child = View(frame: CGRect(x: 50, y: 100, width: 300, height: 400))
        scene.content.addSubview(child)
        let rotation = scene.addRotation(to: child)
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.move(to: CGPoint(100, 400), finger: 1)

        #expect(rotation.location(in: nil) == CGPoint(100, 350))
        #expect(rotation.location(in: child) == CGPoint(50, 250))
        #expect(rotation.location(ofTouch: 1, in: nil) == CGPoint(100, 400))
    }
}
