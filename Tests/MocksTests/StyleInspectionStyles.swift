import Foundation
import TargetAction

// Styles as an app would write them, for the inspection tests (R127): a blur stands for any
// visual change a style makes.

/// A view that blurs what it holds, by `radius` (kept, not drawn).
final class Blurred: View {
    let radius: CGFloat

    init(radius: CGFloat, _ content: View) {
        self.radius = radius
        super.init(frame: .zero)
        addSubview(content)
    }

    /// The style configuration's label it holds.
    var label: StyleConfigurationLabel? { subviews.first as? StyleConfigurationLabel }
}

/// Blurs the label by 5 while the button is pressed.
struct SoftWhenPressedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> Blurred {
        Blurred(radius: configuration.isPressed ? 5 : 0, configuration.label)
    }
}

/// A primitive style whose body triggers the button when tapped, and blurs from then on.
struct TriggerOnTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> TriggerOnTapButton {
        TriggerOnTapButton(configuration: configuration)
    }
}

/// The primitive style's body, a view of its own: inspect it directly.
final class TriggerOnTapButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    private(set) var isPressed = false

    init(configuration: PrimitiveButtonStyleConfiguration) {
        self.configuration = configuration
        super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        addSubview(configuration.label)
        onTapGesture { [weak self] in
            self?.isPressed = true
            self?.configuration.trigger()
        }
    }

    /// The blur its label shows.
    var blurRadius: CGFloat { isPressed ? 5 : 0 }
}

/// Blurs the label by 5 while on; a tap on the body turns it.
struct SoftWhenOnStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> Blurred {
        let body = Blurred(radius: configuration.isOn ? 5 : 0, configuration.label)
        body.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        body.onTapGesture { configuration.isOn.toggle() }
        return body
    }
}

/// A style that hands out the same view each time: a body should be fresh.
struct SharedBodyStyle: ButtonStyle {
    let shared: View

    func makeBody(configuration: Configuration) -> View {
        shared
    }
}
