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
    /// A published selector and its handler. Subclasses call the handler: a method of the entry,
    /// so that calling it retains no closure context.
    @usableFromInline
    class PublishedHandler {
        let selector: Selector

        init(selector: Selector) {
            self.selector = selector
        }

        /// Calls the handler on `responder` (known to be of the publishing type) with `sender`.
        func call(_ responder: Responder, with sender: Any?) {}
    }

    /// A handler that takes the sender, an `S`.
    private final class SenderHandler<T: Responder, S>: PublishedHandler {
        /// Called only with a sender checked to be an `S`.
        let recognizer: (T, GestureRecognizer) -> Void
        /// Checks the sender and returns false when it is not an `S`.
        let any: (T, Any) -> Bool
        let cast = SenderCast(S.self)

        init(selector: Selector, recognizer: @escaping (T, GestureRecognizer) -> Void, any: @escaping (T, Any) -> Bool) {
            self.recognizer = recognizer
            self.any = any
            super.init(selector: selector)
        }

        override func call(_ responder: Responder, with sender: Any?) {
            let target = unsafeDowncast(responder, to: T.self)
            // A recognizer (every action's sender) goes through the cast cache; anything else casts.
            if let sendingRecognizer = sender as? GestureRecognizer {
                if cast.accepts(sendingRecognizer) { return recognizer(target, sendingRecognizer) }
            } else if let sender, any(target, sender) {
                return
            }
            FailureReporter.report(
                "\(type(of: responder)) answers \"\(selector)\" with a handler that takes \(S.self), but the sender is \(sender.map { "\(type(of: $0))" } ?? "nil"). Send it from a \(S.self), or publish a handler that takes the sender's type.")
        }
    }

    /// A handler that takes no sender (R11).
    private final class NoSenderHandler<T: Responder>: PublishedHandler {
        let method: (T) -> Void

        init(selector: Selector, method: @escaping (T) -> Void) {
            self.method = method
            super.init(selector: selector)
        }

        override func call(_ responder: Responder, with sender: Any?) {
            method(unsafeDowncast(responder, to: T.self))
        }
    }

    // `@exclusivity(unchecked)`: read on every action, on one thread, and never held across a
    // handler's call.

    /// Published selectors and their handlers. A short list searched by each selector's stored
    /// hash: cheaper per action than hashing into a dictionary.
    @exclusivity(unchecked) private var handlers: [PublishedHandler] = []
    /// How many of this responder's handlers are running (a handler may perform another).
    @exclusivity(unchecked) private var runningHandlers = 0
    /// The lists that ``handlers`` replaced while handlers ran: a running entry stays alive in
    /// them until no handler runs, so ``perform(_:with:)`` need not retain the entry it calls.
    @exclusivity(unchecked) private var retiredHandlers: [[PublishedHandler]] = []

    /// Changes ``handlers``; while a handler runs, on a copy, keeping the running list's entries.
    private func changeHandlers(_ change: (inout [PublishedHandler]) -> Void) {
        if runningHandlers > 0 { retiredHandlers.append(handlers) }   // the change then copies
        change(&handlers)
    }

    /// Publishes `handler` in place of the one its selector had, if any.
    private func setHandler(_ handler: PublishedHandler) {
        changeHandlers { handlers in
            let index = handlers.firstIndex { $0.selector == handler.selector }
            if let index { handlers.remove(at: index) }
            handlers.insert(handler, at: index ?? handlers.count)
        }
    }

    /// The first of the references to this responder as an action's target (see
    /// `TargetReference`, which links the rest): cleared when the responder goes.
    @exclusivity(unchecked) var firstTargetReference: Unmanaged<TargetReference>?

    public init() {}

    deinit {
        // The pairs that target this responder now read it as gone (R10).
        var reference = firstTargetReference
        while let current = reference {
            reference = current._withUnsafeGuaranteedRef { $0.targetWillGo() }
        }
    }

    /// The next responder in the chain: a view's superview or its controller, a controller's
    /// view's superview. Touches a responder does not handle travel along it.
    open var next: Responder? { nil }

    open func responds(to selector: Selector) -> Bool {
        handlers.contains { $0.selector == selector }
    }

    @discardableResult
    open func perform(_ selector: Selector, with sender: Any?) -> Bool {
        var index = 0
        while index < handlers.count {   // by index: no entry is retained
            if handlers[index].selector == selector {
                // Unmanaged: a change of the list while the handler runs keeps the entry alive
                // (see `changeHandlers`), so the call needs no retain and release.
                runningHandlers += 1
                Unmanaged.passUnretained(handlers[index])._withUnsafeGuaranteedRef { $0.call(self, with: sender) }
                runningHandlers -= 1
                if runningHandlers == 0, !retiredHandlers.isEmpty { retiredHandlers.removeAll() }
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
        guard canPublish(selector, as: T.self, fileID: fileID, filePath: filePath, line: line, column: column) else {
            return
        }
        setHandler(SenderHandler<T, S>(
            selector: selector, recognizer: S.self is AnyObject.Type ? classRecognizer : recognizer, any: any))
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

    /// Whether this responder is a `T`, so that `T`'s method can answer `selector`; reports at the
    /// caller's line when it is not.
    private func canPublish<T: Responder>(
        _ selector: Selector, as _: T.Type,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Bool {
        guard !(self is T) else { return true }
        FailureReporter.report(
            "publish(\"\(selector)\"): \(type(of: self)) is not a \(T.self), so \(T.self)'s method cannot answer it. Publish a method of \(type(of: self)) or of one of its superclasses.",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }

    /// The part of `publish(_:_:)` (no sender) that is not inlined: `method` comes applied.
    @usableFromInline
    func publish<T: Responder>(
        _ selector: Selector, withoutSender method: @escaping (T) -> Void,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        guard canPublish(selector, as: T.self, fileID: fileID, filePath: filePath, line: line, column: column) else {
            return
        }
        setHandler(NoSenderHandler(selector: selector, method: method))
    }

    /// Removes a published selector.
    public func unpublish(_ selector: Selector) {
        changeHandlers { $0.removeAll { $0.selector == selector } }
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
