import Foundation
import Testing
@testable import TargetAction
import TestSupport

@Suite("State machine outside touches (R1-R3, R5)")
struct StateMachineTests {
    @Test("R1: a recognizer starts in .possible", arguments: RecognizerKind.allCases)
    func r1_startsPossible(kind: RecognizerKind) {
        let recognizer = kind.make()

        #expect(recognizer.state == .possible)
        #expect(recognizer.numberOfTouches == 0)
        #expect(recognizer.view == nil)
    }

    @Test("R1: .recognized is .ended; raw values are UIKit's")
    func r1_recognizedIsEnded() {
        #expect(State.recognized == .ended)
        #expect(allStates.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }

    @Test("R2: only taps are discrete", arguments: RecognizerKind.allCases)
    func r2_discreteness(kind: RecognizerKind) {
        #expect(kind.make().isDiscrete == (kind == .tap))
    }

    static let continuousLegal: Set<[State]> = [
        [.possible, .began], [.possible, .ended], [.possible, .failed],
        [.began, .changed], [.began, .ended], [.began, .cancelled],
        [.changed, .changed], [.changed, .ended], [.changed, .cancelled],
    ]
    static let discreteLegal: Set<[State]> = [[.possible, .ended], [.possible, .failed]]

    @Test("R2 (amended): the table of a recognizer that may begin, .possible → .ended included", arguments: allStates, allStates)
    func r2_continuousTable(from: State, to: State) {
        let legal = Self.continuousLegal.contains([from, to])

        #expect(GestureRecognizer.isLegalTransition(from: from, to: to, discrete: false) == legal)
        #expect(PanGestureRecognizer(target: nil, action: nil).isLegalTransition(from: from, to: to) == legal)
        #expect(LongPressGestureRecognizer(target: nil, action: nil).isLegalTransition(from: from, to: to) == legal)
    }

    @Test("R2: the discrete table", arguments: allStates, allStates)
    func r2_discreteTable(from: State, to: State) {
        let legal = Self.discreteLegal.contains([from, to])

        #expect(GestureRecognizer.isLegalTransition(from: from, to: to, discrete: true) == legal)
        #expect(TapGestureRecognizer(target: nil, action: nil).isLegalTransition(from: from, to: to) == legal)
    }

    /// Brings a fresh recognizer to `state` (only states one can stay in outside a window).
    static func recognizer(in state: State, discrete: Bool, journal: CallJournal, target: JournalTarget) -> ManualRecognizer {
        let recognizer = discrete ? ManualDiscreteRecognizer(target: target, action: "handle:") : ManualRecognizer(target: target, action: "handle:")
        if state.isActive { recognizer.drive(to: .began) }
        if state == .changed { recognizer.drive(to: .changed) }
        journal.entries.removeAll()
        return recognizer
    }

    @Test("R2: setting an illegal continuous state is reported and changes nothing",
          arguments: [State.possible, .began, .changed], allStates)
    func r2_illegalContinuousTransitionIsReported(from: State, to: State) {
        guard !Self.continuousLegal.contains([from, to]), !(from == .possible && to == .possible) else { return }
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = Self.recognizer(in: from, discrete: false, journal: journal, target: target)

        let (_, failures) = FailureReporter.capturing { recognizer.state = to }

        #expect(recognizer.state == from)
        #expect(journal.entries.isEmpty)
        #expect(recognizer.resetCount == 0)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("\(from) → \(to)") == true)
        #expect(failures.first?.message.contains("(R2)") == true)
    }

    @Test("R2: setting an illegal discrete state is reported and changes nothing",
          arguments: [State.began, .changed, .cancelled])
    func r2_illegalDiscreteTransitionIsReported(to: State) {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = Self.recognizer(in: .possible, discrete: true, journal: journal, target: target)

        let (_, failures) = FailureReporter.capturing { recognizer.state = to }

        #expect(recognizer.state == .possible)
        #expect(journal.entries.isEmpty)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("discrete") == true)
    }

    @Test("R2: setting .possible while possible is nothing at all")
    func r2_possibleToPossibleIsQuiet() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")

        let (_, failures) = FailureReporter.capturing { recognizer.state = .possible }

        #expect(failures.isEmpty)
        #expect(journal.entries.isEmpty)
        #expect(recognizer.state == .possible)
        #expect(recognizer.resetCount == 0)
    }

