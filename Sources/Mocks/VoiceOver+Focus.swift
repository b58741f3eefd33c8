import Foundation
import TargetAction

extension VoiceOver {
    /// Moves the focus to the next element, as a swipe right does: the first element when none is
    /// focused. At the last element the focus stays and nothing is spoken; false then (R155).
    @discardableResult
    public func focusNext(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        step(by: 1)
    }

    /// Moves the focus to the element before, as a swipe left does: the last element when none is
    /// focused. At the first element the focus stays and nothing is spoken; false then (R155).
    @discardableResult
    public func focusPrevious(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        step(by: -1)
    }

    /// Focuses the first element in reading order, the one VoiceOver focuses when a screen
    /// appears; false when there is none (R155).
    @discardableResult
    public func focusFirst(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        guard let first = AccessibilityWalk(window: window).elements.first else { return false }
        focus(on: first)
        return true
    }

    /// Focuses the first element in reading order whose label is `label`, exactly (R155). When
    /// none has it, reports what VoiceOver reaches and a near label, or why an object with that
    /// label is not reached (R156), and changes nothing.
    @discardableResult
    public func focus(
        label: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return focus(matching: .label(label), "focus(label: \"\(label)\")", site)
    }

    /// Focuses the first element in reading order whose `accessibilityIdentifier` is
    /// `identifier`, exactly (R155); reports as ``focus(label:fileID:filePath:line:column:)`` does
    /// when none has it (R156).
    @discardableResult
    public func focus(
        identifier: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return focus(matching: .identifier(identifier), "focus(identifier: \"\(identifier)\")", site)
    }

    /// Focuses `element`, a view or an `AccessibilityElement` VoiceOver reaches (R155); when it
    /// does not reach it, reports why (R156) and changes nothing.
    @discardableResult
    public func focus(
        _ element: Responder,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard AccessibilityWalk(window: window).elements.contains(where: { $0 === element }) else {
            reportUnreached(element, "focus(\(element.voiceOverName))", site)
            return false
        }
        focus(on: element)
        return true
    }

    // MARK: Helpers

    /// What an element is looked for by.
    enum Wanted {
        case label(String)
        case identifier(String)

        var text: String {
            switch self {
            case .label(let text), .identifier(let text): text
            }
        }

        /// The key of `object` this looks at.
        func key(of object: Responder) -> String? {
            switch self {
            case .label: object.accessibilityLabel
            case .identifier: (object as? View)?.accessibilityIdentifier ?? (object as? AccessibilityElement)?.accessibilityIdentifier
            }
        }
    }

    /// Focuses the first element `wanted` matches; else reports it at `site` as `call`.
    func focus(matching wanted: Wanted, _ call: String, _ site: CallSite) -> Bool {
        let reached = AccessibilityWalk(window: window).elements
        guard let match = reached.first(where: { wanted.key(of: $0) == wanted.text }) else {
            reportMissing(wanted, among: reached, call, site)
            return false
        }
        focus(on: match)
        return true
    }

    /// The focus moved `offset` places along the reading order (R155).
    private func step(by offset: Int) -> Bool {
        let reached = AccessibilityWalk(window: window).elements
        guard !reached.isEmpty else { return false }
        guard let focused = focusedObject(in: reached), let index = reached.firstIndex(where: { $0 === focused }) else {
            focus(on: offset > 0 ? reached[0] : reached[reached.count - 1])
            return true
        }
        let next = index + offset
        guard reached.indices.contains(next) else { return false }   // the boundary: VoiceOver plays a sound
        focus(on: reached[next])
        return true
    }
}
