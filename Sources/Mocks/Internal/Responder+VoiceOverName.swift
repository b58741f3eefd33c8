import Foundation
import TargetAction

extension Responder {
    /// How the VoiceOver driver names an object in its reports and transcript lines: by its type
    /// and label, `Button "Pay"`; without a label, a view by its ``View/debugName``, an
    /// `AccessibilityElement` by its identifier or its container.
    var voiceOverName: String {
        if let label = accessibilityLabel, !label.isEmpty { return "\(type(of: self)) \"\(label)\"" }
        if let view = self as? View { return view.debugName }
        if let element = self as? AccessibilityElement {
            if let identifier = element.accessibilityIdentifier { return "\(type(of: self))(\"\(identifier)\")" }
            let container = (element.accessibilityContainer as? Responder)?.voiceOverName ?? "no container"
            return "\(type(of: self)) of \(container)"
        }
        return "\(type(of: self))"
    }

    /// The view an object stands for: itself, or the view its `AccessibilityElement` containers lead to.
    var voiceOverView: View? {
        var object: AnyObject? = self
        var steps = 0
        while let current = object, steps < 100 {   // containers that list each other end somewhere
            if let view = current as? View { return view }
            object = (current as? AccessibilityElement)?.accessibilityContainer
            steps += 1
        }
        return nil
    }
}
