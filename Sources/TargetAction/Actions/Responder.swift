import Foundation

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

    // MARK: Accessibility (open members must live in the class body; R140)

    /// The accessibility members an app set; nil until it sets one.
    private var accessibilityStorage: AccessibilityStorage?
    /// The storage, made on the first setting.
    private var accessibilitySettings: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// Whether VoiceOver reaches this object as one element, and nothing below it (R141).
    /// Default: false; true for an ``AccessibilityElement`` and the controls that are elements.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? isAccessibilityElementByDefault }
        set { accessibilitySettings.isElement = newValue }
    }
    /// What VoiceOver calls the element; its block answers when set. Default: nil (a button: its title).
    open var accessibilityLabel: String? {
        get {
            if let block = accessibilityLabelBlock { return block() }
            return accessibilityStorage?.label ?? accessibilityLabelByDefault
        }
        set { accessibilitySettings.label = newValue }
    }
    /// The element's current value, as spoken; its block answers when set. Controls compute theirs.
    open var accessibilityValue: String? {
        get {
            if let block = accessibilityValueBlock { return block() }
            return accessibilityStorage?.value ?? accessibilityValueByDefault
        }
        set { accessibilitySettings.value = newValue }
    }
    /// What VoiceOver says after a pause; its block answers when set. Default: nil.
    open var accessibilityHint: String? {
        get {
            if let block = accessibilityHintBlock { return block() }
            return accessibilityStorage?.hint
        }
        set { accessibilitySettings.hint = newValue }
    }
    /// What the element is and what state it is in. A control adds its state traits (`.notEnabled`
    /// while disabled, …) to what is set, and setting replaces the rest (R145-R149).
    open var accessibilityTraits: AccessibilityTraits {
        get { (accessibilityStorage?.traits ?? accessibilityTraitsByDefault).union(accessibilityStateTraits) }
        set { accessibilitySettings.traits = newValue.subtracting(accessibilityStateTraits) }
    }
    /// The element's rectangle in window coordinates. A view's follows the view until it is set;
    /// a setting is kept as given (R140).
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? accessibilityFrameByDefault }
        set { accessibilitySettings.frame = newValue }
    }
    /// Where VoiceOver taps to activate the element, in window coordinates (R143). Default: the
    /// middle of ``accessibilityFrame``; a slider's thumb.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? accessibilityActivationPointByDefault }
        set { accessibilitySettings.activationPoint = newValue }
    }
    /// Whether VoiceOver skips this object and everything below it (R141). Default: false.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilitySettings.elementsHidden = newValue }
    }
    /// Whether VoiceOver skips this view's siblings (R141). Default: false.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilitySettings.viewIsModal = newValue }
    }
    /// Whether the elements below this object are read together, before what is sorted after
    /// them (R142). Default: false.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilitySettings.groupsChildren = newValue }
    }
    /// The views and ``AccessibilityElement``s VoiceOver reads below this object, in this order;
    /// nil (the default): the subviews, in reading order (R141, R142).
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? accessibilityElementsByDefault }
        set { accessibilitySettings.elements = newValue }
    }
    /// The actions VoiceOver's Actions rotor offers on this element (R151). Default: nil.
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibilitySettings.customActions = newValue }
    }

    /// Activates the element for VoiceOver's double tap; false (the default, unless its block
    /// answers) makes VoiceOver tap it instead (R143).
    open func accessibilityActivate() -> Bool {
        accessibilityActivateBlock?() ?? false
    }
    /// Increases an adjustable element's value (R144). Default: its block, or nothing.
    open func accessibilityIncrement() {
        accessibilityIncrementBlock?()
    }
    /// Decreases an adjustable element's value (R144). Default: its block, or nothing.
    open func accessibilityDecrement() {
        accessibilityDecrementBlock?()
    }
    /// Dismisses what this object shows for VoiceOver's escape; false (the default, unless its
    /// block answers) passes it up the chain (R152).
    open func accessibilityPerformEscape() -> Bool {
        accessibilityPerformEscapeBlock?() ?? false
    }
    /// Does the screen's main thing for VoiceOver's magic tap; false (the default, unless its
    /// block answers) passes it up the chain (R153).
    open func accessibilityPerformMagicTap() -> Bool {
        accessibilityMagicTapBlock?() ?? false
    }
    /// Scrolls by a page for VoiceOver's three-finger swipe; false (the default) passes it up the
    /// chain (R154). A scroll view moves its content.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        false
    }

    open var accessibilityLabelBlock: AXStringReturnBlock? {
        get { accessibilityStorage?.labelBlock }
        set { accessibilitySettings.labelBlock = newValue }
    }
    open var accessibilityValueBlock: AXStringReturnBlock? {
        get { accessibilityStorage?.valueBlock }
        set { accessibilitySettings.valueBlock = newValue }
    }
    open var accessibilityHintBlock: AXStringReturnBlock? {
        get { accessibilityStorage?.hintBlock }
        set { accessibilitySettings.hintBlock = newValue }
    }
    open var accessibilityActivateBlock: AXBoolReturnBlock? {
        get { accessibilityStorage?.activateBlock }
        set { accessibilitySettings.activateBlock = newValue }
    }
    open var accessibilityIncrementBlock: AXVoidReturnBlock? {
        get { accessibilityStorage?.incrementBlock }
        set { accessibilitySettings.incrementBlock = newValue }
    }
    open var accessibilityDecrementBlock: AXVoidReturnBlock? {
        get { accessibilityStorage?.decrementBlock }
        set { accessibilitySettings.decrementBlock = newValue }
    }
    open var accessibilityPerformEscapeBlock: AXBoolReturnBlock? {
        get { accessibilityStorage?.escapeBlock }
        set { accessibilitySettings.escapeBlock = newValue }
    }
    open var accessibilityMagicTapBlock: AXBoolReturnBlock? {
        get { accessibilityStorage?.magicTapBlock }
        set { accessibilitySettings.magicTapBlock = newValue }
    }

    // The defaults a subclass of this module changes (R145-R149); an app overrides the members above.
    var isAccessibilityElementByDefault: Bool { false }
    var accessibilityLabelByDefault: String? { nil }
    var accessibilityValueByDefault: String? { nil }
    var accessibilityTraitsByDefault: AccessibilityTraits { [] }
    /// Traits that follow the object's state, added to whatever is set: `.notEnabled`, `.selected`.
    var accessibilityStateTraits: AccessibilityTraits { [] }
    var accessibilityFrameByDefault: CGRect { .zero }
    var accessibilityActivationPointByDefault: CGPoint {
        let frame = accessibilityFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }
    var accessibilityElementsByDefault: [Any]? { nil }
    /// Where this element stands in a series VoiceOver counts, such as a segment among its control's
    /// segments (R150: "2 of 3"); nil for everything else.
    package var accessibilitySeriesPosition: (position: Int, count: Int)? { nil }

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
