import Foundation
import Mocks
import TargetAction
import XCTest

/// R105 in XCTest: an attached gesture's reason comes from the value gestures' own rules (R61-R66),
/// with the numbers each compared.
final class ValueGestureReasonXCTests: XCTestCase {
    private let point = ValueGestureScene.innerPoint

    private func assertReason(
        _ attached: AttachedGesture, _ rule: String, _ cause: GestureRecognizer.Cause, _ description: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(attached.reason?.rule, rule, file: file, line: line)
        XCTAssertEqual(attached.reason?.cause, cause, file: file, line: line)
        XCTAssertEqual(attached.reason?.description, description, file: file, line: line)
    }

    func test_R61_aTapMovedTooFarFailsWithTheDistanceAndItsWinCountsTheTaps() {
        let scene = ValueGestureScene()
        let moved = scene.inner.onTapGesture {}
        let double = scene.outer.gesture(TapGesture(count: 2))

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x + 45, y: point.y))
        scene.simulator.up()
        scene.simulator.wait(1)
        scene.simulator.tap(at: ValueGestureScene.outerPoint, count: 2)

        assertReason(moved, "R61", .movedTooFar(limit: 45, moved: 45, before: nil), "failed: the finger moved 45 points (R61)")
        assertReason(double, "R61", .tapsCompleted(2), "recognized: 2 taps completed on the lift (R61)")
    }

    func test_R62_aLongPressLiftedEarlyFailsAndOneHeldIsRecognized() {
        let scene = ValueGestureScene()
        let early = scene.inner.gesture(LongPressGesture(minimumDuration: 1))
        let held = scene.outer.simultaneousGesture(LongPressGesture(minimumDuration: 0.5, maximumDistance: 20))

        scene.simulator.longPress(at: point, duration: 0.75)

        assertReason(early, "R62", .liftedTooSoon(duration: 1, held: 0.75), "failed: the finger lifted before 1 s (R62)")
        assertReason(held, "R62", .heldLongEnough(duration: 0.5, movement: 20), "recognized: the finger was held 0.5 s within 20 points (R62)")
    }

    func test_R63_aDragLiftedBeforeItsDistanceFailsAndOneThatMovedEndsWithTheLift() {
        let scene = ValueGestureScene()
        let short = scene.inner.gesture(DragGesture(minimumDistance: 50))
        let drag = scene.outer.simultaneousGesture(DragGesture())

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x, y: point.y + 30))
        let began = drag.reason
        scene.simulator.up()

        assertReason(short, "R63", .liftedBeforeMoving(distance: 50), "failed: the finger lifted before moving 50 points (R63)")
        XCTAssertEqual(began?.cause, .moved(distance: 10))
        XCTAssertEqual(began?.description, "began: the finger moved 10 points (R63)")
        assertReason(drag, "R63", .touchesLifted, "ended: its touches lifted (R63)")
    }

    func test_R64_aMagnifyBeginsPastItsDeltaAndARotateLiftedEarlyFails() {
        let scene = ValueGestureScene()
        let magnify = scene.inner.gesture(MagnifyGesture(minimumScaleDelta: 0.1))
        let rotate = scene.outer.simultaneousGesture(RotateGesture(minimumAngleDelta: .radians(1)))

        scene.simulator.down(at: CGPoint(x: 150, y: 200), finger: 0)
        scene.simulator.down(at: CGPoint(x: 250, y: 200), finger: 1)
        scene.simulator.move(to: CGPoint(x: 300, y: 200), finger: 1)
        let began = magnify.reason
        scene.simulator.up(finger: 0)
        scene.simulator.up(finger: 1)

        XCTAssertEqual(began?.cause, .passedThreshold(.scale(0.1)))
        XCTAssertEqual(began?.description, "began: the distance between the two fingers changed by 10% (R64)")
        assertReason(rotate, "R64", .liftedBeforeThreshold(.angle(1)), "failed: the fingers lifted before the line between them turned 1 rad (R64)")
    }

    func test_R65_aPressThenDragBeginsWhenThePressEndsAndIsCancelledByTheDragsRule() {
        let scene = ValueGestureScene()
        let sequence = scene.inner.gesture(LongPressGesture().sequenced(before: DragGesture()))

        scene.simulator.down(at: point)
        scene.simulator.wait(0.5)
        let began = sequence.reason
        scene.simulator.down(at: CGPoint(x: point.x + 30, y: point.y), finger: 1)

        XCTAssertEqual(began?.rule, "R65")
        XCTAssertEqual(began?.description,
                       "began: the finger was held 0.5 s within 10 points (R62), and DragGesture now follows on the same touch (R65)")
        assertReason(sequence, "R63", .sequenceSecondFailed(first: "LongPressGesture", second: "DragGesture", .secondTouch(before: nil)),
                     "was cancelled: after LongPressGesture ended, DragGesture failed: a second finger went down (R63)")
    }

    func test_R65_aSimultaneousGestureBeginsWithASideAndEndsWhenBothAreDone() {
        let scene = ValueGestureScene()
        let both = scene.inner.gesture(DragGesture(minimumDistance: 5).simultaneously(with: TapGesture()))

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x + 50, y: point.y))
        let began = both.reason
        scene.simulator.up()

        XCTAssertEqual(began?.cause, .sideActive(.moved(distance: 5)))
        XCTAssertEqual(began?.description, "began: one of its sides became active: the finger moved 5 points (R63)")
        assertReason(both, "R63", .bothSidesDone(.touchesLifted), "ended: both sides are done (R65): its touches lifted (R63)")
    }

    func test_R66_aMaskWithoutGestureFailsAtTheTouchDown() {
        let scene = ValueGestureScene()
        let masked = scene.inner.gesture(TapGesture(), including: .subviews)

        scene.simulator.tap(at: point)

        assertReason(masked, "R66", .maskExcludesGesture, "failed: its mask has no .gesture (R66)")
        XCTAssertNil(masked.reason?.decidedBy)
    }
}
