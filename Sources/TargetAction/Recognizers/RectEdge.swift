import Foundation

/// Edges of a rectangle, as a set: which window edges a ``ScreenEdgePanGestureRecognizer`` starts
/// from (R39). Raw values are UIKit's.
public struct RectEdge: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The edge at the smallest y (y points down).
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The edge at the smallest x.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The edge at the largest y.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The edge at the largest x.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// The four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The four edges, in raw-value order.
    static let each: [RectEdge] = [.top, .left, .bottom, .right]

    public var description: String {
        if self == .all { return ".all" }
        let names = zip(RectEdge.each, ["top", "left", "bottom", "right"])
            .filter { contains($0.0) }
            .map { "." + $0.1 }
        let unknown = rawValue & ~RectEdge.all.rawValue
        let parts = names + (unknown == 0 ? [] : ["RectEdge(rawValue: \(unknown))"])
        return parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
    }
}
