import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R40-R41: how a control tracks a touch.
@Suite struct ControlTrackingRuleTests {
    @Test("R40: a touch-down tracks: touchDown, highlighted, tracking")
    func r40_touchDown() {
        let scene = ControlScene()
        scene.simulator.down(at: CGPoint(50, 40))

        #expect(scene.button.isTracking && scene.button.isHighlighted && scene.button.isTouchInside)
        #expect(scene.button.state == .highlighted)
        #expect(scene.events(of: "button") == ["touchDown"])
    }

    @Test("R40: a second quick tap adds touchDownRepeat")
    func r40_touchDownRepeat() {
        let scene = ControlScene()
        scene.simulator.tap(at: CGPoint(50, 40))
        scene.simulator.wait(0.1)
        scene.simulator.down(at: CGPoint(50, 40))

        #expect(scene.events(of: "button").suffix(2) == ["touchDown", "touchDownRepeat"])
    }

    @Test("R40: a drag's lift is no tap: a touch right after it where it ended is a first tap")
    func r40_noRepeatAfterDrag() {
        let scene = ControlScene()
        scene.simulator.drag(from: CGPoint(300, 40), to: CGPoint(50, 40), duration: 0.1)
        scene.simulator.wait(0.05)
        scene.simulator.down(at: CGPoint(50, 40))

        #expect(scene.simulator.touch(finger: 0)?.tapCount == 1)
        #expect(scene.events(of: "button") == ["touchDown"])
    }

    @Test("R40: tapCount repeats a tap within 45 points and 0.35 s of its lift, the named constants")
    func r40_tapCountLimits() {
        #expect(Touch.tapCountAllowableMovement == 45)
        #expect(Touch.tapCountMaximumInterval == 0.35)
        let scene = ControlScene()
        scene.simulator.tap(at: CGPoint(30, 40))
        scene.simulator.wait(0.3)
        scene.simulator.down(at: CGPoint(74, 40))   // 44 points from the lift, 0.3 s after it
        #expect(scene.simulator.touch(finger: 0)?.tapCount == 2)
        scene.simulator.up()

        scene.simulator.wait(0.4)
        scene.simulator.down(at: CGPoint(74, 40))   // too late
        #expect(scene.simulator.touch(finger: 0)?.tapCount == 1)
        scene.simulator.up()

        scene.simulator.wait(0.1)
        scene.simulator.down(at: CGPoint(120, 40))   // too far: 46 points
        #expect(scene.simulator.touch(finger: 0)?.tapCount == 1)
    }

    @Test("R40: beginTracking saying no tracks nothing and sends nothing")
    func r40_beginTrackingNo() {
        final class Refusing: Control {
            override func beginTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool { false }
        }
        let scene = ControlScene()
        let control = Refusing(frame: CGRect(x: 200, y: 20, width: 100, height: 44))
        scene.background.addSubview(control)
        scene.record(control, as: "refusing")

        scene.simulator.tap(at: CGPoint(250, 40))

        #expect(!control.isTracking && !control.isHighlighted)
        #expect(scene.events(of: "refusing").isEmpty)
    }

    @Test("R40: a disabled control stays the hit view, tracks nothing and sends nothing")
    func r40_disabled() {
        let scene = ControlScene()
        scene.button.isEnabled = false
        var hitView: View?
        scene.simulator.down(at: CGPoint(50, 40))
        hitView = scene.simulator.touch(finger: 0)?.view
        scene.simulator.up()

        #expect(hitView === scene.button)
        #expect(scene.button.state == .disabled)
        #expect(!scene.button.isTracking)
        #expect(scene.events(of: "button").isEmpty)
    }

    @Test("R40: disabling a tracking control cancels its tracking without events")
    func r40_disabledWhileTracking() {
        final class Watching: Button {
            var cancels = 0
            override func cancelTracking(with event: TargetAction.Event?) { cancels += 1 }
        }
        let scene = ControlScene()
        let button = Watching(frame: CGRect(x: 200, y: 20, width: 100, height: 44))
        scene.background.addSubview(button)
        scene.record(button, as: "watching")
        scene.simulator.down(at: CGPoint(250, 40))
        button.isEnabled = false
        scene.simulator.up()

        #expect(!button.isTracking && !button.isHighlighted && button.cancels == 1)
        #expect(scene.events(of: "watching") == ["touchDown"])
    }

