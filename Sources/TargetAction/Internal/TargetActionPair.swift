/// One (weak target, action) pair of a ``GestureRecognizer`` (R8-R11). A class, so that sending
/// copies a reference, not its weak fields.
final class TargetActionPair {
    /// A named pair's target, when it can answer selectors.
    weak var named: (any ActionTarget)?
    /// A typed pair's target, or a named pair's target that cannot answer selectors.
    weak var object: AnyObject?
    let action: Selector
    /// For typed pairs: calls the method reference on the target with the sender; a sender the
    /// method cannot take (a pair taken over by another recognizer) is reported at the site.
    let typed: ((AnyObject, GestureRecognizer, CallSite?) -> Void)?
    /// Distinguishes pairs while actions are being sent (a handler may remove pairs).
    let id: Int
    /// Set when the pair is removed: a send already under way skips it (R9).
    var isRemoved = false

    init(target: AnyObject, action: Selector, id: Int) {
        if let answering = target as? any ActionTarget {
            self.named = answering
        } else {
            self.object = target
        }
        self.action = action
        self.typed = nil
        self.id = id
    }

    init(typedTarget: AnyObject, action: Selector, id: Int, call: @escaping (AnyObject, GestureRecognizer, CallSite?) -> Void) {
        self.object = typedTarget
        self.action = action
        self.typed = call
        self.id = id
    }

    /// The same pair under another id, for a recognizer that takes it over.
    func copy(id: Int) -> TargetActionPair? {
        guard let target else { return nil }
        if let typed {
            return TargetActionPair(typedTarget: target, action: action, id: id, call: typed)
        }
        return TargetActionPair(target: target, action: action, id: id)
    }

    var target: AnyObject? { named ?? object }

    /// Whether the target is gone (R10: it gets nothing).
    var isOrphaned: Bool { named == nil && object == nil }

    /// Sends the action; reports a target that cannot answer it.
    func send(from sender: GestureRecognizer, at site: CallSite?) {
        if let typed {
            if let object { typed(object, sender, site) }
        } else if let named {
            if !named.perform(action, with: sender) {
                FailureReporter.report(
                    "\(type(of: named)) does not respond to \"\(action)\" sent by \(sender.debugName). Publish it (publish(\"\(action)\", \(type(of: named)).handler)), override perform(_:with:), or fix the selector's name.", at: site)
            }
        } else if let object {
            FailureReporter.report(
                "\(type(of: object)) cannot answer \"\(action)\" sent by \(sender.debugName): it is neither a Responder nor an ActionTarget. Make it one, or add the target with a method reference (addTarget(target, action: \(type(of: object)).handler)).", at: site)
        }
    }
}
