import Foundation
import Mocks
import TargetAction
import Testing

/// R105: an attached gesture's reason is decided by the value gestures' own rules (R61-R67), from
/// the numbers each compared when it decided.
@Suite struct ValueGestureReasonTests {
    let scene = ValueGestureScene()
    let point = ValueGestureScene.innerPoint

    /// The reason's rule, cause and description, for one comparison.
    func parts(_ reason: GestureRecognizer.Reason?) -> (String?, GestureRecognizer.Cause?, String?) {
        (reason?.rule, reason?.cause, reason?.description)
    }

    // MARK: Taps (R61)

    @Test("R105, R61: a tap that moves 45 points fails by R61, with the limit and the distance moved")
    func aTapMovedTooFar() {
        let tap = scene.inner.onTapGesture {}

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x + 50, y: point.y))

        #expect(tap.recognizer.state == .failed)
        #expect(tap.reason?.rule == "R61")
        #expect(tap.reason?.cause == .movedTooFar(limit: 45, moved: 50, before: nil))
        #expect(tap.reason?.description == "failed: the finger moved more than 45 points (R61)")
        #expect(tap.reason?.decidedBy == nil)
    }

    @Test("R105, R61: a tap held 0.75 s fails then, with the limit and how long it was held")
    func aTapHeldTooLong() {
        let tap = scene.inner.onTapGesture {}

        scene.simulator.down(at: point)
        scene.simulator.wait(0.75)

        #expect(tap.reason?.rule == "R61")
        #expect(tap.reason?.cause == .heldTooLong(limit: 0.75, held: 0.75))
        #expect(tap.reason?.description == "failed: the finger was held 0.75 s (R61)")
    }

    @Test("R105, R61: a double tap with no second tap within 0.35 s fails, after one tap")
    func aDoubleTapWithoutItsSecondTap() {
        let double = scene.inner.onTapGesture(count: 2) {}

        scene.simulator.tap(at: point)
        scene.simulator.wait(0.35)

        #expect(double.reason?.rule == "R61")
        #expect(double.reason?.cause == .noNextTap(interval: 0.35, tapsDone: 1))
        #expect(double.reason?.description == "failed: no next tap within 0.35 s of the lift (R61)")
    }

    @Test("R105, R61: a second finger fails a tap; a tap's lift recognizes it, with the count")
    func aTapsSecondFingerAndItsWin() {
        let single = scene.inner.onTapGesture {}
        let double = scene.outer.gesture(TapGesture(count: 2))

        scene.simulator.down(at: point, finger: 0)
        scene.simulator.down(at: CGPoint(x: point.x + 20, y: point.y), finger: 1)
        let afterSecondFinger = parts(single.reason)
        scene.simulator.up(finger: 0)
        scene.simulator.up(finger: 1)
        scene.simulator.wait(1)
        scene.simulator.tap(at: ValueGestureScene.outerPoint, count: 2)

        #expect(afterSecondFinger == ("R61", .secondTouch(before: nil), "failed: a second finger went down (R61)"))
        #expect(parts(double.reason) == ("R61", .tapsCompleted(2), "recognized: 2 taps completed on the lift (R61)"))
    }

    // MARK: Long presses (R62)

    @Test("R105, R62: a long press lifted before its duration fails, with how long it was held")
    func aPressLiftedEarly() {
        let press = scene.inner.gesture(LongPressGesture())

        scene.simulator.down(at: point)
        scene.simulator.wait(0.25)
        scene.simulator.up()

        #expect(parts(press.reason) == ("R62", .liftedTooSoon(duration: 0.5, held: 0.25), "failed: the finger lifted before 0.5 s (R62)"))
    }

    @Test("R105, R62: a long press moved beyond its distance, or joined by a second finger, fails before its duration")
    func aPressMovedOrJoined() {
        let press = scene.inner.gesture(LongPressGesture())
        let other = scene.outer.gesture(LongPressGesture(minimumDuration: 1, maximumDistance: 20))

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x, y: point.y + 12))
        scene.simulator.down(at: CGPoint(x: point.x + 30, y: point.y), finger: 1)

        #expect(parts(press.reason) == ("R62", .movedTooFar(limit: 10, moved: 12, before: 0.5),
                                        "failed: the finger moved more than 10 points before 0.5 s (R62)"))
        #expect(parts(other.reason) == ("R62", .secondTouch(before: 1), "failed: a second finger went down before 1 s (R62)"))
    }

    @Test("R105, R62: a long press held its duration within its distance is recognized, with both")
    func aPressHeldLongEnough() {
        let press = scene.inner.onLongPressGesture(minimumDuration: 0.8, maximumDistance: 15) {}

        scene.simulator.down(at: point)
        scene.simulator.wait(0.8)

        #expect(press.recognizer.state == .ended)
        #expect(parts(press.reason) == ("R62", .heldLongEnough(duration: 0.8, movement: 15),
                                        "recognized: the finger was held 0.8 s within 15 points (R62)"))
    }

    // MARK: Drags (R63)

    @Test("R105, R63: a drag begins once it moved its minimum distance, keeps that reason while it changes, and ends with the lift")
    func aDragBeginsAndEnds() {
        let drag = scene.inner.gesture(DragGesture())

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x, y: point.y + 10))
        scene.simulator.move(to: CGPoint(x: point.x, y: point.y + 40))
        let whileChanging = parts(drag.reason)
        let state = drag.recognizer.state
        scene.simulator.up()

        #expect(state == .changed)
        #expect(whileChanging == ("R63", .moved(distance: 10), "began: the finger moved 10 points (R63)"))
        #expect(parts(drag.reason) == ("R63", .touchesLifted, "ended: its touches lifted (R63)"))
    }

    @Test("R105, R63: a drag lifted before its minimum distance fails; one with none begins at touch-down")
    func aDragLiftedEarlyAndADragOfNoDistance() {
        let drag = scene.inner.gesture(DragGesture(minimumDistance: 25))
        let immediate = scene.outer.simultaneousGesture(DragGesture(minimumDistance: 0))

        scene.simulator.down(at: point)
        let atTouchDown = parts(immediate.reason)
        scene.simulator.move(to: CGPoint(x: point.x + 20, y: point.y))
        scene.simulator.up()

        #expect(parts(drag.reason) == ("R63", .liftedBeforeMoving(distance: 25), "failed: the finger lifted before moving 25 points (R63)"))
        #expect(atTouchDown == ("R63", .moved(distance: 0), "began: its minimum distance is 0, so it begins at touch-down (R63)"))
    }

    @Test("R105, R63: a second finger cancels an active drag")
    func aDragCancelledByASecondFinger() {
        let drag = scene.inner.gesture(DragGesture())

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x, y: point.y + 30))
        scene.simulator.down(at: CGPoint(x: point.x + 30, y: point.y), finger: 1)

        #expect(parts(drag.reason) == ("R63", .secondTouch(before: nil), "was cancelled: a second finger went down (R63)"))
    }

    // MARK: Magnify and rotate (R64)

    @Test("R105, R64: a magnify begins past its scale delta and ends when a finger lifts")
    func aMagnifyBeginsAndEnds() {
        let magnify = scene.inner.gesture(MagnifyGesture())

        scene.simulator.down(at: CGPoint(x: 150, y: 200), finger: 0)
        scene.simulator.down(at: CGPoint(x: 250, y: 200), finger: 1)
        scene.simulator.move(to: CGPoint(x: 270, y: 200), finger: 1)
        let began = parts(magnify.reason)
        scene.simulator.up(finger: 0)

        #expect(began == ("R64", .passedThreshold(.scale(0.01)), "began: the distance between the two fingers changed by 1% (R64)"))
        #expect(parts(magnify.reason) == ("R64", .fewerTouches(minimum: 2), "ended: fewer than 2 fingers remain down (R64)"))
    }

    @Test("R105, R64: a rotate whose fingers lift before it turned fails; one finger alone fails for want of a second")
    func aRotateLiftedEarlyAndOneFingerAlone() {
        let rotate = scene.inner.gesture(RotateGesture(minimumAngleDelta: .radians(0.5)))
        let magnify = scene.outer.simultaneousGesture(MagnificationGesture())

        scene.simulator.down(at: CGPoint(x: 150, y: 200), finger: 0)
        scene.simulator.down(at: CGPoint(x: 250, y: 200), finger: 1)
        scene.simulator.up(finger: 0)
        scene.simulator.up(finger: 1)
        scene.simulator.down(at: ValueGestureScene.outerPoint)
        scene.simulator.up()

        #expect(parts(rotate.reason) == ("R64", .liftedBeforeThreshold(.angle(0.5)),
                                         "failed: the fingers lifted before the line between them turned 0.5 rad (R64)"))
        #expect(parts(magnify.reason) == ("R64", .tooFewTouches(required: 2, count: 1),
                                          "failed: its finger lifted before a second one joined it: it takes two (R64)"))
    }

    // MARK: Compositions (R65)

    @Test("R105, R65: a press then drag begins when the press ends, and a second finger cancels it by the drag's rule")
    func aSequenceBeginsAndIsCancelled() {
        let sequence = scene.inner.gesture(LongPressGesture().sequenced(before: DragGesture()))

        scene.simulator.down(at: point)
        scene.simulator.wait(0.5)
        let began = parts(sequence.reason)
        scene.simulator.move(to: CGPoint(x: point.x, y: point.y + 30))
        scene.simulator.down(at: CGPoint(x: point.x + 30, y: point.y), finger: 1)

        #expect(began == ("R65", .sequenceFollows(.heldLongEnough(duration: 0.5, movement: 10), rule: "R62", next: "DragGesture", onSameTouch: true),
                          "began: the finger was held 0.5 s within 10 points (R62), and DragGesture now follows on the same touch (R65)"))
        #expect(parts(sequence.reason) == ("R63", .sequenceSecondFailed(first: "LongPressGesture", second: "DragGesture", .secondTouch(before: nil)),
                                           "was cancelled: after LongPressGesture ended, DragGesture failed: a second finger went down (R63)"))
    }

    @Test("R105, R65: a sequence whose first gesture fails fails by that gesture's rule")
    func aSequenceWhoseFirstFails() {
        let sequence = scene.inner.gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in }.sequenced(before: DragGesture()))

        scene.simulator.longPress(at: point, duration: 0.5)

        #expect(parts(sequence.reason) == ("R62", .liftedTooSoon(duration: 1, held: 0.5), "failed: the finger lifted before 1 s (R62)"))
    }

    @Test("R105, R65: a simultaneous gesture begins when one side becomes active and ends when both are done")
    func aSimultaneousGestureBeginsAndEnds() {
        let both = scene.inner.gesture(DragGesture().simultaneously(with: LongPressGesture()))

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x, y: point.y + 20))
        let began = parts(both.reason)
        scene.simulator.up()

        #expect(began == ("R63", .sideActive(.moved(distance: 10)), "began: one of its sides became active: the finger moved 10 points (R63)"))
        #expect(parts(both.reason) == ("R63", .bothSidesDone(.touchesLifted), "ended: both sides are done (R65): its touches lifted (R63)"))
    }

    @Test("R105, R65: a simultaneous gesture both of whose sides fail says why each failed")
    func aSimultaneousGestureWhoseSidesFail() {
        let both = scene.inner.gesture(TapGesture().simultaneously(with: DragGesture()))

        scene.simulator.down(at: point)
        scene.simulator.wait(0.8)
        scene.simulator.up()

        #expect(parts(both.reason) == ("R63", .bothSidesFailed(first: .heldTooLong(limit: 0.75, held: 0.75), rule: "R61", second: .liftedBeforeMoving(distance: 10)),
                                       "failed: both sides failed: the finger was held 0.75 s (R61); the finger lifted before moving 10 points (R63)"))
    }

    @Test("R105, R65: an exclusive gesture is recognized by the side that ended, and begins when its second side becomes active after the first failed")
    func anExclusiveGesture() {
        let taps = scene.inner.gesture(TapGesture(count: 2).exclusively(before: TapGesture()))
        let pressOrDrag = scene.outer.gesture(LongPressGesture().exclusively(before: DragGesture()))

        scene.simulator.tap(at: point)
        scene.simulator.wait(0.35)
        scene.simulator.down(at: ValueGestureScene.outerPoint)
        scene.simulator.move(to: CGPoint(x: ValueGestureScene.outerPoint.x + 30, y: ValueGestureScene.outerPoint.y))

        #expect(parts(taps.reason) == ("R61", .tapsCompleted(1), "recognized: the tap completed on the lift (R61)"))
        #expect(parts(pressOrDrag.reason) == ("R63", .sideActive(.moved(distance: 10)), "began: one of its sides became active: the finger moved 10 points (R63)"))
    }

    // MARK: Masks and nil (R66, R67)

    @Test("R105, R66: a gesture whose mask lacks .gesture fails at the touch-down; one inside a gesture whose mask lacks .subviews names that gesture")
    func masksDecide() {
        scene.outer.accessibilityIdentifier = "outer"
        let outer = scene.outer.gesture(DragGesture(), including: .gesture)
        let inner = scene.inner.onTapGesture {}
        let masked = scene.inner.simultaneousGesture(LongPressGesture(), including: .subviews)

        scene.simulator.down(at: point)

        #expect(parts(masked.reason) == ("R66", .maskExcludesGesture, "failed: its mask has no .gesture (R66)"))
        #expect(parts(inner.reason) == ("R66", .maskExcludesSubviews, "failed: outer.gesture's mask has no .subviews (R66)"))
        #expect(inner.reason?.decidedBy === outer.recognizer)
    }

    @Test("R105, R66: removing .gesture from a running gesture's mask cancels it")
    func aMaskSetWhileRunning() {
        let drag = scene.inner.gesture(DragGesture())

        scene.simulator.down(at: point)
        scene.simulator.move(to: CGPoint(x: point.x, y: point.y + 30))
        drag.isEnabled = false

        #expect(parts(drag.reason) == ("R66", .maskExcludesGesture, "was cancelled: its mask has no .gesture (R66)"))
    }

    @Test("R105, R67: a nil gesture fails at its first touch")
    func aNilGesture() {
        let none = scene.inner.gesture(nil as DragGesture?)

        scene.simulator.down(at: point)

        #expect(parts(none.reason) == ("R67", .nilGesture, "failed: the gesture is nil, which never recognizes (R67)"))
    }
}
