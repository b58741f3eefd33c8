import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct TapGestureRecognizerMockTests {
    let probe = HandlerProbe()
    let mock: TapGestureRecognizerMock

    init() {
        mock = TapGestureRecognizerMock(target: probe, action: "handle:")
    }

    @Test("R1, R26: a tap is recognized once, reads .recognized in the handler, and resets")
    func aTapIsRecognizedOnce() {
        mock.tap(location: CGPoint(x: 12, y: 34))

        #expect(probe.readings == [HandlerProbe.Reading(state: .recognized, location: CGPoint(x: 12, y: 34))])
        #expect(mock.state == .possible)
    }

    @Test func eachTapSendsAgainAndNilKeepsTheLocation() {
        mock.tap(location: CGPoint(x: 5, y: 5))

        mock.tap(location: nil)
        mock.tap()

        #expect(probe.readings.map(\.location) == Array(repeating: CGPoint(x: 5, y: 5), count: 3))
        #expect(probe.states == [.ended, .ended, .ended])
    }

    @Test("R26: with no gestureLocation, the location is the real first tap's")
    func unsetLocationFallsBackToTheRealTap() {
        let (window, _) = windowWithView(at: CGRect(x: 40, y: 40, width: 200, height: 200), holding: mock)
        let finger = Touch()
        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 100, y: 90))]))
        window.sendEvent(Event(timestamp: 0.05, changes: [.ended(finger)]))

        mock.tap(location: nil)

        #expect(probe.readings.map(\.location) == [CGPoint(x: 60, y: 50), CGPoint(x: 60, y: 50)])
    }

    @Test func theLogRecordsEachTapPerPair() {
        let other = HandlerProbe()
        mock.addTarget(other, action: "handle:")

        mock.tap(location: CGPoint(x: 1, y: 2))

        #expect(mock.sentActions.map(\.state) == [.ended, .ended])
        #expect(mock.sentActions.map { $0.target === probe } == [true, false])
        #expect(mock.sentActions.allSatisfy { $0.location == CGPoint(x: 1, y: 2) && $0.translation == nil && $0.velocity == nil })
    }
}

@Suite struct LongPressGestureRecognizerMockTests {
    let probe = HandlerProbe()
    let mock: LongPressGestureRecognizerMock

    init() {
        mock = LongPressGestureRecognizerMock(target: probe, action: "handle:")
    }

    @Test("R3, R29: a press moves through its states, with the location set at each")
    func aPressMovesThroughItsStates() {
        mock.longPress(location: CGPoint(x: 10, y: 10), state: .began)
        mock.longPress(location: CGPoint(x: 80, y: 10), state: .changed)
        mock.longPress(location: nil, state: .ended)

        #expect(probe.states == [.began, .changed, .ended])
        #expect(probe.readings.map(\.location) == [CGPoint(x: 10, y: 10), CGPoint(x: 80, y: 10), CGPoint(x: 80, y: 10)])
        #expect(mock.state == .possible)
    }

    @Test("R29: with no gestureLocation, the location is the real touch's")
    func unsetLocationFallsBackToTheRealTouch() {
        let (window, view) = windowWithView(holding: mock)
        mock.minimumPressDuration = 0
        let finger = Touch()

        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 30, y: 40))]))

        #expect(probe.readings == [HandlerProbe.Reading(state: .began, location: CGPoint(x: 30, y: 40))])
        #expect(mock.location(in: view) == CGPoint(x: 30, y: 40))
        mock.gestureLocation = CGPoint(x: 1, y: 1)
        #expect(mock.location(in: view) == CGPoint(x: 1, y: 1))
    }

    @Test func theLogRecordsEachState() {
        mock.longPress(location: CGPoint(x: 3, y: 4), state: .began)
        mock.longPress(state: .cancelled)

        #expect(mock.sentActions.map(\.state) == [.began, .cancelled])
        #expect(mock.sentActions.allSatisfy { $0.location == CGPoint(x: 3, y: 4) && $0.action == "handle:" })
    }
}
