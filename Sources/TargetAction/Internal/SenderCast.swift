/// Checks that an action's sender is of the type a handler takes, remembering the last class that
/// passed: later senders of that exact class skip the runtime's dynamic cast (a class's ancestry
/// never changes, so the answer is the same).
///
/// The handler itself is made in the caller's module (the `@inlinable` `publish` and `addTarget`),
/// where the sender's type is concrete: once checked here, its `sender as! S` is a cheap class
/// cast, and the call of the method is direct.
@usableFromInline
final class SenderCast {
    private var knownClass: ObjectIdentifier?
    /// Whether the sender's class alone decides the answer (the handler takes a class type).
    private let cachesClass: Bool
    private let isInstance: (GestureRecognizer) -> Bool

    init<S>(_: S.Type) {
        cachesClass = S.self is AnyObject.Type
        isInstance = { $0 is S }
    }

    /// Whether `sender` is of the handler's sender type.
    @inline(__always)
    func accepts(_ sender: GestureRecognizer) -> Bool {
        let senderClass = ObjectIdentifier(type(of: sender))
        if senderClass == knownClass { return true }
        guard isInstance(sender) else { return false }
        if cachesClass { knownClass = senderClass }
        return true
    }
}

extension GestureRecognizer {
    /// This recognizer as an `S`, which a ``SenderCast`` checked it to be, when `S` is a class:
    /// the same reference, cast without a runtime check (and, unlike a bit cast, without a copy).
    @inlinable @inline(__always)
    func checkedSender<S>(asClass _: S.Type) -> S {
        _unsafeReferenceCast(self, to: S.self)
    }
}
