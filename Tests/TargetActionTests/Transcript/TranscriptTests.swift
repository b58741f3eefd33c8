import Foundation
import Mocks
import TargetAction
import Testing

/// `Window.recordTranscript()`: one line per happening, stamped with the window's clock.
@Suite struct TranscriptTests {
    /// A 400×800 window holding a 200×200 view named "card" at (100, 100).
    static func cardWindow() -> (window: Window, card: View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        return (window, card)
    }

    /// `recognizer`, named `name`, added to `view`.
    @discardableResult
    static func add<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, named name: String, to view: View) -> Recognizer {
        recognizer.name = name
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    static func tap(_ window: Window, at point: CGPoint, from start: TimeInterval = 0) {
        let touch = Touch()
        window.sendEvent(Event(timestamp: start, changes: [.began(touch, at: point)]))
        window.sendEvent(Event(timestamp: start + 0.05, changes: [.ended(touch)]))
    }

    @Test("R5, R17, R26: recordTranscript starts empty, then fills one line per happening, stamped with the clock")
    func recordTranscriptStartsEmptyThenFillsOneLinePerHappening() {
        let (window, card) = Self.cardWindow()
        Self.add(TapGestureRecognizer(target: nil, action: nil), named: "cardTap", to: card)

        window.recordTranscript()
        let before = window.transcript
        Self.tap(window, at: CGPoint(x: 150, y: 150), from: 0.25)

        #expect(before == "")
        let lines = window.transcript.split(separator: "\n").map(String.init)
        #expect(lines == [
            "   0.250  touch    finger 0 down at (150, 150) on View(\"card\")",
            "   0.250  view     View(\"card\") gets touchesBegan",
            "   0.300  touch    finger 0 up",
            "   0.300  state    cardTap: .possible → .ended",
            "   0.300  why        cardTap recognized: the tap completed on the lift (R26)",
            "   0.300  view     View(\"card\") gets touchesCancelled  (R17: a recognizer claimed the touch)",
            "   0.300  state    cardTap: .ended → .possible  (reset, R5)",
        ])
    }

    @Test func theTranscriptIsEmptyWhenNotRecording() {
        let (window, card) = Self.cardWindow()
        card.addGestureRecognizer(TapGestureRecognizer(target: nil, action: nil))

        Self.tap(window, at: CGPoint(x: 150, y: 150))

        #expect(window.transcript == "")
    }

    @Test func recordingAgainKeepsWhatWasRecorded() {
        let (window, _) = Self.cardWindow()
        window.recordTranscript()
        Self.tap(window, at: CGPoint(x: 150, y: 150))
        let first = window.transcript

        window.recordTranscript()
        Self.tap(window, at: CGPoint(x: 150, y: 150), from: 1)

        #expect(!first.isEmpty)
        #expect(window.transcript.hasPrefix(first))
        #expect(window.transcript.contains("   1.000  touch    finger 0 down at (150, 150)"))
    }

    @Test func aLongTranscriptKeepsItsLastLinesAndSaysHowManyWereDropped() {
        let (window, _) = Self.cardWindow()
        _ = window.recordingTrace(rowLimit: 4)

        for tap in 0..<5 { Self.tap(window, at: CGPoint(x: 150, y: 150), from: Double(tap)) }

        // Four lines a tap (down, touchesBegan, up, touchesEnded): the last tap's are kept.
        let lines = window.transcript.split(separator: "\n").map(String.init)
        #expect(lines.first == "(16 earlier lines dropped)")
        #expect(lines.count == 1 + 4)
        #expect(lines.dropFirst().first?.hasPrefix("   4.000  touch    finger 0 down at (150, 150)") == true)
    }

    @Test("R17: a touch on a view with no recognizer, control or touch handling on its path reached nothing")
    func aTouchOnAPlainViewReachedNothing() {
        let (window, _) = Self.cardWindow()
        window.recordTranscript()

        Self.tap(window, at: CGPoint(x: 150, y: 150))
        Self.tap(window, at: CGPoint(x: 5, y: 5), from: 1)
        Self.tap(window, at: CGPoint(x: 500, y: 5), from: 2)

        let transcript = window.transcript
        #expect(transcript.contains("finger 0 down at (150, 150) on View(\"card\"): reached nothing that handles touches\n"))
        #expect(transcript.contains("finger 0 down at (5, 5) on Window(0.0, 0.0, 400.0, 800.0): reached nothing that handles touches\n"))
        #expect(transcript.contains("finger 0 down at (500, 5) on no view (R18): reached nothing that handles touches\n"))
    }

    /// A view that handles its touches: it keeps `touchesBegan` (no call to `super`).
    final class HandlingView: View {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    }

    /// A view that looks at its touches but passes them on up the responder chain.
    final class PassingView: View {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            super.touchesBegan(touches, with: event)
        }
    }

    @Test("R17: a touch that a recognizer on an ancestor, a control or a view keeping touchesBegan got says where it went down",
          arguments: ["recognizer on the window", "button", "view that keeps touchesBegan"])
    func aTouchThatReachedSomethingSaysOnlyWhereItLanded(what: String) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view: View
        switch what {
        case "recognizer on the window":
            view = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            window.addGestureRecognizer(PanGestureRecognizer(target: nil, action: nil))
        case "button":
            view = Button(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        default:
            view = HandlingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        }
        view.accessibilityIdentifier = "target"
        window.addSubview(view)
        window.recordTranscript()

        Self.tap(window, at: CGPoint(x: 150, y: 150))

        #expect(window.transcript.contains("finger 0 down at (150, 150) on \(view.debugName)\n"))
        #expect(!window.transcript.contains("reached nothing"))
    }

    @Test("R17, R40: a view that passes touchesBegan on, or a disabled button, is not something that handles touches")
    func passingViewsAndDisabledControlsReachNothing() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let passing = PassingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = Button(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        button.accessibilityIdentifier = "save"
        button.isEnabled = false
        window.addSubview(passing)
        window.addSubview(button)
        window.recordTranscript()

        Self.tap(window, at: CGPoint(x: 50, y: 50))
        Self.tap(window, at: CGPoint(x: 250, y: 50), from: 1)

        #expect(window.transcript.contains("on PassingView(0.0, 0.0, 100.0, 100.0): reached nothing that handles touches\n"))
        #expect(window.transcript.contains("on Button(\"save\"): reached nothing that handles touches; Button(\"save\") is disabled (R40)\n"))
    }

    @Test("R15: the transcript says why a single tap lost to the double tap it requires to fail")
    func theReasonARecognizerLostUnderRequireToFail() {
        let (window, card) = Self.cardWindow()
        let single = Self.add(TapGestureRecognizer(target: nil, action: nil), named: "singleTap", to: card)
        let double = Self.add(TapGestureRecognizer(target: nil, action: nil), named: "doubleTap", to: card)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.recordTranscript()

        Self.tap(window, at: CGPoint(x: 150, y: 150))
        Self.tap(window, at: CGPoint(x: 150, y: 150), from: 0.1)

        #expect(window.transcript.contains("singleTap has its gesture (wants .ended) but waits for doubleTap to fail (require(toFail:), R15)"))
        #expect(window.transcript.contains("singleTap failed: it requires doubleTap to fail, and doubleTap was recognized (R15)"))
    }

    @Test("R16: the transcript says a pan lost to a long press that began first")
    func theReasonARecognizerLostToAnotherThatBeganFirst() {
        let (window, card) = Self.cardWindow()
        Self.add(PanGestureRecognizer(target: nil, action: nil), named: "pan", to: card)
        Self.add(LongPressGestureRecognizer(target: nil, action: nil), named: "press", to: card)
        let simulator = TouchSimulator(window: window)

        simulator.longPress(at: CGPoint(x: 150, y: 150), duration: 0.6)

        #expect(simulator.transcript.contains("   0.500  why        press began: the finger was held 0.5 s within 10 points (R29)"))
        #expect(simulator.transcript.contains("pan failed: press began first, and the two may not recognize together (R16)"))
    }

    @Test("R41, R42: control events and the actions a recognizer sends are lines of their own")
    func controlEventsAndActionsAreRecorded() {
        let (window, card) = Self.cardWindow()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        button.accessibilityIdentifier = "save"
        window.addSubview(button)
        let target = Target()
        Self.add(TapGestureRecognizer(target: target, action: "tapped:"), named: "cardTap", to: card)
        let simulator = TouchSimulator(window: window)

        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.tap(at: CGPoint(x: 150, y: 150))

        let transcript = simulator.transcript
        #expect(transcript.contains("control  Button(\"save\") sends .touchDown\n"))
        #expect(transcript.contains("control  Button(\"save\") sends .touchUpInside\n"))
        #expect(transcript.contains("action   cardTap sends \"tapped:\" to Target (.ended)\n"))
    }

    final class Target: Responder {
        override init() {
            super.init()
            publish("tapped:", Target.tapped)
        }

        private func tapped(_ tap: TapGestureRecognizer) {}
    }

    @Test("R60: a value gesture's callbacks and the @GestureState it writes and resets are lines")
    func valueGestureCallbacksAndGestureStateAreRecorded() {
        let (window, card) = Self.cardWindow()
        let offset = GestureState(wrappedValue: CGFloat(0))
        card.gesture(DragGesture().updating(offset) { value, state, _ in state = value.translation.width }.onEnded { _ in })
        let simulator = TouchSimulator(window: window)

        simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.2, steps: 2)

        let transcript = simulator.transcript
        #expect(transcript.contains("card.gesture: @GestureState = 50\n"))
        #expect(transcript.contains("card.gesture: @GestureState back to 0 (R60)\n"))
        #expect(transcript.contains("calls    card.gesture runs onEnded("))
        #expect(transcript.contains("state    card.gesture: .possible → .began\n"))
    }

    /// Tells what it is told, as lines.
    final class TransitionLog: GestureObserver {
        var lines: [String] = []

        func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
            lines.append("\(old) → \(new)")
        }
    }

    @Test func theWindowsOwnObserverIsStillToldWhileRecording() {
        let (window, card) = Self.cardWindow()
        card.addGestureRecognizer(TapGestureRecognizer(target: nil, action: nil))
        let before = TransitionLog()
        let after = TransitionLog()
        window.gestureObserver = before
        window.recordTranscript()

        Self.tap(window, at: CGPoint(x: 150, y: 150))
        window.gestureObserver = after
        Self.tap(window, at: CGPoint(x: 150, y: 150), from: 1)
        window.gestureObserver = nil
        Self.tap(window, at: CGPoint(x: 150, y: 150), from: 2)

        #expect(before.lines == [".possible → .ended", ".ended → .possible"])
        #expect(after.lines == [".possible → .ended", ".ended → .possible"])
        #expect(window.transcript.components(separatedBy: ".possible → .ended").count == 4)
    }
}
