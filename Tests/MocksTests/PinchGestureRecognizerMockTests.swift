import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct PinchGestureRecognizerMockTests {
    let probe = HandlerProbe()
    let mock: PinchGestureRecognizerMock

    init() {
        mock = PinchGestureRecognizerMock(target: probe, action: "handle:")
    }

    // MARK: Driving

    @Test("R5, R35: after a terminal state the mock is .possible again, its scale 1", arguments: [
        GestureRecognizer.State.ended, .cancelled, .failed,
    ])
    func terminalStatesResetToPossibleWithScaleOne(state: GestureRecognizer.State) {
        mock.pinch(scale: 2, state: .began)

        mock.pinch(state: state)

        #expect(mock.state == .possible)
        #expect(mock.scale == 1)
    }

    @Test func pinchSetsTheRealScaleAndTheLocationTheHandlerReads() {
        mock.pinch(location: CGPoint(x: 10, y: 20), scale: 1.5, state: .began)

        #expect(probe.readings == [HandlerProbe.Reading(
            state: .began, location: CGPoint(x: 10, y: 20), scale: 1.5, scaleVelocity: 0)])
        #expect(mock.scale == 1.5)
        #expect(mock.gestureLocation == CGPoint(x: 10, y: 20))
        #expect(mock.state == .began)
    }

    @Test func nilLeavesTheScaleAndLocationAsTheyAre() {
        mock.pinch(location: CGPoint(x: 1, y: 1), scale: 0.5, state: .began)

        mock.pinch(location: nil, scale: nil, state: .changed)

        #expect(probe.readings.map(\.scale) == [0.5, 0.5])
        #expect(probe.readings.map(\.location) == [CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 1)])
    }

    @Test("R35: a handler that resets scale to 1 on each change reads each drive's scale as an increment")
    func aHandlerResettingScaleReadsIncrements() {
        var zoom: CGFloat = 1
        probe.onAction = { recognizer in
            let pinch = recognizer as! PinchGestureRecognizer
            zoom *= pinch.scale
            pinch.scale = 1
        }

        mock.pinch(scale: 1.5, state: .began)
        #expect(mock.scale == 1)
        mock.pinch(scale: 1.2, state: .changed)
        mock.pinch(state: .changed)   // no move since the reset: the handler reads 1
        mock.pinch(scale: 0.5, state: .ended)

        #expect(probe.readings.map(\.scale) == [1.5, 1.2, 1, 0.5])
        #expect(abs(zoom - 0.9) < 1e-9)
        #expect(mock.sentActions.map(\.scale) == [1.5, 1.2, 1, 0.5])
    }

    @Test("R35: gestureVelocity is what the handler reads; nil brings back the real velocity")
    func gestureVelocityOverridesTheRealVelocity() {
        mock.gestureVelocity = 3

        mock.pinch(scale: 2, state: .began)
        mock.gestureVelocity = nil
        mock.pinch(scale: 2.5, state: .changed)

        #expect(probe.readings.map(\.scaleVelocity) == [3, 0])
    }

    @Test("R35: a handler's scale reset leaves a set gestureVelocity alone")
    func aScaleResetKeepsTheSetVelocity() {
        mock.gestureVelocity = 4
        probe.onAction = { ($0 as! PinchGestureRecognizer).scale = 1 }

        mock.pinch(scale: 2, state: .began)
        mock.pinch(scale: 1.1, state: .changed)

        #expect(probe.readings.map(\.scaleVelocity) == [4, 4])
        #expect(mock.gestureVelocity == 4)
    }

    @Test("R33-R36: with nothing set, real touches pinch the mock as they pinch a real recognizer")
    func realTouchesStillPinchTheMock() {
        let (window, view) = windowWithView(holding: mock)
        let simulator = TouchSimulator(window: window)

        simulator.pinch(center: CGPoint(x: 150, y: 150), from: 100, to: 200, duration: 0.1)

        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(abs((probe.readings.last?.scale ?? 0) - 2) < 1e-9)
        #expect((probe.readings.dropFirst().first?.scaleVelocity ?? 0) > 0)
        #expect(probe.readings.last?.location == CGPoint(x: 150, y: 150))
        #expect(view.gestureRecognizers?.first === mock)
        #expect(mock.sentActions.isEmpty)   // the log is of drives only
    }

    // MARK: The action log

    @Test func theLogHasOneEntryPerPairWithTheScaleAndVelocity() {
        let other = HandlerProbe()
        mock.addTarget(other, action: "handle:")
        mock.gestureVelocity = 1.5

        mock.pinch(location: CGPoint(x: 5, y: 6), scale: 1.25, state: .began)
        mock.pinch(state: .ended)

        let log = mock.sentActions
        #expect(log.map(\.state) == [.began, .began, .ended, .ended])
        #expect(log.map { $0.target === probe } == [true, false, true, false])
        #expect(log.allSatisfy { $0.scale == 1.25 && $0.scaleVelocity == 1.5 && $0.location == CGPoint(x: 5, y: 6) })
        #expect(log.allSatisfy { $0.translation == nil && $0.velocity == nil && $0.rotation == nil && $0.rotationVelocity == nil })
        #expect(other.readings.map(\.scale) == [1.25, 1.25])
    }

    // MARK: Misuse

    @Test func aScaleThatIsNotFiniteIsReportedAtTheTestsLineAndDrivesNothing() {
        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pinch(location: CGPoint(x: 1, y: 1), scale: .nan, state: .began) }

        #expect(failures.map(\.message) == ["pinch(scale: nan, state: .began): scale must be finite. Nothing was driven; pass a scale such as 1.5."])
        #expect(failures.first?.line == line)
        #expect(mock.state == .possible)
        #expect(mock.gestureLocation == nil)
        #expect(probe.readings.isEmpty)
    }

    // MARK: Replacing a real pinch

    @Test("replaceGestureRecognizer: the mock takes over a real pinch's settings")
    func replacingARealPinchTakesOverItsSettings() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pinch = PinchGestureRecognizer(target: probe, action: "handle:")
        pinch.hysteresis = 3
        pinch.velocitySmoothing = 0.5
        view.addGestureRecognizer(pinch)

        let mock = try #require(view.replaceGestureRecognizer(
            ofType: PinchGestureRecognizer.self, with: PinchGestureRecognizerMock(target: nil, action: nil)))

        #expect(mock.hysteresis == 3)
        #expect(mock.velocitySmoothing == 0.5)
    }
}
