import Foundation
import Mocks
import Testing
@testable import TargetAction

/// R125, R126 and R44's addition: a primitive button style and a toggle style leave the touches to
/// their body; trigger() and isOn act on the control.
@Suite struct PrimitiveAndToggleStyleRuleTests {
    let scene = ControlScene()
    let log = MakeBodyLog()
    let kept = ConfigurationKeeper()
    /// Inside the button (20, 20, 100, 44) and the switch (20, 100, 51, 31).
    let onButton = CGPoint(x: 70, y: 42)
    let onSwitch = CGPoint(x: 45, y: 115)

    // MARK: R125

    @Test("R125: a tap on a primitive style's body triggers the primary action once; the button never highlights nor sends touch events")
    func theBodyDecides() throws {
        scene.button.buttonStyle(TapTriggerButtonStyle(log: log))
        let body = try #require(scene.button.styleBody as? TapTriggerBody)
        #expect(body.isUserInteractionEnabled)
        var highlighted = false
        scene.button.configurationUpdateHandler = { button in highlighted = highlighted || button.isHighlighted }

        scene.simulator.down(at: onButton)
        #expect(!scene.button.isHighlighted)
        #expect(!scene.button.isTracking)
        scene.simulator.wait(0.05)
        scene.simulator.up()

        #expect(body.isPressed)
        #expect(!highlighted)
        #expect(scene.events(of: "button") == ["primaryActionTriggered"])
    }

    @Test("R125: touches on a primitive-styled button whose body has no gestures send nothing")
    func noGesturesNoEvents() {
        scene.button.buttonStyle(BareLabelPrimitiveStyle())
        scene.simulator.tap(at: onButton)
        scene.simulator.drag(from: onButton, to: CGPoint(x: 70, y: 300), duration: 0.2)

        #expect(scene.events(of: "button").isEmpty)
        #expect(!scene.button.isHighlighted)
    }

    @Test("R125: trigger() performs the primary action once per call, nothing while disabled; making the body called nothing")
    func triggerPerformsThePrimaryAction() throws {
        scene.button.changesSelectionAsPrimaryAction = true
        scene.button.buttonStyle(KeepingPrimitiveStyle(kept: kept))
        let configuration = try #require(kept.primitive)
        #expect(scene.events(of: "button").isEmpty)

        configuration.trigger()
        configuration.trigger()
        #expect(scene.events(of: "button") == ["primaryActionTriggered", "primaryActionTriggered"])
        #expect(!scene.button.isSelected)   // R117: toggled twice

        scene.button.isEnabled = false
        configuration.trigger()
        #expect(scene.events(of: "button").count == 2)
    }

    @Test("R125: the body is made again on a change of title or role, not on the highlight or selection")
    func remadeOnTitleOrRole() {
        scene.button.buttonStyle(TapTriggerButtonStyle(log: log))
        scene.button.title = "Share"
        scene.button.layoutIfNeeded()
        scene.button.role = .destructive
        scene.button.layoutIfNeeded()
        scene.button.isSelected = true
        scene.button.layoutIfNeeded()

        #expect(log.made == ["nil none primitive", "Share none primitive", "Share destructive primitive"])
    }

    @Test("R125: the configuration holds the button weakly: trigger() after the button is gone does nothing")
    func theConfigurationHoldsTheButtonWeakly() throws {
        weak var gone: Button?
        do {
            let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            button.buttonStyle(KeepingPrimitiveStyle(kept: kept))
            gone = button
        }
        #expect(gone == nil)
        try #require(kept.primitive).trigger()
    }

    // MARK: R126, R44 (addition)

    @Test("R126: a tap on a toggle style's body sets isOn, then .valueChanged, then .primaryActionTriggered; the body follows")
    func theBodyTurnsTheSwitch() {
        scene.toggle.title = "Wi-Fi"
        scene.toggle.toggleStyle(TapFlipToggleStyle(log: log, kept: kept))
        var seenInValueChanged: Bool?
        scene.toggle.addAction(Action { [weak toggle = scene.toggle] _ in seenInValueChanged = toggle?.isOn }, for: .valueChanged)

        scene.simulator.tap(at: onSwitch)

        #expect(scene.toggle.isOn)
        #expect(seenInValueChanged == true)
        #expect(scene.events(of: "switch") == ["valueChanged", "primaryActionTriggered"])
        #expect(log.made == ["Wi-Fi isOn=false", "Wi-Fi isOn=true"])
        #expect((scene.toggle.styleBody as? BlurBox)?.radius == 5)
        #expect(kept.toggle?.isMixed == false)
    }

    @Test("R44 (addition), R126: a toggle-styled switch tracks nothing: a body without gestures turns nothing")
    func theSwitchTracksNothing() {
        scene.toggle.toggleStyle(BareLabelToggleStyle())
        scene.simulator.tap(at: onSwitch)
        #expect(!scene.toggle.isOn)
        #expect(scene.events(of: "switch").isEmpty)

        scene.toggle.removeStyle()   // R123: it tracks its own taps again
        scene.simulator.wait(1)   // a fresh tap, not a second one (R40's tapCount)
        scene.simulator.tap(at: onSwitch)
        #expect(scene.toggle.isOn)
        #expect(scene.events(of: "switch") == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
    }

    @Test("R126: setting the same value, or any value while disabled, does nothing")
    func sameValueOrDisabled() throws {
        scene.toggle.toggleStyle(TapFlipToggleStyle(log: log, kept: kept))
        let configuration = try #require(kept.toggle)

        configuration.isOn = false
        scene.toggle.isEnabled = false
        configuration.isOn = true

        #expect(!scene.toggle.isOn)
        #expect(scene.events(of: "switch").isEmpty)
    }

    @Test("R126: isOn reads the switch's current value; setting it in code sends nothing and the body follows at the flush")
    func codeChangesWaitForTheFlush() throws {
        scene.toggle.toggleStyle(TapFlipToggleStyle(log: log, kept: kept))
        let first = try #require(kept.toggle)

        scene.toggle.isOn = true
        #expect(first.isOn)   // live, not a copy of the value at the time
        #expect(log.made.count == 1)
        scene.toggle.setOn(false, animated: false)
        scene.toggle.setOn(true, animated: true)
        scene.toggle.title = "Bluetooth"
        scene.toggle.layoutIfNeeded()
        scene.toggle.layoutIfNeeded()

        #expect(log.made == ["nil isOn=false", "Bluetooth isOn=true"])
        #expect(scene.events(of: "switch").isEmpty)
    }

    @Test("R126: a style's change made outside an event is a request that waits for the flush")
    func aStyleChangeOutsideAnEvent() throws {
        scene.toggle.toggleStyle(TapFlipToggleStyle(log: log, kept: kept))
        try #require(kept.toggle).isOn = true

        #expect(scene.events(of: "switch") == ["valueChanged", "primaryActionTriggered"])
        #expect(log.made.count == 1)
        scene.window.layoutIfNeeded()
        #expect(log.made == ["nil isOn=false", "nil isOn=true"])
    }
}

/// A toggle style whose body is the bare label: nothing on it turns the switch.
struct BareLabelToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> View {
        configuration.label
    }
}
