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
    /// Lifts every finger down, runs the clock until idle, and checks that everything is at rest.
    case settle

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
        case .settle: "settle (lift all, runUntilIdle, check rest)"
        }
    }

    /// Generates `count` steps for `spec` from `seed`, ending with ``settle``.
    static func generate(for spec: FuzzSceneSpec, seed: UInt64, count: Int) -> [FuzzStep] {
        var random = SplitMix64(seed: seed)
        // Touch types come from a stream of their own: the steps are what they were before types.
        var types = SplitMix64(seed: SplitMix64.derive(seed, 1))
        var steps: [FuzzStep] = []
        var down: [Int: CGPoint] = [:]   // finger → where it is
        var serial = 0
        let maxFingers = 5

        func point(near view: Int) -> CGPoint {
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
            let target = random.chance(0.3) && !down.isEmpty ? moved(down[down.keys.min()!]!) : point(near: random.below(spec.views.count))
            serial += 1
            down[finger] = target
            return Change(finger: finger, kind: .down(target), serial: serial, type: touchType(&types))
        }

        while steps.count < count - 1 {
            let fingers = down.keys.sorted()
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
        steps.append(.settle)
        return steps
    }

    /// Mostly a finger; sometimes a stylus, a pointer or a remote's surface (R32).
    static func touchType(_ random: inout SplitMix64) -> Touch.TouchType {
        random.chance(0.85) ? .direct : random.pick([.pencil, .pencil, .indirectPointer, .indirect])
    }

    /// Something a handler does from inside an action: a mutation or a clock advance.
    ///
    /// A nested event (delivered after the current one, R30's note in ``Window/trySendEvent(_:)``)
    /// only puts a finger down or moves one, at the clock's now: it can never make the event being
    /// delivered invalid.
    static func handlerEffect(_ random: inout SplitMix64, _ spec: FuzzSceneSpec, maySendEvents: Bool) -> FuzzStep {
        switch random.weighted([15, maySendEvents ? 20 : 0, 65]) {
        case 0:
            return .advance(random.pick([0.05, 0.4, 1.0]))
        case 1:
            let point = CGPoint(x: random.int(0...399), y: random.int(0...799))
            let finger = random.below(5)
            let change = random.chance(0.5)
                ? Change(finger: finger, kind: .down(point), serial: 1000 + random.below(1000))
                : Change(finger: finger, kind: .move(point), serial: 0)
            return .event([change], delay: 0)
        default:
            return mutation(&random, spec)
        }
    }

    private static func mutation(_ random: inout SplitMix64, _ spec: FuzzSceneSpec) -> FuzzStep {
        let view = 1 + random.below(max(1, spec.views.count - 1))
        let recognizer = random.below(spec.recognizers.count)
        let hasViews = spec.views.count > 1
        switch random.weighted([hasViews ? 3 : 0, hasViews ? 1 : 0, hasViews ? 1 : 0, hasViews ? 2 : 0, 3, 2]) {
        case 0: return .setHidden(view: view, random.chance(0.5))
        case 1: return .setAlpha(view: view, random.pick([0, 0.005, 0.5, 1]))
        case 2: return .setUserInteraction(view: view, random.chance(0.5))
        case 3: return .setViewAttached(view: view, random.chance(0.5))
        case 4: return .setEnabled(recognizer: recognizer, random.chance(0.5))
        default: return .setRecognizerAttached(recognizer: recognizer, random.chance(0.5))
        }
    }
}
