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
    /// Type-erased handler: the responder (already known to be of the publishing type) and the sender.
    typealias Handler = (Responder, Any?) -> Void
    /// A published selector and its handler. A class, so that calling the handler needs no
    /// conversion of the closure stored in an array.
    final class PublishedHandler {
        let selector: Selector
        let call: Handler

        init(selector: Selector, call: @escaping Handler) {
            self.selector = selector
            self.call = call
        }
    }

    /// Published selectors and their handlers. A short list searched by each selector's stored
    /// hash: cheaper per action than hashing into a dictionary.
    private var handlers: [PublishedHandler] = []

    private func handler(for selector: Selector) -> Handler? {
        for entry in handlers where entry.selector == selector { return entry.call }
        return nil
    }

    private func setHandler(_ handler: Handler?, for selector: Selector) {
        let index = handlers.firstIndex { $0.selector == selector }
        if let index { handlers.remove(at: index) }
        if let handler { handlers.insert(PublishedHandler(selector: selector, call: handler), at: index ?? handlers.count) }
    }

    public init() {}

    /// The next responder in the chain: a view's superview or its controller, a controller's
    /// view's superview. Touches a responder does not handle travel along it.
    open var next: Responder? { nil }

    open func responds(to selector: Selector) -> Bool {
        handler(for: selector) != nil
    }

    @discardableResult
    open func perform(_ selector: Selector, with sender: Any?) -> Bool {
        guard let handler = handler(for: selector) else { return false }
        handler(self, sender)
        return true
    }

    /// Publishes `selector`, answered by `method` called with the sender.
    ///
    /// `method` is an unbound method reference such as `PannableViewController.panGesture`; the
    /// responder is not captured, so publishing never creates a retain cycle. Publishing the same
    /// selector again replaces its handler.
    /// - Parameters:
    ///   - selector: The name senders use, such as `"panGesture:"`.
    ///   - method: The handler. A sender that is not an `S` is reported, and the handler not called.
    public func publish<T: Responder, S>(
        _ selector: Selector, _ method: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard self is T else {
            FailureReporter.report(
                "publish(\"\(selector)\"): \(type(of: self)) is not a \(T.self), so \(T.self)'s method cannot answer it. Publish a method of \(type(of: self)) or of one of its superclasses.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        let cast = SenderCast<S>()
        setHandler({ responder, sender in
            let handler = method(unsafeDowncast(responder, to: T.self))
            // A recognizer (every action's sender) goes through the cast cache; anything else casts.
            if let recognizer = sender as? GestureRecognizer, cast.call(recognizer, with: handler) { return }
            if let sender, sender is S {
                handler(sender as! S)
                return
            }
            FailureReporter.report(
                "\(type(of: responder)) answers \"\(selector)\" with a handler that takes \(S.self), but the sender is \(sender.map { "\(type(of: $0))" } ?? "nil"). Send it from a \(S.self), or publish a handler that takes the sender's type.")
        }, for: selector)
    }

    /// Publishes `selector`, answered by `method`, which takes no sender.
    public func publish<T: Responder>(
        _ selector: Selector, _ method: @escaping (T) -> () -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard self is T else {
            FailureReporter.report(
                "publish(\"\(selector)\"): \(type(of: self)) is not a \(T.self), so \(T.self)'s method cannot answer it. Publish a method of \(type(of: self)) or of one of its superclasses.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        setHandler({ responder, _ in method(unsafeDowncast(responder, to: T.self))() }, for: selector)
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
