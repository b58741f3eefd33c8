/// One (target, action) pair of a ``GestureRecognizer`` (R8-R11): the target is held weakly, so
/// a target that is gone, or whose deinitialization has begun, gets nothing (R10).
///
/// A named pair sends its selector through the target's `perform(_:with:)`; a pair made from a
/// method reference is a ``TypedTargetActionPair``.
@usableFromInline
class TargetActionPair {
    private(set) weak var target: AnyObject?
    /// The selector the pair is known by; for a method reference, one made up to remove it by.
    let action: Selector
    /// Set when the pair is removed: a send already under way skips it (R9).
    var isRemoved = false

    init(target: AnyObject, action: Selector) {
        self.target = target
        self.action = action
    }

    /// The selector a user gave, or nil for a method reference.
    var selectorIfNamed: Selector? { action }

    /// Whether this is the named pair (`target`, `action`) (R8).
    final func isNamed(target: AnyObject, action: Selector) -> Bool {
        selectorIfNamed == action && self.target === target
    }

    /// Whether both are named pairs with the same target and selector.
    final func isSameNamedPair(as other: TargetActionPair) -> Bool {
        guard let target = other.target, let action = other.selectorIfNamed else { return false }
        return isNamed(target: target, action: action)
    }

    /// The same pair, for a recognizer that takes it over; nil once the target is gone.
    func copy() -> TargetActionPair? {
        target.map { TargetActionPair(target: $0, action: action) }
    }

    /// Sends the action from `sender`; returns the target it went to, or nil, sending nothing, when
    /// the target is gone (R10). A target that cannot answer is reported through `sender`.
    func send(from sender: GestureRecognizer, at site: CallSite?) -> AnyObject? {
        guard let target else { return nil }
        if let problem = sendNamedAction(action, to: target, from: sender, senderName: sender.debugName) {
            sender.reportUnanswered(problem, at: site)
        }
        return target
    }
}

/// Sends `selector` from `sender` through the target's `perform(_:with:)`: a responder (the usual
/// target) by a class cast, other targets by their conformance. Returns what to report when the
/// target does not answer, or cannot; nil when it answered. Recognizers' and controls' named
/// actions both go through here, and so do VoiceOver's custom actions (Mocks).
package func sendNamedAction<Sender: AnyObject>(
    _ selector: Selector, to target: AnyObject, from sender: Sender, senderName: @autoclosure () -> String
) -> String? {
    if let responder = target as? Responder {
        guard !responder.perform(selector, with: sender) else { return nil }
        if let near = responder.publishedSelector(nearly: selector) {
            return "\(type(of: target)) does not respond to \"\(selector)\" sent by \(senderName()). Did you mean \"\(near)\"? That is the selector it publishes; use that name where the action is added."
        }
        return "\(type(of: target)) does not respond to \"\(selector)\" sent by \(senderName()). Publish it (publish(\"\(selector)\", \(type(of: target)).handler)), override perform(_:with:), or fix the selector's name."
    }
    if let answering = target as? any ActionTarget {
        guard !answering.perform(selector, with: sender) else { return nil }
        return "\(type(of: target)) does not respond to \"\(selector)\" sent by \(senderName()). Answer it in perform(_:with:), or fix the selector's name."
    }
    return "\(type(of: target)) cannot answer \"\(selector)\" sent by \(senderName()): it is neither a Responder nor an ActionTarget. Make it one, or add the target with a method reference (addTarget(target, action: \(type(of: target)).handler))."
}

/// A pair whose action is a method reference of `T` (R11): it calls the method directly, checking
/// that the sender is of the type the method takes (a pair taken over by another recognizer may
/// not be; that is reported).
@usableFromInline
final class TypedTargetActionPair<T: AnyObject>: TargetActionPair {
    /// Calls the method with the sender; false when the sender is not of the type it takes.
    private let call: (T, GestureRecognizer) -> Bool
    /// The type the method takes, for the report.
    private let senderType: Any.Type

    @usableFromInline
    init(target: T, action: Selector, senderType: Any.Type, call: @escaping (T, GestureRecognizer) -> Bool) {
        self.call = call
        self.senderType = senderType
        super.init(target: target, action: action)
    }

    override var selectorIfNamed: Selector? { nil }

    override func copy() -> TargetActionPair? {
        guard let target = target as? T else { return nil }
        return TypedTargetActionPair(target: target, action: action, senderType: senderType, call: call)
    }

    override func send(from sender: GestureRecognizer, at site: CallSite?) -> AnyObject? {
        guard let target = target as? T else { return nil }
        if !call(target, sender) {
            sender.reportUnanswered(
                "\(T.self)'s action \"\(action)\" takes a \(senderType), but the sender is \(sender.debugName). Send it from a \(senderType), or add a method that takes \(type(of: sender)).",
                at: site)
        }
        return target
    }
}
