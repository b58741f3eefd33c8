import Foundation
@testable import TargetAction

/// R45, R46: drags aimed at the scene's scroll views that do not zoom, along an axis that scrolls,
/// back and forth and sometimes past an edge, with the offset sometimes set between two moves (as
/// an app's code does); and R5 (addition): states set by hand. Each from a stream of its own.
extension FuzzStep {
    /// A drag on a scroll view that does not zoom, from no finger down, or nil.
    static func scrollDrag(for spec: FuzzSceneSpec, _ random: inout SplitMix64, down: inout [Int: CGPoint], serial: inout Int) -> [FuzzStep]? {
        let scrolling = spec.offsetScrollViews
        guard !scrolling.isEmpty, random.chance(0.2) else { return nil }
        let target = random.pick(scrolling)
        let frame = spec.windowFrame(of: target).intersection(FuzzSceneSpec.windowFrame)
        guard !frame.isNull, frame.width >= 8, frame.height >= 8, let range = spec.scrollRange(of: target) else { return nil }
        let low = range.low, high = range.high
        let scroll = spec.views[target].scroll!
        let vertical = high.y > low.y || scroll.alwaysBounceVertical || !(high.x > low.x)
        var point = CGPoint(x: (frame.minX + CGFloat(random.double(0.15...0.85)) * frame.width).rounded(),
                            y: (frame.minY + CGFloat(random.double(0.15...0.85)) * frame.height).rounded())
        serial += 1
        down[0] = point
        let delay = random.pick([0.016, 0.016, 0.016, 0.03])
        var steps: [FuzzStep] = [.event([Change(finger: 0, kind: .down(point), serial: serial)], delay: delay)]
        var direction: CGFloat = random.chance(0.6) ? -1 : 1   // the finger up: the content scrolls down
        let size = spec.views[target].frame.size
        for _ in 0..<random.int(4...14) {
            if random.chance(0.15) { direction = -direction }
            let length = CGFloat(random.pick([4, 10, 20, 35, 60, 60, 150]))
            let across = CGFloat(random.int(-3...3))
            point = vertical ? CGPoint(x: point.x + across, y: point.y + direction * length)
                             : CGPoint(x: point.x + direction * length, y: point.y + across)
            down[0] = point
            steps.append(.event([Change(finger: 0, kind: .move(point), serial: 0)], delay: delay))
            guard random.chance(0.2) else { continue }
            // Within the edges; with bounces and room, up to a quarter of the bounds past them.
            let past = scroll.bounces && min(size.width, size.height) >= 150 && random.chance(0.3)
            let slack = past ? CGSize(width: size.width / 4, height: size.height / 4) : .zero
            let x = CGFloat(random.double(Double(low.x - slack.width)...Double(high.x + slack.width))).rounded()
            let y = CGFloat(random.double(Double(low.y - slack.height)...Double(high.y + slack.height))).rounded()
            steps.append(.setContentOffset(view: target, CGPoint(x: x, y: y)))
        }
        if random.chance(0.8) {
            down[0] = nil
            steps.append(.event([Change(finger: 0, kind: .up(nil), serial: 0)], delay: delay))
        }
        return steps
    }

    /// R5 (addition): what a user's fake sets on a recognizer by hand, ending in a terminal state.
    static func stateSetByHand(for spec: FuzzSceneSpec, _ random: inout SplitMix64) -> FuzzStep {
        let index = random.below(spec.recognizers.count)
        let discrete: Bool = switch spec.recognizers[index].kind {
        case .tap, .swipe: true
        default: false
        }
        let sequences: [[GestureRecognizer.State]] = discrete
            ? [[.ended], [.ended], [.failed]]
            : [[.ended], [.failed], [.began, .ended], [.began, .changed, .ended], [.began, .cancelled], [.began, .changed, .cancelled]]
        return .setStateByHand(recognizer: index, random.pick(sequences), callsHandler: random.chance(0.6))
    }
}

extension FuzzStep {
    /// Whether the step sets a state by hand (R5, addition).
    var setsStateByHand: Bool {
        if case .setStateByHand = self { return true }
        return false
    }
}
