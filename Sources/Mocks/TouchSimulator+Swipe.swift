import Foundation
import TargetAction

extension TouchSimulator {
    /// Swipes: `fingers` fingers, ``fingerSpacing`` apart across `start`, move `distance` points
    /// in `direction` in 10 equal steps over `duration`, then lift.
    ///
    /// `direction` names one direction. The fingers go down in one event, each step moves them all
    /// in one event, and they lift in one event at the last step's time.
    public func swipe(
        from start: CGPoint, direction: SwipeGestureRecognizer.Direction,
        distance: CGFloat = 200, duration: TimeInterval = 0.1, fingers: Int = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let unit = TouchSimulator.unitVector(of: direction)
        guard argumentsAreValid("swipe", "a swipe", [
            (start.x.isFinite && start.y.isFinite, "from: (\(start.x), \(start.y))",
             "the start must be a finite point. Pass finite coordinates."),
            (unit != nil, "direction: \(direction.rawValue)",
             "a swipe moves in one direction. Pass .right, .left, .up or .down."),
            (distance.isFinite && distance > 0, "distance: \(distance)",
             "a swipe travels a finite distance of more than zero points."),
            (fingers >= 1, "fingers: \(fingers)", "a swipe needs at least one finger."),
        ], duration: duration, steps: 1, site), let unit else { return }
        let spread = CGPoint(x: unit.y == 0 ? 0 : 1, y: unit.x == 0 ? 0 : 1)   // across the direction
        moveFingers(fingers, "swipe(from:direction:)", duration: duration, steps: 10, site) { fraction in
            (0..<fingers).map { finger in
                let offset = (CGFloat(finger) - CGFloat(fingers - 1) / 2) * fingerSpacing
                return CGPoint(x: start.x + spread.x * offset + unit.x * distance * fraction,
                               y: start.y + spread.y * offset + unit.y * distance * fraction)
            }
        }
    }

    /// The unit vector of one direction (y points down), or nil for none or several.
    private static func unitVector(of direction: SwipeGestureRecognizer.Direction) -> CGPoint? {
        switch direction {
        case .right: CGPoint(x: 1, y: 0)
        case .left: CGPoint(x: -1, y: 0)
        case .up: CGPoint(x: 0, y: -1)
        case .down: CGPoint(x: 0, y: 1)
        default: nil
        }
    }
}
