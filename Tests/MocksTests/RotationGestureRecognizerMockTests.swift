import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct RotationGestureRecognizerMockTests {
    let probe = HandlerProbe()
    let mock: RotationGestureRecognizerMock

    init() {
        mock = RotationGestureRecognizerMock(target: probe, action: "handle:")
    }

    // MARK: Driving

    @Test("R3, R4: a rotation moves through its states; inside the handler each reads as driven")
    func aRotationMovesThroughItsStates() {
        mock.rotate(location: CGPoint(x: 10, y: 20), rotation: 0.25, state: .began)
        mock.rotate(rotation: 0.5, state: .changed)
        mock.rotate(state: .ended)

        #expect(probe.readings == [
            HandlerProbe.Reading(state: .began, location: CGPoint(x: 10, y: 20), rotation: 0.25, rotationVelocity: 0),
            HandlerProbe.Reading(state: .changed, location: CGPoint(x: 10, y: 20), rotation: 0.5, rotationVelocity: 0),
            HandlerProbe.Reading(state: .ended, location: CGPoint(x: 10, y: 20), rotation: 0.5, rotationVelocity: 0),
        ])
    }

    @Test("R5, R35: after a terminal state the mock is .possible again, its rotation 0", arguments: [
        GestureRecognizer.State.ended, .cancelled, .failed,
    ])
    func terminalStatesResetToPossibleWithRotationZero(state: GestureRecognizer.State) {
        mock.rotate(rotation: 1, state: .began)
        #expect(mock.rotation == 1)

        mock.rotate(state: state)

        #expect(mock.state == .possible)
        #expect(mock.rotation == 0)
    }

    @Test("R35: a handler that resets rotation to 0 on each change reads each drive's rotation as an increment")
    func aHandlerResettingRotationReadsIncrements() {
        var angle: CGFloat = 0
        probe.onAction = { recognizer in
            let rotation = recognizer as! RotationGestureRecognizer
            angle += rotation.rotation
            rotation.rotation = 0
        }

        mock.rotate(rotation: 0.25, state: .began)
        mock.rotate(rotation: -0.5, state: .changed)
        mock.rotate(state: .ended)   // no turn since the reset: the handler reads 0

        #expect(probe.readings.map(\.rotation) == [0.25, -0.5, 0])
        #expect(angle == -0.25)
        #expect(mock.sentActions.map(\.rotation) == [0.25, -0.5, 0])
    }

    @Test("R35: gestureVelocity is what the handler reads; nil brings back the real velocity")
    func gestureVelocityOverridesTheRealVelocity() {
        mock.gestureVelocity = -2

        mock.rotate(rotation: 0.1, state: .began)
        mock.gestureVelocity = nil
        mock.rotate(rotation: 0.2, state: .changed)

        #expect(probe.readings.map(\.rotationVelocity) == [-2, 0])
        #expect(mock.sentActions.map(\.rotationVelocity) == [-2, 0])
    }

    @Test("R33-R36: with nothing set, real touches rotate the mock as they rotate a real recognizer")
    func realTouchesStillRotateTheMock() {
        let (window, _) = windowWithView(holding: mock)
        let simulator = TouchSimulator(window: window)

        simulator.rotate(center: CGPoint(x: 150, y: 150), radius: 50, from: 0, to: .pi / 2, duration: 0.1)

        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(abs((probe.readings.last?.rotation ?? 0) - .pi / 2) < 1e-9)
        #expect((probe.readings.dropFirst().first?.rotationVelocity ?? 0) > 0)
        #expect(mock.sentActions.isEmpty)
    }

    @Test func theLogHasOneEntryPerPairWithTheRotationAndNothingElse() {
        let other = HandlerProbe()
        mock.addTarget(other, action: "handle:")

        mock.rotate(location: CGPoint(x: 3, y: 4), rotation: 0.75, state: .began)

        #expect(mock.sentActions.map { $0.target === other } == [false, true])
        #expect(mock.sentActions.allSatisfy { $0.rotation == 0.75 && $0.location == CGPoint(x: 3, y: 4) })
        #expect(mock.sentActions.allSatisfy { $0.scale == nil && $0.translation == nil && $0.velocity == nil })
        mock.clearSentActions()
        #expect(mock.sentActions.isEmpty)
    }

    // MARK: Misuse

    @Test func aRotationThatIsNotFiniteIsReportedAtTheTestsLineAndDrivesNothing() {
        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.rotate(rotation: .infinity, state: .began) }

        #expect(failures.map(\.message) == ["rotate(rotation: inf, state: .began): rotation must be finite. Nothing was driven; pass radians such as 0.5."])
        #expect(failures.first?.line == line)
        #expect(mock.state == .possible)
        #expect(probe.readings.isEmpty)
    }

    // MARK: Replacing a real rotation

    @Test("replaceGestureRecognizer: the mock takes over a real rotation's settings")
    func replacingARealRotationTakesOverItsSettings() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let rotation = RotationGestureRecognizer(target: probe, action: "handle:")
        rotation.hysteresis = 0.1
        rotation.minimumVelocitySampleInterval = 0.02
        view.addGestureRecognizer(rotation)

        let mock = try #require(view.replaceGestureRecognizer(
            ofType: RotationGestureRecognizer.self, with: RotationGestureRecognizerMock(target: nil, action: nil)))

        #expect(mock.hysteresis == 0.1)
        #expect(mock.minimumVelocitySampleInterval == 0.02)
    }
}
