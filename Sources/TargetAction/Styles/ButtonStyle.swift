import Foundation

/// How a button looks and how it shows a press, as SwiftUI's `ButtonStyle`: the button tracks
/// touches itself and the style's body only shows the configuration (R123, R124).
///
/// `Body` is a class here, so `func makeBody(configuration: Configuration) -> View` is enough.
/// Attach one with `buttonStyle(_:)`.
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the body for `configuration`: called when the style is attached, then at a flush
    /// when the title, role or `isPressed` changed (R123).
    func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}
