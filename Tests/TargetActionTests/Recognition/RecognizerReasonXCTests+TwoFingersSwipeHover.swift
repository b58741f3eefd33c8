import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

private typealias Reason = GestureRecognizer.Reason

/// R104 in XCTest for the two-finger kinds, the swipe and the hover recognizer.
extension RecognizerReasonXCTests {
    func test_R104_R34_R36_aPinchBeginsByR34EndsAndIsCancelledByR36() {
        let scene = RuleScene()
        let pinch = scene.add(PinchGestureRecognizer(target: nil, action: nil), "pinch")
        let sim = scene.simulator

        sim.pinch(center: CGPoint(200, 400), from: 100, to: 200, duration: 0.5)
        assertReason(pinch, Reason(state: .ended, rule: "R36", cause: .touchesLifted), "ended: its touches lifted (R36)")

        sim.down(at: CGPoint(150, 400), finger: 0)
        sim.down(at: CGPoint(250, 400), finger: 1)
        sim.move(to: CGPoint(270, 400), finger: 1)
        assertReason(pinch, Reason(state: .began, rule: "R34", cause: .passedThreshold(.distance(8))),
                     "began: the distance between the two fingers changed by 8 points (R34)")
        sim.cancel(finger: 0)
        assertReason(pinch, Reason(state: .cancelled, rule: "R36", cause: .touchCancelled), "was cancelled: its touch was cancelled (R36)")
        sim.up(finger: 1)
    }

    func test_R104_R33_R34_aPinchLiftedBeforeItBegan() {
        let scene = RuleScene()
        let pinch = scene.add(PinchGestureRecognizer(target: nil, action: nil), "pinch")

        scene.simulator.tap(at: CGPoint(200, 400))
        assertReason(pinch, Reason(state: .failed, rule: "R33", cause: .tooFewTouches(required: 2, count: 1)),
                     "failed: its finger lifted before a second one joined it: it takes two (R33)")
        scene.simulator.pinch(center: CGPoint(200, 400), from: 100, to: 104, duration: 0.2)
        assertReason(pinch, Reason(state: .failed, rule: "R34", cause: .liftedBeforeThreshold(.distance(8))),
                     "failed: the fingers lifted before their distance changed by 8 points (R34)")
    }

    func test_R104_R34_R36_aRotationsDecisions() {
        let scene = RuleScene()
        let rotation = scene.add(RotationGestureRecognizer(target: nil, action: nil), "rotation")
        let sim = scene.simulator

        sim.rotate(center: CGPoint(200, 400), radius: 50, from: 0, to: 0.02, duration: 0.2)
        assertReason(rotation, Reason(state: .failed, rule: "R34", cause: .liftedBeforeThreshold(.angle(0.035))),
                     "failed: the fingers lifted before the line between them turned 0.035 rad (R34)")
        sim.down(at: CGPoint(150, 400), finger: 0)
        sim.down(at: CGPoint(250, 400), finger: 1)
        sim.move(to: CGPoint(250, 420), finger: 1)
        assertReason(rotation, Reason(state: .began, rule: "R34", cause: .passedThreshold(.angle(0.035))),
                     "began: the line between the two fingers turned 0.035 rad (R34)")
        sim.up(finger: 0)
        sim.up(finger: 1)
        assertReason(rotation, Reason(state: .ended, rule: "R36", cause: .touchesLifted), "ended: its touches lifted (R36)")
    }

    func test_R104_R38_aSwipesRecognitionAndFailures() {
        let scene = RuleScene()
        let swipe = scene.add(SwipeGestureRecognizer(target: nil, action: nil), "swipe")
        let sim = scene.simulator

        sim.swipe(from: CGPoint(100, 400), direction: .right)
        assertReason(swipe, Reason(state: .ended, rule: "R38", cause: .swiped(distance: 50, direction: .right, duration: 0.5)),
                     "recognized: the finger travelled 50 points .right within 0.5 s (R38)")
        sim.drag(from: CGPoint(100, 400), to: CGPoint(140, 400), duration: 1)
        assertReason(swipe, Reason(state: .failed, rule: "R38", cause: .tooSlow(distance: 50, direction: .right, duration: 0.5)),
                     "failed: not 50 points .right within 0.5 s of touch-down (R38)")
        sim.drag(from: CGPoint(100, 400), to: CGPoint(100, 500), duration: 0.1)
        assertReason(swipe, Reason(state: .failed, rule: "R38", cause: .wrongDirection(.right)), "failed: the finger strayed from .right (R38)")
        sim.drag(from: CGPoint(100, 400), to: CGPoint(110, 400), duration: 0.1)
        assertReason(swipe, Reason(state: .failed, rule: "R38", cause: .liftedBeforeTravelling(distance: 50, direction: .right)),
                     "failed: the finger lifted before travelling 50 points .right (R38)")
        sim.tap(at: CGPoint(200, 400), fingers: 2)
        assertReason(swipe, Reason(state: .failed, rule: "R38", cause: .tooManyTouches(limit: 1, count: 2)), "failed: more fingers than 1 (R38)")
        sim.down(at: CGPoint(100, 400))
        sim.cancel()
        assertReason(swipe, Reason(state: .failed, rule: "R38", cause: .touchCancelled), "failed: its touch was cancelled (R38)")
    }

    func test_R104_R101_aHoverRecognizerBeginsAndEndsByR101() {
        let scene = RuleScene()
        let spot = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.content.addSubview(spot)
        let hover = scene.add(HoverGestureRecognizer(target: nil, action: nil), "hover", to: spot)

        scene.simulator.hover(to: CGPoint(100, 100))
        assertReason(hover, Reason(state: .began, rule: "R101", cause: .pointerEntered),
                     "began: a hover sample found its view on the pointer's hit path (R101)")
        scene.simulator.hover(to: CGPoint(120, 100))
        XCTAssertEqual(hover.reason?.state, .began)
        scene.simulator.hover(to: CGPoint(300, 300))
        assertReason(hover, Reason(state: .ended, rule: "R101", cause: .pointerExited), "ended: the pointer left its view (R101)")
    }
}
