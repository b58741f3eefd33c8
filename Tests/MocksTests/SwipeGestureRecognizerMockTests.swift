import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct SwipeGestureRecognizerMockTests {
    let probe = HandlerProbe()
    let mock: SwipeGestureRecognizerMock

    init() {
        mock = SwipeGestureRecognizerMock(target: probe, action: "handle:")
    }

    @Test("R1, R37: a swipe is recognized at once, sends one action that reads .recognized, and resets")
    func aSwipeIsRecognizedOnce() {
        mock.swipe(location: CGPoint(x: 12, y: 34))

        #expect(probe.readings == [HandlerProbe.Reading(state: .recognized, location: CGPoint(x: 12, y: 34))])
        #expect(mock.sentActions.count == 1)
        #expect(mock.state == .possible)
    }

    @Test func eachSwipeSendsAgainAndNilKeepsTheLocation() {
        mock.swipe(location: CGPoint(x: 5, y: 5))

        mock.swipe(location: nil)
        mock.swipe()

        #expect(probe.states == [.ended, .ended, .ended])
        #expect(probe.readings.map(\.location) == Array(repeating: CGPoint(x: 5, y: 5), count: 3))
        #expect(mock.gestureLocation == CGPoint(x: 5, y: 5))
    }

    @Test("R37: with no gestureLocation, the location is where the real swipe's touches went down")
    func unsetLocationFallsBackToTheRealSwipe() {
        let (window, _) = windowWithView(at: CGRect(x: 20, y: 40, width: 300, height: 300), holding: mock)
        let simulator = TouchSimulator(window: window)
        simulator.swipe(from: CGPoint(x: 70, y: 190), direction: .right, distance: 100)

        mock.swipe(location: nil)

        #expect(probe.states == [.ended, .ended])
        #expect(probe.readings.map(\.location) == [CGPoint(x: 50, y: 150), CGPoint(x: 50, y: 150)])
        #expect(mock.sentActions.count == 1)   // the log is of drives only
    }

    @Test func theLogHasOneEntryPerPairAndNoValuesOfOtherKinds() {
        let other = HandlerProbe()
        mock.addTarget(other, action: "handle:")

        mock.swipe(location: CGPoint(x: 1, y: 2))

        #expect(mock.sentActions.map(\.state) == [.ended, .ended])
        #expect(mock.sentActions.map { $0.target === other } == [false, true])
        #expect(mock.sentActions.allSatisfy {
            $0.translation == nil && $0.velocity == nil && $0.scale == nil && $0.rotation == nil
        })
        mock.clearSentActions()
        #expect(mock.sentActions.isEmpty)
    }

    // MARK: Strict transitions

    @Test("R2, R5, R38: a swipe while a failed attempt's touches are still down is reported, and changes nothing")
    func aSwipeWhileAFailedAttemptIsStillDownIsReported() {
        let (window, _) = windowWithView(holding: mock)
        window.sendEvent(Event(timestamp: 0, changes: [
            .began(Touch(), at: CGPoint(x: 10, y: 10)), .began(Touch(), at: CGPoint(x: 40, y: 10)),
        ]))   // R38: more fingers than required: it fails
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.swipe(location: CGPoint(x: 7, y: 7)) }

        #expect(mock.state == .failed)
        #expect(failures.map(\.message) == [
            "swipe(location:) from .failed: a real SwipeGestureRecognizer stays .failed until its touches lift, then returns to .possible. Lift the touches first, or turn off strict transitions.",
        ])
        #expect(failures.first?.line == line)
        #expect(mock.gestureLocation == nil)
        #expect(probe.readings.isEmpty)
        #expect(mock.sentActions.isEmpty)
    }

    @Test("R2: a swipe from .possible passes strict mode")
    func aSwipeFromPossiblePasses() {
        mock.strictTransitions = true

        let (_, failures) = FailureReporter.capturing {
            mock.swipe()
            mock.swipe()
        }

        #expect(failures.isEmpty)
        #expect(probe.states == [.ended, .ended])
    }

    // MARK: Replacing a real swipe

    @Test("replaceGestureRecognizer: the mock takes over a real swipe's settings")
    func replacingARealSwipeTakesOverItsSettings() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let swipe = SwipeGestureRecognizer(target: probe, action: "handle:")
        swipe.direction = [.left, .up]
        swipe.numberOfTouchesRequired = 2
        swipe.minimumDistance = 80
        view.addGestureRecognizer(swipe)

        let mock = try #require(view.replaceGestureRecognizer(
            ofType: SwipeGestureRecognizer.self, with: SwipeGestureRecognizerMock(target: nil, action: nil)))

        #expect(mock.direction == [.left, .up])
        #expect(mock.numberOfTouchesRequired == 2)
        #expect(mock.minimumDistance == 80)
    }
}
