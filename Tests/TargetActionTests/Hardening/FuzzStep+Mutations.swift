import Foundation
@testable import TargetAction

/// What a handler does from inside an action, and the scene's random mutations.
extension FuzzStep {
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

    static func mutation(_ random: inout SplitMix64, _ spec: FuzzSceneSpec) -> FuzzStep {
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