    @Test("R41: drags inside, exit past the 70-point margin, enter, and lift inside")
    func r41_dragEvents() {
        let scene = ControlScene()
        let sim = scene.simulator
        sim.down(at: CGPoint(50, 40))
        sim.move(to: CGPoint(60, 40))
        sim.move(to: CGPoint(189, 40))   // 69 points right of the button's right edge (120): inside
        let highlightedNear = scene.button.isHighlighted
        sim.move(to: CGPoint(191, 40))   // 71 points: outside
        let highlightedFar = scene.button.isHighlighted
        sim.move(to: CGPoint(60, 40))
        sim.up()

        #expect(highlightedNear && !highlightedFar)
        #expect(scene.events(of: "button") == [
            "touchDown", "touchDragInside", "touchDragInside", "touchDragOutside", "touchDragExit",
            "touchDragInside", "touchDragEnter", "touchUpInside", "primaryActionTriggered",
        ])
        #expect(!scene.button.isTracking && !scene.button.isHighlighted)
    }

    @Test("R41: a lift outside the margin sends touchUpOutside and no primary action")
    func r41_upOutside() {
        let scene = ControlScene()
        scene.simulator.down(at: CGPoint(50, 40))
        scene.simulator.move(to: CGPoint(50, 300))
        scene.simulator.up()

        #expect(scene.events(of: "button").suffix(1) == ["touchUpOutside"])
        #expect(!scene.events(of: "button").contains("primaryActionTriggered"))
    }

    @Test("R41: the margin is a setting")
    func r41_marginSetting() {
        let scene = ControlScene()
        scene.button.touchInsideMargin = 0
        scene.simulator.down(at: CGPoint(50, 40))
        scene.simulator.move(to: CGPoint(125, 40))
        scene.simulator.up()

        #expect(scene.events(of: "button").suffix(1) == ["touchUpOutside"])
    }

    @Test("R41: continueTracking saying no ends tracking with endTracking, and the lift sends nothing")
    func r41_continueTrackingNo() {
        final class Stopping: Control {
            var ended = 0
            override func continueTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool { false }
            override func endTracking(_ touch: Touch?, with event: TargetAction.Event?) { ended += 1 }
        }
        let scene = ControlScene()
        let control = Stopping(frame: CGRect(x: 200, y: 20, width: 100, height: 44))
        scene.background.addSubview(control)
        scene.record(control, as: "stopping")

        scene.simulator.down(at: CGPoint(250, 40))
        scene.simulator.move(to: CGPoint(255, 40))
        let trackingAfterMove = control.isTracking
        scene.simulator.up()

        #expect(!trackingAfterMove && control.ended == 1)
        #expect(scene.events(of: "stopping") == ["touchDown"])
    }

    @Test("R41: lift order is touchUpInside, primaryActionTriggered, then endTracking")
    func r41_liftOrder() {
        final class Ordered: Button {
            var order: [String] = []
            override func endTracking(_ touch: Touch?, with event: TargetAction.Event?) { order.append("endTracking") }
        }
        let scene = ControlScene()
        let button = Ordered(frame: CGRect(x: 200, y: 20, width: 100, height: 44))
        scene.background.addSubview(button)
        button.addAction(Action { [unowned button] _ in button.order.append("up") }, for: .touchUpInside)
        button.addAction(Action { [unowned button] _ in button.order.append("primary") }, for: .primaryActionTriggered)

        scene.simulator.tap(at: CGPoint(250, 40))

        #expect(button.order == ["up", "primary", "endTracking"])
    }

    @Test("R41: a recognizer that takes the touch cancels tracking: touchCancel, then cancelTracking")
    func r41_cancelledByRecognizer() {
        let scene = ControlScene()
        let longPress = LongPressGestureRecognizer(target: scene.log, action: "record:")
        longPress.name = "press"
        scene.background.addGestureRecognizer(longPress)

        scene.simulator.down(at: CGPoint(50, 40))
        scene.simulator.wait(1)
        let trackingAfter = scene.button.isTracking
        scene.simulator.up()

        #expect(scene.log.states(of: "press").first == .began)
        #expect(!trackingAfter && !scene.button.isHighlighted)
        #expect(scene.events(of: "button") == ["touchDown", "touchCancel"])
    }
}
