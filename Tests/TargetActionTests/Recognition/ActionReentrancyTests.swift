import Foundation
import Testing
@testable import TargetAction
import TestSupport

/// Handlers that change the recognizer, its pairs or its view while its actions are being sent.
@Suite("Re-entrancy: handlers that change things while actions are sent")
struct ActionReentrancyTests {
    /// Three targets a, b, c, in that order, on a recognizer attached to a view.
    final class Fixture {
        let journal = CallJournal()
        let a: JournalTarget
        let b: JournalTarget
        let c: JournalTarget
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = ManualRecognizer(target: nil, action: nil)

        init() {
            a = JournalTarget("a", journal: journal)
            b = JournalTarget("b", journal: journal)
            c = JournalTarget("c", journal: journal)
            for target in [a, b, c] { recognizer.addTarget(target, action: "handle:") }
            view.addGestureRecognizer(recognizer)
        }
    }

    @Test func aHandlerThatRemovesItsOwnTargetFinishesThisDispatchAndGetsNothingAfter() {
        let f = Fixture()
        defer { f.b.onAction = nil }   // the handler holds the fixture
        f.b.onAction = { recognizer in recognizer.removeTarget(f.b, action: nil) }

        f.recognizer.state = .began
        f.recognizer.state = .changed

        #expect(f.journal.entries == ["a .began", "b .began", "c .began", "a .changed", "c .changed"])
    }

    @Test func aHandlerThatRemovesALaterTargetStopsItGettingThisDispatch() {
        let f = Fixture()
        defer { f.a.onAction = nil }   // the handler holds the fixture
        f.a.onAction = { recognizer in recognizer.removeTarget(f.c, action: "handle:") }

        f.recognizer.state = .began

        #expect(f.journal.entries == ["a .began", "b .began"])
        #expect(f.recognizer.targetActionPairs.count == 2)
    }

    @Test func aHandlerThatRemovesAnEarlierTargetDoesNotAffectThisDispatch() {
        let f = Fixture()
        defer { f.b.onAction = nil }   // the handler holds the fixture
        f.b.onAction = { recognizer in recognizer.removeTarget(f.a, action: nil) }

        f.recognizer.state = .began
        f.recognizer.state = .changed

        #expect(f.journal.entries == ["a .began", "b .began", "c .began", "b .changed", "c .changed"])
    }

    @Test func aHandlerThatRemovesEveryTargetLeavesTheRestOfThisDispatchOut() {
        let f = Fixture()
        f.a.onAction = { recognizer in recognizer.removeTarget(nil, action: nil) }

        f.recognizer.state = .began
        f.recognizer.state = .changed

        #expect(f.journal.entries == ["a .began"])
        #expect(f.recognizer.targetActionPairs.isEmpty)
    }

    @Test func aTargetAddedByAHandlerStartsWithTheNextDispatch() {
        let f = Fixture()
        let late = JournalTarget("late", journal: f.journal)
        f.a.onAction = { recognizer in recognizer.addTarget(late, action: "handle:") }

        f.recognizer.state = .began
        f.recognizer.state = .changed

        #expect(f.journal.entries == ["a .began", "b .began", "c .began", "a .changed", "b .changed", "c .changed", "late .changed"])
        #expect(f.recognizer.targetActionPairs.count == 4)
    }

    @Test("R13: a handler that removes its recognizer from the view: every target sees .began, then .cancelled")
    func r13_handlerRemovesItsRecognizerFromTheView() {
        let f = Fixture()
        defer { f.a.onAction = nil }   // the handler holds the fixture
        f.a.onAction = { recognizer in
            if recognizer.state == .began { f.view.removeGestureRecognizer(recognizer) }
        }
        var seenByC: [GestureRecognizer.State] = []
        f.c.onAction = { seenByC.append($0.state) }

        f.recognizer.state = .began

        #expect(f.journal.entries == ["a .began", "b .began", "c .began", "a .cancelled", "b .cancelled", "c .cancelled"])
        #expect(seenByC == [.began, .cancelled])
        #expect(f.view.gestureRecognizers == nil)
        #expect(f.recognizer.view == nil)
        #expect(f.recognizer.state == .possible)
        #expect(f.recognizer.resetCount == 1)
    }

