import Foundation
@testable import TargetAction

/// The moves of two fingers and of swipes that FuzzStep.swift's generator draws (R33-R39).
extension FuzzStep {
    /// R33-R36: two fingers pinching (`mode` 0), turning (1) or both (2) about their centre, each
    /// event moving both: one to three events.
    static func twoFingerMoves(_ random: inout SplitMix64, fingers: [Int], mode: Int, down: inout [Int: CGPoint]) -> [FuzzStep] {
        let delay = random.pick([0, 0.0004, 0.016, 0.016, 0.03])
        return (0..<random.int(1...3)).map { _ in
            let scale: CGFloat = mode == 1 ? 1 : random.pick([0.6, 0.75, 0.9, 1.1, 1.25, 1.5])
            let angle: CGFloat = mode == 0 ? 0 : random.pick([-0.5, -0.2, -0.08, 0.08, 0.2, 0.5])
            let drift = CGPoint(x: random.int(-4...4), y: random.int(-4...4))
            let points = fingers.map { down[$0]! }
            let centre = CGPoint(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
            let changes = zip(fingers, points).map { finger, point in
                let dx = (point.x - centre.x) * scale
                let dy = (point.y - centre.y) * scale
                let target = CGPoint(x: (centre.x + drift.x + dx * cos(angle) - dy * sin(angle)).rounded(),
                                     y: (centre.y + drift.y + dx * sin(angle) + dy * cos(angle)).rounded())
                down[finger] = target
                return Change(finger: finger, kind: .move(target), serial: 0)
            }
            return .event(changes, delay: delay)
        }
    }

    /// R37-R39: `fingers` moving together, fast and nearly straight, in `direction` (0 right,
    /// 1 left, 2 up, 3 down; y points down): two to four events.
    static func swipeMoves(_ random: inout SplitMix64, fingers: [Int], direction: Int, down: inout [Int: CGPoint]) -> [FuzzStep] {
        let (ux, uy): (CGFloat, CGFloat) = [(1, 0), (-1, 0), (0, -1), (0, 1)][direction]
        let delay = random.pick([0.016, 0.016, 0.03, 0.05])
        return (0..<random.int(2...4)).map { _ in
            let length = CGFloat(random.pick([12, 20, 30, 40]))
            let jitter = CGFloat(random.int(-3...3))
            let changes = fingers.map { finger in
                let point = down[finger]!
                let target = CGPoint(x: point.x + ux * length + uy * jitter, y: point.y + uy * length + ux * jitter)
                down[finger] = target
                return Change(finger: finger, kind: .move(target), serial: 0)
            }
            return .event(changes, delay: delay)
        }
    }
}
