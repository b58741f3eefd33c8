import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// What a delegate's answer does to its own recognizer before it answers.
enum Meddling: String, CaseIterable, Sendable, CustomStringConvertible {
    case disables, removesRecognizer, removesView
    var description: String { rawValue }

    func apply(to recognizer: GestureRecognizer) {
        switch self {
        case .disables: recognizer.isEnabled = false
        case .removesRecognizer: recognizer.view?.removeGestureRecognizer(recognizer)
        case .removesView: recognizer.view?.removeFromSuperview()
        }
    }
}

/// A delegate that meddles with the recognizer it is asked about, then says yes.
final class MeddlingDelegate: GestureRecognizerDelegate {
    var onShouldBegin: ((GestureRecognizer) -> Void)?
    var onSimultaneity: ((GestureRecognizer, GestureRecognizer) -> Void)?
    var simultaneous = false

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        onShouldBegin?(g)
        return true
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        onSimultaneity?(g, other)
        return simultaneous
    }
}

/// The recognizer kinds whose begin a delegate can overtake, each with a gesture that makes it begin.
enum BeginningKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case pan, pinch, longPress, tap, swipe
    var description: String { rawValue }

    func add(to scene: RuleScene) -> GestureRecognizer {
        switch self {
        case .pan: scene.pan(rawValue)
        case .pinch: scene.add(PinchGestureRecognizer(target: nil, action: nil), rawValue)
        case .longPress: scene.longPress(rawValue)
        case .tap: scene.tap(rawValue)
        case .swipe: scene.addSwipe(rawValue)
        }
    }

    func perform(on simulator: TouchSimulator) {
        switch self {
        case .pan: simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 400), duration: 0.2)
        case .pinch: simulator.pinch(center: CGPoint(200, 400), from: 100, to: 300, duration: 0.3)
        case .longPress: simulator.longPress(at: CGPoint(100, 100), duration: 1)
        case .tap: simulator.tap(at: CGPoint(100, 100))
        case .swipe: simulator.swipe(from: CGPoint(50, 100), direction: .right)
        }
    }
}

/// A delegate's questions run the user's code in the middle of a decision: whatever that code does
/// to the recognizer stands, and the decision it overtook is not carried out.
@Suite("R2, R12, R13: a begin overtaken by the delegate")
struct OvertakenBeginTests {
    @Test("R2, R12, R13: a recognizer its delegate disables or removes while asked whether it should begin fails and sends nothing",
          arguments: BeginningKind.allCases, Meddling.allCases)
    func r12_r13_meddlingShouldBeginFails(kind: BeginningKind, meddling: Meddling) {
        let scene = RuleScene()
        let states = StateTrail()
        scene.window.gestureObserver = states
        let recognizer = kind.add(to: scene)
        let delegate = MeddlingDelegate()
        delegate.onShouldBegin = { meddling.apply(to: $0) }
        recognizer.delegate = delegate

        kind.perform(on: scene.simulator)
        scene.simulator.wait(1)

        #expect(scene.log.lines == [])   // nothing sent by a disabled or removed recognizer
        #expect(states.states(of: kind.rawValue) == [.failed, .possible])   // R2: never .failed → .began
        #expect(recognizer.state == .possible)
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
        #expect(scene.window.activeTouches.isEmpty)
    }

    @Test("R12: a recognizer disabled while asked whether it should begin, outside a window, fails and sends nothing")
    func r12_meddlingShouldBeginOutsideAWindow() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")
        let delegate = MeddlingDelegate()
        delegate.onShouldBegin = { $0.isEnabled = false }
        recognizer.delegate = delegate

        recognizer.state = .began

