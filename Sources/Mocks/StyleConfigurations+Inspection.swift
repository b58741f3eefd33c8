import Foundation
import TargetAction

// R127: configurations a test builds by hand, to call a style's `makeBody` without a control.

extension ButtonStyleConfiguration {
    /// A configuration whose label is titled `title`, as a button with that title, role and press
    /// would make (R127).
    public init(title: String? = nil, role: ButtonRole? = nil, isPressed: Bool) {
        self.init(label: StyleConfigurationLabel(title: title), role: role, isPressed: isPressed)
    }
}

extension PrimitiveButtonStyleConfiguration {
    /// A configuration whose `trigger()` calls `onTrigger`, once per call, and nothing else (R127).
    ///
    /// It keeps its label until a body is made from it by `inspect(role:title:onTrigger:)`; a body
    /// made by calling `makeBody` yourself, whose gesture captures the configuration, keeps both alive.
    public init(title: String? = nil, role: ButtonRole? = nil, onTrigger: @escaping () -> Void) {
        self.init(label: StyleConfigurationLabel(title: title), role: role, trigger: onTrigger)
    }
}

extension ToggleStyleConfiguration {
    /// A configuration starting at `isOn`. Copies share one `isOn`: set it through the body's
    /// gestures, read it back from the copy you kept. Setting it sends nothing (R127).
    ///
    /// It keeps its label until a body is made from it by `inspect(isOn:isMixed:title:)`; a body
    /// made by calling `makeBody` yourself, whose gesture captures the configuration, keeps both alive.
    public init(title: String? = nil, isOn: Bool, isMixed: Bool = false) {
        let state = SharedToggleState(isOn: isOn)
        self.init(label: StyleConfigurationLabel(title: title), isMixed: isMixed,
                  read: { state.isOn }, write: { state.isOn = $0 })
    }
}

/// The one `isOn` the copies of a hand-built toggle configuration share.
final class SharedToggleState {
    var isOn: Bool

    init(isOn: Bool) {
        self.isOn = isOn
    }
}
