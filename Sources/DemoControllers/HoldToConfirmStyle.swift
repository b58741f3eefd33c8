import Foundation
import TargetAction

/// A primitive button style that acts only after a 1-second hold, dimming the button while held.
///
/// The body is the configuration's label, with a `onLongPressGesture(minimumDuration: 1)` whose
/// action calls `trigger()`, so the button's primary action runs once the finger has stayed down a
/// second (R125, R117); it is identified as "holdToConfirm". Its `onPressingChanged` dims the label to ``pressedAlpha`` from the
/// touch-down until the press ends or fails. The button itself tracks no touches, so it never
/// highlights and a plain tap does nothing (R125).
public struct HoldToConfirmStyle: PrimitiveButtonStyle {
    /// The label's alpha while the finger is down.
    public static let pressedAlpha: CGFloat = 0.5
    /// How long the finger must stay down to trigger.
    public static let holdDuration: TimeInterval = 1

    public init() {}

    public func makeBody(configuration: Configuration) -> StyleConfigurationLabel {
        let label = configuration.label
        label.accessibilityIdentifier = "holdToConfirm"
        label.onLongPressGesture(
            minimumDuration: HoldToConfirmStyle.holdDuration,
            perform: { configuration.trigger() },
            onPressingChanged: { [weak label] pressing in label?.alpha = pressing ? HoldToConfirmStyle.pressedAlpha : 1 })
        return label
    }
}