    enum Path: String, CaseIterable, Sendable {
        case beganChangedEnded, beganCancelled, beganEnded, failed, discreteRecognized, discreteFailed

        var discrete: Bool { self == .discreteRecognized || self == .discreteFailed }
        var states: [State] {
            switch self {
            case .beganChangedEnded: [.began, .changed, .changed, .ended]
            case .beganCancelled: [.began, .cancelled]
            case .beganEnded: [.began, .ended]
            case .failed, .discreteFailed: [.failed]
            case .discreteRecognized: [.recognized]
            }
        }
    }

    @Test("R3: actions on began, each changed, ended and cancelled; never on failed or possible",
          arguments: Path.allCases)
    func r3_actionsOnlyOnActionStates(path: Path) {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer: ManualRecognizer = path.discrete
            ? ManualDiscreteRecognizer(target: target, action: "handle:")
            : ManualRecognizer(target: target, action: "handle:")

        for state in path.states { recognizer.state = state }

        #expect(journal.entries == path.states.filter { $0 != .failed }.map { "t \($0)" })
        #expect(allStates.filter(\.sendsActions) == [.began, .changed, .ended, .cancelled])
    }

    @Test("R5 (addition): a terminal state set by hand stays; the next state set resets it first, calling reset() at .possible",
          arguments: Path.allCases)
    func r5_aTerminalStateSetByHandStaysUntilTheNextSet(path: Path) {
        let recognizer: ManualRecognizer = path.discrete
            ? ManualDiscreteRecognizer(target: nil, action: nil)
            : ManualRecognizer(target: nil, action: nil)
        for state in path.states { recognizer.state = state }
        let afterThePath = (recognizer.state, recognizer.resetCount)

        recognizer.state = .failed

        #expect(afterThePath == (path.states.last ?? .possible, 0))
        #expect(recognizer.resetCount == 1)
        #expect(recognizer.stateDuringReset == .possible)
        #expect(recognizer.state == .failed)
    }

    @Test("R5: no reset while the gesture is still going")
    func r5_noResetWhileActive() {
        let recognizer = ManualRecognizer(target: nil, action: nil)

        recognizer.state = .began
        recognizer.state = .changed

        #expect(recognizer.resetCount == 0)
        #expect(recognizer.state == .changed)
    }

    @Test("R5: a new attempt can begin after a reset")
    func r5_newAttemptAfterReset() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")
        recognizer.state = .began
        recognizer.state = .ended

        recognizer.state = .began

        #expect(journal.entries == ["t .began", "t .ended", "t .began"])
        #expect(recognizer.state == .began)
    }

    @Test("R5: reset cancels the attempt's timers")
    func r5_resetCancelsTimers() {
        let fixture = WindowFixture()
        let recognizer = ManualRecognizer(target: nil, action: nil)
        fixture.content.addGestureRecognizer(recognizer)
        var fired = false
        let timer = recognizer.scheduleTimer(after: 1) { fired = true }
        recognizer.state = .began

        recognizer.state = .cancelled
        fixture.window.clock.advance(by: 2)

        #expect(timer?.isCancelled == true)
        #expect(!fired)
        #expect(fixture.window.clock.pendingTimerCount == 0)
    }

    @Test func scheduleTimerOutsideAWindowReturnsNil() {
        let recognizer = ManualRecognizer(target: nil, action: nil)
        View(frame: .zero).addGestureRecognizer(recognizer)

        let timer = recognizer.scheduleTimer(after: 1) {}

        #expect(timer == nil)
    }

    @Test func anUnattachedRecognizerReportsItsLocationAsZeroAndHasNoTouches() {
        let recognizer = ManualRecognizer(target: nil, action: nil)

        #expect(recognizer.location(in: nil) == .zero)
        #expect(recognizer.numberOfTouches == 0)
    }

    @Test("R19: location(ofTouch:) past numberOfTouches is reported and gives .zero", arguments: [0, 1, -1])
    func r19_badTouchIndexIsReported(index: Int) {
        let recognizer = ManualRecognizer(target: nil, action: nil)

        let (location, failures) = FailureReporter.capturing { recognizer.location(ofTouch: index, in: nil) }

        #expect(location == .zero)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("location(ofTouch: \(index)") == true)
    }
}
