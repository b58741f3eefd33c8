import Foundation
@testable import TargetAction

/// R140-R153: what the scene's views answer VoiceOver, from a stream of their own, so that the rest
/// of every seed's scene is what it was before (touches ignore accessibility). Some plain views are
/// elements, labelled by their index, and some of those activate themselves; some views, the window
/// among them, answer escape or the magic tap with a fixed answer. Every answer is logged in the
/// scene's ``FuzzAccessibilityLog``.
extension FuzzSceneSpec {
    struct AccessibilitySpec {
        /// A plain view that is an element, labelled "v<index>" (R140).
        var isElement = false
        /// The element's `accessibilityActivateBlock` answers this (R143); nil: no block.
        var activatesItself: Bool?
        /// The `accessibilityPerformEscapeBlock` answers this (R152); nil: no block.
        var escape: Bool?
        /// The `accessibilityMagicTapBlock` answers this (R153); nil: no block.
        var magicTap: Bool?

        /// For the scene's description; nil when the view answers nothing of its own.
        var flag: String? {
            var parts: [String] = []
            if isElement { parts.append("element") }
            if let activatesItself { parts.append("activate → \(activatesItself)") }
            if let escape { parts.append("escape → \(escape)") }
            if let magicTap { parts.append("magic tap → \(magicTap)") }
            return parts.isEmpty ? nil : "VoiceOver {\(parts.joined(separator: "; "))}"
        }
    }

    mutating func addAccessibility(_ random: SplitMix64) {
        var random = random
        for index in views.indices {
            var answers = AccessibilitySpec()
            if index > 0, views[index].control == nil, views[index].scroll == nil, random.chance(0.25) {
                answers.isElement = true
                if random.chance(0.3) { answers.activatesItself = random.chance(0.6) }
            }
            if random.chance(index == 0 ? 0.5 : 0.3) { answers.escape = random.chance(0.5) }
            if random.chance(index == 0 ? 0.5 : 0.3) { answers.magicTap = random.chance(0.5) }
            views[index].accessibility = answers
        }
    }
}

/// The VoiceOver answers the scene's views gave, in order (R143, R152, R153).
final class FuzzAccessibilityLog {
    enum Act { case activate, escape, magicTap }

    struct Call: Equatable {
        var view: Int
        var act: Act
        var answer: Bool
    }

    private(set) var calls: [Call] = []

    func record(_ view: Int, _ act: Act, _ answer: Bool) -> Bool {
        calls.append(Call(view: view, act: act, answer: answer))
        return answer
    }
}

extension FuzzScene {
    /// Gives the views what their spec says they answer VoiceOver; each block logs its answer in
    /// `log`, held weakly (the scene holds the log, the views hold the blocks).
    func applyAccessibility(_ log: FuzzAccessibilityLog) {
        for (index, view) in views.enumerated() {
            let answers = spec.views[index].accessibility
            if answers.isElement {
                view.isAccessibilityElement = true
                view.accessibilityLabel = "v\(index)"
            }
            if let answer = answers.activatesItself {
                view.accessibilityActivateBlock = { [weak log] in log?.record(index, .activate, answer) ?? answer }
            }
            if let answer = answers.escape {
                view.accessibilityPerformEscapeBlock = { [weak log] in log?.record(index, .escape, answer) ?? answer }
            }
            if let answer = answers.magicTap {
                view.accessibilityMagicTapBlock = { [weak log] in log?.record(index, .magicTap, answer) ?? answer }
            }
        }
    }
}
