import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// SwipeableCardViewController state by state, its pan swapped for a mock whose translation and
/// velocity the tests set.
@Suite struct SwipeableCardViewControllerMockTests {
    let cards = SwipeableCardViewController()
    let pan: PanGestureRecognizerMock
    var rest: CGPoint { cards.restingCenter }

    init() throws {
        cards.loadViewIfNeeded()
        pan = try #require(cards.card.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil)))
    }

    func release(translation: CGPoint, velocity: CGPoint) {
        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(location: nil, translation: translation, state: .changed)
        pan.gestureVelocity = velocity
        pan.pan(location: nil, translation: nil, state: .ended)
    }

    @Test func thePanIsTheCardsAndAnswersByName() {
        #expect(pan.view === cards.card)
        #expect(pan.target === cards)
        #expect(pan.action == "cardPan:")
        #expect(cards.restingCenter == CGPoint(x: 195, y: 422))
    }

    @Test func theCardFollowsTheTranslationAndTiltsWithItsX() {
        pan.pan(location: nil, translation: .zero, state: .began)

        pan.pan(location: nil, translation: CGPoint(x: 100, y: -20), state: .changed)

        #expect(cards.card.center == CGPoint(x: rest.x + 100, y: rest.y - 20))
        #expect(TransformReading(cards.card.transform).isScale(1, angle: 0.2))

        pan.pan(location: nil, translation: CGPoint(x: -50, y: 0), state: .changed)

        #expect(TransformReading(cards.card.transform).isScale(1, angle: -0.1))
    }

    @Test func rotationPerPointIsSettable() {
        cards.rotationPerPoint = 0.01
        pan.pan(location: nil, translation: .zero, state: .began)

        pan.pan(location: nil, translation: CGPoint(x: 30, y: 0), state: .changed)

        #expect(TransformReading(cards.card.transform).isScale(1, angle: 0.3))
    }

    @Test("A slow release past the threshold leaves to that side", arguments: [
        (CGFloat(130), SwipeableCardViewController.Direction.right),
        (CGFloat(-130), SwipeableCardViewController.Direction.left),
    ])
    func releasePastTheThresholdLeaves(x: CGFloat, side: SwipeableCardViewController.Direction) {
        var swipes: [SwipeableCardViewController.Direction] = []
        cards.onSwipe = { swipes.append($0) }

        release(translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: x > 0 ? 50 : -50, y: 0))

        #expect(swipes == [side])
        #expect(cards.swipedDirection == side)
        #expect(cards.card.isHidden)
        #expect(TransformReading(cards.card.transform).isScale(1, angle: x * cards.rotationPerPoint))   // it leaves tilted
    }

    @Test("A flick leaves to the side it flicks to, whatever the distance", arguments: [
        (CGFloat(20), CGFloat(1000), SwipeableCardViewController.Direction.right),
        (CGFloat(20), CGFloat(-1000), SwipeableCardViewController.Direction.left),
        (CGFloat(-200), CGFloat(1500), SwipeableCardViewController.Direction.right),
    ])
    func flickLeaves(x: CGFloat, velocity: CGFloat, side: SwipeableCardViewController.Direction) {
        release(translation: CGPoint(x: x, y: 0), velocity: CGPoint(x: velocity, y: 0))

        #expect(cards.swipedDirection == side)
    }

    @Test("Short of the threshold and slow, or past it but moving back, the card snaps back", arguments: [
        (CGFloat(120), CGFloat(0)),      // exactly at the threshold: not past it
        (CGFloat(-100), CGFloat(-999)),
        (CGFloat(200), CGFloat(-100)),   // past it, moving back
        (CGFloat(-200), CGFloat(100)),
    ])
    func otherReleasesSnapBack(x: CGFloat, velocity: CGFloat) {
        release(translation: CGPoint(x: x, y: 40), velocity: CGPoint(x: velocity, y: 0))

        #expect(cards.swipedDirection == nil)
        #expect(cards.card.center == rest)
        #expect(cards.card.transform == .identity)
        #expect(!cards.card.isHidden)
    }

    @Test("R3: a cancelled drag snaps back")
    func cancelledDragSnapsBack() {
        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(location: nil, translation: CGPoint(x: 300, y: 0), state: .changed)

        pan.pan(location: nil, translation: nil, state: .cancelled)

        #expect(cards.card.center == rest)
        #expect(cards.swipedDirection == nil)
    }

    @Test func thresholdsAreSettable() {
        cards.swipeThreshold = 10
        cards.minimumVelocityToSwipe = 5000

        release(translation: CGPoint(x: 11, y: 0), velocity: CGPoint(x: 4000, y: 0))

        #expect(cards.swipedDirection == .right)
    }

    @Test func theMocksDragGivesARealisticFlick() {
        pan.drag(translations: [CGPoint(x: -30, y: 0), CGPoint(x: -60, y: 0)], duration: 0.04)   // 1500 points per second

        #expect(cards.swipedDirection == .left)
    }

    @Test func resetCardRestoresTheCard() {
        release(translation: CGPoint(x: 300, y: 0), velocity: CGPoint(x: 100, y: 0))

        cards.resetCard()

        #expect(cards.card.center == rest)
        #expect(!cards.card.isHidden)
        #expect(cards.swipedDirection == nil)
        #expect(cards.card.transform == .identity)
    }
}
