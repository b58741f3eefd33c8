import Foundation
import Mocks
import Testing
import TestSupport
@testable import TargetAction

extension RuleScene {
    @discardableResult
    func addPinch(_ name: String = "pinch", to view: View? = nil) -> PinchGestureRecognizer {
        add(PinchGestureRecognizer(target: nil, action: nil), name, to: view)
    }

    @discardableResult
    func addRotation(_ name: String = "rotation", to view: View? = nil) -> RotationGestureRecognizer {
        add(RotationGestureRecognizer(target: nil, action: nil), name, to: view)
    }

    /// Fingers 0 and 1 down 100 points apart on a horizontal line: (100, 300) and (200, 300).
    func twoFingersDown() {
        simulator.down(at: CGPoint(100, 300), finger: 0)
        simulator.down(at: CGPoint(200, 300), finger: 1)
    }
}

/// R33-R36: pinch and rotation, touch-driven, with their part in arbitration and resets.
@Suite struct PinchRotationRuleTests {
    /// Where finger 1 sits `angle` radians clockwise round finger 0 at (100, 300), `radius` away.
    static func orbit(_ angle: CGFloat, radius: CGFloat = 100) -> CGPoint {
        CGPoint(100 + radius * cos(angle), 300 + radius * sin(angle))
    }

    // MARK: R33: two touches

