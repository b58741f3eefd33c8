import Foundation

extension View {
    /// Point conversion for ``convert(_:to:)-(CGPoint,_)``: O(depth).
    func convertPoint(_ point: CGPoint, to view: View?) -> CGPoint {
        let (inRoot, root) = pointInRoot(point)
        guard let view else {
            return inRoot
        }
        let (rootOrigin, otherRoot) = view.pointInRoot(.zero)
        let shift = View.offset(from: root, to: otherRoot)
        // The other view's origin in its root is rootOrigin; subtract, then map bounds origin.
        return CGPoint(x: inRoot.x + shift.x - rootOrigin.x, y: inRoot.y + shift.y - rootOrigin.y)
    }

    /// Point conversion for ``convert(_:from:)-(CGPoint,_)``: O(depth).
    func convertPoint(_ point: CGPoint, from view: View?) -> CGPoint {
        guard let view else {
            let (rootOrigin, _) = pointInRoot(.zero)
            return CGPoint(x: point.x - rootOrigin.x, y: point.y - rootOrigin.y)
        }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: window coordinates).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: window coordinates) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The point in the coordinates of the tree's root, and that root.
    func pointInRoot(_ point: CGPoint) -> (CGPoint, View) {
        var point = point
        var view = self
        while let parent = view.superview {
            point = view.pointInSuperview(point)
            view = parent
        }
        return (point, view)
    }

    /// How far `other`'s coordinates are shifted from `root`'s: zero within one tree. Windows are
    /// placed by their frames on one screen; each window's bounds origin shifts its own coordinates.
    private static func offset(from root: View, to other: View) -> CGPoint {
        guard root !== other, root is Window, other is Window else { return .zero }
        let rootOnScreen = root.pointInSuperview(.zero)
        let otherOnScreen = other.pointInSuperview(.zero)
        return CGPoint(x: rootOnScreen.x - otherOnScreen.x, y: rootOnScreen.y - otherOnScreen.y)
    }
}
