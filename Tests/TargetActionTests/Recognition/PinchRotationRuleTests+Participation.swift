import Foundation
import Mocks
import Testing
import TestSupport
@testable import TargetAction

/// Pinch and rotation take part in what every recognizer does (R5, R7, R12, R15-R17), and their
/// settings are reported when they make no sense (R34).
extension PinchRotationRuleTests {
    // MARK: Their part in arbitration, views, enabling and resets

    @Test("R16: with a delegate allowing it, pinch and rotation recognize together")
    func r16_simultaneous() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        rotation.delegate = delegate
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.move(to: CGPoint(250, 300), finger: 1)   // the pinch begins
        sim.move(to: CGPoint(250, 350), finger: 1)   // the line turns: the rotation begins too
        sim.up(finger: 1)
        sim.up(finger: 0)

        // R6: the rotation, still in .began at the first lift, moves to .changed then.
        #expect(scene.log.lines == [
            "pinch .began", "pinch .changed", "rotation .began", "rotation .changed", "pinch .ended", "rotation .ended",
        ])
        #expect(pinch.state == .possible)
        #expect(rotation.state == .possible)
    }

    @Test("R16: without it, the first to begin wins and the other fails")
    func r16_oneWins() {
        let scene = RuleScene()
        scene.addPinch()
        scene.addRotation()
        let states = RecognizerStateLog(window: scene.window)
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.move(to: CGPoint(200, 320), finger: 1)   // the line turns first: the rotation wins
        sim.move(to: CGPoint(300, 400), finger: 1)   // far apart now: the pinch has failed
        sim.up(finger: 1)
        sim.up(finger: 0)

        #expect(scene.log.lines == ["rotation .began", "rotation .changed", "rotation .ended"])
        #expect(states.states(of: "pinch") == [.failed])
    }

    @Test("R15: a pinch that requires the rotation to fail waits while it is possible and begins when it fails")
    func r15_requireToFail() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        pinch.require(toFail: rotation)
        let delegate = RuleDelegate()
        delegate.shouldBegin = false
        rotation.delegate = delegate
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.move(to: CGPoint(250, 300), finger: 1)
        #expect(pinch.state == .possible)   // past its hysteresis, it waits while the rotation is possible
        sim.move(to: CGPoint(250, 330), finger: 1)   // the rotation would begin; its delegate fails it

        #expect(pinch.state == .began)
        #expect(scene.log.lines == ["pinch .began"])
        #expect(abs(pinch.scale - hypot(150, 30) / 100) < 1e-12)
    }

    @Test("R15: a pinch that requires the rotation to fail fails when the rotation begins")
    func r15_requiredBegins() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        pinch.require(toFail: rotation)
        let states = RecognizerStateLog(window: scene.window)
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.move(to: CGPoint(250, 300), finger: 1)
        sim.move(to: CGPoint(250, 330), finger: 1)

        #expect(rotation.state == .began)
        #expect(states.states(of: "pinch") == [.failed])
        #expect(scene.log.lines == ["rotation .began"])
    }

    @Test("R7: a delegate that says no fails the pinch when it would begin")
    func r7_shouldBegin() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let delegate = RuleDelegate()
        delegate.shouldBegin = false
        pinch.delegate = delegate
        let states = RecognizerStateLog(window: scene.window)
        scene.twoFingersDown()

        scene.simulator.move(to: CGPoint(250, 300), finger: 1)

        #expect(delegate.shouldBeginAsked == 1)
        #expect(states.states(of: "pinch") == [.failed])
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R17: when the pinch begins, the view's touches are cancelled")
    func r17_cancelsTouchesInView() {
        let scene = RuleScene()
        scene.addPinch()
        scene.content.isMultipleTouchEnabled = true
        scene.twoFingersDown()

        scene.simulator.move(to: CGPoint(250, 300), finger: 1)
        scene.simulator.move(to: CGPoint(260, 300), finger: 1)

        #expect(scene.content.phases == ["began", "began", "cancelled"])
    }

    @Test("R32: ignoring one of the two touches takes it out of the pair: the pinch waits for another")
    func r32_ignoreOneOfThePair() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let sim = scene.simulator
        scene.twoFingersDown()

        pinch.ignore(sim.touch(finger: 1)!, for: Event(timestamp: 0, changes: []))
        sim.move(to: CGPoint(300, 300), finger: 1)
        sim.move(to: CGPoint(50, 300), finger: 0)
        #expect(pinch.numberOfTouches == 1)
        #expect(pinch.state == .possible)
        sim.down(at: CGPoint(150, 300), finger: 2)   // 100 from finger 0: the new pair
        sim.move(to: CGPoint(200, 300), finger: 2)

        #expect(pinch.state == .began)
        #expect(pinch.scale == 1.5)
    }

    @Test("R12: disabling an active rotation cancels it; the next gesture starts from 0")
    func r12_disablingCancels() {
        let scene = RuleScene()
        let rotation = scene.addRotation()
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.move(to: CGPoint(100, 400), finger: 1)

        rotation.isEnabled = false
        #expect(scene.log.states(of: "rotation") == [.began, .cancelled])
        sim.up(finger: 1)
        sim.up(finger: 0)
        rotation.isEnabled = true
        #expect(rotation.rotation == 0)
        scene.twoFingersDown()
        sim.move(to: CGPoint(200, 400), finger: 0)   // the line now points up: a quarter turn anticlockwise

        #expect(abs(rotation.rotation - -.pi / 2) < 1e-12)
    }

    @Test("R5: after it ends, scale is 1 and velocity 0 again; a second pinch measures afresh")
    func r5_reset() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.wait(0.1)
        sim.move(to: CGPoint(300, 300), finger: 1)
        #expect(pinch.velocity != 0)
        sim.up(finger: 0)
        sim.up(finger: 1)

        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(300, 100), finger: 1)
        sim.move(to: CGPoint(400, 100), finger: 1)
        #expect(pinch.scale == 1.5)
    }

    // MARK: Settings

    struct BadSetting: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (GestureRecognizer) -> Void
        let read: @Sendable (GestureRecognizer) -> String
        let make: @Sendable () -> GestureRecognizer
        var testDescription: String { name }
    }

    static let badSettings: [BadSetting] = [
        BadSetting(name: "pinch.hysteresis = nan", apply: { ($0 as! PinchGestureRecognizer).hysteresis = .nan },
                   read: { "\(($0 as! PinchGestureRecognizer).hysteresis)" }, make: { PinchGestureRecognizer() }),
        BadSetting(name: "pinch.hysteresis = -1", apply: { ($0 as! PinchGestureRecognizer).hysteresis = -1 },
                   read: { "\(($0 as! PinchGestureRecognizer).hysteresis)" }, make: { PinchGestureRecognizer() }),
        BadSetting(name: "pinch.velocitySmoothing = 1.5", apply: { ($0 as! PinchGestureRecognizer).velocitySmoothing = 1.5 },
                   read: { "\(($0 as! PinchGestureRecognizer).velocitySmoothing)" }, make: { PinchGestureRecognizer() }),
        BadSetting(name: "pinch.minimumVelocitySampleInterval = 0", apply: { ($0 as! PinchGestureRecognizer).minimumVelocitySampleInterval = 0 },
                   read: { "\(($0 as! PinchGestureRecognizer).minimumVelocitySampleInterval)" }, make: { PinchGestureRecognizer() }),
        BadSetting(name: "rotation.hysteresis = inf", apply: { ($0 as! RotationGestureRecognizer).hysteresis = .infinity },
                   read: { "\(($0 as! RotationGestureRecognizer).hysteresis)" }, make: { RotationGestureRecognizer() }),
        BadSetting(name: "rotation.hysteresis = -0.1", apply: { ($0 as! RotationGestureRecognizer).hysteresis = -0.1 },
                   read: { "\(($0 as! RotationGestureRecognizer).hysteresis)" }, make: { RotationGestureRecognizer() }),
        BadSetting(name: "rotation.velocitySmoothing = -1", apply: { ($0 as! RotationGestureRecognizer).velocitySmoothing = -1 },
                   read: { "\(($0 as! RotationGestureRecognizer).velocitySmoothing)" }, make: { RotationGestureRecognizer() }),
        BadSetting(name: "rotation.minimumVelocitySampleInterval = nan", apply: { ($0 as! RotationGestureRecognizer).minimumVelocitySampleInterval = .nan },
                   read: { "\(($0 as! RotationGestureRecognizer).minimumVelocitySampleInterval)" }, make: { RotationGestureRecognizer() }),
    ]

    @Test("R34: a setting that makes no sense is reported and not applied", arguments: badSettings)
    func r34_badSettingIsRejected(_ setting: BadSetting) {
        let recognizer = setting.make()
        let before = setting.read(recognizer)

        let (_, failures) = FailureReporter.capturing { setting.apply(recognizer) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("must be") == true)
        #expect(failures.first?.message.contains("It stays \(before)") == true)
        #expect(setting.read(recognizer) == before)
    }

    @Test("R35: setting a non-finite scale or rotation is reported and changes nothing")
    func r35_nonFiniteValueRejected() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        scene.twoFingersDown()
        scene.simulator.move(to: CGPoint(100, 450), finger: 1)

        let (_, failures) = FailureReporter.capturing {
            pinch.scale = .nan
            rotation.rotation = -.infinity
        }

        #expect(failures.count == 2)
        #expect(failures.first?.message.contains("scale = nan: it must be finite. It stays 1.5.") == true)
        #expect(failures.last?.message.contains("rotation = -inf: it must be finite. It stays ") == true)
        #expect(pinch.scale == 1.5)
        #expect(rotation.rotation == .pi / 2)
        scene.simulator.move(to: CGPoint(100, 500), finger: 1)
        #expect(pinch.scale == 2)
    }

    @Test("Settings: the defaults are named constants, and a recognizer of the same kind takes them over")
    func settingsCopy() {
        let pinch = PinchGestureRecognizer()
        pinch.hysteresis = 20
        pinch.velocitySmoothing = 0.5
        pinch.minimumVelocitySampleInterval = 0.01
        let rotation = RotationGestureRecognizer()
        rotation.hysteresis = 0.2
        let pinchCopy = PinchGestureRecognizer()
        let rotationCopy = RotationGestureRecognizer()

        pinch.copySettings(to: pinchCopy)
        rotation.copySettings(to: rotationCopy)

        #expect(PinchGestureRecognizer.defaultVelocitySmoothing == PanGestureRecognizer.defaultVelocitySmoothing)
        // R35 keeps 1 ms: the pan's 4 ms (R25 amended) is the pan's alone.
        #expect(PinchGestureRecognizer.defaultMinimumVelocitySampleInterval == 0.001)
        #expect(RotationGestureRecognizer.defaultMinimumVelocitySampleInterval == 0.001)
        #expect(PanGestureRecognizer.defaultMinimumVelocitySampleInterval == 0.004)
        #expect(pinchCopy.hysteresis == 20)
        #expect(pinchCopy.velocitySmoothing == 0.5)
        #expect(pinchCopy.minimumVelocitySampleInterval == 0.01)
        #expect(rotationCopy.hysteresis == 0.2)
        #expect(rotationCopy.velocitySmoothing == RotationGestureRecognizer.defaultVelocitySmoothing)
    }
}
