import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// SwipeableCardViewController driven by real drags: real translations and velocities (R22-R25).
@Suite struct SwipeableCardViewControllerTouchTests {
    let stage = ControllerStage(SwipeableCardViewController())
    var cards: SwipeableCardViewController { stage.controller }
    var rest: CGPoint { cards.restingCenter }

    func offset(_ dx: CGFloat, _ dy: CGFloat = 0) -> CGPoint {
        CGPoint(x: rest.x + dx, y: rest.y + dy)
    }

    @Test("R22: the card follows the finger and tilts with the horizontal drag")
    func cardFollowsTheFingerAndTilts() {
        stage.simulator.down(at: rest)
        stage.simulator.wait(0.02)
        stage.simulator.move(to: offset(20))        // begins: translation (10, 0) after the hysteresis
        stage.simulator.wait(0.02)
        stage.simulator.move(to: offset(60, 10))    // translation (50, 10)

        #expect(cards.card.center == offset(50, 10))
        #expect(TransformReading(cards.card.transform).isScale(1, angle: 0.1))

        stage.simulator.wait(0.02)
        stage.simulator.move(to: offset(-40))       // translation (-50, 0)

        #expect(cards.card.center == offset(-50))
        #expect(TransformReading(cards.card.transform).isScale(1, angle: -0.1))
    }

    @Test func aSlowShortDragSnapsBack() {
        stage.simulator.drag(from: rest, to: offset(100), duration: 1)   // 100 points per second

        #expect(cards.card.center == rest)
        #expect(cards.card.transform == .identity)
        #expect(cards.swipedDirection == nil)
        #expect(!cards.card.isHidden)
    }

    @Test("A release past the threshold leaves to that side", arguments: [
        (CGFloat(200), SwipeableCardViewController.Direction.right),
        (CGFloat(-200), SwipeableCardViewController.Direction.left),
    ])
    func releasePastTheThresholdLeaves(distance: CGFloat, side: SwipeableCardViewController.Direction) {
        var swipes: [SwipeableCardViewController.Direction] = []
        cards.onSwipe = { swipes.append($0) }

        stage.simulator.drag(from: rest, to: offset(distance), duration: 1)   // 200 points per second

        #expect(swipes == [side])
        #expect(cards.swipedDirection == side)
        #expect(cards.card.isHidden)
        #expect(side == .right ? cards.card.frame.minX >= cards.view.bounds.maxX : cards.card.frame.maxX <= 0)
    }

    @Test("R25: a flick leaves to its side even short of the threshold", arguments: [
        (CGFloat(60), SwipeableCardViewController.Direction.right),
        (CGFloat(-60), SwipeableCardViewController.Direction.left),
    ])
    func flickLeaves(distance: CGFloat, side: SwipeableCardViewController.Direction) {
        stage.simulator.drag(from: rest, to: offset(distance), duration: 0.05, steps: 5)   // 1200 points per second

        #expect(cards.swipedDirection == side)
    }

    @Test("R25: past the threshold but moving back towards the middle, the card snaps back")
    func pastTheThresholdMovingBackSnapsBack() {
        stage.simulator.down(at: rest)
        for step in 1...5 {
            stage.simulator.wait(0.1)
            stage.simulator.move(to: offset(CGFloat(step) * 40))   // out to +200
        }
        for step in 1...2 {
            stage.simulator.wait(0.1)
            stage.simulator.move(to: offset(200 - CGFloat(step) * 10))   // back to +180, slowly
        }

        stage.simulator.up()

        #expect(cards.swipedDirection == nil)
        #expect(cards.card.center == rest)
    }

    @Test("R23: a cancelled drag snaps back")
    func cancelledDragSnapsBack() {
        stage.simulator.down(at: rest)
        stage.simulator.wait(0.1)
        stage.simulator.move(to: offset(150))

        stage.simulator.cancel()

        #expect(cards.card.center == rest)
        #expect(cards.card.transform == .identity)
        #expect(cards.swipedDirection == nil)
    }

    @Test func thresholdsAreSettable() {
        cards.swipeThreshold = 50

        stage.simulator.drag(from: rest, to: offset(-80), duration: 1)

        #expect(cards.swipedDirection == .left)
    }

    @Test func resetCardBringsItBackForTheNextSwipe() {
        stage.simulator.drag(from: rest, to: offset(200), duration: 1)

        cards.resetCard()

        #expect(cards.card.center == rest)
        #expect(!cards.card.isHidden)
        #expect(cards.swipedDirection == nil)

        stage.simulator.drag(from: rest, to: offset(-200), duration: 1)

        #expect(cards.swipedDirection == .left)
    }

    @Test func aDragBesideTheCardMovesNothing() {
        stage.simulator.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 300, y: 20), duration: 0.1)

        #expect(cards.card.center == rest)
        #expect(cards.swipedDirection == nil)
    }
}
