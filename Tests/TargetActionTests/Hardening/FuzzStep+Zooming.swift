import Foundation
@testable import TargetAction

/// R72-R85: pinches aimed at the scene's zoomable scroll views (some after a one-finger drag has
/// begun, R79) and pulls down from the top of those with a refresh control, from a stream of
/// their own; scenes without either get the steps they got before.
extension FuzzStep {
    /// A gesture aimed at a zooming or refreshing scroll view, from no finger down, or nil.
    static func zoomOrPull(for spec: FuzzSceneSpec, _ random: inout SplitMix64, down: inout [Int: CGPoint], serial: inout Int) -> [FuzzStep]? {
        let zooming = spec.views.indices.filter { spec.views[$0].scroll?.zoom != nil }
        let refreshing = spec.views.indices.filter { spec.views[$0].scroll?.refresh != nil }
        guard !zooming.isEmpty || !refreshing.isEmpty, random.chance(0.2) else { return nil }
        let pinches = !zooming.isEmpty && (refreshing.isEmpty || random.chance(0.5))
        let target = random.pick(pinches ? zooming : refreshing)
        let frame = spec.windowFrame(of: target).intersection(FuzzSceneSpec.windowFrame)
        guard !frame.isNull, frame.width >= 4, frame.height >= 4 else { return nil }
        func inside(_ yFraction: ClosedRange<Double>) -> CGPoint {
            CGPoint(x: (frame.minX + CGFloat(random.double(0.1...0.9)) * frame.width).rounded(),
                    y: (frame.minY + CGFloat(random.double(yFraction)) * frame.height).rounded())
        }
        func change(_ finger: Int, _ kind: Change.Kind) -> Change {
            if case let .down(point) = kind {
                serial += 1
                down[finger] = point
                return Change(finger: finger, kind: kind, serial: serial)
            }
            if case let .move(point) = kind { down[finger] = point }
            return Change(finger: finger, kind: kind, serial: 0)
        }
        var steps: [FuzzStep] = []
        let delay = random.pick([0.016, 0.016, 0.03, 0.05])
        if pinches {
            let start = inside(0.2...0.8)
            if random.chance(0.3) {   // a drag first, then the second finger (R79)
                steps.append(.event([change(0, .down(start))], delay: delay))
                steps.append(.event([change(0, .move(CGPoint(x: start.x, y: start.y - CGFloat(random.int(12...40)))))], delay: delay))
                steps.append(.event([change(1, .down(CGPoint(x: start.x + CGFloat(random.int(40...140)), y: start.y)))], delay: delay))
            } else {
                let apart = CGFloat(random.int(30...150))
                steps.append(.event([change(0, .down(start)), change(1, .down(CGPoint(x: start.x + apart, y: start.y)))], delay: delay))
            }
            let spread = random.pick([0.6, 0.8, 1.25, 1.5, 2.0])
            let drift = CGPoint(x: random.int(-30...30), y: random.int(-30...30))
            for _ in 0..<random.int(2...5) {
                let first = down[0]!, second = down[1]!
                let centre = CGPoint(x: (first.x + second.x) / 2 + drift.x, y: (first.y + second.y) / 2 + drift.y)
                let half = CGPoint(x: (second.x - first.x) / 2 * spread, y: (second.y - first.y) / 2 * spread)
                steps.append(.event([change(0, .move(CGPoint(x: (centre.x - half.x).rounded(), y: (centre.y - half.y).rounded()))),
                                     change(1, .move(CGPoint(x: (centre.x + half.x).rounded(), y: (centre.y + half.y).rounded())))], delay: delay))
            }
        } else {
            let start = inside(0.0...0.3)
            steps.append(.event([change(0, .down(start))], delay: delay))
            var point = start
            for _ in 0..<random.int(3...8) {
                point.y += CGFloat(random.int(20...90))
                steps.append(.event([change(0, .move(point))], delay: delay))
            }
        }
        if random.chance(0.7) {
            let fingers = down.keys.sorted()
            for finger in fingers { down[finger] = nil }
            steps.append(.event(fingers.map { Change(finger: $0, kind: .up(nil), serial: 0) }, delay: delay))
        }
        return steps
    }
}
