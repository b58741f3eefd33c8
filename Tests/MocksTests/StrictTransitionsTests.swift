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

    // MARK: Every kind

    /// A step a real recognizer never makes, and the advice its report gives (`{driver}` is the
    /// kind's driver).
    struct IllegalStep: Sendable, CustomTestStringConvertible {
        let from: GestureRecognizer.State
        let to: GestureRecognizer.State
        let advice: String
        var testDescription: String { "\(from) → \(to)" }
    }

    static let illegalSteps = [
        IllegalStep(from: .possible, to: .ended, advice: "ends only after it began. Call {driver}(state: .began) before"),
        IllegalStep(from: .possible, to: .cancelled, advice: "is cancelled only after it began. Call {driver}(state: .began) before"),
        IllegalStep(from: .possible, to: .possible, advice: "never moves to .possible"),
        IllegalStep(from: .began, to: .began, advice: "begins once per gesture. Call {driver}(state: .changed) to go on"),
        IllegalStep(from: .changed, to: .began, advice: "begins once per gesture"),
        IllegalStep(from: .began, to: .failed, advice: "fails only before it begins; once it began it ends or is cancelled. Call {driver}(state: .cancelled) instead"),
        IllegalStep(from: .changed, to: .failed, advice: "fails only before it begins"),
        IllegalStep(from: .changed, to: .possible, advice: "never moves to .possible"),
    ]

    @Test("R2: a step a real recognizer never makes is reported at the test's line with what to call instead, and changes nothing",
          arguments: MockKind.continuous, illegalSteps)
    func illegalStepsAreReportedAndRefused(kind: MockKind, step: IllegalStep) {
        let subject = kind.makeMock(target: probe, action: "handle:")
        if step.from != .possible { subject.drive(step.from, value: 1.5) }
        subject.mock.strictTransitions = true
        subject.mock.clearSentActions()
        let valueBefore = subject.value

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { subject.drive(step.to, location: CGPoint(x: 5, y: 5), value: 4) }

        let message = failures.first?.message ?? ""
        #expect(failures.count == 1)
        #expect(message.hasPrefix("\(kind.driver)(state: \(step.to))"))
        #expect(message.contains("a real \(kind.realType)"))
        #expect(message.contains(step.advice.replacingOccurrences(of: "{driver}", with: kind.driver)))
        #expect(message.hasSuffix("or turn off strict transitions."))
        #expect(failures.first?.line == line)
        #expect(subject.mock.state == step.from)
        #expect(subject.value == valueBefore)
        #expect(subject.mock.gestureLocation == nil)
        #expect(subject.mock.sentActions.isEmpty)
    }

    @Test("R2: a real recognizer's path passes strict mode", arguments: MockKind.continuous, [
        [GestureRecognizer.State.began, .changed, .changed, .ended],
        [.began, .cancelled],
        [.began, .ended, .began, .changed, .cancelled],
        [.failed],
    ])
    func legalPathsPass(kind: MockKind, path: [GestureRecognizer.State]) {
        let subject = kind.makeMock(target: probe, action: "handle:")
        subject.mock.strictTransitions = true

        let (_, failures) = FailureReporter.capturing {
            for state in path { subject.drive(state) }
        }

        #expect(failures.isEmpty)
        #expect(probe.states == path.filter(\.sendsActions))
    }

    @Test("R12: strict mode reports driving a disabled mock at the test's line, and drives nothing", arguments: MockKind.allCases)
    func drivingADisabledMockIsReported(kind: MockKind) {
        let subject = kind.makeMock(target: probe, action: "handle:")
        subject.mock.strictTransitions = true
        subject.mock.isEnabled = false
        let call = MockKind.continuous.contains(kind) ? "\(kind.driver)(state: .began)" : "\(kind.driver)(location:)"

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { subject.drive(.began) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("\(call) on a disabled mock: a real \(kind.realType)") == true)
        #expect(failures.first?.line == line)
        #expect(probe.readings.isEmpty)
        #expect(subject.mock.sentActions.isEmpty)
    }
}
