/// One (weak target, action) pair of a ``GestureRecognizer`` (R8-R11). A class, so that sending
/// copies a reference, not its weak fields.
///
/// Sending loads the target once: a weak load is the dearest step of an action (the target's
/// reference count lives in a side table once anything holds it weakly), so the pair knows from
/// its creation which of its two weak fields holds the target and reads only that one.
final class TargetActionPair {
    // `@exclusivity(unchecked)`: read on every action, on one thread, in short accesses.

    /// A named pair's target, when it can answer selectors.
    @exclusivity(unchecked) weak var named: (any ActionTarget)?
    /// A typed pair's target, or a named pair's target that cannot answer selectors.
    @exclusivity(unchecked) weak var object: AnyObject?
    let action: Selector
    /// For typed pairs: calls the method reference on the target with the sender; a sender the
    /// method cannot take (a pair taken over by another recognizer) is reported at the site.
    let typed: TypedCall?
    typealias TypedCall = (AnyObject, GestureRecognizer, CallSite?) -> Void
    /// Whether the target is in ``named`` (else in ``object``). Fixed at creation.
    let isNamed: Bool
    /// Distinguishes pairs while actions are being sent (a handler may remove pairs).
    let id: Int
    /// Set when the pair is removed: a send already under way skips it (R9).
    @exclusivity(unchecked) var isRemoved = false

    init(target: AnyObject, action: Selector, id: Int) {
        if let answering = target as? any ActionTarget {
            self.named = answering
            self.isNamed = true
        } else {
            self.object = target
            self.isNamed = false
        }
        self.action = action
        self.typed = nil
        self.id = id
    }

    init(typedTarget: AnyObject, action: Selector, id: Int, call: @escaping TypedCall) {
        self.object = typedTarget
        self.isNamed = false
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

    var target: AnyObject? { isNamed ? named : object }

    /// Whether the target is gone (R10: it gets nothing).
    var isOrphaned: Bool { isNamed ? named == nil : object == nil }

    /// Sends the action for `state` and tells the window's observer, if any; reports a target
    /// that cannot answer it. Returns false, sending nothing, when the target is gone (R10).
    @inline(__always)
    func send(from sender: GestureRecognizer, reporting state: GestureRecognizer.State, at site: CallSite?) -> Bool {
        if isNamed {
            guard let named else { return false }   // the one weak load of this action
            if !named.perform(action, with: sender) {
                FailureReporter.report(
                    "\(type(of: named)) does not respond to \"\(action)\" sent by \(sender.debugName). Publish it (publish(\"\(action)\", \(type(of: named)).handler)), override perform(_:with:), or fix the selector's name.", at: site)
            }
            if let observer = sender.withEnvironment({ $0.observer }) ?? nil {
                observer.gestureRecognizer(sender, didSend: action, to: named, for: state)
            }
            return true
        }
        guard let object else { return false }   // the one weak load of this action
        guard let typed else {
            FailureReporter.report(
                "\(type(of: object)) cannot answer \"\(action)\" sent by \(sender.debugName): it is neither a Responder nor an ActionTarget. Make it one, or add the target with a method reference (addTarget(target, action: \(type(of: object)).handler)).", at: site)
            if let observer = sender.withEnvironment({ $0.observer }) ?? nil {
                observer.gestureRecognizer(sender, didSend: action, to: object, for: state)
            }
            return true
        }
        typed(object, sender, site)
        if let observer = sender.withEnvironment({ $0.observer }) ?? nil, let target = self.object {   // loaded again only for an observer
            observer.gestureRecognizer(sender, didSend: action, to: target, for: state)
        }
        return true
    }
}
