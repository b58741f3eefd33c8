import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R149, and what every control shares (R145-R149): a button and a switch as VoiceOver reads them,
/// and `.notEnabled` on every control while it is disabled.
@Suite struct ButtonSwitchAccessibilityRuleTests {
    // MARK: Every control

    @Test("R145-R149: every control adds .notEnabled to its traits while disabled, and drops it when enabled again")
    func r145_r149_disabledControlsAreDimmed() {
        let controls: [Control] = [
            Button(frame: .zero), Switch(frame: .zero), Slider(frame: .zero), Stepper(frame: .zero),
            PageControl(frame: .zero), SegmentedControl(items: ["A"]), RefreshControl(),
        ]
        for control in controls {
            let enabledTraits = control.accessibilityTraits
            #expect(!enabledTraits.contains(.notEnabled), "\(type(of: control))")
            control.isEnabled = false
            #expect(control.accessibilityTraits == enabledTraits.union(.notEnabled), "\(type(of: control))")
            control.isEnabled = true
            #expect(control.accessibilityTraits == enabledTraits, "\(type(of: control))")
        }
    }

    @Test("R145-R149: setting a control's traits replaces its stored traits; the state traits are still added, and are not kept by the setting")
    func r145_r149_settingTraitsKeepsStateTraits() {
        let button = Button(frame: .zero)
        button.isEnabled = false
        button.accessibilityTraits = [.link, .notEnabled]
        #expect(button.accessibilityTraits == [.link, .notEnabled])

        button.isEnabled = true
        #expect(button.accessibilityTraits == .link)
        button.isSelected = true
        #expect(button.accessibilityTraits == [.link, .selected])

        let slider = Slider(frame: .zero)
        slider.accessibilityTraits = []
        slider.isEnabled = false
        #expect(slider.accessibilityTraits == .notEnabled)
    }

    @Test("R145-R149: a button, a switch, a stepper and a segmented control are not adjustable: increment and decrement change nothing and send nothing")
    func r145_r149_notAdjustable() {
        let scene = ControlScene()
        let others = SegmentedStepperPageScene()
        scene.toggle.isOn = true
        others.segmented.selectedSegmentIndex = 1
        let controls: [Control] = [scene.button, scene.toggle, others.stepper, others.segmented]
        for control in controls {
            #expect(!control.accessibilityTraits.contains(.adjustable), "\(type(of: control))")
            control.accessibilityIncrement()
            control.accessibilityDecrement()
        }
        #expect(scene.toggle.isOn && others.stepper.value == 0 && others.segmented.selectedSegmentIndex == 1)
        #expect(scene.journal.entries.isEmpty && others.journal.entries.isEmpty)
    }

    // MARK: Button

    @Test("R149: a button is an element with traits .button, labelled by its title, with no value or hint")
    func r149_buttonDefaults() {
        let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == nil)

        button.setTitle("Save", for: .normal)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityValue == nil && button.accessibilityHint == nil)
        #expect(button.accessibilityElements == nil)
    }

    @Test("R149: the label is the title the button shows: the title for its state, a configured button's title, a primary action's title")
    func r149_labelIsTheShownTitle() {
        let button = Button(frame: .zero)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.accessibilityLabel == "Follow")
        button.isSelected = true
        #expect(button.accessibilityLabel == "Following")

        var configuration = Button.Configuration.filled()
        configuration.title = "Go"
        let configured = Button(configuration: configuration)
        #expect(configured.title == nil)
        #expect(configured.accessibilityLabel == "Go")

        let withAction = Button(primaryAction: Action(title: "Share") { _ in })
        #expect(withAction.accessibilityLabel == "Share")
    }

    @Test("R149: a label that is set wins over the title; setting nil returns to the title")
    func r149_setLabelAndBackToTitle() {
        let button = Button(frame: .zero)
        button.title = "Send"
        button.accessibilityLabel = "Send message"
        button.title = "Send now"
        #expect(button.accessibilityLabel == "Send message")

        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "Send now")
    }

    @Test("R149: a button adds .selected while selected, with .notEnabled while disabled")
    func r149_selectedButton() {
        let button = Button(frame: .zero)
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        button.isSelected = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
    }

    @Test("R149, R143: a button's activation declines, and VoiceOver's tap at its activation point sends .touchUpInside and .primaryActionTriggered")
    func r149_buttonActivatesByATap() {
        let scene = ControlScene()
        scene.backgroundTap()

        #expect(!scene.button.accessibilityActivate())
        #expect(scene.button.accessibilityActivationPoint == CGPoint(x: 70, y: 42))
        scene.simulator.tap(at: scene.button.accessibilityActivationPoint)

        #expect(scene.events(of: "button") == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R149, R140: a button's label block answers over its title; its activate block answers instead of the tap")
    func r149_buttonBlocks() {
        let calls = BlockCalls()
        let button = Button(frame: .zero)
        button.title = "Save"
        button.accessibilityLabelBlock = { calls.note("label"); return "Save draft" }
        button.accessibilityActivateBlock = { calls.note("activate"); return true }

        #expect(button.accessibilityLabel == "Save draft")
        #expect(button.accessibilityActivate())
        #expect(calls.names == ["label", "activate"])
    }

    // MARK: Switch

    @Test("R149: a switch is an element with traits .button and .toggleButton, no label, and value 1 when on, 0 when off")
    func r149_switchDefaults() {
        let toggle = Switch(frame: .zero)
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == [.button, .toggleButton])
        #expect(toggle.accessibilityLabel == nil && toggle.accessibilityHint == nil)
        #expect(toggle.accessibilityValue == "0")

        toggle.setOn(true, animated: false)
        #expect(toggle.accessibilityValue == "1")
        toggle.isEnabled = false
        #expect(toggle.accessibilityTraits == [.button, .toggleButton, .notEnabled])
    }

    @Test("R149: a switch's title is not its label (a toggle style's label is the app's to give)")
    func r149_switchTitleIsNotTheLabel() {
        let toggle = Switch(frame: .zero)
        toggle.title = "Dark mode"
        #expect(toggle.accessibilityLabel == nil)
        toggle.accessibilityLabel = "Dark mode"
        #expect(toggle.accessibilityLabel == "Dark mode")
    }

    @Test("R149, R44: VoiceOver's tap at a switch's activation point toggles it and sends .valueChanged once; its value reads the new state")
    func r149_switchTogglesByATap() {
        let scene = ControlScene()
        #expect(!scene.toggle.accessibilityActivate())

        scene.simulator.tap(at: scene.toggle.accessibilityActivationPoint)

        #expect(scene.toggle.isOn)
        #expect(scene.toggle.accessibilityValue == "1")
        #expect(scene.events(of: "switch") == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
    }

    @Test("R149, R140: a switch's value block answers over its 1 and 0")
    func r149_switchValueBlock() {
        let toggle = Switch(frame: .zero)
        toggle.accessibilityValueBlock = { "mixed" }
        #expect(toggle.accessibilityValue == "mixed")
        toggle.accessibilityValueBlock = nil
        #expect(toggle.accessibilityValue == "0")
    }
}
