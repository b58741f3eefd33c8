import Foundation

/// A button style that decides when the button acts, as SwiftUI's `PrimitiveButtonStyle`: the
/// button tracks no touches itself, and its body's gestures call the configuration's `trigger()`
/// (R125).
///
/// Attach one with `buttonStyle(_:)`.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the body for `configuration`: called when the style is attached, then at a flush
    /// when the title or role changed (R125).
    func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}
