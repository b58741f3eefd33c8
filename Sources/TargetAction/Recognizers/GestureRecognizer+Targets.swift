import Foundation

extension GestureRecognizer {
    /// Creates a recognizer whose action is a method reference on `target`, checked by the compiler.
    /// A method that takes another recognizer type is reported at the caller's line.
    public convenience init<T: AnyObject, S>(
        target: T, action: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a recognizer whose action is a method reference on `target` that takes no sender (R11).
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Adds a pair whose action is a method reference, such as `Controller.handlePan`.
    ///
    /// The method takes the sender; `S` must be a type this recognizer is (a superclass of it, or
    /// its own class). Returns the selector under which the pair is known, for ``removeTarget(_:action:)``.
    @inlinable @discardableResult   // specialized where `T` and `S` are known: the call is direct
    public final func addTarget<T: AnyObject, S>(
        _ target: T, action method: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Selector {
        let selector = typedSelector(for: T.self)
        guard self is S else {
            FailureReporter.report(
                "addTarget(\(T.self), action:): the method takes a \(S.self), but the sender is a \(type(of: self)). Use a method that takes \(type(of: self)) or one of its superclasses.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return selector
        }
        appendTypedPair(target, method, known: selector)
        return selector
    }

    /// Appends a method-reference pair known by `selector`; the toolkit's own targets (a scroll
    /// view's) use it to be known by a readable name in traces.
    @inlinable
    func appendTypedPair<T: AnyObject, S>(_ target: T, _ method: @escaping (T) -> (S) -> Void, known selector: Selector) {
        appendPair(TypedTargetActionPair<T>(target: target, action: selector, senderType: S.self) { target, sender in
            guard let sender = sender as? S else { return false }
            method(target)(sender)
            return true
        })
    }

    /// Adds a pair whose action is a method reference that takes no sender (R11).
    @inlinable @discardableResult
    public final func addTarget<T: AnyObject>(_ target: T, action method: @escaping (T) -> () -> Void) -> Selector {
        let selector = typedSelector(for: T.self)
        appendPair(TypedTargetActionPair<T>(target: target, action: selector, senderType: Void.self) { target, _ in
            method(target)()
            return true
        })
        return selector
    }

    /// The live (target, action) pairs, in the order they were added.
    public var targetActionPairs: [(target: AnyObject, action: Selector)] {
        pairs.compactMap { pair in pair.target.map { ($0, pair.action) } }
    }

    /// The first live pair: its target and its selector (nil for a method reference).
    package var firstTargetActionPair: (target: AnyObject, action: Selector?)? {
        for pair in pairs {
            if let target = pair.target { return (target, pair.selectorIfNamed) }
        }
        return nil
    }

    /// Puts `other`'s live pairs, typed ones included, ahead of this recognizer's own, in their
    /// order: for tools that swap one recognizer for another. A named pair already present is kept once (R8).
    package func takeTargetActionPairs(from other: GestureRecognizer) {
        guard other !== self else { return }
        let taken = other.pairs.compactMap { $0.copy() }
        let own = pairs.filter { mine in
            mine.target != nil && !taken.contains { $0.isSameNamedPair(as: mine) }
        }
        pairs = taken + own
    }

    // MARK: Sending (R3, R4, R9, R10)

    /// Sends the actions of every pair for `reported`, with ``state`` reading `reported` meanwhile
    /// (R4). A target that cannot answer is reported at `site`; `listeners` hear of each action.
    func sendActions(reporting reported: State, at site: CallSite?, listeners: Listeners) {
        let saved = reportedState
        reportedState = reported
        defer { reportedState = saved }
        let snapshot = pairs   // a handler may add or remove pairs: this send goes to these
        var sawGone = false
        for pair in snapshot where !pair.isRemoved {   // a removed pair gets nothing (R9)
            guard let target = pair.send(from: self, at: site) else {
                sawGone = true   // R10: a target that is gone gets nothing
                continue
            }
            if !listeners.isEmpty { listeners.tell(.action(self, pair.action, to: target, for: reported)) }
        }
        if sawGone { pairs = pairs.filter { $0.target != nil } }
    }

    /// Reports a target that cannot answer: during an attempt a window drives, once when it ends,
    /// with how often (a drag sends an action on every move); otherwise at once.
    func reportUnanswered(_ message: String, at site: CallSite?) {
        if engine != nil {
            heldReports.hold(message, at: site)
        } else {
            FailureReporter.report(message, at: site)
        }
    }

    /// Sends the actions for `reported` now, outside the window's action queue (a driver, or no
    /// window). A send asked for by a handler meanwhile goes out once this one is done.
    func sendDirectly(_ reported: State, at site: CallSite?) {
        directSends.submit((reported, site)) { send in
            sendActions(reporting: send.state, at: send.site ?? engine?.callSite, listeners: engine?.listeners ?? .none)
        }
    }

    // MARK: Pairs
    // The list is replaced, never changed in place: a send under way walks the list it copied,
    // and no access to the stored list spans a call (so reading it needs no runtime check).

    func addNamedPair(target: AnyObject, action: Selector) {
        let live = pairs.filter { $0.target != nil }
        guard !live.contains(where: { $0.isNamed(target: target, action: action) }) else {
            pairs = live
            return
        }
        pairs = live + [TargetActionPair(target: target, action: action)]
    }

    func removePairs(target: AnyObject?, action: Selector?) {
        let current = pairs
        let removed = current.filter { pair in
            pair.target == nil
                || ((target.map { pair.target === $0 } ?? true) && (action == nil || pair.action == action))
        }
        for pair in removed { pair.isRemoved = true }
        pairs = current.filter { !$0.isRemoved }
    }

    @usableFromInline
    func appendPair(_ pair: TargetActionPair) {
        pairs = pairs.filter { $0.target != nil } + [pair]
    }

    /// The selector a method-reference pair is known by, unique on this recognizer: for
    /// ``removeTarget(_:action:)``, never shown as a sent action's name.
    @usableFromInline
    func typedSelector<T>(for _: T.Type) -> Selector {
        typedPairCount += 1
        return Selector("\(T.self) method #\(typedPairCount)")
    }
}
