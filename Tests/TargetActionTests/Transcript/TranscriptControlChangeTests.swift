import Foundation
import Mocks
import TargetAction
import Testing

/// R106, R116: a control's update shows in the transcript as the flush that ran it recorded it:
/// what asked first, how many asked, and which of R116's moments it was.
@Suite struct TranscriptControlChangeTests {
    /// Hears the controls' changes, as a user's observer would.
    final class ChangeLog: GestureObserver {
        var changes: [String] = []
        func control(_ control: Control, didChange description: String) { changes.append(description) }
    }

    func scene() -> (Window, Button, TouchSimulator) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        button.accessibilityIdentifier = "save"
        window.addSubview(button)
        window.recordTranscript()
        return (window, button, TouchSimulator(window: window))
    }

    @Test("R116 (a): a press's update is a row after the event, naming the flag that asked")
    func anUpdateAfterAnEvent() {
        let (window, button, simulator) = scene()

        simulator.down(at: CGPoint(x: 50, y: 40))

        #expect(window.transcript.contains("Button(\"save\") updated: isHighlighted changed; at the flush after the event (R116 a)"))
        simulator.up()
        #expect(!button.isHighlighted)
    }

    @Test("R116 (b): a change a timer makes is updated at the flush after that timer, its requests counted")
    func anUpdateAfterATimer() {
        let (window, button, _) = scene()
        _ = window.clock.schedule(after: 0.5) {
            button.isSelected = true
            button.setNeedsUpdateConfiguration()
            button.setNeedsUpdateConfiguration()
        }

        window.clock.advance(by: 1)

        #expect(window.transcript.contains("Button(\"save\") updated: isSelected changed and 2 more requests; at the flush after the timer (R116 b)"))
    }

    @Test("R116 (c), (d): layoutIfNeeded and coming into a window say so")
    func layoutAndComingIntoAWindow() {
        let (window, button, _) = scene()
        let log = ChangeLog()
        window.gestureObserver = log
        button.configuration = .gray()
        button.layoutIfNeeded()
        let other = Button(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        other.isEnabled = false

        window.addSubview(other)

        #expect(log.changes == [
            "updated: configuration set; at layoutIfNeeded() (R116 c)",
            "updated: isEnabled changed; on coming into a window (R116 d)",
        ])
        #expect(window.transcript.contains("updated: configuration set; at layoutIfNeeded() (R116 c)"))
    }

    @Test("R119, R121, R122: presenting, choosing and dismissing a menu are rows in the words the menu code recorded")
    func menusInTheTranscript() {
        let (window, button, simulator) = scene()
        button.menu = Menu(title: "Sort", options: .singleSelection, children: [
            Action(title: "Name") { _ in }, Action(title: "Date") { _ in },
        ])
        button.showsMenuAsPrimaryAction = true

        simulator.tap(at: CGPoint(x: 50, y: 40))
        simulator.chooseMenuElement("Date")
        simulator.tap(at: CGPoint(x: 50, y: 40))
        simulator.wait(0.5)
        simulator.tap(at: CGPoint(x: 300, y: 300))

        let transcript = window.transcript
        #expect(transcript.contains("Button(\"save\") presents menu \"Sort\" at the touch-down, its primary action (R119)"))
        #expect(transcript.contains("Button(\"save\") \"Date\" chosen from menu \"Sort\", now on (R121)"))
        #expect(transcript.contains("Button(\"save\") menu \"Sort\" dismissed by a touch-down, which reaches nothing (R121)"))
        #expect(transcript.contains("dismissing the menu shown (R121)"))
    }

    @Test("R120: a menu opened by a press says how long the touch stayed down")
    func aPressedMenuInTheTranscript() {
        let (window, button, simulator) = scene()
        button.menu = Menu(title: "Share", children: [Action(title: "Copy") { _ in }])

        simulator.longPress(at: CGPoint(x: 50, y: 40), duration: 0.6)

        #expect(window.transcript.contains("Button(\"save\") presents menu \"Share\": the touch stayed down 0.5 s within 10 points (R120)"))
    }

    /// A style whose body is its label.
    struct PlainStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> StyleConfigurationLabel { configuration.label }
    }

    @Test("R124: a styled button's press and release are rows, with the update each asked for")
    func pressesInTheTranscript() {
        let (window, button, simulator) = scene()
        button.buttonStyle(PlainStyle())

        simulator.down(at: CGPoint(x: 50, y: 40))
        simulator.wait(0.05)
        simulator.move(to: CGPoint(x: 50, y: 300))
        simulator.up()

        let transcript = window.transcript
        #expect(transcript.contains("Button(\"save\") isPressed: its touch has been down 0.012 s, inside the region (R124)"))
        #expect(transcript.contains("Button(\"save\") updated: isPressed changed; at the flush after the timer (R116 b)"))
        #expect(transcript.contains("Button(\"save\") isPressed false: its touch left the region (R124)"))
    }
}
