import Foundation
@testable import TargetAction

/// R59-R66: steps aimed at the scene's attached gestures, from a stream of their own, so that a
/// scene without them gets the steps it got before them.
extension FuzzStep {
    /// A change of the scene, not touches or time.
    var isMutation: Bool {
        switch self {
        case .event, .advance, .settle, .setStateByHand, .hostile(.simulator), .hostile(.releaseTarget), .replay: false
        case let .voiceOver(step): step.movesContent   // a page scrolled moves views under touches (R154)
        default: true
        }
    }

    /// From no finger down: what an attached gesture waits for, on its view, following its tree:
    /// taps (sometimes too slow, too far apart or moving), a press held for about its duration, a
    /// drag, or two fingers pinching or turning; a sequence's first, then its second on the finger
    /// still down or a new one; one side of the other compositions. Fingers mostly lift at the end.
    static func valueGestureSteps(_ random: inout SplitMix64, spec: FuzzSceneSpec, down: inout [Int: CGPoint], serial: inout Int) -> [FuzzStep] {
        let gesture = random.pick(spec.valueGestures)
        var plan = ValueStepPlan(start: point(in: gesture.view, spec: spec, &random), down: down, serial: serial)
        plan.add(gesture.root, &random)
        if random.chance(0.15), !plan.down.isEmpty { plan.lift(plan.down.keys.sorted(), delay: 0.016) }
        down = plan.down
        serial = plan.serial
        return plan.steps
    }

    /// A change of an attached gesture: its mask (R66), or `remove()` and attaching it again (R60).
    static func valueGestureMutation(_ random: inout SplitMix64, spec: FuzzSceneSpec) -> FuzzStep {
        let gesture = random.below(spec.valueGestures.count)
        if random.chance(0.7) {
            return .setGestureMask(gesture: gesture, random.pick([GestureMask.all, .all, .gesture, .subviews, .none]))
        }
        return .setGestureAttached(gesture: gesture, random.chance(0.5))
    }

    /// A point of view `index` as drawn (its frame in the window, within the window).
    private static func point(in index: Int, spec: FuzzSceneSpec, _ random: inout SplitMix64) -> CGPoint {
        let frame = spec.windowFrame(of: index).intersection(FuzzSceneSpec.windowFrame)
        guard !frame.isNull, frame.width >= 1, frame.height >= 1 else {
            return CGPoint(x: random.int(0...399), y: random.int(0...799))
        }
        return CGPoint(x: frame.minX + CGFloat(random.below(Int(frame.width))), y: frame.minY + CGFloat(random.below(Int(frame.height))))
    }
}

/// Steps for one attached gesture, built node by node: finger 0 (and 1 for two fingers) on its view.
private struct ValueStepPlan {
    let start: CGPoint
    var down: [Int: CGPoint]
    var serial: Int
    var steps: [FuzzStep] = []

    init(start: CGPoint, down: [Int: CGPoint], serial: Int) {
        self.start = start
        self.down = down
        self.serial = serial
    }

    mutating func put(_ finger: Int, at point: CGPoint, delay: TimeInterval) {
        serial += 1
        down[finger] = point
        steps.append(.event([FuzzStep.Change(finger: finger, kind: .down(point), serial: serial)], delay: delay))
    }

    mutating func move(_ finger: Int, by scale: Int, delay: TimeInterval, _ random: inout SplitMix64) {
        guard let from = down[finger] else { return }
        let to = CGPoint(x: from.x + CGFloat(random.int(-scale...scale)), y: from.y + CGFloat(random.int(-scale...scale)))
        down[finger] = to
        steps.append(.event([FuzzStep.Change(finger: finger, kind: .move(to), serial: 0)], delay: delay))
    }

    mutating func lift(_ fingers: [Int], delay: TimeInterval) {
        let lifted = fingers.filter { down[$0] != nil }
        guard !lifted.isEmpty else { return }
        for finger in lifted { down[finger] = nil }
        steps.append(.event(lifted.map { FuzzStep.Change(finger: $0, kind: .up(nil), serial: 0) }, delay: delay))
    }

    /// Finger 0 down where the gesture starts, if it is not down yet.
    mutating func press(delay: TimeInterval) {
        if down[0] == nil { put(0, at: start, delay: delay) }
    }

    mutating func add(_ node: FuzzSceneSpec.GestureNodeSpec, _ random: inout SplitMix64) {
        switch node.kind {
        case .sequenced:
            add(node.children[0], &random)
            add(node.children[1], &random)
        case .simultaneous, .exclusive:
            add(random.pick(node.children), &random)
        case let .tap(count), let .spatialTap(count, _):
            lift([0, 1], delay: random.pick([0, 0.016]))
            for index in 0..<(random.chance(0.8) ? count : random.int(1...3)) {
                let at = CGPoint(x: start.x + CGFloat(random.int(-3...3)), y: start.y + CGFloat(random.int(-3...3)))
                put(0, at: at, delay: index == 0 ? random.pick([0, 0.016, 0.05]) : random.pick([0.05, 0.1, 0.2, 0.3, 0.4]))
                if random.chance(0.25) { move(0, by: random.pick([2, 6, 50]), delay: 0.016, &random) }
                lift([0], delay: random.pick([0.03, 0.08, 0.15, 0.3, 0.8]))
            }
        case let .longPress(duration, _):
            press(delay: random.pick([0, 0.016]))
            if random.chance(0.3) { move(0, by: random.pick([2, 5, 20]), delay: 0.016, &random) }
            steps.append(.advance(random.pick([duration * 0.5, duration + 0.01, duration + 0.01, duration + 0.2, 0.01])))
            if random.chance(0.5) { lift([0], delay: random.pick([0, 0.016, 0.05])) }
        case .drag:
            press(delay: random.pick([0, 0.016]))
            for _ in 0..<random.int(1...5) {
                move(0, by: random.pick([3, 8, 15, 25]), delay: random.pick([0.0004, 0.016, 0.016, 0.05]), &random)
            }
            if random.chance(0.6) { lift([0], delay: random.pick([0, 0.016, 0.05])) }
        case .magnify, .rotate:
            let angle = random.double(0...(2 * .pi))
            let apart = CGFloat(random.int(30...120))
            let first = down[0] ?? start
            let second = CGPoint(x: (first.x + apart * cos(angle)).rounded(), y: (first.y + apart * sin(angle)).rounded())
            if down[0] == nil, random.chance(0.5) {
                serial += 2
                down[0] = first
                down[1] = second
                steps.append(.event([FuzzStep.Change(finger: 0, kind: .down(first), serial: serial - 1),
                                     FuzzStep.Change(finger: 1, kind: .down(second), serial: serial)], delay: 0.016))
            } else {
                press(delay: 0.016)
                if down[1] == nil { put(1, at: second, delay: random.pick([0, 0.016, 0.1])) }
            }
            let mode: Int = if case .magnify = node.kind { random.chance(0.8) ? 0 : 2 } else { random.chance(0.8) ? 1 : 2 }
            steps += FuzzStep.twoFingerMoves(&random, fingers: [0, 1], mode: mode, down: &down)
            if random.chance(0.6) { lift(random.chance(0.6) ? [0, 1] : [random.below(2)], delay: random.pick([0, 0.016])) }
        }
    }
}
