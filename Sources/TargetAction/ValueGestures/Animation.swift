import Foundation

/// An animation, as a description only: nothing renders here, but a test can read which
/// animation a gesture's callback asked for through its ``Transaction``.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    private enum Curve: Hashable, Sendable {
        case `default`
        case linear(duration: Double)
        case easeIn(duration: Double)
        case easeOut(duration: Double)
        case easeInOut(duration: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    private let curve: Curve

    public static let `default` = Animation(curve: .default)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear(duration: duration)) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn(duration: duration)) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut(duration: duration)) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut(duration: duration)) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    public var description: String {
        switch curve {
        case .default: "default"
        case .linear(let duration): "linear(duration: \(duration))"
        case .easeIn(let duration): "easeIn(duration: \(duration))"
        case .easeOut(let duration): "easeOut(duration: \(duration))"
        case .easeInOut(let duration): "easeInOut(duration: \(duration))"
        case .spring(let response, let damping, let blend): "spring(response: \(response), dampingFraction: \(damping), blendDuration: \(blend))"
        }
    }
}
