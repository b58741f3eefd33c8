import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// R143, R157: activating the focused element, by its own activation or by a real tap.
@Suite struct VoiceOverActivationTests {
    private typealias F = VoiceOverFixtures

    /// A view that activates itself.
    private final class SelfActivating: View {
        private(set) var activations = 0
        override func accessibilityActivate() -> Bool {
            activations += 1
            return true
        }
    }

    @Test("R143: when accessibilityActivate() answers true, that is the whole activation: no touch, no clock advance")
    func selfActivation() {
        let window = F.window()
        let view = SelfActivating(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Play"
        let probe = HandlerProbe()
        view.addGestureRecognizer(TapGestureRecognizer(target: probe, action: "handle:"))
        window.addSubview(view)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Play")

        #expect(voiceOver.activate())

        #expect(view.activations == 1)
        #expect(probe.readings.isEmpty)
        #expect(window.clock.now == 0)
        #expect(!voiceOver.transcript.contains("finger 0 down"))
        #expect(voiceOver.transcript.contains("VoiceOver activates SelfActivating \"Play\" (R143): its accessibilityActivate() handled it"))
    }

    @Test("R143: an accessibilityActivateBlock answers for the default implementation")
    func theActivateBlock() {
        let window = F.window()
        let view = F.element("Play", CGRect(x: 0, y: 0, width: 100, height: 44))
        var activations = 0
        view.accessibilityActivateBlock = { activations += 1; return true }
        window.addSubview(view)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Play")

        #expect(voiceOver.activate())

        #expect(activations == 1)
        #expect(window.clock.now == 0)
    }

    @Test("R143, R157: otherwise one tap through touches at the activation point, held tapHoldDuration: the button's .touchUpInside runs; the transcript shows the activation, then the touches")
    func aButtonIsTapped() {
        let window = F.window()
        let button = F.button("Pay", CGRect(x: 20, y: 100, width: 100, height: 44))
        let taps = F.count(of: button)
        window.addSubview(button)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Pay")

        #expect(voiceOver.activate())

        #expect(taps.value == 1)
        #expect(voiceOver.touches.window === window)
        #expect(voiceOver.transcript == window.transcript)
        #expect(window.clock.now == voiceOver.touches.tapHoldDuration)
        let lines = voiceOver.transcript.split(separator: "\n").map(String.init)
        let activation = lines.firstIndex { $0.contains("VoiceOver activates Button \"Pay\" (R143): a tap at (70, 122)") }
        let down = lines.firstIndex { $0.contains("finger 0 down at (70, 122)") }
        #expect(activation != nil && down != nil && activation! < down!)
        #expect(lines.contains { $0.contains("VO") && $0.contains("VoiceOver activates") })
    }

    @Test("R143: a tap recognizer on a plain view marked as an element runs, at the activation point set")
    func aTapRecognizerRunsAtTheActivationPoint() {
        let window = F.window()
        let handle = F.element("Handle", CGRect(x: 0, y: 300, width: 390, height: 40), traits: .button)
        let probe = HandlerProbe()
        handle.addGestureRecognizer(TapGestureRecognizer(target: probe, action: "handle:"))
        window.addSubview(handle)
        handle.accessibilityActivationPoint = CGPoint(x: 30, y: 310)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Handle")

        #expect(voiceOver.activate())

        #expect(probe.states == [.ended])
        #expect(probe.readings.first?.location == CGPoint(x: 30, y: 10))
    }

    @Test("R143: inside a scroll view that delays content touches, the lift delivers the held touch-down, then the lift")
    func aButtonInAScrollView() {
        let window = F.window()
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let button = F.button("Buy", CGRect(x: 20, y: 1000, width: 100, height: 44))
        var events: [String] = []
        button.addAction(Action { _ in events.append("down") }, for: .touchDown)
        button.addAction(Action { _ in events.append("up inside") }, for: .touchUpInside)
        scrollView.addSubview(button)
        window.addSubview(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 800)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Buy")

        #expect(voiceOver.elements.first?.activationPoint == CGPoint(x: 70, y: 222))
        #expect(voiceOver.activate())

        #expect(events == ["down", "up inside"])
    }

    @Test("R143: a tap that reaches nothing that handles it still counts as an activation")
    func aTapThatNothingHandles() {
        let window = F.window()
        window.addSubview(F.element("Total", CGRect(x: 0, y: 0, width: 100, height: 44)))
        let voiceOver = VoiceOver(window: window)
        voiceOver.focusFirst()

        #expect(voiceOver.activate())
        #expect(window.clock.now == voiceOver.touches.tapHoldDuration)
    }

    @Test("R143, R155: activate(label:) focuses the element, speaking it, then activates it")
    func activateByLabel() {
        let window = F.window()
        let button = F.button("Pay", CGRect(x: 20, y: 100, width: 100, height: 44))
        let taps = F.count(of: button)
        window.addSubview(button)
        let voiceOver = VoiceOver(window: window)

        #expect(voiceOver.activate(label: "Pay"))

        #expect(taps.value == 1)
        #expect(voiceOver.focusedElement?.object === button)
        #expect(voiceOver.announcements == ["Pay, button"])
    }

    @Test("R157: an activation point outside the window is not tapped: reported at the caller's line, naming the element and its point")
    func anActivationPointOutsideTheWindow() {
        let window = F.window()
        let button = F.button("Later", CGRect(x: 20, y: 900, width: 100, height: 44))
        let taps = F.count(of: button)
        window.addSubview(button)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Later")

        let line: UInt = #line + 1
        let (result, reports) = FailureReporter.capturing { voiceOver.activate() }

        #expect(result == false)
        #expect(taps.value == 0)
        #expect(window.clock.now == 0)
        #expect(reports.map(\.line) == [line])
        #expect(reports.first?.message
            == "VoiceOver.activate(): the activation point of Button \"Later\", (70, 922), is outside the window (0, 0, 390, 844), so VoiceOver taps nothing there (R157, R109). Move the element into the window, or set its accessibilityActivationPoint inside it.")
    }

    @Test("R157: only the driver's taps move the clock; focus, adjustments, custom actions and climbs do not")
    func onlyTapsMoveTheClock() {
        let window = F.window()
        let slider = F.element("Volume", CGRect(x: 0, y: 0, width: 100, height: 44), value: "5", traits: .adjustable)
        slider.accessibilityCustomActions = [AccessibilityCustomAction(name: "Mute") { _ in true }]
        window.addSubview(slider)
        let voiceOver = VoiceOver(window: window)

        voiceOver.focusNext()
        voiceOver.increment()
        voiceOver.performCustomAction(named: "Mute")
        voiceOver.escape()
        voiceOver.magicTap()
        voiceOver.scroll(.up)

        #expect(window.clock.now == 0)
        voiceOver.activate()
        #expect(window.clock.now == 0.05)
    }
}
