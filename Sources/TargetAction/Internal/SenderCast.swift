/// Checks that an action's sender is of the type a handler takes, `S`, remembering the last class
/// that passed: later senders of that exact class skip the runtime's dynamic cast (a class's
/// ancestry never changes, so the answer is the same).
///
/// Handlers are generic over `S`; an `S?` in them would look up `Optional<S>`'s metadata at run
/// time on every action. ``call(_:with:)`` hands over the sender without one.
final class SenderCast<S> {
    private var knownClass: ObjectIdentifier?
    /// Whether `S` is a class type: then a sender that is an `S` is the same reference, bit for bit.
    private let targetIsClass = S.self is AnyObject.Type

    /// Calls `body` with `sender` as an `S`; returns false, calling nothing, when it is not one.
    @inline(__always)
    func call(_ sender: GestureRecognizer, with body: (S) -> Void) -> Bool {
        let senderClass = ObjectIdentifier(type(of: sender))
        if senderClass == knownClass {
            body(unsafeBitCast(sender, to: S.self))
            return true
        }
        guard sender is S else { return false }
        if targetIsClass {
            knownClass = senderClass
            body(unsafeBitCast(sender, to: S.self))
        } else {
            body(sender as! S)
        }
        return true
    }
}
