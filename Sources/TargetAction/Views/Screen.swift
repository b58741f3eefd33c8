import Foundation

/// The device screen windows are shown on: 390 × 844 points at scale 3, read-only (R58).
public final class Screen: Sendable {
    /// The one screen.
    public static let main = Screen()

    /// The screen's rectangle in points: (0, 0, 390, 844), the default window and root view size.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = 3

    private init() {}
}
