import Foundation
@testable import TargetAction

/// One step of a random scenario. Steps name fingers, views and recognizers by number, so that any
/// subsequence of a scenario still replays: a step that no longer makes sense (moving a finger that
/// is not down) is skipped.
enum FuzzStep: CustomStringConvertible {
    struct Change: CustomStringConvertible {
        enum Kind {
            case down(CGPoint)
            case move(CGPoint)
            case up(CGPoint?)
            case cancel
            case stationary
        }

        var finger: Int
        var kind: Kind
        /// Identifies the touch a `down` creates; delegates answer R14 by it.
        var serial: Int
        /// What makes the touch a `down` creates (R32).
        var type: Touch.TouchType = .direct

        var description: String {
            switch kind {
            case let .down(point): "down f\(finger) at (\(point.x), \(point.y)) #\(serial)\(type == .direct ? "" : " \(type)")"
            case let .move(point): "move f\(finger) to (\(point.x), \(point.y))"
            case let .up(point): point.map { "up f\(finger) at (\($0.x), \($0.y))" } ?? "up f\(finger)"
            case .cancel: "cancel f\(finger)"
            case .stationary: "stationary f\(finger)"
            }
        }
    }

    /// One event, `delay` seconds after the clock's now.
    case event([Change], delay: TimeInterval)
    /// `clock.advance(by:)`.
    case advance(TimeInterval)
    case setHidden(view: Int, Bool)
    case setAlpha(view: Int, CGFloat)
    case setUserInteraction(view: Int, Bool)
    /// Removes the view from its superview, or puts it back.
    case setViewAttached(view: Int, Bool)
    case setEnabled(recognizer: Int, Bool)
    /// Removes the recognizer from its view, or attaches it again.
    case setRecognizerAttached(recognizer: Int, Bool)
    /// R66: an attached gesture's mask; `remove()` it, or attach it again (R60).
    case setGestureMask(gesture: Int, GestureMask)
    case setGestureAttached(gesture: Int, Bool)
    /// Lifts every finger down, runs the clock until idle, and checks that everything is at rest.
    case settle
    /// R100-R103: the hover pointer moves or exits, or a hover recognizer is enabled or disabled.
    case hover(FuzzHoverStep)
    /// R45 (amended): a scroll view's `contentOffset` set by code, as a handler does; only while it drags.
    case setContentOffset(view: Int, CGPoint)
    /// R5 (addition): states set by hand, in order, on a recognizer no touch is on, as a user's fake
    /// does; then, maybe, its handler called by hand.
    case setStateByHand(recognizer: Int, [GestureRecognizer.State], callsHandler: Bool)
    /// What a hostile callback does beyond the mutations above (FuzzStep+Hostile.swift); only
    /// inside callbacks.
    case hostile(FuzzHostileEffect)
    /// R133, R134: a recording replayed through the run's own `TouchSimulator`.
    case replay(FuzzReplay)
    /// R143-R154: the focus moved to an element, then a VoiceOver action on it (FuzzRun+VoiceOver.swift).
    case voiceOver(FuzzVoiceOverStep)

    var isEvent: Bool {
        if case .event = self { return true }
        return false
    }

    var description: String {
        switch self {
        case let .event(changes, delay): "event +\(delay)s [\(changes.map(\.description).joined(separator: ", "))]"
        case let .advance(interval): "clock.advance(by: \(interval))"
        case let .setHidden(view, value): "v\(view).isHidden = \(value)"
        case let .setAlpha(view, value): "v\(view).alpha = \(value)"
        case let .setUserInteraction(view, value): "v\(view).isUserInteractionEnabled = \(value)"
        case let .setViewAttached(view, value): value ? "re-add v\(view) to its superview" : "v\(view).removeFromSuperview()"
        case let .setEnabled(recognizer, value): "r\(recognizer).isEnabled = \(value)"
        case let .setRecognizerAttached(recognizer, value): value ? "re-attach r\(recognizer) to its view" : "remove r\(recognizer) from its view"
        case let .setGestureMask(gesture, mask): "g\(gesture).mask = \(FuzzSceneSpec.describe(mask))"
        case let .setGestureAttached(gesture, value): value ? "attach g\(gesture) again" : "g\(gesture).remove()"
        case .settle: "settle (lift all, runUntilIdle, check rest)"
        case let .hover(step): "hover \(step)"
        case let .setContentOffset(view, offset): "v\(view).contentOffset = (\(offset.x), \(offset.y)) if dragging"
        case let .setStateByHand(recognizer, states, calls):
            "r\(recognizer).state = \(states.map(\.description).joined(separator: ", then "))\(calls ? ", then its handler called by hand" : "")"
        case let .hostile(effect): effect.description
        case let .replay(replay): replay.description
        case let .voiceOver(step): step.description
        }
    }

