import Foundation
@testable import TargetAction

/// R100-R103: one step of the hover pointer, or a hover recognizer enabled or disabled (R12).
struct FuzzHoverStep: CustomStringConvertible {
    enum Kind {
        /// The pointer goes to a point: it enters the window first, and a pointer of another type
        /// in the window exits first.
        case move(CGPoint, type: Touch.TouchType, zOffset: CGFloat)
        /// The pointer leaves the window.
        case exit
        /// `isEnabled` of hover recognizer `hover`.
        case setEnabled(hover: Int, Bool)
    }

    var kind: Kind
    var delay: TimeInterval

    var description: String {
        switch kind {
        case let .move(point, type, zOffset): "to (\(point.x), \(point.y)) \(type)\(zOffset == 0 ? "" : " zOffset \(zOffset)") +\(delay)s"
        case .exit: "exit +\(delay)s"
        case let .setEnabled(hover, value): "h\(hover).isEnabled = \(value)"
        }
    }

    /// A random step for a scene with `hovers` hover recognizers, the pointer going to `point`.
    static func random(_ random: inout SplitMix64, to point: CGPoint, hovers: Int) -> FuzzHoverStep {
        let delay = random.pick([0, 0.0004, 0.016, 0.016, 0.05])
        switch random.weighted([82, 10, 8]) {
        case 0:
            let type: Touch.TouchType = random.chance(0.75) ? .indirectPointer : .pencil
            let zOffset: CGFloat = type == .pencil ? random.pick([0, 0.25, 0.5, 1]) : 0
            return FuzzHoverStep(kind: .move(point, type: type, zOffset: zOffset), delay: delay)
        case 1:
            return FuzzHoverStep(kind: .exit, delay: delay)
        default:
            return FuzzHoverStep(kind: .setEnabled(hover: random.below(max(1, hovers)), random.chance(0.5)), delay: 0)
        }
    }
}

extension FuzzRun {
    /// Sends one hover step's events (or changes a hover recognizer), as the touch simulator's
    /// `hover(to:)` and `hoverExit()` do; a rejection is the checker's to judge.
    func applyHover(_ step: FuzzHoverStep) {
        let window = scene.window
        let time = window.clock.now + step.delay
        func send(_ change: Event.Change) {
            try? window.trySendEvent(Event(timestamp: max(time, window.clock.now), changes: [change]))
        }
        switch step.kind {
        case let .setEnabled(index, value):
            let hovers = scene.hovers
            if hovers.indices.contains(index) { hovers[index].isEnabled = value }
        case .exit:
            if let pointer = window.engine.hoverPointer { send(.hoverExited(pointer)) }
        case let .move(point, type, zOffset):
            if let pointer = window.engine.hoverPointer, pointer.type != type { send(.hoverExited(pointer)) }
            if let pointer = window.engine.hoverPointer {
                send(.hoverMoved(pointer, to: point, zOffset: zOffset))
            } else {
                send(.hoverEntered(Touch(type: type), at: point, zOffset: zOffset))
            }
        }
    }

    /// At rest the pointer is out of the window, as every finger is up.
    func exitHoverPointer() {
        let window = scene.window
        guard let pointer = window.engine.hoverPointer else { return }
        try? window.trySendEvent(Event(timestamp: window.clock.now, changes: [.hoverExited(pointer)]))
    }
}
