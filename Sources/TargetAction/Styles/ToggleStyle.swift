import Foundation

/// How a switch looks and how it is turned, as SwiftUI's `ToggleStyle`: the switch tracks no
/// touches itself, and its body's gestures set the configuration's `isOn` (R126).
///
/// Attach one with ``Switch/toggleStyle(_:)``.
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the body for `configuration`: called when the style is attached, then at a flush
    /// when `isOn` or the title changed (R126).
    func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}
