import Foundation
@testable import TargetAction

/// Stands for a visual effect a style applies: a view that keeps a radius and holds its content.
final class BlurBox: View {
    let radius: CGFloat

    init(radius: CGFloat, content: View) {
        self.radius = radius
        super.init(frame: .zero)
        addSubview(content)
    }

    /// The configuration's label inside.
    var label: StyleConfigurationLabel? { subviews.first as? StyleConfigurationLabel }
}

/// What a style's makeBody was called with, one line per call.
final class MakeBodyLog {
    var made: [String] = []

    static func line(_ title: String?, _ role: ButtonRole?, _ flag: String) -> String {
        let roleName = role.map { $0 == .cancel ? "cancel" : "destructive" } ?? "none"
        return "\(title ?? "nil") \(roleName) \(flag)"
    }
}

/// Blurs the label while pressed, and logs each body it makes.
struct PressBlurButtonStyle: ButtonStyle {
    let log: MakeBodyLog

    func makeBody(configuration: Configuration) -> BlurBox {
        log.made.append(MakeBodyLog.line(configuration.label.title, configuration.role, "pressed=\(configuration.isPressed)"))
        return BlurBox(radius: configuration.isPressed ? 5 : 0, content: configuration.label)
    }
}

/// A primitive style whose body triggers on a tap, and remembers it was pressed.
struct TapTriggerButtonStyle: PrimitiveButtonStyle {
    let log: MakeBodyLog

    func makeBody(configuration: Configuration) -> TapTriggerBody {
        log.made.append(MakeBodyLog.line(configuration.label.title, configuration.role, "primitive"))
        return TapTriggerBody(configuration: configuration)
    }
}

/// A primitive style's body: a tap on it triggers the button.
final class TapTriggerBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    private(set) var isPressed = false

    init(configuration: PrimitiveButtonStyleConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(configuration.label)
        onTapGesture { [weak self] in
            self?.isPressed = true
            self?.configuration.trigger()
        }
    }
}

/// A primitive style whose body is the bare label: it has no gestures, so nothing triggers.
struct BareLabelPrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> View {
        configuration.label
    }
}

/// A toggle style whose body flips `isOn` on a tap, and logs each body it makes.
struct TapFlipToggleStyle: ToggleStyle {
    let log: MakeBodyLog
    /// The configurations made, to set `isOn` through them as a body would.
    let kept: ConfigurationKeeper

    func makeBody(configuration: Configuration) -> View {
        log.made.append("\(configuration.label.title ?? "nil") isOn=\(configuration.isOn)")
        kept.toggle = configuration
        let body = BlurBox(radius: configuration.isOn ? 5 : 0, content: configuration.label)
        body.onTapGesture { configuration.isOn.toggle() }
        return body
    }
}

/// The last configuration a style made a body with.
final class ConfigurationKeeper {
    var toggle: ToggleStyleConfiguration?
    var primitive: PrimitiveButtonStyleConfiguration?
}

/// A primitive style that keeps its configuration, to call `trigger()` by hand.
struct KeepingPrimitiveStyle: PrimitiveButtonStyle {
    let kept: ConfigurationKeeper

    func makeBody(configuration: Configuration) -> View {
        kept.primitive = configuration
        return configuration.label
    }
}
