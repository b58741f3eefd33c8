import Foundation
import Testing
@testable import TargetAction
import TestSupport

@Suite("R13: recognizers and their views")
struct RecognizerViewTests {
    @Test("R13: a view holds its recognizers strongly")
    func r13_viewHoldsRecognizers() {
        let view = View(frame: .zero)
        weak var weakRecognizer: GestureRecognizer?

        do {
            let recognizer = ManualRecognizer(target: nil, action: nil)
            view.addGestureRecognizer(recognizer)
            weakRecognizer = recognizer
        }
        let aliveWhileAttached = weakRecognizer != nil
        view.removeGestureRecognizer(view.gestureRecognizers![0])

        #expect(aliveWhileAttached)
        #expect(weakRecognizer == nil)
    }

    @Test("R13: a recognizer's view is weak")
    func r13_recognizerViewIsWeak() {
        let recognizer = ManualRecognizer(target: nil, action: nil)
        var view: View? = View(frame: .zero)
        weak let weakView = view
        view!.addGestureRecognizer(recognizer)

        view = nil

        #expect(weakView == nil)
        #expect(recognizer.view == nil)
    }

    @Test("R13: gestureRecognizers is nil when there are none, else in the order added")
    func r13_gestureRecognizersList() {
        let view = View(frame: .zero)
        let first = ManualRecognizer(target: nil, action: nil)
        let second = PanGestureRecognizer(target: nil, action: nil)
        let emptyAtFirst = view.gestureRecognizers

        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        view.addGestureRecognizer(first)

        #expect(emptyAtFirst == nil)
        #expect(view.gestureRecognizers?.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        #expect(first.view === view)
    }

    @Test("R13: removing a recognizer that is recognizing cancels it and sends its actions",
          arguments: [State.began, .changed])
    func r13_removingActiveRecognizerCancelsIt(active: State) {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let view = View(frame: .zero)
        let recognizer = ManualRecognizer(target: target, action: "handle:")
        view.addGestureRecognizer(recognizer)
        recognizer.state = .began
        if active == .changed { recognizer.state = .changed }

        view.removeGestureRecognizer(recognizer)

        #expect(journal.entries.last == "t .cancelled")
        #expect(recognizer.state == .possible)
        #expect(recognizer.view == nil)
        #expect(view.gestureRecognizers == nil)
    }

    @Test("R13: removing a possible recognizer sends nothing")
    func r13_removingPossibleRecognizerSendsNothing() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let view = View(frame: .zero)
        let recognizer = ManualRecognizer(target: target, action: "handle:")
        view.addGestureRecognizer(recognizer)

        view.removeGestureRecognizer(recognizer)

        #expect(journal.entries.isEmpty)
        #expect(recognizer.view == nil)
    }

    @Test("R13: removing a recognizer another view holds changes nothing")
    func r13_removingForeignRecognizerIsNoOp() {
        let owner = View(frame: .zero)
        let stranger = View(frame: .zero)
        let recognizer = ManualRecognizer(target: nil, action: nil)
        owner.addGestureRecognizer(recognizer)

        stranger.removeGestureRecognizer(recognizer)

        #expect(recognizer.view === owner)
        #expect(owner.gestureRecognizers?.count == 1)
    }

    @Test("R13: adding a recognizer to a second view moves it")
    func r13_addingToSecondViewMovesIt() {
        let first = View(frame: .zero)
        let second = View(frame: .zero)
        let recognizer = ManualRecognizer(target: nil, action: nil)
        first.addGestureRecognizer(recognizer)

        second.addGestureRecognizer(recognizer)

        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers?.count == 1)
        #expect(recognizer.view === second)
    }

    @Test("R13: moving a recognizing recognizer to another view cancels its gesture")
    func r13_movingActiveRecognizerCancelsIt() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let first = View(frame: .zero)
        let second = View(frame: .zero)
        let recognizer = ManualRecognizer(target: target, action: "handle:")
        first.addGestureRecognizer(recognizer)
        recognizer.state = .began

        second.addGestureRecognizer(recognizer)

        #expect(journal.entries == ["t .began", "t .cancelled"])
        #expect(recognizer.view === second)
        #expect(recognizer.state == .possible)
    }

    @Test("R13: in a window, removing a recognizer mid-gesture cancels it; its touches then miss it")
    func r13_removingInAWindow() {
        let fixture = WindowFixture()
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = BeginOnTouchRecognizer(target: target, action: "handle:")
        fixture.content.addGestureRecognizer(recognizer)
        let finger = Touch()
        fixture.send(0, .began(finger, at: CGPoint(x: 10, y: 10)))

        fixture.content.removeGestureRecognizer(recognizer)
        fixture.send(0.1, .moved(finger, to: CGPoint(x: 50, y: 10)))
        fixture.send(0.2, .ended(finger))

        #expect(journal.entries == ["t .began", "t .cancelled"])
        #expect(recognizer.received == ["began"])
        #expect(fixture.window.engagedGestureRecognizers.isEmpty)
    }
    @Test("R13, R4 (addition): removing a view cancels every gesture in its tree before an event their handlers send is delivered")
    func r13_aRemovedTreeIsCancelledWholeBeforeEventsItsHandlersSend() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let box = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.content.addSubview(box)
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        let first = scene.longPress("first", to: box)
        let second = scene.longPress("second", to: box)
        for press in [first, second] { press.minimumPressDuration = 0 }
        first.delegate = delegate
        scene.log.onAction = { recognizer in
            if recognizer.name == "first", recognizer.state == .cancelled { scene.simulator.move(to: CGPoint(60, 60)) }
        }
        scene.simulator.down(at: CGPoint(50, 50))

        box.removeFromSuperview()

        #expect(scene.log.states(of: "first") == [.began, .cancelled])
        #expect(scene.log.states(of: "second") == [.began, .cancelled])   // no .changed: the move reaches neither
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }
}
