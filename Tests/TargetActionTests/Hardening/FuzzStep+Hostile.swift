import Foundation
@testable import TargetAction

/// What a hostile callback does beyond the scene's mutations (FuzzRun+Hostile.swift applies it).
enum FuzzHostileEffect: CustomStringConvertible {
    /// A control's `isEnabled`.
    case setControlEnabled(view: Int, Bool)
    /// `state = …` on a recognizer, whatever it is doing: what R2 forbids is reported, and the rest
    /// is arbitrated (R5 addition for one no touch is on).
    case setState(recognizer: Int, GestureRecognizer.State)
    /// Drops the run's reference to releasable target `index`, the last strong one (R10).
    case releaseTarget(Int)
    /// The host view's controller presents a new controller, whose view covers the window.
    case present
    /// The host view's controller dismisses what it presents.
    case dismiss
    /// Moves a scroll view's content in code.
    case moveContent(view: Int, ContentMove)
    /// Drives the run's ``TouchSimulator`` (its own finger numbers; a finger already down is
    /// reported and nothing is sent).
    case simulator(SimulatorOp)

    /// Where content goes, as fractions of the scroll range (or the zoom limits) at that moment.
    enum ContentMove: CustomStringConvertible {
        case offset(x: CGFloat, y: CGFloat)
        /// `setContentOffset(_:animated: false)`.
        case jump(x: CGFloat, y: CGFloat)
        case animatedOffset(x: CGFloat, y: CGFloat)
        case zoomScale(CGFloat, animated: Bool)
        /// `zoom(to:animated:)` to a rectangle of the zoom view: origin and size as fractions of its bounds.
        case zoomTo(x: CGFloat, y: CGFloat, size: CGFloat, animated: Bool)

        var description: String {
            switch self {
            case let .offset(x, y): "contentOffset = (\(x), \(y)) of its range"
            case let .jump(x, y): "setContentOffset((\(x), \(y)) of its range, animated: false)"
            case let .animatedOffset(x, y): "setContentOffset((\(x), \(y)) of its range, animated: true)"
            case let .zoomScale(scale, animated): "setZoomScale(\(scale) of its limits, animated: \(animated))"
            case let .zoomTo(x, y, size, animated): "zoom(to: (\(x), \(y)) size \(size) of its zoom view, animated: \(animated))"
            }
        }
    }

    enum SimulatorOp: CustomStringConvertible {
        case down(finger: Int, CGPoint)
        case move(finger: Int, CGPoint)
        case up(finger: Int)
        case cancel(finger: Int)
        case tap(CGPoint)

        var description: String {
            switch self {
            case let .down(finger, point): "simulator.down(at: (\(point.x), \(point.y)), finger: \(finger))"
            case let .move(finger, point): "simulator.move(to: (\(point.x), \(point.y)), finger: \(finger))"
            case let .up(finger): "simulator.up(finger: \(finger))"
            case let .cancel(finger): "simulator.cancel(finger: \(finger))"
            case let .tap(point): "simulator.tap(at: (\(point.x), \(point.y)))"
            }
        }
    }

    var description: String {
        switch self {
        case let .setControlEnabled(view, value): "v\(view).isEnabled = \(value)"
        case let .setState(recognizer, state): "r\(recognizer).state = \(state) (from a callback)"
        case let .releaseTarget(index): "release target t\(index)"
        case .present: "present a controller"
        case .dismiss: "dismiss the presented controller"
        case let .moveContent(view, move): "v\(view).\(move)"
        case let .simulator(op): op.description
        }
    }

    /// For counts: what kind of effect it is.
    var kind: String {
        switch self {
        case .setControlEnabled: "control isEnabled"
        case .setState: "state set"
        case .releaseTarget: "target released"
        case .present: "present"
        case .dismiss: "dismiss"
        case let .moveContent(_, move):
            switch move {
            case .offset: "content offset"
            case .jump: "content offset set, not animated"
            case .animatedOffset: "content offset animated"
            case let .zoomScale(_, animated): "zoom scale\(animated ? " animated" : "")"
            case let .zoomTo(_, _, _, animated): "zoom to a rect\(animated ? " animated" : "")"
            }
        case let .simulator(op):
            switch op {
            case .down: "simulator down"
            case .move: "simulator move"
            case .up: "simulator up"
            case .cancel: "simulator cancel"
            case .tap: "simulator tap"
            }
        }
    }
}

