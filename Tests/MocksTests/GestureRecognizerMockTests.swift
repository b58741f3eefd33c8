import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// A user's tap mock that snaps its location to a 10-point grid by overriding `gestureLocation`.
private final class SnappingTapMock: TapGestureRecognizerMock {
    override var gestureLocation: CGPoint? {
        get { super.gestureLocation.map { CGPoint(x: ($0.x / 10).rounded() * 10, y: ($0.y / 10).rounded() * 10) } }
        set { super.gestureLocation = newValue }
    }
}

/// A recognizer of a user's own that adopts the protocol, implementing only what has no default.
private final class HandMadeTapMock: TapGestureRecognizer, GestureRecognizerMock {
    var gestureLocation: CGPoint?
}

/// A recognizer of a user's own that implements every member itself.
private final class SelfLoggingTapMock: TapGestureRecognizer, GestureRecognizerMock {
    var target: AnyObject? { self }
    var action: Selector? { "ownLog:" }
    var gestureLocation: CGPoint?
    var strictTransitions = true
    var sentActions = [SentAction(state: .ended, location: .zero, target: nil, action: "handle:")]
    func clearSentActions() { sentActions = [] }
}

/// `GestureRecognizerMock`: the members every mock shares, the same in each and reachable through
/// the protocol. What every kind promises is checked once per kind (``MockKind``), below.
@Suite struct GestureRecognizerMockTests {
    @Test("R19: a subclass's gestureLocation is what location(in:), the driver and the log read")
    func aSubclassOverridingGestureLocationIsReadEverywhere() {
        let probe = HandlerProbe()
        let mock = SnappingTapMock(target: probe, action: "handle:")
        let (window, view) = windowWithView(at: CGRect(x: 100, y: 200, width: 50, height: 50), holding: mock)
        let shared: any GestureRecognizerMock = mock

        mock.tap(location: CGPoint(x: 12, y: 27))

        #expect(shared.gestureLocation == CGPoint(x: 10, y: 30))
        #expect(mock.location(in: view) == CGPoint(x: 10, y: 30))
        #expect(mock.location(in: window) == CGPoint(x: 110, y: 230))
        #expect(mock.sentActions.map(\.location) == [CGPoint(x: 10, y: 30)])
        #expect(probe.readings.map(\.location) == [CGPoint(x: 10, y: 30)])
    }

    @Test("R30: a recognizer of the test's own that adopts the protocol has each default it reaches reported, reading as empty")
    func aDefaultReachedByAnotherAdopterIsReported() {
        let probe = HandlerProbe()
        let mock = HandMadeTapMock(target: probe, action: "handle:")

        let (read, failures) = FailureReporter.capturing {
            mock.strictTransitions = true
            mock.clearSentActions()
            return (mock.target, mock.action, mock.strictTransitions, mock.sentActions)
        }

        #expect(read.0 == nil && read.1 == nil && !read.2 && read.3.isEmpty)
        #expect(failures.map { $0.message.prefix(while: { $0 != ":" }) } == [
            "strictTransitions of HandMadeTapMock", "clearSentActions() of HandMadeTapMock", "target of HandMadeTapMock",
            "action of HandMadeTapMock", "strictTransitions of HandMadeTapMock", "sentActions of HandMadeTapMock",
        ])
        #expect(failures.first?.message.contains("Implement strictTransitions in HandMadeTapMock, or subclass the mock of its kind.") == true)
    }

    @Test func anAdopterThatImplementsTheMembersIsReadThroughTheProtocolUnreported() {
        let mock: any GestureRecognizerMock = SelfLoggingTapMock(target: nil, action: nil)

        let (read, failures) = FailureReporter.capturing {
            let logged = mock.sentActions.count
            mock.clearSentActions()
            return (mock.target === mock, mock.action, mock.strictTransitions, logged, mock.sentActions.count)
        }

        #expect(read.0 && read.1 == "ownLog:" && read.2 && read.3 == 1 && read.4 == 0)
        #expect(failures.isEmpty)
    }

    @Test func strictModeIsPerMock() {
        let tap = TapGestureRecognizerMock(target: nil, action: nil)
        let press = LongPressGestureRecognizerMock(target: nil, action: nil)
        press.strictTransitions = true

        let (_, failures) = FailureReporter.capturing {
            tap.tap()
            press.longPress(state: .changed)
        }

        #expect(!tap.strictTransitions)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("LongPressGestureRecognizer") == true)
    }

    @Test func aSentActionMadeByHandKeepsTheValuesOfItsKind() {
        let entry = SentAction(state: .changed, location: CGPoint(x: 1, y: 2), scale: 1.5, scaleVelocity: 0.25, target: nil, action: "zoom:")

        #expect(entry.scale == 1.5 && entry.scaleVelocity == 0.25)
        #expect(entry.rotation == nil && entry.rotationVelocity == nil && entry.translation == nil && entry.velocity == nil)
        #expect(entry.description == ".changed → nil.zoom: at (1.0, 2.0), scale 1.5, scale velocity 0.25")
    }
}