    @Test("R33: with one touch a pinch and a rotation stay possible, however far it moves")
    func r33_oneTouchStaysPossible() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 300))
        sim.move(to: CGPoint(300, 600))
        sim.move(to: CGPoint(50, 100))

        #expect(pinch.state == .possible)
        #expect(rotation.state == .possible)
        #expect(pinch.numberOfTouches == 1)
        #expect(pinch.scale == 1)
        #expect(rotation.rotation == 0)
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R33: the only touch lifting before they began fails them, with no action")
    func r33_onlyTouchLiftingFails() {
        let scene = RuleScene()
        scene.addPinch()
        scene.addRotation()
        let states = RecognizerStateLog(window: scene.window)
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 300))
        sim.move(to: CGPoint(150, 300))
        sim.up()

        #expect(states.states(of: "pinch") == [.failed])
        #expect(states.states(of: "rotation") == [.failed])
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R33: two fingers that lift one by one before they began: possible after the first, failed at the last")
    func r33_twoFingersLiftBeforeBegan() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let states = RecognizerStateLog(window: scene.window)
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.move(to: CGPoint(203, 300), finger: 1)

        sim.up(finger: 1)
        #expect(pinch.state == .possible)
        sim.up(finger: 0)

        #expect(states.states(of: "pinch") == [.failed])
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R33: a third finger is ignored: not counted, its moves change nothing, the centroid is of the first two")
    func r33_thirdFingerIgnored() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let rotation = scene.addRotation()
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.down(at: CGPoint(150, 500), finger: 2)

        sim.move(to: CGPoint(150, 700), finger: 2)
        sim.move(to: CGPoint(390, 100), finger: 2)

        #expect(pinch.numberOfTouches == 2)
        #expect(rotation.numberOfTouches == 2)
        #expect(pinch.location(in: nil) == CGPoint(150, 300))
        #expect(pinch.state == .possible)
        #expect(rotation.state == .possible)
        sim.move(to: CGPoint(250, 300), finger: 1)
        #expect(pinch.scale == 1.5)
        sim.up(finger: 2)
        sim.up(finger: 1)

        #expect(scene.log.states(of: "pinch") == [.began, .changed])   // R6 at the next event, not the lift of finger 2
        #expect(pinch.state == .changed)
    }

    @Test("R33: a third finger that goes down after it began is ignored too; the pinch goes on")
    func r33_thirdFingerAfterBegan() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        let sim = scene.simulator
        scene.twoFingersDown()
        sim.move(to: CGPoint(250, 300), finger: 1)
        sim.move(to: CGPoint(260, 300), finger: 1)

        sim.down(at: CGPoint(150, 500), finger: 2)
        sim.move(to: CGPoint(150, 700), finger: 2)
        #expect(scene.log.states(of: "pinch") == [.began, .changed])
        sim.move(to: CGPoint(300, 300), finger: 1)

        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.scale == 2)
        #expect(scene.log.states(of: "pinch") == [.began, .changed, .changed])
    }

    // MARK: R34: hysteresis

    struct HysteresisCase: CustomTestStringConvertible, Sendable {
        let finger1: CGPoint
        let begins: Bool
        var testDescription: String { "finger 1 to (\(finger1.x), \(finger1.y)): \(begins ? "begins" : "stays possible")" }
    }

    @Test("R34: a pinch begins when the distance changed by 8 points, apart or together", arguments: [
        HysteresisCase(finger1: CGPoint(208, 300), begins: true),     // 108 apart: exactly 8 more
        HysteresisCase(finger1: CGPoint(207.9, 300), begins: false),
        HysteresisCase(finger1: CGPoint(192, 300), begins: true),     // 92 apart: exactly 8 less
        HysteresisCase(finger1: CGPoint(192.1, 300), begins: false),
    ])
    func r34_pinchHysteresis(_ testCase: HysteresisCase) {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        scene.twoFingersDown()

        scene.simulator.move(to: testCase.finger1, finger: 1)

        #expect(PinchGestureRecognizer.defaultHysteresis == 8)
        #expect(pinch.hysteresis == 8)
        #expect(pinch.state == (testCase.begins ? .began : .possible))
    }

    /// The angle of the line from (100, 300) to (200, 310): what a turn "exactly at" is set to.
    static let tenPointTurn = atan2(CGFloat(10), CGFloat(100))

    @Test("R34: a rotation begins when the line turned by its hysteresis, either way", arguments: [
        HysteresisCase(finger1: CGPoint(200, 310), begins: true),      // exactly the hysteresis, clockwise
        HysteresisCase(finger1: CGPoint(200, 309.99), begins: false),
        HysteresisCase(finger1: CGPoint(200, 290), begins: true),      // exactly, anticlockwise
        HysteresisCase(finger1: CGPoint(200, 290.01), begins: false),
    ])
    func r34_rotationHysteresisExactly(_ testCase: HysteresisCase) {
        let scene = RuleScene()
        let rotation = scene.addRotation()
        rotation.hysteresis = Self.tenPointTurn
        scene.twoFingersDown()

        scene.simulator.move(to: testCase.finger1, finger: 1)

        #expect(rotation.state == (testCase.begins ? .began : .possible))
    }

    @Test("R34: the rotation's default hysteresis is 0.035 radians", arguments: [
        (0.036, true), (0.034, false), (-0.036, true), (-0.034, false),
    ] as [(CGFloat, Bool)])
    func r34_rotationDefaultHysteresis(_ angle: CGFloat, _ begins: Bool) {
        let scene = RuleScene()
        let rotation = scene.addRotation()
        scene.twoFingersDown()

        scene.simulator.move(to: Self.orbit(angle), finger: 1)

        #expect(RotationGestureRecognizer.defaultHysteresis == 0.035)
        #expect(rotation.hysteresis == 0.035)
        #expect(rotation.state == (begins ? .began : .possible))
    }

    @Test("R34: the hysteresis is settable; a pinch moving along the line never turns a rotation, nor the reverse")
    func r34_settableAndIndependent() {
        let scene = RuleScene()
        let pinch = scene.addPinch()
        pinch.hysteresis = 30
        let rotation = scene.addRotation()
        rotation.hysteresis = 0.5
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        let sim = scene.simulator
        scene.twoFingersDown()

        sim.move(to: CGPoint(225, 300), finger: 1)   // 25 further apart, no turn
        #expect(pinch.state == .possible)
        sim.move(to: CGPoint(100, 175), finger: 1)   // a quarter turn anticlockwise, still 125 apart
        #expect(pinch.state == .possible)
        #expect(rotation.state == .began)
        sim.move(to: CGPoint(100, 170), finger: 1)   // 130 apart

        #expect(pinch.state == .began)
    }
}
