import Foundation
@testable import TargetAction

/// The invariants of the pinch and the rotation (R33, R35), the swipe (R37) and the screen-edge
/// pan (R39), written plainly from the rules.
extension FuzzChecker {
    /// `recognizer` just left `.possible` for `state` (not `.failed`).
    func checkLeftPossible(_ recognizer: GestureRecognizer, for state: GestureRecognizer.State) {
        let me = name(recognizer)
        switch recognizer {
        case is PinchGestureRecognizer, is RotationGestureRecognizer:
            // R33: they need two touches; touches beyond two are ignored, so exactly two.
            if state != .began || recognizer.numberOfTouches != 2 {
                fail("R33", "\(me) left .possible for \(state) with \(recognizer.numberOfTouches) touch\(recognizer.numberOfTouches == 1 ? "" : "es"): it begins only with its two touches down.")
            }
        case let edge as ScreenEdgePanGestureRecognizer:
            checkEdgeStart(edge, leaving: state)
        default:
            break
        }
    }

    /// R39: an edge pan begins only from a touch that went down within `edgeMargin` of one of its
    /// `edges`, in window coordinates; with no edges it never leaves `.possible` except to fail.
    private func checkEdgeStart(_ edge: ScreenEdgePanGestureRecognizer, leaving state: GestureRecognizer.State) {
        let me = name(edge)
        if edge.edges.isEmpty {
            return fail("R39", "\(me) has edges [] but left .possible for \(state).")
        }
        if state != .began {
            fail("R39", "\(me) left .possible for \(state); an edge pan leaves it only to begin or fail.")
        }
        if edge.numberOfTouches != 1 {
            fail("R39", "\(me) left .possible for \(state) with \(edge.numberOfTouches) touches: it takes one touch and ignores later ones.")
        }
        for touch in edge.trackedTouches {
            let start = touch.initialLocationInWindow
            let window = FuzzSceneSpec.windowFrame
            let margin = edge.edgeMargin
            var near: RectEdge = []
            if start.y - window.minY <= margin { near.insert(.top) }
            if start.x - window.minX <= margin { near.insert(.left) }
            if window.maxY - start.y <= margin { near.insert(.bottom) }
            if window.maxX - start.x <= margin { near.insert(.right) }
            if near.intersection(edge.edges).isEmpty {
                let serial = (touch as? FuzzTouch)?.serial ?? -1
                fail("R39", "\(me) (edges \(edge.edges), margin \(margin)) left .possible for \(state) with touch #\(serial), which went down at (\(start.x), \(start.y)) in the window: within the margin of \(near.isEmpty ? "no edge" : "\(near) only").")
            }
        }
    }

    /// R39: an active edge pan has its one touch, never more.
    func checkEdgeCount(of edge: ScreenEdgePanGestureRecognizer, when: String) {
        if edge.numberOfTouches > 1 {
            fail("R39", "\(name(edge)) is \(edge.state) with numberOfTouches \(edge.numberOfTouches) \(when): it takes one touch and ignores later ones.")
        }
    }

    /// R35: a pinch's scale and velocity, a rotation's rotation and velocity, are always finite.
    func checkTwoTouchValues(_ recognizer: GestureRecognizer, when: String) {
        let values: [(String, CGFloat)] = switch recognizer {
        case let pinch as PinchGestureRecognizer: [("scale", pinch.scale), ("velocity", pinch.velocity)]
        case let rotation as RotationGestureRecognizer: [("rotation", rotation.rotation), ("velocity", rotation.velocity)]
        default: []
        }
        for (property, value) in values where !value.isFinite {
            fail("R35", "\(name(recognizer)).\(property) is \(value) \(when).")
        }
    }

    /// R37: a swipe is discrete and sends its action once per recognition, for `.ended` only.
    func checkSwipeAction(_ swipe: GestureRecognizer, state: GestureRecognizer.State) {
        let me = name(swipe)
        if state != .ended {
            fail("R37", "\(me) sent its action for \(state); a swipe sends it for .ended only.")
        }
        if swipeActionsDue.remove(index(swipe)) == nil {
            fail("R37", "\(me) sent its action for \(state) again, or without recognizing: once per recognized touch sequence.")
        }
    }
}
