import Foundation
import TargetAction

/// What VoiceOver says of an element (R150): its description when it is focused, and its hint.
enum Speech {
    /// The hint VoiceOver adds for an adjustable element.
    static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    /// The hint VoiceOver adds for a switch.
    static let toggleHint = "Double tap to toggle setting."

    /// "Selected", the label, the value (not a switch's), the trait words and "i of n", skipping
    /// empty parts, joined by ", ": "Selected, Week, button, 2 of 3".
    static func description(of object: Responder) -> String {
        let traits = object.accessibilityTraits
        let isToggle = traits.contains(.toggleButton)
        var parts: [String?] = [
            traits.contains(.selected) ? "Selected" : nil,
            object.accessibilityLabel,
        ]
        let value = object.accessibilityValue
        if !isToggle { parts.append(value) }
        if traits.contains(.notEnabled) { parts.append("dimmed") }
        if traits.contains(.button), !isToggle { parts.append("button") }
        if isToggle {
            parts.append("switch button")
            parts.append(["1": "on", "0": "off", "2": "mixed"][value ?? ""])
        }
        let words: [(AccessibilityTraits, String)] = [
            (.header, "heading"), (.link, "link"), (.adjustable, "adjustable"), (.image, "image"), (.searchField, "search field"),
        ]
        for (trait, word) in words where traits.contains(trait) { parts.append(word) }
        if let series = object.accessibilitySeriesPosition { parts.append("\(series.position) of \(series.count)") }
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The app's hint, then VoiceOver's own for an adjustable element or a switch that is
    /// enabled, joined by ". " (a trailing period of the app's hint dropped first); nil when
    /// there is nothing to say.
    static func hint(of object: Responder) -> String? {
        let traits = object.accessibilityTraits
        var parts: [String] = []
        if let hint = object.accessibilityHint, !hint.isEmpty { parts.append(hint) }
        if !traits.contains(.notEnabled) {
            if traits.contains(.adjustable) { parts.append(adjustableHint) }
            if traits.contains(.toggleButton) { parts.append(toggleHint) }
        }
        guard parts.count > 1 else { return parts.first }
        if parts[0].hasSuffix(".") { parts[0].removeLast() }
        return parts.filter { !$0.isEmpty }.joined(separator: ". ")
    }
}
