import Foundation
@testable import TargetAction

/// A VoiceOver step of a random scenario (R143-R154): the focus moved to an element, named by its
/// place in reading order (modulo the count of elements when it is applied, so that any
/// subsequence still replays), then one action on it.
struct FuzzVoiceOverStep: CustomStringConvertible {
    enum Kind {
        case activate, increment, decrement, escape, magicTap
        case scroll(AccessibilityScrollDirection)
    }

    var kind: Kind
    /// The element's index in reading order, modulo the elements there are (the adjustable ones,
    /// for an adjustment, when there are some).
    var element: Int

    /// A scroll moves content under the fingers, as a mutation does.
    var movesContent: Bool {
        if case .scroll = kind { return true }
        return false
    }

    var description: String {
        let action = switch kind {
        case .activate: "activate()"
        case .increment: "increment()"
        case .decrement: "decrement()"
        case .escape: "escape()"
        case .magicTap: "magicTap()"
        case let .scroll(direction): "scroll(.\(Self.name(direction)))"
        }
        return "VoiceOver: focus element #\(element), then \(action)"
    }

    static func name(_ direction: AccessibilityScrollDirection) -> String {
        switch direction {
        case .left: "left"
        case .right: "right"
        case .up: "up"
        case .down: "down"
        case .next: "next"
        case .previous: "previous"
        }
    }

    /// Mostly activations; adjustments, escapes, magic taps and scrolls in every direction.
    static func random(_ random: inout SplitMix64) -> FuzzVoiceOverStep {
        let directions: [AccessibilityScrollDirection] = [.left, .right, .up, .down, .next, .previous]
        let kind: Kind = switch random.weighted([35, 12, 12, 12, 10, 19]) {
        case 0: .activate
        case 1: .increment
        case 2: .decrement
        case 3: .escape
        case 4: .magicTap
        default: .scroll(random.pick(directions))
        }
        return FuzzVoiceOverStep(kind: kind, element: random.below(64))
    }
}
