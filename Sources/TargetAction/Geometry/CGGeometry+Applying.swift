#if !canImport(CoreGraphics)
import Foundation

// CoreGraphics's `applying(_:)` for points, sizes and rectangles, where CoreGraphics cannot be
// imported (R57).

extension CGPoint {
    /// `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// `(a·width + c·height, b·width + d·height)`: the linear part alone.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that holds the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minimum = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
        return CGRect(x: minimum.x, y: minimum.y, width: (xs.max() ?? 0) - minimum.x, height: (ys.max() ?? 0) - minimum.y)
    }
}
#endif
