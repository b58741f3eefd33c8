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
    /// A published selector and the handler that answers it.
    @usableFromInline
    struct PublishedHandler {
        let selector: Selector
        /// The type of sender the handler takes, for the report of a sender of another type.
        let senderType: Any.Type
        /// Calls the handler on the responder with the sender; false, calling nothing, when the
        /// sender is not of the type it takes. It captures nothing but the method, so that where
        /// the method is known the optimizer calls it directly.
        let call: (Responder, Any?) -> Bool

        @usableFromInline
        init(selector: Selector, senderType: Any.Type, call: @escaping (Responder, Any?) -> Bool) {
            self.selector = selector
            self.senderType = senderType
            self.call = call
        }
    }

    /// Published selectors and their handlers, in the order they were published.
    private var handlers: [PublishedHandler] = []

    public init() {}

    /// The next responder in the chain: a view's superview or its controller, a controller's
    /// view's superview. Touches a responder does not handle travel along it.
    open var next: Responder? { nil }

    open func responds(to selector: Selector) -> Bool {
        let published = handlers
        return published.contains { $0.selector == selector }
    }

    @discardableResult
    open func perform(_ selector: Selector, with sender: Any?) -> Bool {
        // Looked up in the list as it is now; a handler that changes the list changes it for later.
        let published = handlers
        guard let handler = published.first(where: { $0.selector == selector }) else { return false }
        if !handler.call(self, sender) {
            FailureReporter.report(
                "\(type(of: self)) answers \"\(selector)\" with a handler that takes \(handler.senderType), but the sender is \(sender.map { "\(type(of: $0))" } ?? "nil"). Send it from a \(handler.senderType), or publish a handler that takes the sender's type.", at: nil)
        }
        return true
    }

    /// Publishes `selector`, answered by `method` called with the sender.
    ///
    /// `method` is an unbound method reference such as `PannableViewController.panGesture`; the
    /// responder is not captured, so publishing never creates a retain cycle. Publishing the same
    /// selector again replaces its handler. A sender that is not an `S` is reported, and the
    /// handler not called.
    @inlinable   // specialized where `T` and `S` are known: the casts and the call are direct
    public final func publish<T: Responder, S>(
        _ selector: Selector, _ method: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard canPublish(selector, as: T.self, fileID: fileID, filePath: filePath, line: line, column: column) else {
            return
        }
        setHandler(PublishedHandler(selector: selector, senderType: S.self) { responder, sender in
            guard let responder = responder as? T, let sender = sender as? S else { return false }
            method(responder)(sender)
            return true
        })
    }

    /// Publishes `selector`, answered by `method`, which takes no sender.
    @inlinable
    public final func publish<T: Responder>(
        _ selector: Selector, _ method: @escaping (T) -> () -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard canPublish(selector, as: T.self, fileID: fileID, filePath: filePath, line: line, column: column) else {
            return
        }
        setHandler(PublishedHandler(selector: selector, senderType: Void.self) { responder, _ in
            guard let responder = responder as? T else { return false }
            method(responder)()
            return true
        })
    }

    /// Publishes `handler` in place of the one its selector had, if any.
    @usableFromInline
    func setHandler(_ handler: PublishedHandler) {
        // Replaced, never changed in place: no access to the stored list spans a call.
        var published = handlers
        if let index = published.firstIndex(where: { $0.selector == handler.selector }) {
            published[index] = handler
        } else {
            published.append(handler)
        }
        handlers = published
    }

    /// Whether this responder is a `T`, so that `T`'s method can answer `selector`; reports at the
    /// caller's line when it is not.
    @usableFromInline
    func canPublish<T: Responder>(
        _ selector: Selector, as _: T.Type,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Bool {
        guard !(self is T) else { return true }
        FailureReporter.report(
            "publish(\"\(selector)\"): \(type(of: self)) is not a \(T.self), so \(T.self)'s method cannot answer it. Publish a method of \(type(of: self)) or of one of its superclasses.",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }

    /// Removes a published selector.
    public func unpublish(_ selector: Selector) {
        handlers = handlers.filter { $0.selector != selector }
    }

    /// The selectors this responder publishes, sorted by name.
    public var publishedSelectors: [Selector] {
        handlers.map(\.selector).sorted { $0.name < $1.name }
    }

    // MARK: Touches (forwarded along the responder chain unless overridden)

    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let next else {
            for touch in touches { touch.unhandled = .chainEnd }   // the chain's end: for the transcript
            return
        }
        next.touchesBegan(touches, with: event)
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
