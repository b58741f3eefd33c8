import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct StrictTransitionsTests {
    let probe = HandlerProbe()
    let mock: PanGestureRecognizerMock

    init() {
        mock = PanGestureRecognizerMock(target: probe, action: "handle:")
    }

    /// Puts the mock in `state` with strict mode off, then turns it on.
    func strictMock(in state: GestureRecognizer.State) -> PanGestureRecognizerMock {
        if state != .possible { mock.pan(state: state) }
        mock.strictTransitions = true
        mock.clearSentActions()
        return mock
    }

    @Test func strictModeIsOffByDefault() {
        let (_, failures) = FailureReporter.capturing {
            mock.pan(state: .changed)
            mock.pan(state: .began)
            mock.pan(state: .began)
            mock.pan(state: .possible)
        }

        #expect(mock.strictTransitions == false)
        #expect(failures.isEmpty)
    }

    @Test("R2: a step a real pan never makes is reported, and changes nothing", arguments: [
        (GestureRecognizer.State.possible, GestureRecognizer.State.ended, "ends only after it began. Call pan(state: .began) before"),
        (.possible, .cancelled, "is cancelled only after it began. Call pan(state: .began) before"),
        (.possible, .possible, "never moves to .possible"),
        (.began, .began, "begins once per gesture. Call pan(state: .changed) to go on"),
        (.changed, .began, "begins once per gesture"),
        (.began, .failed, "fails only before it begins; once it began it ends or is cancelled. Call pan(state: .cancelled) instead"),
        (.changed, .failed, "fails only before it begins"),
        (.changed, .possible, "never moves to .possible"),
    ])
    func illegalStepsAreReportedAndRefused(from: GestureRecognizer.State, to: GestureRecognizer.State, advice: String) {
        let mock = strictMock(in: from)
        let translationBefore = mock.gestureTranslation

        let (_, failures) = FailureReporter.capturing { mock.pan(location: CGPoint(x: 5, y: 5), translation: CGPoint(x: 0, y: 77), state: to) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("pan(state: \(to)) ") == true || failures.first?.message.hasPrefix("pan(state: \(to)):") == true)
        #expect(failures.first?.message.contains(advice) == true)
        #expect(failures.first?.message.hasSuffix("or turn off strict transitions.") == true)
        #expect(mock.state == from)
        #expect(mock.sentActions.isEmpty)
        #expect(mock.gestureTranslation == translationBefore)
        #expect(mock.gestureLocation == nil)
    }

    @Test("R2: a real pan's path passes strict mode", arguments: [
        [GestureRecognizer.State.began, .changed, .changed, .ended],
        [.began, .cancelled],
        [.began, .ended, .began, .changed, .cancelled],
        [.failed],
    ])
    func legalPathsPass(path: [GestureRecognizer.State]) {
        let mock = strictMock(in: .possible)

        let (_, failures) = FailureReporter.capturing {
            for state in path { mock.pan(state: state) }
        }

        #expect(failures.isEmpty)
        #expect(probe.states == path.filter(\.sendsActions))
    }

    @Test("R12: strict mode reports driving a disabled mock")
    func drivingADisabledMockIsReported() {
        let mock = strictMock(in: .possible)
        mock.isEnabled = false

        let (_, failures) = FailureReporter.capturing { mock.pan(state: .began) }

        #expect(failures.first?.message == "pan(state: .began) on a disabled mock: a real PanGestureRecognizer with isEnabled == false receives no touches and never leaves .possible. Set isEnabled = true first, or turn off strict transitions.")
        #expect(probe.readings.isEmpty)
    }

    @Test func aDragInTheMiddleOfAPanIsReportedOnceAndDrivesNothing() {
        let mock = strictMock(in: .changed)

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.drag(translations: [CGPoint(x: 0, y: 20)], duration: 0.1) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("drag(translations:duration:ending:) from .changed: a real PanGestureRecognizer begins once per gesture.") == true)
        #expect(failures.first?.line == line)
        #expect(mock.sentActions.isEmpty)
        #expect(mock.state == .changed)
    }

    @Test func aDragThatAHandlerDisablesStopsAtTheFirstRefusedStep() {
        let mock = strictMock(in: .possible)
        probe.onAction = { recognizer in recognizer.isEnabled = false }

        let (_, failures) = FailureReporter.capturing {
            mock.drag(translations: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 40)], duration: 0.1)
        }

        #expect(probe.states == [.began, .cancelled])   // R12: disabling an active pan cancels it
        #expect(failures.count == 1)
    }

    @Test func aStrictReportIsAnIssueInSwiftTesting() {
        let mock = strictMock(in: .possible)
        let line = #line + 3

        withKnownIssue {
            mock.pan(state: .ended)
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("ends only after it began")
        }
    }

    @Test("R2, R5: a tap is recognized only from .possible; a failed tap waits for its touches to lift")
    func aTapWhileAFailedAttemptIsStillDownIsReported() {
        let tap = TapGestureRecognizerMock(target: probe, action: "handle:")
        let (window, _) = windowWithView(holding: tap)
        let (first, second) = (Touch(), Touch())
        window.sendEvent(Event(timestamp: 0, changes: [
            .began(first, at: CGPoint(x: 10, y: 10)), .began(second, at: CGPoint(x: 20, y: 10)),
        ]))   // R27: more fingers than required: it fails
        tap.strictTransitions = true

        let (_, failures) = FailureReporter.capturing { tap.tap(location: nil) }

        #expect(tap.state == .failed)
        #expect(failures.map(\.message) == [
            "tap(location:) from .failed: a real TapGestureRecognizer stays .failed until its touches lift, then returns to .possible. Lift the touches first, or turn off strict transitions.",
        ])
        #expect(probe.readings.isEmpty)
    }

    @Test("R12: strict mode reports tapping a disabled tap mock")
    func tappingADisabledMockIsReported() {
        let tap = TapGestureRecognizerMock(target: probe, action: "handle:")
        tap.strictTransitions = true
        tap.isEnabled = false

        let (_, failures) = FailureReporter.capturing { tap.tap(location: nil) }

        #expect(failures.first?.message.hasPrefix("tap(location:) on a disabled mock: a real TapGestureRecognizer") == true)
        #expect(probe.readings.isEmpty)
    }
}