        #expect(journal.entries.isEmpty)
        #expect(recognizer.state == .failed)   // until it is next set (R5, addition)
    }

    @Test("R2, R15, R104: a request made while a failure requirement is asked replaces the one seen before it, with its own reason")
    func r2_r15_requestChangedDuringTheFailureQuestion() {
        /// Asks to begin as its touch goes down.
        final class Beginning: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { state = .began }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { if state.isActive { state = .ended } }
        }
        /// Asked whether its recognizer waits for another, it ends the recognizer's gesture instead.
        final class Ending: GestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
                if recognizer.state == .possible { recognizer.setState(.ended, because: "the question ended it") }
                return false
            }
        }
        let scene = RuleScene()
        let states = StateTrail()
        scene.window.gestureObserver = states
        let waiter = Beginning()
        waiter.name = "waiter"
        let delegate = Ending()
        waiter.delegate = delegate
        scene.content.addGestureRecognizer(waiter)
        scene.content.addGestureRecognizer(TapGestureRecognizer(target: nil, action: nil))   // asked about

        scene.simulator.tap(at: CGPoint(100, 100))

        #expect(states.states(of: "waiter") == [.ended, .possible])   // never .began
        #expect(waiter.reason?.state == .ended)
        #expect(waiter.reason?.cause == .described("the question ended it"))
    }

    @Test("R12, R16: a winner disabled by the loser's simultaneity question does not begin, and the loser goes on")
    func r12_r16_winnerDisabledByLosersQuestion() {
        let scene = RuleScene()
        let winner = scene.pan("winner")
        let other = scene.pan("other")
        let delegate = MeddlingDelegate()
        delegate.onSimultaneity = { _, asked in asked.isEnabled = false }
        other.delegate = delegate

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 400), duration: 0.2)

        #expect(!winner.isEnabled)
        #expect(scene.log.states(of: "winner") == [])
        #expect(ranToItsEnd(scene.log.states(of: "other")))   // nothing took its touches
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R2, R13: a competitor its own delegate removes while the winner asks about it is not failed or cancelled twice")
    func r2_r13_competitorRemovedDuringTheQuestion() {
        let scene = RuleScene()
        let states = StateTrail()
        scene.window.gestureObserver = states
        let first = scene.pan("first")
        let second = scene.pan("second")
        let delegate = MeddlingDelegate()
        delegate.simultaneous = true
        delegate.onSimultaneity = { asked, _ in asked.view?.removeGestureRecognizer(asked) }
        second.delegate = delegate   // first has none: second's delegate is asked

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 400), duration: 0.2)

        #expect(second.view == nil)
        #expect(states.states(of: "second") == [.failed, .possible])
        #expect(scene.log.states(of: "second") == [])
        #expect(ranToItsEnd(scene.log.states(of: "first")))
        #expect(first.state == .possible)
    }

    /// `.began`, `.changed` any number of times, `.ended`.
    private func ranToItsEnd(_ states: [GestureRecognizer.State]) -> Bool {
        states.first == .began && states.last == .ended && states.dropFirst().dropLast().allSatisfy { $0 == .changed }
    }

    @Test("R2, R7: a request the recognizer makes while asked whether it should begin (the delegate moved the clock past its timer) overtakes the begin")
    func r2_r7_aRequestMadeDuringTheQuestionOvertakesTheBegin() {
        let scene = RuleScene()
        let states = StateTrail()
        scene.window.gestureObserver = states
        let recognizer = scene.add(EndsOnTimerRecognizer(target: nil, action: nil), "timed")
        let delegate = MeddlingDelegate()
        let clock = scene.window.clock
        delegate.onShouldBegin = { _ in clock.advance(by: 0.2) }
        recognizer.delegate = delegate

        scene.simulator.down(at: CGPoint(100, 100))

        #expect(states.states(of: "timed") == [.ended])   // never .began
        #expect(scene.log.states(of: "timed") == [.ended])
        scene.simulator.up()
        #expect(states.states(of: "timed") == [.ended, .possible])
    }
}

/// Asks to begin at its first touch, and to end 0.1 s later.
private final class EndsOnTimerRecognizer: GestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        scheduleTimer(after: 0.1) { [unowned self] in state = .ended }
        state = .began
    }
}
