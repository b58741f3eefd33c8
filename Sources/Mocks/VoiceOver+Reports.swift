import Foundation
import TargetAction

// R156: the driver's reports of misuse, at the caller's line, each saying what VoiceOver reaches
// or why it does not reach what was asked for.
extension VoiceOver {
    /// Reports that no element reached matches `wanted`: why an object that matches is not
    /// reached, or a near match; then what VoiceOver reaches.
    func reportMissing(_ wanted: Wanted, among reached: [Responder], _ call: String, _ site: CallSite) {
        let what = switch wanted {
        case .label(let text): "no element labelled \"\(text)\""
        case .identifier(let text): "no element with identifier \"\(text)\""
        }
        let unreached = AccessibilityWalk(window: window, diagnosing: true).unreached
        let sentence = if let hidden = unreached.first(where: { wanted.key(of: $0.object) == wanted.text }) {
            "\(what) that VoiceOver reaches: \(hidden.object.voiceOverName) is in the window, but \(hidden.reason)."
        } else {
            what + Suggestion.ending(wanted.text, among: reached.compactMap { wanted.key(of: $0) }, limit: suggestionLimit)
        }
        FailureReporter.report("VoiceOver.\(call): \(sentence) \(listing(reached, by: wanted))", at: site)
    }

    /// Reports that VoiceOver does not reach `object`, and why.
    func reportUnreached(_ object: Responder, _ call: String, _ site: CallSite) {
        let name = object.voiceOverName
        let why = if let view = object as? View, view.window !== window {
            view.window.map { "\(name) is in another window, \($0.debugName)" } ?? "\(name) is in no window"
        } else if let found = AccessibilityWalk(window: window, diagnosing: true).unreached.first(where: { $0.object === object }) {
            "VoiceOver does not reach \(name): \(found.reason)"
        } else {
            "VoiceOver finds \(name) nowhere in this window: no view lists it in its accessibilityElements"
        }
        let reached = AccessibilityWalk(window: window).elements
        FailureReporter.report("VoiceOver.\(call): \(why). \(listing(reached, by: .label("")))", at: site)
    }

    /// The focused object; nil after reporting at `site` that nothing is focused, or that the
    /// focused object left the screen.
    func focusedObject(for call: String, _ site: CallSite) -> Responder? {
        let before = focusedObject
        if let focused = focusedObject(in: AccessibilityWalk(window: window).elements) { return focused }
        guard let before else {
            FailureReporter.report(
                "VoiceOver.\(call): nothing is focused. Focus an element first (focusNext(), focus(label:), focus(identifier:)).",
                at: site)
            return nil
        }
        let reason = AccessibilityWalk(window: window, diagnosing: true).unreached.first { $0.object === before }?.reason
            ?? "it is no longer in the window"
        FailureReporter.report(
            "VoiceOver.\(call): the focused element, \(before.voiceOverName), left the screen: \(reason). Focus an element again first.",
            at: site)
        return nil
    }

    /// Reports that `object` is not adjustable, so it cannot be incremented or decremented.
    func reportNotAdjustable(_ object: Responder, _ call: String, _ site: CallSite) {
        FailureReporter.report(
            "VoiceOver.\(call): \(object.voiceOverName) is not .adjustable (its traits: \(Self.describe(object.accessibilityTraits))), so VoiceOver would move by the rotor instead. Activate it with activate() instead, or give it the .adjustable trait.",
            at: site)
    }

    /// Reports that `object` has no custom action named `name`, with a near name and its actions.
    func reportMissingAction(_ name: String, of object: Responder, _ call: String, _ site: CallSite) {
        let names = object.accessibilityCustomActions?.map(\.name) ?? []
        let actions = names.isEmpty
            ? "It has no custom actions."
            : "Its custom actions: \(names.map { "\"\($0)\"" }.joined(separator: ", "))."
        FailureReporter.report(
            "VoiceOver.\(call): \(object.voiceOverName) has no custom action named \"\(name)\"\(Suggestion.ending(name, among: names, limit: suggestionLimit)) \(actions)",
            at: site)
    }

    /// "VoiceOver reaches, in order: "Save", "Cancel"." by label or identifier; an element without
    /// one by its name.
    func listing(_ reached: [Responder], by wanted: Wanted) -> String {
        guard !reached.isEmpty else { return "VoiceOver reaches nothing in this window." }
        let missing = if case .identifier = wanted { "no identifier" } else { "no label" }
        let items = reached.map { object in
            wanted.key(of: object).flatMap { $0.isEmpty ? nil : "\"\($0)\"" } ?? "\(object.voiceOverName) (\(missing))"
        }
        return "VoiceOver reaches, in order: \(items.joined(separator: ", "))."
    }

    /// Traits as a report writes them: "[.button, .selected]"; "[]".
    static func describe(_ traits: AccessibilityTraits) -> String {
        let names: [(AccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
            (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
            (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
            (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
            (.header, "header"), (.toggleButton, "toggleButton"),
        ]
        var words = names.filter { traits.contains($0.0) }.map { ".\($0.1)" }
        let unnamed = names.reduce(traits) { $0.subtracting($1.0) }
        if !unnamed.isEmpty { words.append("rawValue \(unnamed.rawValue)") }
        return "[\(words.joined(separator: ", "))]"
    }
}
