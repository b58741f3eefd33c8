import Foundation

extension GestureRecognizer {
    // MARK: Touches and locations (R19)

    /// Whether the recognizer is in an attempt driven by `engine`.
    func isEngaged(in engine: GestureEngine) -> Bool {
        engineIdentity == ObjectIdentifier(engine)
    }

    /// Whether the recognizer tracks `touch`.
    func tracks(_ touch: Touch) -> Bool {
        let touches = tracked   // copied first: no access to the list spans the comparisons
        return touches.indices.contains { touches[$0] === touch }
    }

    /// The centroid of the tracked touches in window coordinates, or the last one known.
    var centroidInWindow: CGPoint {
        let touches = tracked
        guard !touches.isEmpty else { return lastCentroidInWindow }
        var sum = CGPoint.zero
        for touch in touches {
            sum.x += touch.locationInWindow.x
            sum.y += touch.locationInWindow.y
        }
        let count = CGFloat(touches.count)
        return CGPoint(x: sum.x / count, y: sum.y / count)
    }

    static func convertFromWindow(_ point: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }
}
