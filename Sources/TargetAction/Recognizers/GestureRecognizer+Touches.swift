import Foundation

extension GestureRecognizer {
    // MARK: Touches and locations (R19)

    /// Whether the recognizer is in an attempt driven by `engine`.
    func isEngaged(in engine: GestureEngine) -> Bool {
        engineIdentity == ObjectIdentifier(engine)
    }

    /// The touches ``numberOfTouches`` and ``location(ofTouch:in:)`` describe: inside the action
    /// of a recognizer that went from `.possible` to `.ended`, those that completed it (R19);
    /// otherwise those still down.
    var reportedTouches: [Touch] {
        if reportedState == .ended, !attempt.touchesAtRecognition.isEmpty { return attempt.touchesAtRecognition }
        return attempt.tracked
    }

    /// R32: `touch` leaves this recognizer's attempt and is never delivered to it again.
    func stopReceiving(_ touch: Touch) {
        attempt.tracked = attempt.tracked.filter { $0 !== touch }
        attempt.sequenceTouches = attempt.sequenceTouches.filter { $0 !== touch }
        attempt.currentGroupTouches = attempt.currentGroupTouches.filter { $0 !== touch }
        touch.routing.recognizers = touch.routing.recognizers.filter { $0 !== self }
    }

    /// R32: whether a touch of `type` may join this recognizer's attempt.
    func accepts(_ type: Touch.TouchType) -> Bool {
        guard allowedTouchTypes.contains(type) else { return false }
        guard requiresExclusiveTouchType, let first = attempt.sequenceTouches.first else { return true }
        return first.type == type
    }

    /// Whether the recognizer tracks `touch`.
    func tracks(_ touch: Touch) -> Bool {
        let touches = attempt.tracked   // copied first: no access to the list spans the comparisons
        return touches.indices.contains { touches[$0] === touch }
    }

    /// The centroid of the tracked touches in window coordinates, or the last one known.
    var centroidInWindow: CGPoint {
        let touches = attempt.tracked
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
