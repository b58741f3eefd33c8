import Foundation
import Mocks
import TargetAction

extension TouchSimulator {
    /// Pinches and turns at once, with `down`, `move` and `up`: fingers 0 and 1 on a line through
    /// `center` go down `distance.from` apart at `angle.from`, then in `steps` equal steps over
    /// `duration` end `distance.to` apart at `angle.to`, and lift. Each step moves finger 0, then
    /// finger 1 (two events). Angles in radians, clockwise positive; the second finger lies from
    /// the first in the direction of the angle.
    public func pinchAndRotate(
        center: CGPoint, distance: (from: CGFloat, to: CGFloat), angle: (from: CGFloat, to: CGFloat),
        duration: TimeInterval, steps: Int = 10
    ) {
        func positions(_ fraction: CGFloat) -> [CGPoint] {
            let half = (distance.from + (distance.to - distance.from) * fraction) / 2
            let turn = angle.from + (angle.to - angle.from) * fraction
            let dx = cos(turn) * half, dy = sin(turn) * half
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        for (finger, point) in positions(0).enumerated() { down(at: point, finger: finger) }
        for step in 1...max(1, steps) {
            wait(duration / TimeInterval(max(1, steps)))
            for (finger, point) in positions(CGFloat(step) / CGFloat(max(1, steps))).enumerated() {
                move(to: point, finger: finger)
            }
        }
        up(finger: 0)
        up(finger: 1)
    }
}
