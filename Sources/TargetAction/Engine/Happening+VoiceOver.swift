import Foundation

extension Happening {
    /// What the Mocks VoiceOver driver did, in a line of the transcript of its own (R157). Objects
    /// are named as the driver names them (`Button "Pay"`).
    package enum VoiceOverAct: CustomStringConvertible {
        /// An activation (R143): by a tap at `tap`, or, when nil, by the element's own
        /// `accessibilityActivate()`.
        case activates(String, tap: CGPoint?)
        /// An increment or decrement (R144), and the value spoken after it.
        case adjusts(String, up: Bool, spoken: String)
        /// A custom action from the Actions rotor (R151).
        case customAction(String, on: String)
        /// An escape (R152) from `from`, taken by `by`, or by nobody in the chain.
        case escape(from: String, by: String?)
        /// A magic tap (R153) from `from`, taken by `by`, or by nobody in the chain.
        case magicTap(from: String, by: String?)
        /// A three-finger scroll (R154) from `from`, taken by `by`, or by nobody in the chain.
        case scroll(AccessibilityScrollDirection, from: String, by: String?)

        package var description: String {
            switch self {
            case .activates(let element, let tap):
                let how = tap.map { "a tap at \(format($0))" } ?? "its accessibilityActivate() handled it"
                return "VoiceOver activates \(element) (R143): \(how)"
            case .adjusts(let element, let up, let spoken):
                return "VoiceOver \(up ? "increments" : "decrements") \(element) (R144): it reads \"\(spoken)\""
            case .customAction(let name, let element):
                return "VoiceOver performs the custom action \"\(name)\" of \(element) (R151)"
            case .escape(let start, let taker):
                return "VoiceOver escape from \(start) (R152): \(Self.taken(by: taker, "accessibilityPerformEscape()"))"
            case .magicTap(let start, let taker):
                return "VoiceOver magic tap from \(start) (R153): \(Self.taken(by: taker, "accessibilityPerformMagicTap()"))"
            case .scroll(let direction, let start, let taker):
                return "VoiceOver scrolls \(direction) from \(start) (R154): \(Self.taken(by: taker, "accessibilityScroll(_:)"))"
            }
        }

        private static func taken(by taker: String?, _ method: String) -> String {
            taker.map { "\($0)'s \(method) handled it" } ?? "nobody in the responder chain handled it"
        }
    }
}
