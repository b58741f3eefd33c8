import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

private typealias Reason = GestureRecognizer.Reason

/// Checks that `recognizer` recorded `expected` (state, rule, cause and party) and that its words are `words`.
func assertReason(
    _ recognizer: GestureRecognizer, _ expected: GestureRecognizer.Reason, _ words: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(recognizer.reason?.rule, expected.rule, file: file, line: line)
    XCTAssertEqual(recognizer.reason?.cause, expected.cause, file: file, line: line)
    XCTAssertEqual(recognizer.reason, expected, file: file, line: line)
    XCTAssertEqual(recognizer.reason?.description, words, file: file, line: line)
}

/// R104 in XCTest: each kind records, as it decides, the rule and the numbers it compared.
final class RecognizerReasonXCTests: XCTestCase {
    // MARK: Tap (R26, R27)

    func test_R104_R26_aTapRecordsItsRecognition() {
        let scene = RuleScene()
        let tap = scene.tap("double", taps: 2)

        scene.simulator.tap(at: CGPoint(100, 100), count: 2)

        assertReason(tap, Reason(state: .ended, rule: "R26", cause: .tapsCompleted(2)), "recognized: 2 taps completed on the lift (R26)")
        XCTAssertNil(tap.reason?.decidedBy)
    }

    func test_R104_R27_aTapsFailuresRecordTheirLimitsAndMeasures() {
        let scene = RuleScene()
        let tap = scene.tap()
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 160))
        assertReason(tap, Reason(state: .failed, rule: "R27", cause: .movedTooFar(limit: 45, moved: 60, before: nil)),
                     "failed: the finger moved more than 45 points (R27)")
        sim.up()

        sim.down(at: CGPoint(100, 100))
        sim.wait(0.8)
        assertReason(tap, Reason(state: .failed, rule: "R27", cause: .heldTooLong(limit: 0.75, held: 0.75)),
                     "failed: the finger was held 0.75 s (R27)")
        sim.up()

        sim.down(at: CGPoint(100, 100))
        sim.cancel()
        assertReason(tap, Reason(state: .failed, rule: "R27", cause: .touchCancelled), "failed: its touch was cancelled (R27)")

        sim.tap(at: CGPoint(200, 400), fingers: 2)
        assertReason(tap, Reason(state: .failed, rule: "R27", cause: .tooManyTouches(limit: 1, count: 2)), "failed: more fingers than 1 (R27)")
    }

    func test_R104_R27_aDoubleTapWithNoSecondTapRecordsTheInterval() {
        let scene = RuleScene()
        let tap = scene.tap("double", taps: 2)

        scene.simulator.tap(at: CGPoint(100, 100))
        scene.simulator.wait(0.4)

        assertReason(tap, Reason(state: .failed, rule: "R27", cause: .noNextTap(interval: 0.35, tapsDone: 1)),
                     "failed: no next tap within 0.35 s of the lift (R27)")
    }

    func test_R104_R26_aTapWithTooFewFingersFailsAtTheLift() {
        let scene = RuleScene()
        let tap = scene.tap("two")
        tap.numberOfTouchesRequired = 2

        scene.simulator.tap(at: CGPoint(200, 400))

        assertReason(tap, Reason(state: .failed, rule: "R26", cause: .tooFewTouches(required: 2, count: 1)),
                     "failed: its finger lifted before a second one joined it: it takes two (R26)")
    }

    // MARK: Long press (R28, R29)

    func test_R104_R29_aLongPressRecordsItsBeganAndItsEnd() {
        let scene = RuleScene()
        let press = scene.longPress()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.wait(0.5)
        assertReason(press, Reason(state: .began, rule: "R29", cause: .heldLongEnough(duration: 0.5, movement: 10)),
                     "began: the finger was held 0.5 s within 10 points (R29)")
        scene.simulator.move(to: CGPoint(100, 200))
        XCTAssertEqual(press.state, .changed)
        XCTAssertEqual(press.reason?.state, .began)
        scene.simulator.up()
        assertReason(press, Reason(state: .ended, rule: "R29", cause: .touchesLifted), "ended: its touches lifted (R29)")
    }

    func test_R104_R29_aLongPressLiftedBeforeMinimumPressDurationFailsByR29() {
        let scene = RuleScene()
        let press = scene.longPress()

        scene.simulator.longPress(at: CGPoint(100, 100), duration: 0.3)

        assertReason(press, Reason(state: .failed, rule: "R29", cause: .liftedTooSoon(duration: 0.5, held: 0.3)),
                     "failed: the finger lifted before 0.5 s (R29)")
    }

    func test_R104_R28_R29_aLongPressMovedTooFarOrWithTooManyFingers() {
        let scene = RuleScene()
        let press = scene.longPress()
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 115))
        assertReason(press, Reason(state: .failed, rule: "R29", cause: .movedTooFar(limit: 10, moved: 15, before: 0.5)),
                     "failed: the finger moved more than 10 points before 0.5 s (R29)")
        sim.up()

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(200, 100), finger: 1)
        assertReason(press, Reason(state: .failed, rule: "R28", cause: .tooManyTouches(limit: 1, count: 2)), "failed: more fingers than 1 (R28)")
    }

    func test_R104_R29_aPressWithNoDurationBeginsAtTouchDownAndACancelledTouchCancelsIt() {
        let scene = RuleScene()
        let press = scene.longPress()
        press.minimumPressDuration = 0

        scene.simulator.down(at: CGPoint(100, 100))
        assertReason(press, Reason(state: .began, rule: "R29", cause: .pressedAtTouchDown),
                     "began: its press duration is 0, so it begins at touch-down (R29)")
        scene.simulator.cancel()
        assertReason(press, Reason(state: .cancelled, rule: "R29", cause: .touchCancelled), "was cancelled: its touch was cancelled (R29)")
    }

    // MARK: Pan (R22, R23)

    func test_R104_R22_R23_aPanBeginsByR22AndEndsByR23() {
        let scene = RuleScene()
        let pan = scene.pan()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 130))
        assertReason(pan, Reason(state: .began, rule: "R22", cause: .movedPastHysteresis(10)),
                     "began: the finger moved past the 10-point hysteresis (R22)")
        scene.simulator.up()
        assertReason(pan, Reason(state: .ended, rule: "R23", cause: .touchesLifted), "ended: its touches lifted (R23)")

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 105), duration: 0.1)
        assertReason(pan, Reason(state: .failed, rule: "R23", cause: .liftedBeforeMoving(distance: 10)),
                     "failed: the finger lifted before moving 10 points (R23)")
    }

    func test_R104_R23_overR22_aPanWhoseTouchesAllLiftDecidesByR23() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.minimumNumberOfTouches = 2
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 400), finger: 0)
        sim.down(at: CGPoint(200, 400), finger: 1)
        sim.up(finger: 0)
        XCTAssertNil(pan.reason)
        sim.up(finger: 1)
        assertReason(pan, Reason(state: .failed, rule: "R23", cause: .liftedBeforeMoving(distance: 10)),
                     "failed: the finger lifted before moving 10 points (R23)")

        sim.pinch(from: CGPoint(200, 300), to: CGPoint(200, 500), from: 100, to: 100, duration: 0.2)
        assertReason(pan, Reason(state: .ended, rule: "R23", cause: .touchesLifted), "ended: its touches lifted (R23)")

        sim.down(at: CGPoint(100, 400), finger: 0)
        sim.down(at: CGPoint(200, 400), finger: 1)
        sim.move(to: CGPoint(100, 430), finger: 0)
        sim.move(to: CGPoint(200, 430), finger: 1)
        sim.up(finger: 0)
        assertReason(pan, Reason(state: .ended, rule: "R22", cause: .fewerTouches(minimum: 2)), "ended: fewer than 2 fingers remain down (R22)")
        sim.up(finger: 1)
    }

    func test_R104_R22_R23_tooManyFingersAndACancelledTouch() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.maximumNumberOfTouches = 1
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 400), finger: 0)
        sim.down(at: CGPoint(200, 400), finger: 1)
        assertReason(pan, Reason(state: .failed, rule: "R22", cause: .tooManyTouches(limit: 1, count: 2)), "failed: more fingers than 1 (R22)")
        sim.up(finger: 0)
        sim.up(finger: 1)

        sim.down(at: CGPoint(100, 400))
        sim.move(to: CGPoint(100, 450))
        sim.cancel()
        assertReason(pan, Reason(state: .cancelled, rule: "R23", cause: .touchCancelled), "was cancelled: its touch was cancelled (R23)")
    }

    // MARK: Screen-edge pan (R39)

    func test_R104_R39_anEdgePansDecisions() {
        let scene = RuleScene()
        let edgePan = scene.add(ScreenEdgePanGestureRecognizer(target: nil, action: nil), "edgePan")
        edgePan.edges = .left
        let sim = scene.simulator

        sim.drag(from: CGPoint(100, 400), to: CGPoint(200, 400), duration: 0.2)
        assertReason(edgePan, Reason(state: .failed, rule: "R39", cause: .outsideEdgeMargin(margin: 20, edges: .left, distance: 100)),
                     "failed: the finger went down more than 20 points from its .left edge (R39)")
        sim.drag(from: CGPoint(5, 400), to: CGPoint(5, 300), duration: 0.2)
        assertReason(edgePan, Reason(state: .failed, rule: "R39", cause: .movedAlongEdge),
                     "failed: the finger moved along or towards the edge before moving away from it (R39)")
        sim.drag(from: CGPoint(5, 400), to: CGPoint(10, 400), duration: 0.1)
        assertReason(edgePan, Reason(state: .failed, rule: "R39", cause: .liftedBeforeLeavingEdge(distance: 10)),
                     "failed: the finger lifted before moving 10 points away from the edge (R39)")
        sim.down(at: CGPoint(5, 400))
        sim.move(to: CGPoint(25, 400))
        assertReason(edgePan, Reason(state: .began, rule: "R39", cause: .leftEdge(margin: 20, edges: .left, hysteresis: 10)),
                     "began: the finger went down within 20 points of the .left edge and moved 10 points away from it (R39)")
        sim.up()
        assertReason(edgePan, Reason(state: .ended, rule: "R23", cause: .touchesLifted), "ended: its touches lifted (R23)")
    }
}
