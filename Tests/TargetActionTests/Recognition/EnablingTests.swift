import Foundation
import Testing
@testable import TargetAction
import TestSupport

@Suite("R12: isEnabled")
struct EnablingTests {
    @Test("R12: isEnabled defaults to true", arguments: RecognizerKind.allCases)
    func r12_enabledByDefault(kind: RecognizerKind) {
        #expect(kind.make().isEnabled)
    }

    @Test("R12: disabling while began or changed cancels and sends the actions",
          arguments: [State.began, .changed])
    func r12_disableWhileActiveCancels(active: State) {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")
        recognizer.state = .began
        if active == .changed { recognizer.state = .changed }
        journal.entries.removeAll()

        recognizer.isEnabled = false

        #expect(journal.entries == ["t .cancelled"])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resetCount == 1)
        #expect(!recognizer.isEnabled)
    }

    @Test("R12: disabling while possible sends nothing")
    func r12_disableWhilePossibleSendsNothing() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")

        recognizer.isEnabled = false

        #expect(journal.entries.isEmpty)
        #expect(recognizer.state == .possible)
        #expect(!recognizer.isEnabled)
    }

    @Test("R12: setting the same value again does nothing")
    func r12_settingSameValueIsNoOp() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")
        recognizer.state = .began

        recognizer.isEnabled = true

        #expect(journal.entries == ["t .began"])
        #expect(recognizer.state == .began)
    }

    @Test("R12: a disabled recognizer gets no touches; enabled again, it gets the next ones")
    func r12_disabledRecognizerGetsNoTouches() {
        let fixture = WindowFixture()
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = BeginOnTouchRecognizer(target: target, action: "handle:")
        fixture.content.addGestureRecognizer(recognizer)
        recognizer.isEnabled = false
        let first = Touch()
        let second = Touch()

        fixture.send(0, .began(first, at: CGPoint(x: 10, y: 10)))
        fixture.send(0.1, .ended(first))
        let receivedWhileDisabled = recognizer.received
        recognizer.isEnabled = true
        fixture.send(1, .began(second, at: CGPoint(x: 10, y: 10)))
        fixture.send(1.1, .ended(second))

        #expect(receivedWhileDisabled.isEmpty)
        #expect(first.gestureRecognizers.isEmpty)
        #expect(recognizer.received == ["began", "ended"])
        #expect(journal.entries == ["t .began", "t .changed", "t .ended"])
    }

    @Test("R12: in a window, disabling an active recognizer cancels it and the rest of its touches miss it")
    func r12_disableActiveInAWindow() {
        let fixture = WindowFixture()
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = BeginOnTouchRecognizer(target: target, action: "handle:")
        fixture.content.addGestureRecognizer(recognizer)
        let finger = Touch()
        fixture.send(0, .began(finger, at: CGPoint(x: 10, y: 10)))

        recognizer.isEnabled = false
        fixture.send(0.1, .moved(finger, to: CGPoint(x: 40, y: 10)))
        fixture.send(0.2, .ended(finger))

        #expect(journal.entries == ["t .began", "t .cancelled"])
        #expect(recognizer.received == ["began"])
        #expect(recognizer.state == .possible)
        #expect(fixture.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R12: in a window, disabling a possible recognizer mid-touch sends nothing and it hears no more")
    func r12_disablePossibleInAWindow() {
        let fixture = WindowFixture()
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")   // never leaves .possible by itself
        fixture.content.addGestureRecognizer(recognizer)
        let finger = Touch()
        fixture.send(0, .began(finger, at: CGPoint(x: 10, y: 10)))
        let engagedBefore = fixture.window.engagedGestureRecognizers.count

        recognizer.isEnabled = false
        fixture.send(0.1, .ended(finger))

        #expect(engagedBefore == 1)
        #expect(journal.entries.isEmpty)
        #expect(recognizer.state == .possible)
        #expect(fixture.window.engagedGestureRecognizers.isEmpty)
    }
}
