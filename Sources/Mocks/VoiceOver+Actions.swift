import Foundation
import TargetAction

extension VoiceOver {
    /// Activates the focused element, as a double tap does (R143): its `accessibilityActivate()`
    /// first; when that answers false, one tap through ``touches`` at its activation point, held
    /// `tapHoldDuration` on the clock. True when either happened. Speaks nothing.
    ///
    /// With nothing focused, or a point outside the window (R157), reports at the caller's line
    /// and returns false.
    @discardableResult
    public func activate(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let object = focusedObject(for: "activate()", site) else { return false }
        return activate(object, "activate()", site)
    }

    /// Focuses the first element labelled `label`, then activates it (R143, R155): KIF's
    /// `tapView(withAccessibilityLabel:)`. Reports as ``focus(label:fileID:filePath:line:column:)``
    /// when no element has the label, and then activates nothing.
    @discardableResult
    public func activate(
        label: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "activate(label: \"\(label)\")"
        guard focus(matching: .label(label), call, site), let object = focusedObject else { return false }
        return activate(object, call, site)
    }

    /// Increments the focused element, as a swipe up does, when it is `.adjustable`; then speaks
    /// its value, or its description when it has none (R144). Otherwise reports (R156).
    public func increment(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        adjust(up: true, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Decrements the focused element, as a swipe down does, when it is `.adjustable`; then speaks
    /// its value, or its description when it has none (R144). Otherwise reports (R156).
    public func decrement(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        adjust(up: false, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Performs the focused element's first custom action named `name`, as the Actions rotor does
    /// (R151): its handler, or its selector sent to its target with the action as the sender.
    /// Returns what the handler or `perform(_:with:)` answered; false for a target that is gone.
    /// A target that does not respond, or a name the element lacks, is reported (R156).
    @discardableResult
    public func performCustomAction(
        named name: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "performCustomAction(named: \"\(name)\")"
        guard let object = focusedObject(for: call, site) else { return false }
        guard let action = object.accessibilityCustomActions?.first(where: { $0.name == name }) else {
            reportMissingAction(name, of: object, call, site)
            return false
        }
        window.tell(.voiceOver(.customAction(name, on: object.voiceOverName)))
        return window.reporting(at: site) { perform(action, call, site) }
    }

    // MARK: Helpers

    /// R143: `object`'s own activation, else a tap at its activation point.
    private func activate(_ object: Responder, _ call: String, _ site: CallSite) -> Bool {
        if window.reporting(at: site, { object.accessibilityActivate() }) {
            window.tell(.voiceOver(.activates(object.voiceOverName, tap: nil)))
            return true
        }
        let point = object.accessibilityActivationPoint
        guard point.x.isFinite, point.y.isFinite, window.point(inside: point, with: nil) else {
            let bounds = window.bounds
            FailureReporter.report(
                "VoiceOver.\(call): the activation point of \(object.voiceOverName), \(format(point)), is outside the window (\(number(bounds.minX)), \(number(bounds.minY)), \(number(bounds.width)), \(number(bounds.height))), so VoiceOver taps nothing there (R157, R109). Move the element into the window, or set its accessibilityActivationPoint inside it.",
                at: site)
            return false
        }
        window.tell(.voiceOver(.activates(object.voiceOverName, tap: point)))
        touches.tap(at: point, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        return true
    }

    /// R144: the adjustment of the focused element, and the value spoken after it.
    private func adjust(up: Bool, _ site: CallSite) {
        let call = up ? "increment()" : "decrement()"
        guard let object = focusedObject(for: call, site) else { return }
        guard object.accessibilityTraits.contains(.adjustable) else {
            reportNotAdjustable(object, call, site)
            return
        }
        window.reporting(at: site) {
            if up { object.accessibilityIncrement() } else { object.accessibilityDecrement() }
        }
        let spoken = object.accessibilityValue ?? Speech.description(of: object)
        speak(spoken)
        window.tell(.voiceOver(.adjusts(object.voiceOverName, up: up, spoken: spoken)))
    }

    /// R151: the action's handler, or its selector sent to its target.
    private func perform(_ action: AccessibilityCustomAction, _ call: String, _ site: CallSite) -> Bool {
        if let handler = action.actionHandler { return handler(action) }
        guard let selector = action.selector else {
            FailureReporter.report(
                "VoiceOver.\(call): the custom action has neither a handler nor a selector, so it does nothing. Give it an actionHandler, or a target and a selector.",
                at: site)
            return false
        }
        guard let target = action.target else { return false }   // gone: it gets nothing (R10)
        guard let problem = sendNamedAction(selector, to: target, from: action, senderName: "the custom action \"\(action.name)\"") else {
            return true
        }
        // A target that answers the selector but declines it (an override of perform(_:with:)) is no misuse.
        if let answering = target as? any ActionTarget, answering.responds(to: selector) { return false }
        FailureReporter.report("VoiceOver.\(call): \(problem)", at: site)
        return false
    }
}
