/// One (target, action) pair of a ``GestureRecognizer`` (R8-R11). The target is held as a
/// ``TargetReference``: not kept alive, read as gone once it is (R10), and for a ``Responder``
/// target without a weak reference. A pair made from a method reference is a
/// ``TypedTargetActionPair``.
class TargetActionPair: TargetReference {
    let action: Selector
    /// Whether the action is a selector (else a method reference: a ``TypedTargetActionPair``).
    let isNamed: Bool
    /// Distinguishes pairs while actions are being sent (a handler may remove pairs).
    let id: Int
    /// Set when the pair is removed: a send already under way skips it (R9).
    @exclusivity(unchecked) var isRemoved = false

    /// A named pair.
    init(target: AnyObject, action: Selector, id: Int) {
        self.action = action
        self.isNamed = true
        self.id = id
        super.init(target)
    }

    /// A typed pair's part.
    init(typedTarget: AnyObject, action: Selector, id: Int) {
        self.action = action
        self.isNamed = false
        self.id = id
        super.init(typedTarget)
    }

    /// Whether the action is a method reference (a ``TypedTargetActionPair``).
    final var isTyped: Bool { !isNamed }

    /// The same pair under another id, for a recognizer that takes it over.
    func copy(id: Int) -> TargetActionPair? {
        guard let target else { return nil }
        return TargetActionPair(target: target, action: action, id: id)
    }

    /// Calls the method reference on `target`: typed pairs only.
    func callMethod(on target: AnyObject, from sender: GestureRecognizer, at site: CallSite?) {}

    /// Sends the action for `state` and tells the window's observer, if any; reports a target
    /// that cannot answer it. Returns false, sending nothing, when the target is gone (R10).
    @inline(__always)
    final func send(from sender: GestureRecognizer, reporting state: GestureRecognizer.State, at site: CallSite?) -> Bool {
        if let responder {
            // Retained while its handler runs: the handler may drop the last other reference.
            let held = responder.retain()
            held._withUnsafeGuaranteedRef { send(toResponder: $0, from: sender, reporting: state, at: site) }
            held.release()
            return true
        }
        guard let other = nonResponderTarget else { return false }
        send(toOther: other, from: sender, reporting: state, at: site)
        return true
    }

    /// ``send(from:reporting:at:)`` to a responder target, loaded.
    @inline(__always)
    private func send(toResponder responder: Responder, from sender: GestureRecognizer, reporting state: GestureRecognizer.State, at site: CallSite?) {
        if isNamed {
            if !responder.perform(action, with: sender) { reportUnanswered(by: responder, from: sender, at: site) }
        } else {
            callMethod(on: responder, from: sender, at: site)
        }
        if let observer = sender.withEnvironment({ $0.observer }) ?? nil {
            observer.gestureRecognizer(sender, didSend: action, to: responder, for: state)
        }
    }

    /// ``send(from:reporting:at:)`` to a target that is not a responder, loaded.
    private func send(toOther target: AnyObject, from sender: GestureRecognizer, reporting state: GestureRecognizer.State, at site: CallSite?) {
        if !isNamed {
            callMethod(on: target, from: sender, at: site)
        } else if let answering = target as? any ActionTarget {
            if !answering.perform(action, with: sender) { reportUnanswered(by: target, from: sender, at: site) }
        } else {
            FailureReporter.report(
                "\(type(of: target)) cannot answer \"\(action)\" sent by \(sender.debugName): it is neither a Responder nor an ActionTarget. Make it one, or add the target with a method reference (addTarget(target, action: \(type(of: target)).handler)).", at: site)
        }
        if let observer = sender.withEnvironment({ $0.observer }) ?? nil {
            observer.gestureRecognizer(sender, didSend: action, to: target, for: state)
        }
    }

    private func reportUnanswered(by target: AnyObject, from sender: GestureRecognizer, at site: CallSite?) {
        FailureReporter.report(
            "\(type(of: target)) does not respond to \"\(action)\" sent by \(sender.debugName). Publish it (publish(\"\(action)\", \(type(of: target)).handler)), override perform(_:with:), or fix the selector's name.", at: site)
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

    override func copy(id: Int) -> TargetActionPair? {
        guard let target else { return nil }
        return TypedTargetActionPair(
            target: unsafeDowncast(target, to: T.self), action: action, id: id, senderType: senderType, cast: cast, call: call)
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
