/// One registration on a ``Control``: a (target, action) pair, a nil-targeted action, a method
/// reference or a closure ``Action``, with the events it answers (R42).
final class ControlTarget {
    enum Kind {
        /// A selector sent to the target, or up the responder chain when there is none.
        case named(Selector)
        /// A method reference on the target; false when the sender is not of the type it takes.
        case typed(Selector, senderType: Any.Type, call: (AnyObject, Control) -> Bool)
        /// A closure action, held strongly.
        case closure(Action)
    }

    /// The target, held weakly; nil both for a nil target and for one that is gone.
    private(set) weak var target: AnyObject?
    /// Whether a target was given: a gone target gets nothing, a nil one goes up the chain.
    let hasTarget: Bool
    let kind: Kind
    var events: Control.Event
    /// Set when removed: a send already under way skips it.
    var isRemoved = false

    init(target: AnyObject?, kind: Kind, events: Control.Event) {
        self.target = target
        hasTarget = target != nil
        self.kind = kind
        self.events = events
    }

    /// Whether a target was given and is gone.
    var isGone: Bool { hasTarget && target == nil }

    /// The selector the registration is known by (a made-up one for a method reference); nil for an action.
    var selector: Selector? {
        switch kind {
        case .named(let selector), .typed(let selector, _, _): selector
        case .closure: nil
        }
    }

    var action: Action? {
        if case .closure(let action) = kind { return action }
        return nil
    }

    /// Whether this is a (target, selector) registration of `target` with `selector`, nil meaning any.
    func matches(target: AnyObject?, selector: Selector?) -> Bool {
        guard self.selector != nil, (selector.map { $0 == self.selector } ?? true) else { return false }
        return target.map { self.target === $0 } ?? true
    }
}