/// What every mock promises, whatever its kind: checked once per kind.
extension GestureRecognizerMockTests {
    @Test("Every mock answers the protocol's members as its own: its pair, strict mode, its location and its log", arguments: MockKind.allCases)
    func everyMockAnswersTheProtocolsMembersAsItsOwn(kind: MockKind) {
        let probe = HandlerProbe()
        let subject = kind.makeMock(target: probe, action: "handle:")
        let mock = subject.mock
        let location = CGPoint(x: 3, y: 4)

        #expect(mock.target === probe && mock.action == "handle:")
        #expect(!mock.strictTransitions)
        mock.gestureLocation = location
        subject.drive()

        #expect(mock.location(in: nil) == location)
        #expect(probe.readings.map(\.location) == [location])
        #expect(mock.sentActions.map(\.location) == [location])
        #expect(mock.sentActions.allSatisfy { $0.target === probe && $0.action == "handle:" })
        mock.clearSentActions()
        mock.strictTransitions = true
        #expect(mock.sentActions.isEmpty && mock.strictTransitions)
    }

    @Test("R10: the mock holds its target weakly: once it is gone the target reads nil and a drive logs nothing", arguments: MockKind.allCases)
    func theTargetIsWeak(kind: MockKind) {
        var target: HandlerProbe? = HandlerProbe()
        let subject = kind.makeMock(target: target, action: "handle:")
        #expect(subject.mock.target === target)

        target = nil

        #expect(subject.mock.target == nil)
        #expect(subject.mock.action == "handle:")
        subject.drive()
        #expect(subject.mock.sentActions.isEmpty)
    }

    @Test("An action its target does not answer is reported at the test's line", arguments: MockKind.allCases)
    func anActionNobodyAnswersIsReportedAtTheTestsLine(kind: MockKind) {
        let deaf = DeafTarget()
        let subject = kind.makeMock(target: deaf, action: "handled:")

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { subject.drive() }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("DeafTarget does not respond to \"handled:\"") == true)
        #expect(failures.first?.line == line)
        #expect(failures.first?.filePath == "\(#filePath)")
    }

    @Test("R19: gestureLocation is in the mock's view's coordinates, converted for other views, and in window coordinates when detached",
          arguments: MockKind.allCases)
    func gestureLocationIsInTheViewsCoordinates(kind: MockKind) {
        let probe = HandlerProbe()
        let subject = kind.makeMock(target: probe, action: "handle:")
        subject.mock.gestureLocation = CGPoint(x: 10, y: 20)
        #expect(subject.mock.location(in: nil) == CGPoint(x: 10, y: 20))
        let (window, view) = windowWithView(at: CGRect(x: 50, y: 100, width: 200, height: 200), holding: subject.mock)
        let inner = View(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        view.addSubview(inner)

        subject.drive(location: CGPoint(x: 10, y: 20))

        #expect(subject.mock.location(in: view) == CGPoint(x: 10, y: 20))
        #expect(subject.mock.location(in: nil) == CGPoint(x: 60, y: 120))
        #expect(subject.mock.location(in: window) == CGPoint(x: 60, y: 120))
        #expect(subject.mock.location(in: inner) == CGPoint(x: -10, y: -10))
        #expect(subject.mock.sentActions.map(\.location) == [CGPoint(x: 10, y: 20)])
        #expect(probe.readings.map(\.location) == [CGPoint(x: 10, y: 20)])
    }

    // MARK: The kinds driven state by state

    @Test("R4: inside the handler, state reads as the state driven",
          arguments: MockKind.continuous, [GestureRecognizer.State.began, .changed, .ended, .cancelled])
    func stateInsideTheHandlerReadsAsDriven(kind: MockKind, state: GestureRecognizer.State) {
        let probe = HandlerProbe()
        let subject = kind.makeMock(target: probe, action: "handle:")

        subject.drive(state)

        #expect(probe.states == [state])
    }

    @Test("R5: after a terminal state the mock is .possible again; an active state stays until the next drive",
          arguments: MockKind.continuous, [GestureRecognizer.State.ended, .cancelled, .failed])
    func terminalStatesResetToPossible(kind: MockKind, state: GestureRecognizer.State) {
        let subject = kind.makeMock(target: nil, action: nil)

        subject.drive(.began)
        #expect(subject.mock.state == .began)
        subject.drive(.changed)
        #expect(subject.mock.state == .changed)
        subject.drive(state)

        #expect(subject.mock.state == .possible)
    }

    @Test("R2: in strict mode, a change from .possible is reported at the test's line with what to call instead, and changes nothing",
          arguments: MockKind.continuous)
    func aChangeFromPossibleSaysToBeginFirst(kind: MockKind) {
        let probe = HandlerProbe()
        let subject = kind.makeMock(target: probe, action: "handle:")
        subject.mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { subject.drive(.changed, location: CGPoint(x: 1, y: 1)) }

        #expect(failures.map(\.message) == [
            "\(kind.driver)(state: .changed) from .possible: a real \(kind.realType) begins first. Call \(kind.driver)(state: .began) before, or turn off strict transitions.",
        ])
        #expect(failures.first?.line == line)
        #expect(failures.first?.filePath == "\(#filePath)")
        #expect(subject.mock.state == .possible)
        #expect(subject.mock.gestureLocation == nil)
        #expect(subject.mock.sentActions.isEmpty && probe.readings.isEmpty)
    }
}
