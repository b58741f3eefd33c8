#if !canImport(CoreGraphics)
import Foundation

/// A two-dimensional vector: CoreGraphics's type, declared here where CoreGraphics cannot be
/// imported, with exactly its names, initializers and members (R57).
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector()
}
#endif