    /// Generates `count` steps for `spec` from `seed`, ending with ``settle``.
    static func generate(for spec: FuzzSceneSpec, seed: UInt64, count: Int) -> [FuzzStep] {
        var random = SplitMix64(seed: seed)
        // Touch types come from a stream of their own: the steps are what they were before types.
        var types = SplitMix64(seed: SplitMix64.derive(seed, 1))
        // Two-finger, swipe-like and edge moves (R33-R39) come from a stream of their own too: the
        // main stream's draws are what they were before them.
        var gestures = SplitMix64(seed: SplitMix64.derive(seed, 2))
        // The hover pointer (R100-R103) comes from a stream of its own too, in scenes with hover recognizers.
        var hovering = SplitMix64(seed: SplitMix64.derive(seed, 3))
        let hovers = spec.hovers
        var steps: [FuzzStep] = []
        var down: [Int: CGPoint] = [:]   // finger → where it is
        var serial = 0
        let maxFingers = 5

        func point(near view: Int, _ random: inout SplitMix64) -> CGPoint {
            if random.chance(0.05) {   // anywhere, off the window included
                return CGPoint(x: random.int(-20...420), y: random.int(-20...820))
            }
            let frame = spec.windowFrame(of: view).intersection(FuzzSceneSpec.windowFrame)
            guard !frame.isNull, frame.width >= 1, frame.height >= 1 else {
                return CGPoint(x: random.int(0...399), y: random.int(0...799))
            }
            return CGPoint(x: frame.minX + CGFloat(random.below(Int(frame.width))),
                           y: frame.minY + CGFloat(random.below(Int(frame.height))))
        }
        func moved(_ point: CGPoint) -> CGPoint {
            let scale = random.pick([2, 2, 6, 12, 30, 70])
            return CGPoint(x: point.x + CGFloat(random.int(-scale...scale)), y: point.y + CGFloat(random.int(-scale...scale)))
        }
        func delay() -> TimeInterval {
            random.pick([0, 0, 0.0004, 0.016, 0.016, 0.016, 0.05, 0.2, 0.4])
        }
        func freeFinger() -> Int? {
            (0..<maxFingers).first { down[$0] == nil }
        }
        func downChange() -> Change? {
            guard let finger = freeFinger() else { return nil }
            // Near the lowest finger down: a dictionary's order changes from run to run.
            var target: CGPoint
            if random.chance(0.3) && !down.isEmpty {
                target = moved(down[down.keys.min()!]!)
            } else {
                let view = random.below(spec.views.count)
                target = point(near: view, &random)
            }
            if gestures.chance(0.05) {   // R39: near a window edge
                target = nearWindowEdge(gestures.below(4), inset: CGFloat(gestures.int(0...25)), within: FuzzSceneSpec.windowFrame, &gestures)
            }
            serial += 1
            down[finger] = target
            return Change(finger: finger, kind: .down(target), serial: serial, type: touchType(&types))
        }

        /// R33-R39 from no finger down: one or two fingers go down and move as a pinch or a
        /// rotation, a swipe, or a swipe away from a window edge do, and mostly lift. Mostly aimed
        /// at one of the scene's pinches, rotations, swipes and edge pans: on its view, its way.
        func freshGesture() -> [FuzzStep] {
            var kind = gestures.weighted([40, 35, 25])   // two fingers, a swipe, an edge swipe
            var view = gestures.below(spec.views.count)
            var mode = gestures.below(3)   // two fingers: pinch, rotate, both
            var fingers = gestures.chance(0.3) ? [0, 1] : [0]
            var directions = [0, 1, 2, 3]   // right, left, up, down
            var edges = [0, 1, 2, 3]   // top, left, bottom, right
            var margin: CGFloat = 25
            let aimed = spec.recognizers.filter(\.kind.isTwoFingerSwipeOrEdge)
            if !aimed.isEmpty, gestures.chance(0.85) {
                let recognizer = gestures.pick(aimed)
                view = recognizer.view
                switch recognizer.kind {
                case .pinch:
                    kind = 0
                    if gestures.chance(0.7) { mode = 0 }
                case .rotation:
                    kind = 0
                    if gestures.chance(0.7) { mode = 1 }
                case let .swipe(direction, touches, _, _, _):
                    kind = 1
                    fingers = gestures.chance(0.85) == (touches == 2) ? [0, 1] : [0]
                    let each: [SwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
                    let allowed = each.indices.filter { direction.contains(each[$0]) }
                    if gestures.chance(0.85) { directions = allowed }
                case let .edgePan(watched, edgeMargin):
                    kind = 2
                    let each: [RectEdge] = [.top, .left, .bottom, .right]
                    let allowed = each.indices.filter { watched.contains(each[$0]) }
                    if !allowed.isEmpty { edges = allowed }
                    margin = edgeMargin
                default:
                    break
                }
            }
            if kind == 0 { fingers = [0, 1] }
            let start: CGPoint
            var direction = gestures.pick(directions)
            if kind == 2 {
                let edge = gestures.pick(edges)
                start = nearWindowEdge(edge, inset: CGFloat(gestures.int(0...Int(margin) + 5)), within: spec.windowFrame(of: view), &gestures)
                if gestures.chance(0.8) { direction = [3, 0, 2, 1][edge] }   // away from it
            } else {
                start = point(near: view, &gestures)
            }
            // A second finger beside the first: apart for a pinch, side by side for a swipe.
            let angle = gestures.double(0...(2 * .pi))
            let apart = CGFloat(kind == 0 ? gestures.int(20...120) : gestures.int(15...40))
            let changes = fingers.map { finger in
                let point = finger == 0 ? start : CGPoint(x: (start.x + apart * cos(angle)).rounded(), y: (start.y + apart * sin(angle)).rounded())
                serial += 1
                down[finger] = point
                return Change(finger: finger, kind: .down(point), serial: serial, type: touchType(&gestures))
            }
            let delay = gestures.pick([0, 0.016, 0.016, 0.05])
            var steps: [FuzzStep] = []
            if changes.count == 2, gestures.chance(0.4) {
                steps += [.event([changes[0]], delay: delay), .event([changes[1]], delay: delay)]
            } else {
                steps.append(.event(changes, delay: delay))
            }
            if kind == 0 {
                steps += twoFingerMoves(&gestures, fingers: fingers, mode: mode, down: &down)
            } else {
                steps += swipeMoves(&gestures, fingers: fingers, direction: direction, down: &down)
            }
            if gestures.chance(0.6) {
                for finger in fingers { down[finger] = nil }
                steps.append(.event(fingers.map { Change(finger: $0, kind: .up(nil), serial: 0) }, delay: gestures.pick([0, 0.016, 0.05])))
            }
            return steps
        }

        let hasTwoFingerSwipeOrEdgeKinds = spec.recognizers.contains { $0.kind.isTwoFingerSwipeOrEdge }
        // R59-R66: value gestures' steps come from a stream of their own, drawn only when the scene has some.
        var values = SplitMix64(seed: SplitMix64.derive(seed, 4))
        let hasValueGestures = !spec.valueGestures.isEmpty
        var zooms = SplitMix64(seed: SplitMix64.derive(seed, 5))   // R72-R85, a stream of their own (FuzzStep+Zooming.swift)
        var drags = SplitMix64(seed: SplitMix64.derive(seed, 6))   // R45, R46: drags with offsets set mid-drag (FuzzStep+Offsets.swift)
        var byHand = SplitMix64(seed: SplitMix64.derive(seed, 7))   // R5 (addition): states set by hand, in some scenarios
        let setsByHand = !spec.recognizers.isEmpty && byHand.chance(0.2) && spec.hostile == nil   // hostile questions would sway the comparison
        var replays = SplitMix64(seed: SplitMix64.derive(seed, 13))   // R133, R134: recordings replayed, from a stream of their own
        var voiceOvers = SplitMix64(seed: SplitMix64.derive(seed, 14))   // R143-R154: VoiceOver's actions, from a stream of their own
        while steps.count < count - 1 {
            if !setsByHand, spec.hostile == nil, replays.chance(0.012) { steps.append(.replay(FuzzReplay.random(&replays))); continue }   // R5's model routes the run's own touches only
            if !setsByHand, spec.hostile == nil, voiceOvers.chance(0.015) { steps.append(.voiceOver(.random(&voiceOvers))); continue }
            if setsByHand, byHand.chance(0.025) {
                steps.append(stateSetByHand(for: spec, &byHand))
                continue
            }
            if !hovers.isEmpty, hovering.chance(0.12) {
                let view = hovering.chance(0.7) ? hovering.pick(hovers).view : hovering.below(spec.views.count)
                let target = point(near: view, &hovering)
                steps.append(.hover(FuzzHoverStep.random(&hovering, to: target, hovers: hovers.count)))
                continue
            }
            let fingers = down.keys.sorted()
            if hasValueGestures {
                if fingers.isEmpty, values.chance(0.3) {
                    steps += valueGestureSteps(&values, spec: spec, down: &down, serial: &serial)
                    continue
                }
                if values.chance(0.015) {
                    steps.append(valueGestureMutation(&values, spec: spec))
                    continue
                }
            }
            if fingers.isEmpty, let gesture = zoomOrPull(for: spec, &zooms, down: &down, serial: &serial) {
                steps += gesture
                continue
            }
            if fingers.isEmpty, let drag = scrollDrag(for: spec, &drags, down: &down, serial: &serial) {
                steps += drag
                continue
            }
            if fingers.isEmpty, gestures.chance(hasTwoFingerSwipeOrEdgeKinds ? 0.25 : 0.04) {
                steps += freshGesture()
                continue
            }
            if !fingers.isEmpty, gestures.chance(0.005) {   // the same moves, amid other fingers' doings
                if fingers.count >= 2, gestures.chance(0.5) {
                    steps += twoFingerMoves(&gestures, fingers: Array(fingers.prefix(2)), mode: gestures.below(3), down: &down)
                } else {
                    let moving = fingers.count == 1 || gestures.chance(0.6) ? fingers : [gestures.pick(fingers)]
                    steps += swipeMoves(&gestures, fingers: moving, direction: gestures.below(4), down: &down)
                }
                continue
            }
            if fingers.isEmpty {
                switch random.weighted([70, 10, 12, 3]) {
                case 0:
                    if let change = downChange() { steps.append(.event([change], delay: delay())) }
                case 1:
                    steps.append(.advance(random.pick([0.05, 0.2, 0.34, 0.36, 0.5, 0.76, 1.0, 2.5])))
                case 2:
                    steps.append(mutation(&random, spec))
                default:
                    steps.append(.settle)
                }
                continue
            }
            switch random.weighted([40, 9, 14, 3, 15, 8, 6, 2]) {
            case 0:   // move one finger
                let finger = random.pick(fingers)
                let target = moved(down[finger]!)
                down[finger] = target
                steps.append(.event([Change(finger: finger, kind: .move(target), serial: 0)], delay: delay()))
            case 1:   // another finger down
                if let change = downChange() { steps.append(.event([change], delay: delay())) }
            case 2:   // lift one, sometimes somewhere new
                let finger = random.pick(fingers)
                let at: CGPoint? = random.chance(0.2) ? moved(down[finger]!) : nil
                down[finger] = nil
                steps.append(.event([Change(finger: finger, kind: .up(at), serial: 0)], delay: delay()))
            case 3:
                let finger = random.pick(fingers)
                down[finger] = nil
                steps.append(.event([Change(finger: finger, kind: .cancel, serial: 0)], delay: delay()))
            case 4:
                steps.append(.advance(random.pick([0.01, 0.05, 0.2, 0.34, 0.36, 0.5, 0.76, 1.0, 2.5])))
            case 5:   // several changes in one event
                var changes: [Change] = []
                for finger in fingers {
                    switch random.weighted([5, 2, 1, 1]) {
                    case 2:
                        changes.append(Change(finger: finger, kind: .stationary, serial: 0))
                    case 0:
                        let target = moved(down[finger]!)
                        down[finger] = target
                        changes.append(Change(finger: finger, kind: .move(target), serial: 0))
                    case 1:
                        down[finger] = nil
                        changes.append(Change(finger: finger, kind: .up(nil), serial: 0))
                    default: break
                    }
                }
                if random.chance(0.4), let change = downChange() { changes.append(change) }
                if !changes.isEmpty { steps.append(.event(changes, delay: delay())) }
            case 6:
                steps.append(mutation(&random, spec))
            default:
                down.removeAll()
                steps.append(.settle)
            }
        }
        steps = Array(steps.prefix(count - 1))   // a burst of moves may have gone past
        steps.append(.settle)
        return steps
    }

    /// R39: a point `inset` points in from window edge `edge` (0 top, 1 left, 2 bottom, 3 right),
    /// along the part of the edge that `frame` (window coordinates) spans, when it spans any.
    private static func nearWindowEdge(_ edge: Int, inset: CGFloat, within frame: CGRect, _ random: inout SplitMix64) -> CGPoint {
        let window = FuzzSceneSpec.windowFrame
        var span = frame.intersection(window)
        if span.isNull || span.width < 1 || span.height < 1 { span = window }
        let x = span.minX + CGFloat(random.below(Int(span.width)))
        let y = span.minY + CGFloat(random.below(Int(span.height)))
        switch edge {
        case 0: return CGPoint(x: x, y: window.minY + inset)
        case 1: return CGPoint(x: window.minX + inset, y: y)
        case 2: return CGPoint(x: x, y: window.maxY - 1 - inset)
        default: return CGPoint(x: window.maxX - 1 - inset, y: y)
        }
    }

    /// Mostly a finger; sometimes a stylus, a pointer or a remote's surface (R32).
    static func touchType(_ random: inout SplitMix64) -> Touch.TouchType {
        random.chance(0.85) ? .direct : random.pick([.pencil, .pencil, .indirectPointer, .indirect])
    }
}
