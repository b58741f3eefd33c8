import Foundation
import TargetAction

extension VoiceOver {
    /// One element VoiceOver can focus: a view or an `AccessibilityElement`, whose accessibility
    /// members are read afresh each time a property is asked for.
    public struct Element: CustomStringConvertible {
        /// The view or `AccessibilityElement` that is the element.
        public let object: Responder

        init(_ object: Responder) {
            self.object = object
        }

        /// The view, or the view an `AccessibilityElement`'s container leads to.
        public var view: View? { object.voiceOverView }
        /// What VoiceOver calls the element.
        public var label: String? { object.accessibilityLabel }
        /// The element's value, as spoken.
        public var value: String? { object.accessibilityValue }
        /// The app's hint, without VoiceOver's own (``spokenHint`` has both).
        public var hint: String? { object.accessibilityHint }
        public var traits: AccessibilityTraits { object.accessibilityTraits }
        /// The `accessibilityIdentifier` of the view or `AccessibilityElement`.
        public var identifier: String? {
            (object as? View)?.accessibilityIdentifier ?? (object as? AccessibilityElement)?.accessibilityIdentifier
        }
        /// The element's rectangle, in window coordinates.
        public var frame: CGRect { object.accessibilityFrame }
        /// Where VoiceOver taps to activate it, in window coordinates (R143).
        public var activationPoint: CGPoint { object.accessibilityActivationPoint }
        /// The names of its custom actions, in order (R151).
        public var customActionNames: [String] { object.accessibilityCustomActions?.map(\.name) ?? [] }
        /// What VoiceOver says when the element is focused (R150): "Save, button";
        /// "Selected, Week, button, 2 of 3"; "Dark mode, switch button, off".
        public var spokenDescription: String { Speech.description(of: object) }
        /// What VoiceOver says after a pause (R150): the hint, and "Swipe up or down with one
        /// finger to adjust the value." for an adjustable element, "Double tap to toggle setting."
        /// for a switch; nil when there is nothing to say.
        public var spokenHint: String? { Speech.hint(of: object) }
        /// The ``spokenDescription``.
        public var description: String { spokenDescription }
    }
}