    @Test("R12: a handler that disables its recognizer: every target sees .began, then .cancelled")
    func r12_handlerDisablesItsRecognizer() {
        let f = Fixture()
        f.b.onAction = { recognizer in
            if recognizer.state == .began { recognizer.isEnabled = false }
        }

        f.recognizer.state = .began

        #expect(f.journal.entries == ["a .began", "b .began", "c .began", "a .cancelled", "b .cancelled", "c .cancelled"])
        #expect(f.recognizer.state == .possible)
    }

    @Test("R2: a handler that ends the gesture: the end goes out after the current state to every target")
    func r2_handlerEndsTheGestureFromInsideAnAction() {
        let f = Fixture()
        f.a.onAction = { recognizer in
            if recognizer.state == .began { recognizer.state = .ended }
        }

        f.recognizer.state = .began

        #expect(f.journal.entries == ["a .began", "b .began", "c .began", "a .ended", "b .ended", "c .ended"])
        #expect(f.recognizer.state == .ended)   // set by hand, it stays until next set (R5, addition)
        #expect(f.recognizer.resetCount == 0)
    }

    @Test("R13: in a window, a handler that removes its recognizer from the view during an event")
    func r13_handlerRemovesRecognizerDuringWindowDispatch() {
        let fixture = WindowFixture()
        let journal = CallJournal()
        let a = JournalTarget("a", journal: journal)
        let b = JournalTarget("b", journal: journal)
        let recognizer = BeginOnTouchRecognizer(target: a, action: "handle:")
        recognizer.addTarget(b, action: "handle:")
        fixture.content.addGestureRecognizer(recognizer)
        a.onAction = { recognizer in
            if recognizer.state == .began { fixture.content.removeGestureRecognizer(recognizer) }
        }
        let finger = Touch()

        fixture.send(0, .began(finger, at: CGPoint(x: 10, y: 10)))
        fixture.send(0.1, .moved(finger, to: CGPoint(x: 20, y: 10)))
        fixture.send(0.2, .ended(finger))

        #expect(journal.entries == ["a .began", "b .began", "a .cancelled", "b .cancelled"])
        #expect(recognizer.received == ["began"])
        #expect(recognizer.view == nil)
        #expect(recognizer.state == .possible)
        #expect(fixture.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("in a window, a handler that removes the recognizer's view from the window during an event")
    func handlerRemovesTheViewFromTheWindowDuringDispatch() {
        let fixture = WindowFixture()
        let journal = CallJournal()
        let a = JournalTarget("a", journal: journal)
        let recognizer = BeginOnTouchRecognizer(target: a, action: "handle:")
        fixture.content.addGestureRecognizer(recognizer)
        a.onAction = { recognizer in
            if recognizer.state == .began { fixture.content.removeFromSuperview() }
        }
        let finger = Touch()

        fixture.send(0, .began(finger, at: CGPoint(x: 10, y: 10)))
        fixture.send(0.1, .moved(finger, to: CGPoint(x: 20, y: 10)))
        fixture.send(0.2, .ended(finger))

        #expect(journal.entries == ["a .began", "a .cancelled"])
        #expect(recognizer.view === fixture.content)
        #expect(recognizer.state == .possible)
        #expect(fixture.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("in a window, a handler that removes a later target during an event")
    func handlerRemovesLaterTargetDuringWindowDispatch() {
        let fixture = WindowFixture()
        let journal = CallJournal()
        let a = JournalTarget("a", journal: journal)
        let b = JournalTarget("b", journal: journal)
        let recognizer = BeginOnTouchRecognizer(target: a, action: "handle:")
        recognizer.addTarget(b, action: "handle:")
        fixture.content.addGestureRecognizer(recognizer)
        a.onAction = { recognizer in recognizer.removeTarget(b, action: nil) }
        let finger = Touch()

        fixture.send(0, .began(finger, at: CGPoint(x: 10, y: 10)))
        fixture.send(0.1, .ended(finger))

        #expect(journal.entries == ["a .began", "a .changed", "a .ended"])   // R6 made the .changed
    }
}
