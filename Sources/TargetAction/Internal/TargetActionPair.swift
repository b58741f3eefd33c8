/// One (weak target, action) pair of a ``GestureRecognizer`` (R8-R11). A class, so that sending
/// copies a reference, not its weak fields. A pair made from a method reference is a
/// ``TypedTargetActionPair``.
///
/// Sending loads the target once: a weak load is the dearest step of an action (the target's
/// reference count lives in a side table once anything holds it weakly), so the pair knows from
/// its creation which of its two weak fields holds the target and reads only that one.
class TargetActionPair {
    // `@exclusivity(unchecked)`: read on every action, on one thread, in short accesses.

    /// A named pair's target, when it can answer selectors.
    @exclusivity(unchecked) weak var named: (any ActionTarget)?
    /// A typed pair's target, or a named pair's target that cannot answer selectors.
    @exclusivity(unchecked) weak var object: AnyObject?
    let action: Selector
    /// Whether the target is in ``named`` (else in ``object``). Fixed at creation.
    let isNamed: Bool
    /// Distinguishes pairs while actions are being sent (a handler may remove pairs).
    let id: Int
    /// Set when the pair is removed: a send already under way skips it (R9).
    @exclusivity(unchecked) var isRemoved = false

    /// A named pair.
    init(target: AnyObject, action: Selector, id: Int) {
        if let answering = target as? any ActionTarget {
            self.named = answering
            self.isNamed = true
        } else {
            self.object = target
            self.isNamed = false
        }
        self.action = action
        self.id = id
    }

    /// A typed pair's part: the target, in ``object``.
    init(typedTarget: AnyObject, action: Selector, id: Int) {
        self.object = typedTarget
        self.isNamed = false
        self.action = action
        self.id = id
    }

    /// Whether the action is a method reference (a ``TypedTargetActionPair``).
    var isTyped: Bool { false }

    /// The same pair under another id, for a recognizer that takes it over.
    func copy(id: Int) -> TargetActionPair? {
        guard let target else { return nil }
        return TargetActionPair(target: target, action: action, id: id)
    }

    /// Calls the method reference on `target`: typed pairs only.
    func callMethod(on target: AnyObject, from sender: GestureRecognizer, at site: CallSite?) {}

    var target: AnyObject? { isNamed ? named : object }

    /// Whether the target is gone (R10: it gets nothing).
    var isOrphaned: Bool { isNamed ? named == nil : object == nil }

    /// Sends the action for `state` and tells the window's observer, if any; reports a target
    /// that cannot answer it. Returns false, sending nothing, when the target is gone (R10).
    @inline(__always)
    final func send(from sender: GestureRecognizer, reporting state: GestureRecognizer.State, at site: CallSite?) -> Bool {
        if isNamed {
            guard let named else { return false }   // the one weak load of this action
            send(to: named, from: sender, reporting: state, at: site)
            return true
        }
        guard let object else { return false }   // the one weak load of this action
        send(to: object, from: sender, reporting: state, at: site)
        return true
    }

    /// ``send(from:reporting:at:)`` to a named pair's target, loaded.
    @inline(__always)
    final func send(to named: any ActionTarget, from sender: GestureRecognizer, reporting state: GestureRecognizer.State, at site: CallSite?) {
        if !named.perform(action, with: sender) {
            FailureReporter.report(
                "\(type(of: named)) does not respond to \"\(action)\" sent by \(sender.debugName). Publish it (publish(\"\(action)\", \(type(of: named)).handler)), override perform(_:with:), or fix the selector's name.", at: site)
        }
        if let observer = sender.withEnvironment({ $0.observer }) ?? nil {
            observer.gestureRecognizer(sender, didSend: action, to: named, for: state)
        }
    }

    /// ``send(from:reporting:at:)`` to a typed or unanswering pair's target, loaded.
    @inline(__always)
    final func send(to object: AnyObject, from sender: GestureRecognizer, reporting state: GestureRecognizer.State, at site: CallSite?) {
        guard isTyped else {
            FailureReporter.report(
                "\(type(of: object)) cannot answer \"\(action)\" sent by \(sender.debugName): it is neither a Responder nor an ActionTarget. Make it one, or add the target with a method reference (addTarget(target, action: \(type(of: object)).handler)).", at: site)
            if let observer = sender.withEnvironment({ $0.observer }) ?? nil {
                observer.gestureRecognizer(sender, didSend: action, to: object, for: state)
            }
            return
        }
        callMethod(on: object, from: sender, at: site)
        if let observer = sender.withEnvironment({ $0.observer }) ?? nil {
            observer.gestureRecognizer(sender, didSend: action, to: object, for: state)
        }
    }
}

/// A pair whose action is a method reference of `T` (R11): it calls the method directly, checking
/// that the sender is of the type the method takes (a pair taken over by another recognizer may
/// not be; that is reported at the site).
final class TypedTargetActionPair<T: AnyObject>: TargetActionPair {
    /// Calls the method on the target with a sender that passed ``accepts``.
    let call: (T, GestureRecognizer) -> Void
    /// Whether a sender is of the type the method takes; nil when it takes no sender.
    let cast: SenderCast?
    /// The type the method takes, for the report.
    let senderType: Any.Type

    init(target: T, action: Selector, id: Int, senderType: Any.Type, cast: SenderCast?,
         call: @escaping (T, GestureRecognizer) -> Void) {
        self.call = call
        self.cast = cast
        self.senderType = senderType
        super.init(typedTarget: target, action: action, id: id)
    }

    override var isTyped: Bool { true }

    override func copy(id: Int) -> TargetActionPair? {
        guard let object else { return nil }
        return TypedTargetActionPair(
            target: unsafeDowncast(object, to: T.self), action: action, id: id, senderType: senderType, cast: cast, call: call)
    }

    override func callMethod(on target: AnyObject, from sender: GestureRecognizer, at site: CallSite?) {
        if let cast, !cast.accepts(sender) {
            // Checked when added for that recognizer; a recognizer that took the pair over may differ.
            FailureReporter.report(
                "\(T.self)'s action \"\(action)\" takes a \(senderType), but the sender is \(sender.debugName). Send it from a \(senderType), or add a method that takes \(type(of: sender)).",
                at: site)
            return
        }
        call(unsafeDowncast(target, to: T.self), sender)
    }
}
