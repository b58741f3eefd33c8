import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

private typealias Reason = GestureRecognizer.Reason

/// R104 for the two-finger kinds, the swipe and the hover recognizer.
extension RecognizerReasonTests {
    // MARK: Pinch and rotation (R33, R34, R36)

    @Test("R104, R34, R36: a pinch begins by R34 at its threshold and, its touches lifted, ends by R36")
    func pinchBeganEnded() {
        let scene = RuleScene()
        let pinch = scene.add(PinchGestureRecognizer(target: nil, action: nil), "pinch")

        scene.simulator.pinch(center: CGPoint(200, 400), from: 100, to: 200, duration: 0.5)

        #expect(scene.log.states(of: "pinch").first == .began)
        #expect(pinch.reason == Reason(state: .ended, rule: "R36", cause: .touchesLifted))
        #expect(pinch.reason?.description == "ended: its touches lifted (R36)")

        scene.simulator.down(at: CGPoint(150, 400), finger: 0)
        scene.simulator.down(at: CGPoint(250, 400), finger: 1)
        scene.simulator.move(to: CGPoint(270, 400), finger: 1)
        #expect(pinch.reason == Reason(state: .began, rule: "R34", cause: .passedThreshold(.distance(8))))
        #expect(pinch.reason?.description == "began: the distance between the two fingers changed by 8 points (R34)")

        scene.simulator.cancel(finger: 0)
        #expect(pinch.reason == Reason(state: .cancelled, rule: "R36", cause: .touchCancelled))
        #expect(pinch.reason?.description == "was cancelled: its touch was cancelled (R36)")
        scene.simulator.up(finger: 1)
    }

    @Test("R104, R33, R34: a pinch lifted before it began fails by R33 with one finger, by R34 with two")
    func pinchLiftedBeforeBeginning() {
        let scene = RuleScene()
        let pinch = scene.add(PinchGestureRecognizer(target: nil, action: nil), "pinch")

        scene.simulator.tap(at: CGPoint(200, 400))
        #expect(pinch.reason == Reason(state: .failed, rule: "R33", cause: .tooFewTouches(required: 2, count: 1)))
        #expect(pinch.reason?.description == "failed: its finger lifted before a second one joined it: it takes two (R33)")

        scene.simulator.pinch(center: CGPoint(200, 400), from: 100, to: 104, duration: 0.2)
        #expect(pinch.reason == Reason(state: .failed, rule: "R34", cause: .liftedBeforeThreshold(.distance(8))))
        #expect(pinch.reason?.description == "failed: the fingers lifted before their distance changed by 8 points (R34)")
    }

    @Test("R104, R34: a rotation begins at its angle by R34, and fails by R34 when lifted before it")
    func rotationDecisions() {
        let scene = RuleScene()
        let rotation = scene.add(RotationGestureRecognizer(target: nil, action: nil), "rotation")

        scene.simulator.rotate(center: CGPoint(200, 400), radius: 50, from: 0, to: 0.02, duration: 0.2)
        #expect(rotation.reason == Reason(state: .failed, rule: "R34", cause: .liftedBeforeThreshold(.angle(0.035))))
        #expect(rotation.reason?.description == "failed: the fingers lifted before the line between them turned 0.035 rad (R34)")

        scene.simulator.down(at: CGPoint(150, 400), finger: 0)
        scene.simulator.down(at: CGPoint(250, 400), finger: 1)
        scene.simulator.move(to: CGPoint(250, 420), finger: 1)
        #expect(rotation.reason == Reason(state: .began, rule: "R34", cause: .passedThreshold(.angle(0.035))))
        #expect(rotation.reason?.description == "began: the line between the two fingers turned 0.035 rad (R34)")
        scene.simulator.up(finger: 0)
        #expect(rotation.state == .changed)   // one finger left: it goes on (R36)
        scene.simulator.up(finger: 1)
        #expect(rotation.reason == Reason(state: .ended, rule: "R36", cause: .touchesLifted))
    }

    // MARK: Swipe (R38)

    @Test("R104, R38: a swipe records its recognition with its distance, direction and duration")
    func swipeRecognized() {
        let scene = RuleScene()
        let swipe = scene.add(SwipeGestureRecognizer(target: nil, action: nil), "swipe")

        scene.simulator.swipe(from: CGPoint(100, 400), direction: .right)

        #expect(swipe.reason == Reason(state: .ended, rule: "R38", cause: .swiped(distance: 50, direction: .right, duration: 0.5)))
        #expect(swipe.reason?.description == "recognized: the finger travelled 50 points .right within 0.5 s (R38)")
    }

    @Test("R104, R38: a swipe's failures: too slow, the wrong direction, a lift, too many fingers, a cancelled touch")
    func swipeFailures() {
        let scene = RuleScene()
        let swipe = scene.add(SwipeGestureRecognizer(target: nil, action: nil), "swipe")
        let sim = scene.simulator

        sim.drag(from: CGPoint(100, 400), to: CGPoint(140, 400), duration: 1)
        #expect(swipe.reason == Reason(state: .failed, rule: "R38", cause: .tooSlow(distance: 50, direction: .right, duration: 0.5)))
        #expect(swipe.reason?.description == "failed: not 50 points .right within 0.5 s of touch-down (R38)")

        sim.drag(from: CGPoint(100, 400), to: CGPoint(100, 500), duration: 0.1)
        #expect(swipe.reason == Reason(state: .failed, rule: "R38", cause: .wrongDirection(.right)))
        #expect(swipe.reason?.description == "failed: the finger strayed from .right (R38)")

        sim.drag(from: CGPoint(100, 400), to: CGPoint(110, 400), duration: 0.1)
        #expect(swipe.reason == Reason(state: .failed, rule: "R38", cause: .liftedBeforeTravelling(distance: 50, direction: .right)))
        #expect(swipe.reason?.description == "failed: the finger lifted before travelling 50 points .right (R38)")

        sim.tap(at: CGPoint(200, 400), fingers: 2)
        #expect(swipe.reason == Reason(state: .failed, rule: "R38", cause: .tooManyTouches(limit: 1, count: 2)))

        sim.down(at: CGPoint(100, 400))
        sim.cancel()
        #expect(swipe.reason == Reason(state: .failed, rule: "R38", cause: .touchCancelled))
        #expect(swipe.reason?.description == "failed: its touch was cancelled (R38)")
    }

    // MARK: Hover (R101)

    @Test("R104, R101: a hover recognizer begins when a sample finds its view and ends when the pointer leaves it")
    func hoverDecisions() {
        let scene = RuleScene()
        let spot = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.content.addSubview(spot)
        let hover = scene.add(HoverGestureRecognizer(target: nil, action: nil), "hover", to: spot)

        scene.simulator.hover(to: CGPoint(100, 100))
        #expect(hover.reason == Reason(state: .began, rule: "R101", cause: .pointerEntered))
        #expect(hover.reason?.description == "began: a hover sample found its view on the pointer's hit path (R101)")

        scene.simulator.hover(to: CGPoint(120, 100))
        #expect(hover.state == .changed)
        #expect(hover.reason?.state == .began)

        scene.simulator.hover(to: CGPoint(300, 300))
        #expect(hover.reason == Reason(state: .ended, rule: "R101", cause: .pointerExited))
        #expect(hover.reason?.description == "ended: the pointer left its view (R101)")
    }
}
