// Every declaration of the contract's Styles section (R123-R127), checked by the compiler: no
// @testable, so a line compiles only if the name is public with the contract's signature, an
// override only if `open`.
import Foundation
import Mocks
import TargetAction
import Testing

private final class OpenStyledButton: Button {
    override var role: Button.Role { get { super.role } set { super.role = newValue } }
    override var pressDelay: TimeInterval { get { super.pressDelay } set { super.pressDelay = newValue } }
}

private final class OpenTitledSwitch: Switch {
    override var title: String? { get { super.title } set { super.title = newValue } }
}

// Each returns its label as the body: `-> View` is enough for a style.
private struct LabelButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> View { configuration.label }
}
private struct LabelPrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> View { configuration.label }
}
private struct LabelToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> View { configuration.label }
}

@Suite struct StyleAPIConformanceTests {
    @Test("R123-R127: the styles' public surface, as the contract declares it")
    func theSurfaceCompiles() {
        let roles: [ButtonRole] = [.cancel, .destructive]
        let _: (Int) -> Button.Role? = Button.Role.init(rawValue:)
        let _: [Button.Role] = [.normal, .primary, .cancel, .destructive]
        let button = OpenStyledButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.buttonStyle(LabelPrimitiveStyle())
        button.buttonStyle(LabelButtonStyle())
        let asButtonStyle: (any ButtonStyle)? = button.attachedButtonStyle
        let asPrimitive: (any PrimitiveButtonStyle)? = button.attachedPrimitiveButtonStyle
        let configuration: ButtonStyleConfiguration? = button.styleConfiguration
        let _: StyleConfigurationLabel? = configuration?.label
        let _: String? = configuration?.label.title
        let _: ButtonRole? = configuration?.role
        let _: Bool? = configuration?.isPressed
        let _: TimeInterval = Button.defaultPressDelay
        let body: View? = button.styleBody
        button.removeStyle()

        let toggle = OpenTitledSwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        toggle.toggleStyle(LabelToggleStyle())
        let _: (any ToggleStyle)? = toggle.attachedToggleStyle
        let toggleConfiguration = ToggleStyleConfiguration(isOn: false)
        toggleConfiguration.isOn = true   // nonmutating, on a `let`
        let _: Bool = toggleConfiguration.isMixed
        let primitive = PrimitiveButtonStyleConfiguration(onTrigger: {})
        primitive.trigger()
        let _: ButtonStyleConfiguration.Label.Type = StyleConfigurationLabel.self
        let _: PrimitiveButtonStyleConfiguration.Label.Type = StyleConfigurationLabel.self
        let _: ToggleStyleConfiguration.Label.Type = StyleConfigurationLabel.self

        #expect(roles.count == 2)
        #expect(asButtonStyle != nil || asPrimitive != nil)
        #expect(body != nil)
        #expect(toggleConfiguration.isOn)
    }
}
