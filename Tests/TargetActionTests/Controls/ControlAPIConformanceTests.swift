// Every declaration of the contract's Controls section, checked by the compiler: no @testable, so a
// line compiles only if the name is public with the contract's signature, an override only if `open`.
import Foundation
import TargetAction
import Testing

private func requiresOptionSet<T: OptionSet & Sendable & Hashable>(_: T.Type) {}

private final class OpenControl: Control {
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var isSelected: Bool { get { super.isSelected } set { super.isSelected = newValue } }
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }
    override func addTarget(_ target: AnyObject?, action: Selector, for events: Control.Event) { super.addTarget(target, action: action, for: events) }
    override func removeTarget(_ target: AnyObject?, action: Selector?, for events: Control.Event) { super.removeTarget(target, action: action, for: events) }
    override func actions(forTarget target: AnyObject?, forControlEvent event: Control.Event) -> [Selector]? { super.actions(forTarget: target, forControlEvent: event) }
    override func addAction(_ action: Action, for events: Control.Event) { super.addAction(action, for: events) }
    override func removeAction(_ action: Action, for events: Control.Event) { super.removeAction(action, for: events) }
    override func removeAction(identifiedBy identifier: Action.Identifier, for events: Control.Event) { super.removeAction(identifiedBy: identifier, for: events) }
    override func sendActions(for events: Control.Event) { super.sendActions(for: events) }
    override func sendAction(_ action: Selector, to target: AnyObject?, for event: TargetAction.Event?) { super.sendAction(action, to: target, for: event) }
    override func beginTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool { super.beginTracking(touch, with: event) }
    override func continueTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool { super.continueTracking(touch, with: event) }
    override func endTracking(_ touch: Touch?, with event: TargetAction.Event?) { super.endTracking(touch, with: event) }
    override func cancelTracking(with event: TargetAction.Event?) { super.cancelTracking(with: event) }
}

private final class OpenButton: Button {
    override var title: String? { get { super.title } set { super.title = newValue } }
}

private final class OpenSwitch: Switch {
    override var isOn: Bool { get { super.isOn } set { super.isOn = newValue } }
    override func setOn(_ on: Bool, animated: Bool) { super.setOn(on, animated: animated) }
}

private final class OpenSlider: Slider {
    override var value: Float { get { super.value } set { super.value = newValue } }
    override var minimumValue: Float { get { super.minimumValue } set { super.minimumValue = newValue } }
    override var maximumValue: Float { get { super.maximumValue } set { super.maximumValue = newValue } }
    override var isContinuous: Bool { get { super.isContinuous } set { super.isContinuous = newValue } }
    override func setValue(_ value: Float, animated: Bool) { super.setValue(value, animated: animated) }
    override var thumbFrame: CGRect { super.thumbFrame }
}

@Suite struct ControlAPIConformanceTests {
    @Test("Control: events, states and defaults as the contract says")
    func controlDefaults() {
        requiresOptionSet(Control.Event.self)
        requiresOptionSet(Control.State.self)
        let control = OpenControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.state == .normal && !control.isTracking && !control.isTouchInside)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
        #expect(Control.Event.allTouchEvents.contains([.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                                        .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]))
        #expect(!Control.Event.allTouchEvents.contains(.valueChanged))
        #expect(Control.Event.allEvents.contains([.valueChanged, .primaryActionTriggered]))
        #expect(Control.State.normal.rawValue == 0)
        #expect(Control.Event(rawValue: Control.Event.touchUpInside.rawValue) == .touchUpInside)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
    }

    @Test("Action, Button, Switch and Slider: initializers and defaults")
    func subclasses() {
        let action = Action(title: "Save", identifier: Action.Identifier(rawValue: "save")) { _ in }
        #expect(action.title == "Save" && action.identifier == Action.Identifier("save") && action.sender == nil)
        let button = OpenButton(frame: .zero)
        #expect(button.title == nil)
        let primary = Button(frame: .zero, primaryAction: action)
        #expect(primary.allControlEvents == .primaryActionTriggered)
        #expect(!OpenSwitch(frame: .zero).isOn)
        let slider = OpenSlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
    }
}
