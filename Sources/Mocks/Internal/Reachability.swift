import Foundation
import TargetAction

/// Where a touch reaches a view of a window, or what stands in the way (R18): what the
/// simulator's gestures aimed at views touch.
///
/// The checks go from the most basic to the most particular, so that the reason is the one to fix
/// first: the view's tree (is it in this window at all), then what makes a view refuse touches
/// wherever they land (hidden, alpha, interaction off; the view before its ancestors), then
/// geometry (the view's own shape, the window's bounds, the ancestors that clip, nearest first),
/// and last the hit test itself, which names a view that covers the centre. One walk up the
/// ancestors and one hit test: O(depth × siblings), never O(all views).
enum Reachability {
    /// A touch at `point` (window coordinates) reaches the view or one of its subviews.
    case reachable(CGPoint)
    /// No touch reaches the view.
    case blocked(Obstacle)

    /// What keeps touches from a view.
    struct Obstacle {
        /// The view and what stands in the way.
        let reason: String
        /// What to do about it.
        let advice: String
        /// Whether touching another point of the view, one the caller chooses, may help.
        var anotherPointMayHelp = false
    }

    init(of view: View, in window: Window) {
        self = Reachability.find(view, in: window)
    }

    private static func find(_ view: View, in window: Window) -> Reachability {
        let name = view.debugName
        var chain: [View] = [view]   // the view, then its ancestors up to the root
        while let parent = chain[chain.count - 1].superview { chain.append(parent) }
        let root = chain[chain.count - 1]
        guard root === window else {
            return notInWindow(name, root: root, isOwnRoot: chain.count == 1, window: window)
        }

        for index in chain.indices {
            if let refusal = refusal(by: chain[index], of: name, isTheView: index == 0) { return refusal }
        }
        for index in chain.indices.dropLast() where isFlattened(chain[index]) {
            let flat = chain[index].debugName, subject = index == 0 ? name : "\(name) is inside \(flat), which"
            return .blocked(Obstacle(
                reason: "\(subject) has a transform with determinant 0 (\(chain[index].transform)): it is drawn with no area",
                advice: "Give \(flat) a transform that keeps an area, such as a scale above zero."))
        }

        // The bounds' centre in each view of the chain, up to the window's coordinates.
        var points = [CGPoint(x: view.bounds.midX, y: view.bounds.midY)]
        for index in chain.indices.dropLast() {
            points.append(inSuperview(points[index], of: chain[index]))
        }
        let point = points[points.count - 1]
        let centre = "(\(point.x), \(point.y))"
        if view !== window, !view.point(inside: points[0], with: nil) {
            return ownShape(view, name, point: points[0])
        }
        guard window.point(inside: point, with: nil) else {
            return .blocked(Obstacle(
                reason: "\(name)'s centre \(centre) is outside the window's bounds \(describe(window.bounds))",
                advice: "Move it inside the window, or make the window larger."))
        }
        for index in chain.indices.dropFirst().dropLast() where !chain[index].point(inside: points[index], with: nil) {
            let ancestor = chain[index].debugName, relation = index == 1 ? "superview" : "ancestor"
            return .blocked(Obstacle(
                reason: "\(name)'s centre \(centre) is outside its \(relation) \(ancestor), which clips touches to its bounds "
                    + describe(chain[index].bounds),
                advice: "Move \(name) inside \(ancestor), or make \(ancestor) larger."))
        }

        guard let hit = window.hitTest(point, with: nil) else {
            return .blocked(Obstacle(
                reason: "\(name)'s centre \(centre) reaches no view: the window's hitTest(_:with:) returns nil",
                advice: "Check the hitTest(_:with:) overrides above \(name)."))
        }
        if hit.isDescendant(of: view) { return .reachable(point) }
        let other = hit.debugName
        if view.isDescendant(of: hit) {
            return .blocked(Obstacle(
                reason: "\(name)'s ancestor \(other) keeps a touch at its centre \(centre) for itself: its hitTest(_:with:) does not pass it down",
                advice: "Let \(other)'s hitTest(_:with:) pass the touch to its subviews."))
        }
        return .blocked(Obstacle(
            reason: "\(name) is covered at its centre \(centre) by \(other): a touch there lands on \(other)",
            advice: "Move \(other) away, hide it or turn off its user interaction.",
            anotherPointMayHelp: true))
    }

    private static func notInWindow(_ name: String, root: View, isOwnRoot: Bool, window: Window) -> Reachability {
        if let other = root as? Window {
            return .blocked(Obstacle(
                reason: "\(name) is in another window, \(other.debugName), not this simulator's \(window.debugName)",
                advice: "Drive that window with its own TouchSimulator, or add the view to this one."))
        }
        if isOwnRoot {
            return .blocked(Obstacle(
                reason: "\(name) is in no window: it has no superview",
                advice: "Add it to the window first."))
        }
        return .blocked(Obstacle(
            reason: "\(name) is in no window: its topmost ancestor, \(root.debugName), has no superview",
            advice: "Add \(root.debugName) to the window first."))
    }

    /// Why `view` (the view aimed at, or one of its ancestors) takes no touches wherever they land.
    private static func refusal(by view: View, of name: String, isTheView: Bool) -> Reachability? {
        let subject = isTheView ? name : "\(name) is inside \(view.debugName), which"
        if view.isHidden {
            return .blocked(Obstacle(reason: "\(subject) is hidden", advice: "Set isHidden = false on \(view.debugName)."))
        }
        if view.alpha < View.minimumHitTestAlpha {
            return .blocked(Obstacle(
                reason: "\(subject) has alpha \(view.alpha), below \(View.minimumHitTestAlpha)",
                advice: "Give \(view.debugName) an alpha of \(View.minimumHitTestAlpha) or more."))
        }
        if !view.isUserInteractionEnabled {
            return .blocked(Obstacle(
                reason: "\(subject) has isUserInteractionEnabled = false",
                advice: "Set isUserInteractionEnabled = true on \(view.debugName)."))
        }
        return nil
    }

    /// Why the view's own ``View/point(inside:with:)`` turns away its centre `point`.
    private static func ownShape(_ view: View, _ name: String, point: CGPoint) -> Reachability {
        if view.bounds.isEmpty {
            return .blocked(Obstacle(
                reason: "\(name) has no area: its bounds are \(describe(view.bounds))",
                advice: "Give it a frame with a width and a height."))
        }
        return .blocked(Obstacle(
            reason: "\(name)'s point(inside:with:) turns away the centre of its own bounds, (\(point.x), \(point.y))",
            advice: "Make its point(inside:with:) take its centre.",
            anotherPointMayHelp: true))
    }

    /// `point` in `view`'s coordinates mapped to its superview's, through its transform (R54):
    /// one step, so that the walk up stays O(depth) (`convert(_:to:)` walks to the root on every call).
    private static func inSuperview(_ point: CGPoint, of view: View) -> CGPoint {
        view.pointInSuperview(point)
    }

    private static func isFlattened(_ view: View) -> Bool {
        let t = view.transform
        return t.a * t.d - t.b * t.c == 0
    }

    private static func describe(_ rect: CGRect) -> String {
        "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
    }
}
