import Foundation

/// A pan that starts at an edge of the window: it takes one touch that goes down near one of its
/// ``edges`` and begins when that touch moves away from the edge (R39). From then on it is a pan:
/// translation, velocity, ending and cancelling are ``PanGestureRecognizer``'s (R23-R25).
///
/// The touch must go down within ``edgeMargin`` of an edge in ``edges`` (window coordinates: the
/// window's bounds), then move the pan's ``PanGestureRecognizer/hysteresis`` away from that edge,
/// more across the edge than along it. Starting farther in, moving along the edge first, or moving
/// towards the edge fails it. Touches after the first are ignored (``GestureRecognizer/ignore(_:for:)``).
/// With ``edges`` empty (the default) it recognizes nothing.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How far (points) from a window edge the touch may go down (R39, [chosen]).
    public static let defaultEdgeMargin: CGFloat = 20

    // Settings that make no sense are reported and not applied.

    /// The window edges a gesture may start from (R39): any of `.top`, `.left`, `.bottom`,
    /// `.right`. Default: none, so it recognizes nothing until set.
    open var edges: RectEdge {
        get { edgesStorage }
        set {
            let rule = SettingRule<RectEdge>(expected: "made of .top, .left, .bottom and .right only") { RectEdge.all.isSuperset(of: $0) }
            if !rejects(newValue, "edges", keeping: edgesStorage, unless: rule) { edgesStorage = newValue }
        }
    }
    private var edgesStorage: RectEdge = []
    /// How far from an edge the touch may go down, finite and not negative. Default: ``defaultEdgeMargin``.
    open var edgeMargin: CGFloat {
        get { edgeMarginStorage }
        set { if !rejects(newValue, "edgeMargin", keeping: edgeMarginStorage, unless: .finiteAndNotNegative) { edgeMarginStorage = newValue } }
    }
    private var edgeMarginStorage: CGFloat = ScreenEdgePanGestureRecognizer.defaultEdgeMargin

    /// The edges of ``edges`` that this attempt's touch went down near.
    private var startEdges: RectEdge = []
    /// The edge the touch has moved away from, more across than along it: the pan's hysteresis is
    /// passed, and later moves along the edge no longer fail it (R39). Nil until then.
    private var crossedEdge: RectEdge?

    override public init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
    }

    override package func copySettings(to other: GestureRecognizer) {
        super.copySettings(to: other)
        guard let other = other as? ScreenEdgePanGestureRecognizer else { return }
        other.edges = edges
        other.edgeMargin = edgeMargin
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let tracked = trackedTouches
        guard let edgeTouch = tracked.first else { return }
        for touch in tracked.dropFirst() where touches.contains(touch) {
            ignore(touch, for: event)   // R39: it takes one touch; later ones are ignored
        }
        guard touches.contains(edgeTouch), state == .possible else { return }
        startEdges = edges(near: edgeTouch.initialLocationInWindow)
        guard !startEdges.isEmpty else {   // R39: not within the margin of an edge it watches
            let distance = distanceToNearestEdge(from: edgeTouch.initialLocationInWindow)
            setState(.failed, .outsideEdgeMargin(margin: edgeMargin, edges: edges, distance: distance), rule: "R39")
            return
        }
        super.touchesBegan([edgeTouch], with: event)
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, crossedEdge == nil, let edgeTouch = trackedTouches.first {
            let dx = edgeTouch.locationInWindow.x - edgeTouch.initialLocationInWindow.x
            let dy = edgeTouch.locationInWindow.y - edgeTouch.initialLocationInWindow.y
            let moved = max(abs(dx), abs(dy))
            if let edge = edgeMovedAwayFrom(dx: dx, dy: dy) {
                crossedEdge = edge
            } else if moved > 0, moved >= hysteresis {
                setState(.failed, .movedAlongEdge, rule: "R39")   // along the edge (or towards it) first
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override open func reset() {
        super.reset()
        startEdges = []
        crossedEdge = nil
    }

    /// R39: the pan begins once its touch has moved the hysteresis away from its edge, more
    /// across the edge than along it (decided in ``touchesMoved(_:with:)``, before the pan's check).
    override func hasPassedHysteresis() -> Bool {
        crossedEdge != nil
    }

    /// R39: it begins because its touch went down near the edge and moved away from it.
    override var beginning: (Cause, String) {
        (.leftEdge(margin: edgeMargin, edges: crossedEdge ?? startEdges, hysteresis: hysteresis), "R39")
    }

    /// R39: its touch lifted before moving away from its edge.
    override var liftedBeforeBeginning: (Cause, String) {
        (.liftedBeforeLeavingEdge(distance: hysteresis), "R39")
    }

    /// The start edge a move of (`dx`, `dy`) from touch-down goes the hysteresis away from, more
    /// across it than along it; nil for none.
    private func edgeMovedAwayFrom(dx: CGFloat, dy: CGFloat) -> RectEdge? {
        for edge in RectEdge.each where startEdges.contains(edge) {
            let (away, along): (CGFloat, CGFloat) = switch edge {
            case .top: (dy, abs(dx))
            case .left: (dx, abs(dy))
            case .bottom: (-dy, abs(dx))
            default: (-dx, abs(dy))
            }
            if away >= hysteresis, away > along { return edge }
        }
        return nil
    }

    /// How far `point` (window coordinates) is from the nearest edge of ``edges``; infinite with
    /// none, or outside a window.
    private func distanceToNearestEdge(from point: CGPoint) -> CGFloat {
        guard let bounds = view?.window?.bounds else { return .infinity }
        var nearest = CGFloat.infinity
        if edges.contains(.top) { nearest = min(nearest, point.y - bounds.minY) }
        if edges.contains(.left) { nearest = min(nearest, point.x - bounds.minX) }
        if edges.contains(.bottom) { nearest = min(nearest, bounds.maxY - point.y) }
        if edges.contains(.right) { nearest = min(nearest, bounds.maxX - point.x) }
        return nearest
    }

    /// The edges of ``edges`` within ``edgeMargin`` of `point` (window coordinates).
    private func edges(near point: CGPoint) -> RectEdge {
        guard let bounds = view?.window?.bounds else { return [] }
        var near: RectEdge = []
        if point.y - bounds.minY <= edgeMargin { near.insert(.top) }
        if point.x - bounds.minX <= edgeMargin { near.insert(.left) }
        if bounds.maxY - point.y <= edgeMargin { near.insert(.bottom) }
        if bounds.maxX - point.x <= edgeMargin { near.insert(.right) }
        return near.intersection(edges)
    }
}
