import Foundation
import Testing
@testable import TargetAction
import TestSupport

/// A view whose say in R7 a test sets.
private final class GatekeeperView: View {
    var allows = true
    private(set) var asked: [GestureRecognizer] = []

    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked.append(recognizer)
        return allows
    }
}

@Suite("R7: gestureRecognizerShouldBegin")
struct ShouldBeginTests {
    enum Say: String, CaseIterable, Sendable { case noDelegate, yes, no }

    @Test("R7: leaving .possible begins only if neither the delegate nor the view says no",
          arguments: Say.allCases, [true, false])
    func r7_delegateAndViewDecide(delegateSays: Say, viewAllows: Bool) {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let view = GatekeeperView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.allows = viewAllows
        let delegate = AnsweringDelegate()
        delegate.shouldBegin = delegateSays == .yes
        let recognizer = ManualRecognizer(target: target, action: "handle:")
        if delegateSays != .noDelegate { recognizer.delegate = delegate }
        view.addGestureRecognizer(recognizer)

        recognizer.state = .began

        let begins = delegateSays != .no && viewAllows
        #expect(recognizer.state == (begins ? .began : .failed))   // a refused begin stays failed (R5, addition)
        #expect(journal.entries == (begins ? ["t .began"] : []))
        #expect(recognizer.resetCount == 0)
        #expect(delegate.shouldBeginAsked == (delegateSays == .noDelegate ? 0 : 1))
    }

    @Test("R7: a discrete recognizer refused on recognition fails and sends nothing")
    func r7_discreteRecognitionRefused() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let delegate = AnsweringDelegate()
        delegate.shouldBegin = false
        let recognizer = ManualDiscreteRecognizer(target: target, action: "handle:")
        recognizer.delegate = delegate

        recognizer.state = .recognized

        #expect(journal.entries.isEmpty)
        #expect(recognizer.state == .failed)   // until it is next set (R5, addition)
        #expect(recognizer.resetCount == 0)
        #expect(delegate.shouldBeginAsked == 1)
    }

    @Test("R7: failing is not asked about")
    func r7_failingDoesNotAsk() {
        let delegate = AnsweringDelegate()
        let view = GatekeeperView(frame: .zero)
        let recognizer = ManualRecognizer(target: nil, action: nil)
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)

        recognizer.state = .failed

        #expect(delegate.shouldBeginAsked == 0)
        #expect(view.asked.isEmpty)
        #expect(recognizer.state == .failed)   // until it is next set (R5, addition)
    }

    @Test("R7: once began, later transitions are not asked about")
    func r7_onlyLeavingPossibleAsks() {
        let delegate = AnsweringDelegate()
        let view = GatekeeperView(frame: .zero)
        let recognizer = ManualRecognizer(target: nil, action: nil)
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)

        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .ended

        #expect(delegate.shouldBeginAsked == 1)
        #expect(view.asked.count == 1)
        #expect(view.asked.first === recognizer)
    }

    @Test("R7: in a window, a view that says no makes a touch-driven recognizer fail")
    func r7_viewRefusesInAWindow() {
        let fixture = WindowFixture()
        let gate = GatekeeperView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        gate.allows = false
        fixture.content.addSubview(gate)
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = BeginOnTouchRecognizer(target: target, action: "handle:")
        gate.addGestureRecognizer(recognizer)
        let finger = Touch()

        fixture.send(0, .began(finger, at: CGPoint(x: 10, y: 10)))
        let stateWhileDown = recognizer.state
        fixture.send(0.1, .moved(finger, to: CGPoint(x: 30, y: 10)))
        fixture.send(0.2, .ended(finger))

        #expect(stateWhileDown == .failed)
        #expect(journal.entries.isEmpty)
        #expect(recognizer.received == ["began"])
        #expect(recognizer.state == .possible)
        #expect(gate.asked.count == 1)
    }

    @Test("GestureRecognizerDelegate: every method has a default")
    func delegateDefaults() {
        final class Quiet: GestureRecognizerDelegate {}
        let delegate = Quiet()
        let g = ManualRecognizer(target: nil, action: nil)
        let other = ManualRecognizer(target: nil, action: nil)

        #expect(delegate.gestureRecognizerShouldBegin(g))
        #expect(!delegate.gestureRecognizer(g, shouldRecognizeSimultaneouslyWith: other))
        #expect(!delegate.gestureRecognizer(g, shouldRequireFailureOf: other))
        #expect(!delegate.gestureRecognizer(g, shouldBeRequiredToFailBy: other))
        #expect(delegate.gestureRecognizer(g, shouldReceive: Touch()))
    }

    @Test func theDelegateIsHeldWeakly() {
        var delegate: AnsweringDelegate? = AnsweringDelegate()
        let recognizer = ManualRecognizer(target: nil, action: nil)
        recognizer.delegate = delegate

        delegate = nil

        #expect(recognizer.delegate == nil)
    }

    @Test("R15: require(toFail:) records each link once, in order, never to itself, weakly")
    func r15_requireToFailLinksAreRecorded() {
        let recognizer = ManualRecognizer(target: nil, action: nil)
        let first = ManualRecognizer(target: nil, action: nil)
        var second: ManualRecognizer? = ManualRecognizer(target: nil, action: nil)
        let secondID = ObjectIdentifier(second!)

        recognizer.require(toFail: first)
        recognizer.require(toFail: second!)
        recognizer.require(toFail: first)
        let (_, failures) = FailureReporter.capturing { recognizer.require(toFail: recognizer) }
        let linked = recognizer.requiredToFail.map(ObjectIdentifier.init)
        second = nil

        #expect(linked == [ObjectIdentifier(first), secondID])
        #expect(failures.count == 1)   // a recognizer cannot wait for itself
        #expect(recognizer.requiredToFail.count == 1)
        #expect(recognizer.requiredToFail.first === first)
        #expect(first.requiredToFail.isEmpty)
    }

    @Test func overridableFailureAndPreventionHooksDefault() {
        let recognizer = ManualRecognizer(target: nil, action: nil)
        let other = ManualRecognizer(target: nil, action: nil)

        #expect(!recognizer.shouldRequireFailure(of: other))
        #expect(!recognizer.shouldBeRequiredToFail(by: other))
        #expect(recognizer.canPrevent(other))
        #expect(recognizer.canBePrevented(by: other))
    }
}
