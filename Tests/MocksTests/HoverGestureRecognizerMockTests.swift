import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct HoverGestureRecognizerMockTests {
    let probe = HandlerProbe()
    let mock: HoverGestureRecognizerMock

    init() {
        mock = HoverGestureRecognizerMock(target: probe, action: "handle:")
    }

    // MARK: Driving

    @Test("R3, R4, R101: a hover moves through its states; inside the handler each reads as driven")
    func aHoverMovesThroughItsStates() {
        var zOffsets: [CGFloat] = []
        probe.onAction = { zOffsets.append(($0 as? HoverGestureRecognizer)?.zOffset ?? -1) }

        mock.hover(location: CGPoint(x: 10, y: 20), state: .began)
        mock.gestureZOffset = 0.5
        mock.hover(location: CGPoint(x: 30, y: 20), state: .changed)
        mock.hover(state: .ended)

        #expect(probe.readings == [
            HandlerProbe.Reading(state: .began, location: CGPoint(x: 10, y: 20)),
            HandlerProbe.Reading(state: .changed, location: CGPoint(x: 30, y: 20)),
            HandlerProbe.Reading(state: .ended, location: CGPoint(x: 30, y: 20)),
        ])
        #expect(zOffsets == [0, 0.5, 0.5])
        #expect(mock.sentActions.map(\.zOffset) == [0, 0.5, 0.5])
        #expect(mock.state == .possible)
    }

    @Test func theLogHasOneEntryPerPairWithTheZOffsetAndNothingElse() {
        let other = HandlerProbe()
        mock.addTarget(other, action: "handle:")
        mock.gestureZOffset = 0.25

        mock.hover(location: CGPoint(x: 3, y: 4), state: .began)

        #expect(mock.sentActions.map { $0.target === other } == [false, true])
        #expect(mock.sentActions.allSatisfy { $0.zOffset == 0.25 && $0.location == CGPoint(x: 3, y: 4) })
        #expect(mock.sentActions.allSatisfy { $0.scale == nil && $0.translation == nil && $0.rotation == nil })
        #expect(mock.sentActions.first?.description.hasSuffix("zOffset 0.25") == true)
        mock.clearSentActions()
        #expect(mock.sentActions.isEmpty)
    }

    @Test("R100-R102: with nothing set, a real pointer drives the mock as it drives a real hover recognizer")
    func aRealPointerStillDrivesTheMock() {
        let (window, _) = windowWithView(holding: mock)
        let simulator = TouchSimulator(window: window)

        simulator.hover(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 350, y: 100), duration: 0.5, steps: 5)

        #expect(probe.states == [.began, .changed, .changed, .changed, .ended])   // 100, 150, 200, 250, then off at 300
        #expect(probe.readings.first?.location == CGPoint(x: 100, y: 100))
        #expect(mock.sentActions.isEmpty)
    }
}
