/// The base class of ``View`` and ``ViewController``: the responder chain and named actions.
///
/// A responder answers the selectors it publishes. Publishing keeps the handler as private as you
/// like while letting anything that knows the name, a test included, reach it:
///
/// ```swift
/// final class Pannable: ViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         publish("panGesture:", Pannable.panGesture)
///         view.addGestureRecognizer(PanGestureRecognizer(target: self, action: "panGesture:"))
///     }
///     private func panGesture(_ recognizer: PanGestureRecognizer) { /* ... */ }
/// }
/// ```
///
/// Overriding ``responds(to:)`` and ``perform(_:with:)`` is the other supported way to answer
/// selectors.
open class Responder: ActionTarget {
    /// A published selector and its handler, which takes the responder (already known to be of the
    /// publishing type) and the sender. A class, so that calling the handler needs no conversion of
    /// the closure stored in an array.
    @usableFromInline
    final class PublishedHandler {
        let selector: Selector
        let call: (Responder, Any?) -> Void

        init(selector: Selector, call: @escaping (Responder, Any?) -> Void) {
            self.selector = selector
            self.call = call
        }
    }

    /// Published selectors and their handlers. A short list searched by each selector's stored
    /// hash: cheaper per action than hashing into a dictionary. `@exclusivity(unchecked)`: read on
    /// every action, on one thread, and never held across a handler's call.
    @exclusivity(unchecked) private var handlers: [PublishedHandler] = []

    private func setHandler(_ handler: ((Responder, Any?) -> Void)?, for selector: Selector) {
        let index = handlers.firstIndex { $0.selector == selector }
        if let index { handlers.remove(at: index) }
        if let handler { handlers.insert(PublishedHandler(selector: selector, call: handler), at: index ?? handlers.count) }
    }

    public init() {}

    /// The next responder in the chain: a view's superview or its controller, a controller's
    /// view's superview. Touches a responder does not handle travel along it.
    open var next: Responder? { nil }

    open func responds(to selector: Selector) -> Bool {
        handlers.contains { $0.selector == selector }
    }

    @discardableResult
    open func perform(_ selector: Selector, with sender: Any?) -> Bool {
        var index = 0
        while index < handlers.count {   // by index: only the entry that answers is retained
            if handlers[index].selector == selector {
                let entry = handlers[index]   // held: its handler may unpublish it
                entry.call(self, sender)
                return true
            }
            index += 1
        }
        return false
    }

    /// Publishes `selector`, answered by `method` called with the sender.
    ///
    /// `method` is an unbound method reference such as `PannableViewController.panGesture`; the
    /// responder is not captured, so publishing never creates a retain cycle. Publishing the same
    /// selector again replaces its handler.
    /// - Parameters:
    ///   - selector: The name senders use, such as `"panGesture:"`.
    ///   - method: The handler. A sender that is not an `S` is reported, and the handler not called.
    @inlinable
    public final func publish<T: Responder, S>(
        _ selector: Selector, _ method: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        // Inlined into the caller, where `method` and `S` are known: these closures call the method
        // directly, instead of allocating a closure `method(responder)` for every action.
        publish(
            selector, sender: S.self,
            classRecognizer: { (responder: T, sender: GestureRecognizer) in method(responder)(sender.checkedSender(asClass: S.self)) },
            recognizer: { (responder: T, sender: GestureRecognizer) in method(responder)(sender as! S) },
            any: { (responder: T, sender: Any) in
                guard let sender = sender as? S else { return false }
                method(responder)(sender)
                return true
            },
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The part of `publish(_:_:)` that is not inlined. `classRecognizer` (when `S` is a class) and
    /// `recognizer` are called only with a sender checked to be an `S`; `any` checks and returns
    /// false when the sender is not one.
    @usableFromInline
    func publish<T: Responder, S>(
        _ selector: Selector, sender: S.Type,
        classRecognizer: @escaping (T, GestureRecognizer) -> Void, recognizer: @escaping (T, GestureRecognizer) -> Void,
        any: @escaping (T, Any) -> Bool,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        guard self is T else {
            FailureReporter.report(
                "publish(\"\(selector)\"): \(type(of: self)) is not a \(T.self), so \(T.self)'s method cannot answer it. Publish a method of \(type(of: self)) or of one of its superclasses.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        let cast = SenderCast(S.self)
        let recognizer = S.self is AnyObject.Type ? classRecognizer : recognizer
        setHandler({ responder, sender in
            let target = unsafeDowncast(responder, to: T.self)
            // A recognizer (every action's sender) goes through the cast cache; anything else casts.
            if let sendingRecognizer = sender as? GestureRecognizer {
                if cast.accepts(sendingRecognizer) { return recognizer(target, sendingRecognizer) }
            } else if let sender, any(target, sender) {
                return
            }
            Responder.reportSenderMismatch(responder, selector, S.self, sender)
        }, for: selector)
    }

    private static func reportSenderMismatch(_ responder: Responder, _ selector: Selector, _ expected: Any.Type, _ sender: Any?) {
        FailureReporter.report(
            "\(type(of: responder)) answers \"\(selector)\" with a handler that takes \(expected), but the sender is \(sender.map { "\(type(of: $0))" } ?? "nil"). Send it from a \(expected), or publish a handler that takes the sender's type.")
    }

    /// Publishes `selector`, answered by `method`, which takes no sender.
    @inlinable
    public final func publish<T: Responder>(
        _ selector: Selector, _ method: @escaping (T) -> () -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        publish(selector, withoutSender: { (responder: T) in method(responder)() },
                fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The part of `publish(_:_:)` (no sender) that is not inlined: `method` comes applied.
    @usableFromInline
    func publish<T: Responder>(
        _ selector: Selector, withoutSender method: @escaping (T) -> Void,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        guard self is T else {
            FailureReporter.report(
                "publish(\"\(selector)\"): \(type(of: self)) is not a \(T.self), so \(T.self)'s method cannot answer it. Publish a method of \(type(of: self)) or of one of its superclasses.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        setHandler({ responder, _ in method(unsafeDowncast(responder, to: T.self)) }, for: selector)
    }

    /// Removes a published selector.
    public func unpublish(_ selector: Selector) {
        setHandler(nil, for: selector)
    }

    /// The selectors this responder publishes, sorted by name.
    public var publishedSelectors: [Selector] {
        handlers.map(\.selector).sorted { $0.name < $1.name }
    }

    // MARK: Touches (forwarded along the responder chain unless overridden)

    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }
}
