import Foundation

/// Distances inward from each edge of a rectangle: a scroll view's ``ScrollView/contentInset``.
public struct EdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
