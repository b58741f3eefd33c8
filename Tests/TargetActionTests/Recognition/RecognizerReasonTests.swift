import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

private typealias Reason = GestureRecognizer.Reason

/// R104: each kind records, at the moment it decides, the rule that decided and the numbers it
/// compared; its words are what the transcript prints (R106).
@Suite struct RecognizerReasonTests {
    // MARK: Tap (R26, R27)

    @Test("R104, R26: a tap records its recognition, with the taps it counted")
    func tapRecognized() {
        let scene = RuleScene()
        let tap = scene.tap("double", taps: 2)

        scene.simulator.tap(at: CGPoint(100, 100), count: 2)

        #expect(tap.reason == Reason(state: .ended, rule: "R26", cause: .tapsCompleted(2)))
        #expect(tap.reason?.description == "recognized: 2 taps completed on the lift (R26)")
        #expect(tap.reason?.decidedBy == nil)
        #expect(scene.log.lines == ["double .ended"])
    }

    @Test("R104, R27: a tap that strays records the limit and how far the finger went")
    func tapMovedTooFar() {
        let scene = RuleScene()
        let tap = scene.tap()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 160))

        #expect(tap.state == .failed)
        #expect(tap.reason?.rule == "R27")
        #expect(tap.reason?.cause == .movedTooFar(limit: 45, moved: 60, before: nil))
        #expect(tap.reason?.description == "failed: the finger moved more than 45 points (R27)")
    }

    @Test("R104, R27: a tap held too long records the limit and the time held")
    func tapHeldTooLong() {
        let scene = RuleScene()
        let tap = scene.tap()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.wait(0.8)

        #expect(tap.state == .failed)
        #expect(tap.reason == Reason(state: .failed, rule: "R27", cause: .heldTooLong(limit: 0.75, held: 0.75)))
        #expect(tap.reason?.description == "failed: the finger was held 0.75 s (R27)")
    }

    @Test("R104, R27: a double tap with no second tap records the interval and the taps made")
    func tapNoNextTap() {
        let scene = RuleScene()
        let tap = scene.tap("double", taps: 2)

        scene.simulator.tap(at: CGPoint(100, 100))
        scene.simulator.wait(0.3)
        #expect(tap.reason == nil)
        scene.simulator.wait(0.1)

        #expect(tap.reason == Reason(state: .failed, rule: "R27", cause: .noNextTap(interval: 0.35, tapsDone: 1)))
        #expect(tap.reason?.description == "failed: no next tap within 0.35 s of the lift (R27)")
    }

    @Test("R104, R27, R26: too many fingers fail a tap by R27; too few, at the lift, by R26")
    func tapFingerCounts() {
        let scene = RuleScene()
        let one = scene.tap("one")
        scene.simulator.tap(at: CGPoint(200, 400), fingers: 2)
        #expect(one.reason == Reason(state: .failed, rule: "R27", cause: .tooManyTouches(limit: 1, count: 2)))
        #expect(one.reason?.description == "failed: more fingers than 1 (R27)")

        let other = RuleScene()
        let two = other.tap("two")
        two.numberOfTouchesRequired = 2
        other.simulator.tap(at: CGPoint(200, 400))
        #expect(two.reason == Reason(state: .failed, rule: "R26", cause: .tooFewTouches(required: 2, count: 1)))
        #expect(two.reason?.description == "failed: its finger lifted before a second one joined it: it takes two (R26)")
    }

    @Test("R104, R27: a tap whose touch is cancelled records the cancelled touch")
    func tapTouchCancelled() {
        let scene = RuleScene()
        let tap = scene.tap()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.cancel()

        #expect(tap.reason == Reason(state: .failed, rule: "R27", cause: .touchCancelled))
        #expect(tap.reason?.description == "failed: its touch was cancelled (R27)")
    }

    // MARK: Long press (R28, R29)

    @Test("R104, R29: a long press records its began and its end; a .changed keeps the began reason")
    func longPressBeganChangedEnded() {
        let scene = RuleScene()
        let press = scene.longPress()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.wait(0.5)
        #expect(press.state == .began)
        #expect(press.reason == Reason(state: .began, rule: "R29", cause: .heldLongEnough(duration: 0.5, movement: 10)))
        #expect(press.reason?.description == "began: the finger was held 0.5 s within 10 points (R29)")

        scene.simulator.move(to: CGPoint(100, 200))
        #expect(press.state == .changed)
        #expect(press.reason?.state == .began)
        #expect(press.reason?.rule == "R29")

        scene.simulator.up()
        #expect(press.reason == Reason(state: .ended, rule: "R29", cause: .touchesLifted))
        #expect(press.reason?.description == "ended: its touches lifted (R29)")
        #expect(scene.log.states(of: "press") == [.began, .changed, .ended])
    }

    @Test("R104, R29: a long press lifted before minimumPressDuration fails by R29, with the time held")
    func longPressLiftedTooSoon() {
        let scene = RuleScene()
        let press = scene.longPress()

        scene.simulator.longPress(at: CGPoint(100, 100), duration: 0.3)

        #expect(press.reason == Reason(state: .failed, rule: "R29", cause: .liftedTooSoon(duration: 0.5, held: 0.3)))
        #expect(press.reason?.description == "failed: the finger lifted before 0.5 s (R29)")
    }

    @Test("R104, R29: a long press that moves too far first records the limit, the distance and the duration")
    func longPressMovedTooFar() {
        let scene = RuleScene()
        let press = scene.longPress()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 115))

        #expect(press.reason == Reason(state: .failed, rule: "R29", cause: .movedTooFar(limit: 10, moved: 15, before: 0.5)))
        #expect(press.reason?.description == "failed: the finger moved more than 10 points before 0.5 s (R29)")
    }

    @Test("R104, R28: a long press with more fingers than it takes fails by R28")
    func longPressTooManyFingers() {
        let scene = RuleScene()
        let press = scene.longPress()

        scene.simulator.down(at: CGPoint(100, 100), finger: 0)
        scene.simulator.down(at: CGPoint(200, 100), finger: 1)

        #expect(press.reason == Reason(state: .failed, rule: "R28", cause: .tooManyTouches(limit: 1, count: 2)))
        #expect(press.reason?.description == "failed: more fingers than 1 (R28)")
    }

    @Test("R104, R29: a press with no duration begins at touch-down; a cancelled touch cancels it by R29")
    func longPressAtTouchDownThenCancelled() {
        let scene = RuleScene()
        let press = scene.longPress()
        press.minimumPressDuration = 0

        scene.simulator.down(at: CGPoint(100, 100))
        #expect(press.reason == Reason(state: .began, rule: "R29", cause: .pressedAtTouchDown))
        #expect(press.reason?.description == "began: its press duration is 0, so it begins at touch-down (R29)")

        scene.simulator.cancel()
        #expect(press.reason == Reason(state: .cancelled, rule: "R29", cause: .touchCancelled))
        #expect(press.reason?.description == "was cancelled: its touch was cancelled (R29)")
        #expect(scene.log.states(of: "press") == [.began, .changed, .cancelled])   // R6's step first
    }

    // MARK: Pan (R22, R23)

    @Test("R104, R22, R23: a pan begins by R22 and, its touches lifted, ends by R23")
    func panBeganEnded() {
        let scene = RuleScene()
        let pan = scene.pan()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 130))
        #expect(pan.reason == Reason(state: .began, rule: "R22", cause: .movedPastHysteresis(10)))
        #expect(pan.reason?.description == "began: the finger moved past the 10-point hysteresis (R22)")

        scene.simulator.up()
        #expect(pan.reason == Reason(state: .ended, rule: "R23", cause: .touchesLifted))
        #expect(pan.reason?.description == "ended: its touches lifted (R23)")
    }

    @Test("R104, R23: a pan lifted before it began fails by R23")
    func panLiftedBeforeMoving() {
        let scene = RuleScene()
        let pan = scene.pan()

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 105), duration: 0.1)

        #expect(pan.reason == Reason(state: .failed, rule: "R23", cause: .liftedBeforeMoving(distance: 10)))
        #expect(pan.reason?.description == "failed: the finger lifted before moving 10 points (R23)")
    }

    @Test("R104: R23 over R22: a two-finger pan whose fingers all lift fails or ends by R23; R22 only while one remains")
    func panR23OverR22() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.minimumNumberOfTouches = 2
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 400), finger: 0)
        sim.down(at: CGPoint(200, 400), finger: 1)
        sim.up(finger: 0)
        #expect(pan.state == .possible)
        #expect(pan.reason == nil)
        sim.up(finger: 1)
        #expect(pan.reason == Reason(state: .failed, rule: "R23", cause: .liftedBeforeMoving(distance: 10)))

        sim.pinch(from: CGPoint(200, 300), to: CGPoint(200, 500), from: 100, to: 100, duration: 0.2)
        #expect(pan.reason == Reason(state: .ended, rule: "R23", cause: .touchesLifted))

        sim.down(at: CGPoint(100, 400), finger: 0)
        sim.down(at: CGPoint(200, 400), finger: 1)
        sim.move(to: CGPoint(100, 430), finger: 0)
        sim.move(to: CGPoint(200, 430), finger: 1)
        #expect(pan.state == .began)
        sim.up(finger: 0)
        #expect(pan.reason == Reason(state: .ended, rule: "R22", cause: .fewerTouches(minimum: 2)))
        #expect(pan.reason?.description == "ended: fewer than 2 fingers remain down (R22)")
        sim.up(finger: 1)
        #expect(scene.log.states(of: "pan").suffix(3) == [.began, .changed, .ended])   // R6's step between
    }

    @Test("R104, R22, R23: too many fingers fail a pan by R22; a cancelled touch fails or cancels it by R23")
    func panTooManyAndCancelled() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.maximumNumberOfTouches = 1
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 400), finger: 0)
        sim.down(at: CGPoint(200, 400), finger: 1)
        #expect(pan.reason == Reason(state: .failed, rule: "R22", cause: .tooManyTouches(limit: 1, count: 2)))
        #expect(pan.reason?.description == "failed: more fingers than 1 (R22)")
        sim.up(finger: 0)
        sim.up(finger: 1)

        sim.down(at: CGPoint(100, 400))
        sim.cancel()
        #expect(pan.reason == Reason(state: .failed, rule: "R23", cause: .touchCancelled))

        sim.down(at: CGPoint(100, 400))
        sim.move(to: CGPoint(100, 450))
        sim.cancel()
        #expect(pan.reason == Reason(state: .cancelled, rule: "R23", cause: .touchCancelled))
        #expect(pan.reason?.description == "was cancelled: its touch was cancelled (R23)")
    }

    // MARK: Screen-edge pan (R39)

    @Test("R104, R39: an edge pan records the margin, the move along the edge, and its begin by R39")
    func edgePanDecisions() {
        let scene = RuleScene()
        let edgePan = scene.add(ScreenEdgePanGestureRecognizer(target: nil, action: nil), "edgePan")
        edgePan.edges = .left
        let sim = scene.simulator

        sim.drag(from: CGPoint(100, 400), to: CGPoint(200, 400), duration: 0.2)
        #expect(edgePan.reason == Reason(state: .failed, rule: "R39", cause: .outsideEdgeMargin(margin: 20, edges: .left, distance: 100)))
        #expect(edgePan.reason?.description == "failed: the finger went down more than 20 points from its .left edge (R39)")

        sim.drag(from: CGPoint(5, 400), to: CGPoint(5, 300), duration: 0.2)
        #expect(edgePan.reason == Reason(state: .failed, rule: "R39", cause: .movedAlongEdge))
        #expect(edgePan.reason?.description == "failed: the finger moved along or towards the edge before moving away from it (R39)")

        sim.down(at: CGPoint(5, 400))
        sim.move(to: CGPoint(25, 400))
        #expect(edgePan.reason == Reason(state: .began, rule: "R39", cause: .leftEdge(margin: 20, edges: .left, hysteresis: 10)))
        #expect(edgePan.reason?.description == "began: the finger went down within 20 points of the .left edge and moved 10 points away from it (R39)")
        sim.up()
        #expect(edgePan.reason == Reason(state: .ended, rule: "R23", cause: .touchesLifted))
    }

    @Test("R104, R39: an edge pan lifted before leaving its edge fails by R39")
    func edgePanLiftedNearEdge() {
        let scene = RuleScene()
        let edgePan = scene.add(ScreenEdgePanGestureRecognizer(target: nil, action: nil), "edgePan")
        edgePan.edges = .left

        scene.simulator.drag(from: CGPoint(5, 400), to: CGPoint(10, 400), duration: 0.1)

        #expect(edgePan.reason == Reason(state: .failed, rule: "R39", cause: .liftedBeforeLeavingEdge(distance: 10)))
        #expect(edgePan.reason?.description == "failed: the finger lifted before moving 10 points away from the edge (R39)")
    }
}
