import Foundation
import Mocks
import TargetAction
import Testing

/// R144: increment and decrement of an adjustable element, and the value spoken after each.
@Suite struct VoiceOverAdjustmentTests {
    private typealias F = VoiceOverFixtures

    /// An adjustable element that counts from 0 to 3 in steps of 1.
    private final class Counter: View {
        var count = 1
        private(set) var calls: [String] = []

        override var accessibilityValue: String? {
            get { "\(count)" }
            set {}
        }

        override func accessibilityIncrement() {
            calls.append("increment")
            count = min(count + 1, 3)
        }

        override func accessibilityDecrement() {
            calls.append("decrement")
            count = max(count - 1, 0)
        }
    }

    private func stage() -> (VoiceOver, Counter) {
        let window = F.window()
        let counter = Counter(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        counter.isAccessibilityElement = true
        counter.accessibilityLabel = "Copies"
        counter.accessibilityTraits = .adjustable
        window.addSubview(counter)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Copies")
        return (voiceOver, counter)
    }

    @Test("R144: increment() and decrement() call the element's own, and VoiceOver then speaks its value")
    func adjustAndSpeak() {
        let (voiceOver, counter) = stage()

        voiceOver.increment()
        voiceOver.decrement()
        voiceOver.decrement()

        #expect(counter.calls == ["increment", "decrement", "decrement"])
        #expect(counter.count == 0)
        #expect(voiceOver.announcements == ["Copies, 1, adjustable", "2", "1", "0"])
        #expect(voiceOver.lastAnnouncement == "0")
    }

    @Test("R144: at a limit the value is spoken again, though nothing changed")
    func theValueIsRepeatedAtALimit() {
        let (voiceOver, counter) = stage()

        voiceOver.increment()
        voiceOver.increment()
        voiceOver.increment()

        #expect(counter.count == 3)
        #expect(voiceOver.announcements.suffix(3) == ["2", "3", "3"])
    }

    @Test("R144: an element without a value is spoken by its description; the blocks answer for the defaults")
    func withoutAValueTheDescription() {
        let window = F.window()
        let view = F.element("Zoom", CGRect(x: 0, y: 0, width: 200, height: 44), traits: .adjustable)
        var steps = 0
        view.accessibilityIncrementBlock = { steps += 1 }
        view.accessibilityDecrementBlock = { steps -= 10 }
        window.addSubview(view)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focusFirst()

        voiceOver.increment()
        voiceOver.decrement()

        #expect(steps == -9)
        #expect(voiceOver.announcements == ["Zoom, adjustable", "Zoom, adjustable", "Zoom, adjustable"])
    }

    @Test("R144, R156: on an element that is not .adjustable nothing is called and the call is reported")
    func notAdjustable() {
        let window = F.window()
        let counter = Counter(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        counter.isAccessibilityElement = true
        counter.accessibilityLabel = "Copies"
        counter.accessibilityTraits = [.button, .selected]
        window.addSubview(counter)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focusFirst()

        let line: UInt = #line + 1
        let (_, reports) = FailureReporter.capturing { voiceOver.increment() }

        #expect(counter.calls.isEmpty)
        #expect(voiceOver.announcements == ["Selected, Copies, 1, button"])
        #expect(reports.map(\.line) == [line])
        #expect(reports.first?.message
            == "VoiceOver.increment(): Counter \"Copies\" is not .adjustable (its traits: [.button, .selected]), so VoiceOver would move by the rotor instead. Activate it with activate() instead, or give it the .adjustable trait.")
    }

    @Test("R144: an adjustment is a line of the transcript with the value spoken (R157)")
    func anAdjustmentIsInTheTranscript() {
        let (voiceOver, _) = stage()

        voiceOver.increment()
        voiceOver.decrement()

        #expect(voiceOver.transcript.contains("VoiceOver increments Counter \"Copies\" (R144): it reads \"2\""))
        #expect(voiceOver.transcript.contains("VoiceOver decrements Counter \"Copies\" (R144): it reads \"1\""))
    }
}
