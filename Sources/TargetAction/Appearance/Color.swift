import Foundation

/// A colour as `UIColor` holds it in sRGB: red, green, blue and alpha, each from 0 to 1.
///
/// Nothing is drawn here: views, buttons and configurations keep colours so that a test can read
/// them. Components outside 0…1 are clamped when the colour is made (R110); a NaN component is
/// reported and taken as 0.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Color.component(red, "red")
        self.green = Color.component(green, "green")
        self.blue = Color.component(blue, "blue")
        self.alpha = Color.component(alpha, "alpha")
    }

    /// A grey: `white` in each of red, green and blue.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with `alpha` (clamped to 0…1).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
    public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    /// The system colours in light mode.
    public static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemRed = Color(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    public static let systemGray5 = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    public static let label = Color(red: 0, green: 0, blue: 0, alpha: 1)

    /// The colour's name when it is one of the named colours (`.systemBlue`), else its components.
    public var description: String {
        if let name = Color.names.first(where: { $0.color == self })?.name { return ".\(name)" }
        return "Color(red: \(Color.format(red)), green: \(Color.format(green)), blue: \(Color.format(blue)), alpha: \(Color.format(alpha)))"
    }

    /// The named colours, the first name of a value winning (`label` reads as `.black`).
    private static let names: [(name: String, color: Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("gray", .gray), ("red", .red),
        ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGray5", .systemGray5),
    ]

    private static func component(_ value: CGFloat, _ name: String) -> CGFloat {
        guard !value.isNaN else {
            FailureReporter.report("Color(\(name): nan): a colour component is a number from 0 to 1; it is taken as 0.", at: nil)
            return 0
        }
        return min(max(value, 0), 1)
    }

    private static func format(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}