extension FuzzStep {
    /// One thing a hostile callback does. `maySendEvents` is false where the callback repeats as
    /// things move (a `.changed` action, `scrollViewDidScroll`...): an event sent from there would
    /// feed itself.
    static func hostileEffect(_ random: inout SplitMix64, _ spec: FuzzSceneSpec, _ hostile: FuzzSceneSpec.HostileSpec, maySendEvents: Bool) -> FuzzStep {
        let views = spec.views.count - 1
        let controls = spec.controlIndices, scrolls = spec.scrollIndices
        let weights = [
            10,                                  // disable or enable a recognizer
            8,                                   // remove or re-add a recognizer
            views > 0 ? 7 : 0,                   // remove or re-add a view
            controls.isEmpty ? 0 : 5,            // disable or enable a control
            10,                                  // set a recognizer's state
            hostile.targets.isEmpty ? 0 : 4,     // release a target
            hostile.hostView == nil ? 0 : 5,     // present or dismiss
            scrolls.isEmpty ? 0 : 10,            // move the content
            maySendEvents ? 8 : 0,               // an event through the window
            maySendEvents ? 10 : 0,              // the simulator
            spec.valueGestures.isEmpty ? 0 : 3,  // a value gesture's mask or attachment
            views > 0 ? 2 : 0,                   // hide or stop interaction
            2,                                   // the clock
        ]
        let recognizer = random.below(spec.recognizers.count)
        let view = 1 + random.below(max(1, views))
        switch random.weighted(weights) {
        case 0: return .setEnabled(recognizer: recognizer, random.chance(0.6) ? false : true)
        case 1: return .setRecognizerAttached(recognizer: recognizer, random.chance(0.6) ? false : true)
        case 2: return .setViewAttached(view: view, random.chance(0.6) ? false : true)
        case 3: return .hostile(.setControlEnabled(view: random.pick(controls), random.chance(0.6) ? false : true))
        case 4:
            let state = random.pick([GestureRecognizer.State.began, .changed, .ended, .ended, .cancelled, .failed, .failed, .possible])
            return .hostile(.setState(recognizer: recognizer, state))
        case 5: return .hostile(.releaseTarget(random.below(hostile.targets.count)))
        case 6: return .hostile(random.chance(0.6) ? .present : .dismiss)
        case 7:
            let fraction = { (random: inout SplitMix64) in CGFloat(random.pick([0, 0.25, 0.5, 0.5, 1])) }
            let move: FuzzHostileEffect.ContentMove = switch random.below(5) {
            case 0: .offset(x: fraction(&random), y: fraction(&random))
            case 4: .jump(x: fraction(&random), y: fraction(&random))
            case 1: .animatedOffset(x: fraction(&random), y: fraction(&random))
            case 2: .zoomScale(CGFloat(random.pick([0, 0.5, 1, -0.5, 1.5])), animated: random.chance(0.6))
            default: .zoomTo(x: fraction(&random), y: fraction(&random), size: CGFloat(random.pick([0.25, 0.5, 1])), animated: random.chance(0.6))
            }
            return .hostile(.moveContent(view: random.pick(scrolls), move))
        case 8:
            let point = CGPoint(x: random.int(0...399), y: random.int(0...799))
            let finger = random.below(5)
            let kind: Change.Kind = switch random.weighted([5, 3, 2, 1]) {
            case 0: .down(point)
            case 1: .move(point)
            case 2: .up(nil)
            default: .cancel
            }
            return .event([Change(finger: finger, kind: kind, serial: 2000 + random.below(1000))], delay: 0)
        case 9:
            let point = CGPoint(x: random.int(0...399), y: random.int(0...799))
            let finger = random.below(3)   // few numbers: a finger already down comes up often
            let op: FuzzHostileEffect.SimulatorOp = switch random.weighted([5, 3, 3, 1, 2]) {
            case 0: .down(finger: finger, point)
            case 1: .move(finger: finger, point)
            case 2: .up(finger: finger)
            case 3: .cancel(finger: finger)
            default: .tap(point)
            }
            return .hostile(.simulator(op))
        case 10: return valueGestureMutation(&random, spec: spec)
        case 11: return random.chance(0.5) ? .setHidden(view: view, random.chance(0.5)) : .setUserInteraction(view: view, random.chance(0.5))
        default: return .advance(random.pick([0.05, 0.4, 1.0]))
        }
    }

    /// Whether the step is a hostile callback's own effect.
    var hostileEffect: FuzzHostileEffect? {
        if case let .hostile(effect) = self { return effect }
        return nil
    }
}
