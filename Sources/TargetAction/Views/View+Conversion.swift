import Foundation

// Conversions between views (R54): O(depth), no allocation. Where no view on the way has a
// transform, they add and subtract origins exactly as without transforms.

extension View {
    /// Point conversion for ``convert(_:to:)-(CGPoint,_)``: O(depth).
    func convertPoint(_ point: CGPoint, to view: View?) -> CGPoint {
        let (inRoot, root) = pointInRoot(point)
        guard let view else {
            return inRoot
        }
        let (map, otherRoot, transformed) = view.mapToRoot()
        let shift = View.offset(from: root, to: otherRoot)
        let shifted = CGPoint(x: inRoot.x + shift.x, y: inRoot.y + shift.y)
        return View.point(shifted, fromRootBy: map, transformed: transformed)
    }

    /// Point conversion for ``convert(_:from:)-(CGPoint,_)``: O(depth).
    func convertPoint(_ point: CGPoint, from view: View?) -> CGPoint {
        guard let view else {
            let (map, _, transformed) = mapToRoot()
            return View.point(point, fromRootBy: map, transformed: transformed)
        }
        return view.convert(point, to: self)
    }

    /// Rectangle conversion for ``convert(_:to:)-(CGRect,_)``: the origin moved when no view on
    /// the way is transformed, else the bounding box of the four converted corners.
    func convertRect(_ rect: CGRect, to view: View?) -> CGRect {
        guard isTransformedOnTheWay || view?.isTransformedOnTheWay == true else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return View.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Rectangle conversion for ``convert(_:from:)-(CGRect,_)``.
    func convertRect(_ rect: CGRect, from view: View?) -> CGRect {
        guard isTransformedOnTheWay || view?.isTransformedOnTheWay == true else {
            return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }
        return View.boundingBox(of: rect) { convert($0, from: view) }
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

    // MARK: Vectors

    /// `vector` (a translation, a velocity) in this view's coordinates, in its root's (window
    /// coordinates): the linear part of the transforms on the way alone, no translation (R56).
    package func vectorInRoot(_ vector: CGPoint) -> CGPoint {
        guard let linear = linearMapToRoot() else { return vector }
        return CGPoint(x: linear.a * vector.x + linear.c * vector.y, y: linear.b * vector.x + linear.d * vector.y)
    }

    /// `vector` in the root's coordinates (window coordinates), in this view's (R56).
    package func vectorFromRoot(_ vector: CGPoint) -> CGPoint {
        guard let linear = linearMapToRoot()?.inverted() else { return vector }
        return CGPoint(x: linear.a * vector.x + linear.c * vector.y, y: linear.b * vector.x + linear.d * vector.y)
    }

    /// The map from window coordinates (the root's) into this view's, for several points and
    /// vectors at the cost of one walk up the chain.
    func mappingFromRoot() -> RootMapping {
        let (map, _, transformed) = mapToRoot()
        return RootMapping(map: map, transformed: transformed)
    }

    // MARK: The chain

    /// Whether this view or an ancestor below the root has a transform.
    var isTransformedOnTheWay: Bool {
        var view = self
        while let parent = view.superview {
            if view.isTransformed { return true }
            view = parent
        }
        return false
    }

    /// The affine map from this view's coordinates to its root's, the root, and whether any view
    /// on the way is transformed. Untransformed steps add origins as ``pointInRoot(_:)`` does.
    private func mapToRoot() -> (CGAffineTransform, View, Bool) {
        var map = CGAffineTransform.identity
        var transformed = false
        var view = self
        while let parent = view.superview {
            if view.isTransformed {
                map = map.concatenating(view.mapToSuperview)
                transformed = true
            } else {
                let moved = view.pointInSuperview(CGPoint(x: map.tx, y: map.ty))
                map.tx = moved.x
                map.ty = moved.y
            }
            view = parent
        }
        return (map, view, transformed)
    }

    /// The linear part of the map from this view's coordinates to its root's; nil when no view on
    /// the way is transformed.
    private func linearMapToRoot() -> CGAffineTransform? {
        var map: CGAffineTransform?
        var view = self
        while let parent = view.superview {
            if view.isTransformed {
                let t = view.transform
                let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
                map = map?.concatenating(linear) ?? linear
            }
            view = parent
        }
        return map
    }

    /// A point of the root's coordinates in those of the view whose map to the root is `map`.
    fileprivate static func point(_ point: CGPoint, fromRootBy map: CGAffineTransform, transformed: Bool) -> CGPoint {
        guard transformed else { return CGPoint(x: point.x - map.tx, y: point.y - map.ty) }
        return point.applying(map.inverted())
    }

    /// The smallest rectangle holding `rect`'s four corners, each converted by `convert`.
    private static func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let first = convert(CGPoint(x: rect.minX, y: rect.minY))
        var box = (minX: first.x, maxX: first.x, minY: first.y, maxY: first.y)
        func include(_ corner: CGPoint) {
            let point = convert(corner)
            box = (min(box.minX, point.x), max(box.maxX, point.x), min(box.minY, point.y), max(box.maxY, point.y))
        }
        include(CGPoint(x: rect.maxX, y: rect.minY))
        include(CGPoint(x: rect.minX, y: rect.maxY))
        include(CGPoint(x: rect.maxX, y: rect.maxY))
        return CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
    }

    /// How far `other`'s coordinates are shifted from `root`'s: zero within one tree. Windows are
    /// placed by their frames on one screen; each window's bounds origin shifts its own coordinates.
    private static func offset(from root: View, to other: View) -> CGPoint {
        guard root !== other, root is Window, other is Window else { return .zero }
        let rootOnScreen = root.frame.origin, otherOnScreen = other.frame.origin
        let rootBounds = root.bounds.origin, otherBounds = other.bounds.origin
        return CGPoint(x: rootOnScreen.x - rootBounds.x - (otherOnScreen.x - otherBounds.x),
                       y: rootOnScreen.y - rootBounds.y - (otherOnScreen.y - otherBounds.y))
    }
}

/// Window (root) coordinates into one view's, walked once: see ``View/mappingFromRoot()``.
struct RootMapping {
    /// The view's coordinates to the root's.
    fileprivate let map: CGAffineTransform
    fileprivate let transformed: Bool

    /// A point of the root's coordinates in the view's, as ``View/convert(_:from:)-(CGPoint,_)`` with nil.
    func point(_ point: CGPoint) -> CGPoint {
        View.point(point, fromRootBy: map, transformed: transformed)
    }

    /// A vector of the root's coordinates in the view's, as `vectorFromRoot(_:)`: the linear part alone (R56).
    func vector(_ vector: CGPoint) -> CGPoint {
        guard transformed else { return vector }
        let linear = CGAffineTransform(a: map.a, b: map.b, c: map.c, d: map.d, tx: 0, ty: 0).inverted()
        return CGPoint(x: linear.a * vector.x + linear.c * vector.y, y: linear.b * vector.x + linear.d * vector.y)
    }
}
