import Foundation

extension View {
    /// R18: the hit-testing ``hitTest(_:with:)`` does by default. Costs O(depth × siblings),
    /// never O(all views). The point reaches each subview through its transform (R55); a subview
    /// whose transform flattens it (determinant 0) is drawn with no area and takes no touches.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= View.minimumHitTestAlpha,
              self.point(inside: point, with: event) else { return nil }
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            if subview.isFlattened { continue }
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside ``bounds``.
    func isInsideBounds(_ point: CGPoint) -> Bool {
        let bounds = self.bounds
        return point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
    }

    /// Views more transparent than this take no touches (R18).
    public static let minimumHitTestAlpha: CGFloat = 0.01
}
