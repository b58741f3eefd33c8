import Foundation

/// An action VoiceOver offers on an element in its Actions rotor (R151): UIKit's
/// `UIAccessibilityCustomAction`, often standing in for a gesture such as a swipe to delete.
///
/// It either calls a handler or sends a selector to a target, held weakly, as every target is
/// (R10), with the action as the sender.
open class AccessibilityCustomAction {
    /// Performs the action; true when it was handled.
    public typealias Handler = (AccessibilityCustomAction) -> Bool

    /// An action that sends `selector` to `target` with the action as the sender.
    public init(name: String, target: AnyObject?, selector: Selector) {
        self.name = name
        self.target = target
        self.selector = selector
    }

    /// An action that calls `actionHandler` with itself.
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// What VoiceOver speaks for the action, and what a test names it by.
    open var name: String
    /// The object the selector is sent to; held weakly (R10).
    open weak var target: AnyObject?
    /// The selector sent to ``target``, when the action has no handler.
    open var selector: Selector?
    /// The handler called with the action; it answers whether it handled it.
    open var actionHandler: Handler?
}
