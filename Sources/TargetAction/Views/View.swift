import Foundation

/// A rectangle in a view tree: geometry, subviews, gesture recognizers, touches.
///
/// As on UIKit, ``frame`` is in the superview's coordinates and ``bounds`` in the view's own;
/// ``transform`` turns, scales and moves the bounds about ``center``.
open class View: Responder {
    /// Where the frame's origin would be without the transform: `center` less half the size.
    private var frameOrigin: CGPoint
    private var size: CGSize { didSet { if observesBounds, size != oldValue { boundsDidChange() } } }
    private var boundsOrigin: CGPoint = .zero { didSet { if observesBounds, boundsOrigin != oldValue { boundsDidChange() } } }
    /// Whether ``transform`` is not the identity: the fast paths skip the matrix math when false.
    private(set) var isTransformed = false
    /// The inverse of ``transform``; meaningless when ``isFlattened``.
    private var inverseTransform = CGAffineTransform.identity
    /// Whether ``transform`` has determinant 0: the view is drawn with no area and takes no touches.
    private(set) var isFlattened = false

    // Public settings are computed over internal storage: a public stored property costs every
    // read a runtime exclusivity check, and hit testing reads these for every view on its way.

    /// The superview; views are held by their superview, never the reverse.
    open var superview: View? { superviewStorage }
    private weak var superviewStorage: View?
    /// Subviews, back to front: the last is drawn on top and hit-tested first.
    open var subviews: [View] { subviewList }
    private var subviewList: [View] = []
    /// Recognizers held strongly (R13).
    var recognizers: [GestureRecognizer] = []
    /// The view's recognizers in the order they were added; nil when there are none. Setting it
    /// replaces them all (R13).
    open var gestureRecognizers: [GestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    /// Value gestures attached to this view, in the order attached (R66); each recognizer is also
    /// in ``recognizers``.
    var attachedGestureList: [AttachedGesture] = []
    /// The name ``coordinateSpace(name:)`` gave this view (R68).
    var coordinateSpaceName: AnyHashable?
    /// Whether a control in this subtree may wait for an update (R116): set on the way up from it.
    var holdsWaitingControl = false
    /// The controller whose root view this is; it is this view's next responder.
    weak var owningController: ViewController?

    open var isHidden: Bool { get { isHiddenStorage } set { isHiddenStorage = newValue } }
    private var isHiddenStorage = false
    /// Opacity, from 0 to 1: a value outside is clamped, as a layer's opacity is. Below 0.01 the
    /// view takes no touches (R18). NaN is reported and not applied.
    open var alpha: CGFloat {
        get { alphaStorage }
        set {
            guard !rejects(newValue, "alpha", keeping: alphaStorage, unless: .number) else { return }
            alphaStorage = min(max(newValue, 0), 1)
        }
    }
    private var alphaStorage: CGFloat = 1
    open var isUserInteractionEnabled: Bool { get { isUserInteractionEnabledStorage } set { isUserInteractionEnabledStorage = newValue } }
    private var isUserInteractionEnabledStorage = true
    /// Whether the view's touch methods receive every touch on it; false (the default): only the
    /// first of a sequence, while recognizers still receive every touch (R31).
    open var isMultipleTouchEnabled: Bool { get { isMultipleTouchEnabledStorage } set { isMultipleTouchEnabledStorage = newValue } }
    private var isMultipleTouchEnabledStorage = false
    /// Whether a touch on this view keeps every other view of the window from touches while it is
    /// down, and touches down elsewhere keep this view from touches (R31). Default: false.
    open var isExclusiveTouch: Bool { get { isExclusiveTouchStorage } set { isExclusiveTouchStorage = newValue } }
    private var isExclusiveTouchStorage = false
    /// A number to find the view by, as on UIKit.
    open var tag: Int { get { tagStorage } set { tagStorage = newValue } }
    private var tagStorage = 0
    /// A name for messages and debugging.
    open var accessibilityIdentifier: String? { get { accessibilityIdentifierStorage } set { accessibilityIdentifierStorage = newValue } }
    private var accessibilityIdentifierStorage: String?
    override var accessibilityFrameByDefault: CGRect { convert(bounds, to: nil) }   // follows the view (R140)
    /// The view's background colour; kept, not drawn. Default: nil.
    open var backgroundColor: Color?
    /// The view's own tint, else its nearest ancestor's, else `.systemBlue`; setting nil makes it
    /// follow its ancestors again (R110).
    open var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    /// The tint set on this view itself, if any.
    private(set) var ownTintColor: Color?

    /// Creates a view with `frame`; a frame with a non-finite value is reported and `.zero` used.
    public init(frame: CGRect) {
        let problem = SettingRule<CGRect>.finite.problem(frame, "frame") { "View(frame: \($0))" }
        if let problem {
            FailureReporter.report("\(problem) The view starts with a zero frame; pass finite values.", at: nil)
        }
        let finite = problem == nil
        let frame = finite ? frame.standardized : .zero
        frameOrigin = frame.origin
        size = frame.size
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// The view's transform about its centre (R53); setting it changes neither ``center`` nor
    /// ``bounds``. Default: `.identity`. A transform with a non-finite component is reported and
    /// not applied.
    open var transform: CGAffineTransform {
        get { transformStorage }
        set {
            guard !rejects(newValue, "transform", keeping: transformStorage, unless: .finite) else { return }
            transformStorage = newValue
            let t = newValue
            isTransformed = !t.isIdentity
            isFlattened = t.a * t.d - t.b * t.c == 0
            inverseTransform = isTransformed ? t.inverted() : .identity
        }
    }
    private var transformStorage = CGAffineTransform.identity

    /// The view's rectangle in its superview's coordinates: with a transform, the smallest
    /// rectangle holding the transformed bounds (R53). A non-finite frame is reported and not applied.
    ///
    /// With a transform, setting it keeps the transform, puts the frame's middle where the
    /// transformed centre goes, and sizes the bounds to the frame's size through the inverse
    /// transform, so it reads back as set for scales, translations and quarter turns.
    open var frame: CGRect {
        get {
            guard isTransformed else { return CGRect(origin: frameOrigin, size: size) }
            let t = transform, center = self.center
            let halfWidth = (abs(t.a) * size.width + abs(t.c) * size.height) / 2
            let halfHeight = (abs(t.b) * size.width + abs(t.d) * size.height) / 2
            return CGRect(x: center.x + t.tx - halfWidth, y: center.y + t.ty - halfHeight,
                          width: 2 * halfWidth, height: 2 * halfHeight)
        }
        set {
            guard !rejects(newValue, "frame", keeping: frame, unless: .finite) else { return }
            let frame = newValue.standardized
            guard isTransformed, !isFlattened else {
                frameOrigin = frame.origin
                size = frame.size
                return
            }
            let t = transform, inverse = inverseTransform
            size = CGSize(width: abs(inverse.a) * frame.width + abs(inverse.c) * frame.height,
                          height: abs(inverse.b) * frame.width + abs(inverse.d) * frame.height)
            center = CGPoint(x: frame.midX - t.tx, y: frame.midY - t.ty)
        }
    }

    /// The view's rectangle in its own coordinates. Setting it keeps ``center`` where it is. A
    /// non-finite rectangle is reported and not applied.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: size) }
        set {
            guard !rejects(newValue, "bounds", keeping: bounds, unless: .finite) else { return }
            let bounds = newValue.standardized
            guard bounds.size != size else {
                boundsOrigin = bounds.origin   // the size stays, and so does the center: a scroll
                return
            }
            let keptCenter = center
            boundsOrigin = bounds.origin
            size = bounds.size
            center = keptCenter
        }
    }

    /// Where the middle of ``bounds`` lies in the superview's coordinates, before the transform's
    /// translation. A non-finite point is reported and not applied.
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + size.width / 2, y: frameOrigin.y + size.height / 2) }
        set {
            guard !rejects(newValue, "center", keeping: center, unless: .finite) else { return }
            frameOrigin = CGPoint(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2)
        }
    }

    /// Maps a point in this view's coordinates to its superview's (R54): `center + transform(p − mid)`.
    package func pointInSuperview(_ point: CGPoint) -> CGPoint {
        guard isTransformed else {
            return CGPoint(x: point.x - boundsOrigin.x + frameOrigin.x, y: point.y - boundsOrigin.y + frameOrigin.y)
        }
        let t = transform
        let x = point.x - (boundsOrigin.x + size.width / 2), y = point.y - (boundsOrigin.y + size.height / 2)
        return CGPoint(x: frameOrigin.x + size.width / 2 + t.a * x + t.c * y + t.tx,
                       y: frameOrigin.y + size.height / 2 + t.b * x + t.d * y + t.ty)
    }

    /// Maps a point in the superview's coordinates to this view's, by the inverse transform.
    package func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        guard isTransformed else {
            return CGPoint(x: point.x - frameOrigin.x + boundsOrigin.x, y: point.y - frameOrigin.y + boundsOrigin.y)
        }
        let t = inverseTransform
        let x = point.x - (frameOrigin.x + size.width / 2), y = point.y - (frameOrigin.y + size.height / 2)
        return CGPoint(x: boundsOrigin.x + size.width / 2 + t.a * x + t.c * y + t.tx,
                       y: boundsOrigin.y + size.height / 2 + t.b * x + t.d * y + t.ty)
    }

    /// The affine map from this view's coordinates to its superview's (R54).
    var mapToSuperview: CGAffineTransform {
        let t = transform
        let midX = boundsOrigin.x + size.width / 2, midY = boundsOrigin.y + size.height / 2
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d,
            tx: frameOrigin.x + size.width / 2 + t.tx - (t.a * midX + t.c * midY),
            ty: frameOrigin.y + size.height / 2 + t.ty - (t.b * midX + t.d * midY))
    }

    // MARK: Tree

    /// The window at the root of this view's tree, if the root is a window.
    open var window: Window? {
        var view = self
        while let parent = view.superview { view = parent }
        return view as? Window
    }

    override open var next: Responder? {
        owningController ?? superview
    }

    /// Adds `view` on top of the other subviews, taking it from its old superview.
    ///
    /// Adding a view to itself or to one of its own subviews is reported and changes nothing.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back), taking it from its old superview.
    open func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            reportMisuse(
                "addSubview: \(view.debugName) is \(view === self ? "the view itself" : "an ancestor of \(debugName)"); a view tree cannot contain a cycle. Add a view that is not above this one.")
            return
        }
        if view is Window {
            reportMisuse(
                "addSubview: \(view.debugName) is a Window; a window is always the root of its tree. Add its content view instead.")
            return
        }
        var index = min(max(0, index), subviewList.count)
        if view.superviewStorage === self, let old = subviewList.firstIndex(where: { $0 === view }) {
            changeSubviews {
                $0.remove(at: old)
                if old < index { index -= 1 }
                $0.insert(view, at: min(index, $0.count))
            }
            return
        }
        view.detachFromSuperview()   // one move: didMoveToSuperview is called once, below
        changeSubviews { $0.insert(view, at: index) }
        view.superviewStorage = self
        if view.holdsWaitingControl { window == nil ? markHoldsWaitingControl() : UpdateFlush.update(view.takeWaitingControls(), at: .enteringWindow) }   // R116 (d)
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview. Gestures in progress in the removed tree are cancelled.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        detachFromSuperview()
        didMoveToSuperview()
    }

    /// Takes the view out of its superview's subviews, cancelling gestures in progress in its tree.
    private func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = parent.window
        if let index = parent.subviewList.firstIndex(where: { $0 === self }) {
            parent.changeSubviews { $0.remove(at: index) }
        }
        superviewStorage = nil
        oldWindow?.engine.subtreeLeftWindow(self)
    }

    /// Changes the subviews on a copy moved out and back, never in place: no access to the stored
    /// list spans a call, so the compiler checks its exclusivity when it builds, not on every hit test.
    private func changeSubviews(_ change: (inout [View]) -> Void) {
        var list = subviewList
        subviewList = []
        change(&list)
        subviewList = list
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Called after the view was added to or removed from a superview.
    open func didMoveToSuperview() {}
    func boundsDidChange() {}   // after the bounds changed, when observed: a control's style body follows them (R123)
    var observesBounds = false   // only a styled control's are: a scroll view's offset pays no call

    /// Applies now what the flush would apply later (R116): every waiting control update in this
    /// view and the views inside it, once each, in a window or not. Nothing else is laid out.
    open func layoutIfNeeded() {
        guard holdsWaitingControl else { return }
        let controls = takeWaitingControls()
        window?.clock.flush.forget(controls)
        UpdateFlush.update(controls, at: .layout)
    }

    /// Whether this view is `view` or lies somewhere below it.
    open func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this one included, depth first) with `tag`.
    open func viewWithTag(_ tag: Int) -> View? {
        firstView { $0.tag == tag }
    }

    // MARK: Overridable entry points (open members must live in the class body)

    /// Converts `point` from this view's coordinates to `view`'s (nil: window coordinates).
    ///
    /// Works between any two views of one tree in O(depth). Views of different trees are related
    /// through their roots: windows by their frames, other roots as if they shared an origin.
    open func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        convertPoint(point, to: view)
    }

    /// Converts `point` from `view`'s coordinates (nil: window coordinates) to this view's.
    open func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        convertPoint(point, from: view)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: window coordinates):
    /// through transforms, the smallest rectangle holding its converted corners (R54).
    open func convert(_ rect: CGRect, to view: View?) -> CGRect {
        convertRect(rect, to: view)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: window coordinates) to this view's.
    open func convert(_ rect: CGRect, from view: View?) -> CGRect {
        convertRect(rect, from: view)
    }

    /// The lowest view in this subtree that contains `point` (in this view's coordinates) and can
    /// take touches, searching subviews front to back (R18).
    ///
    /// Skips hidden views, views with interaction disabled, views with alpha below 0.01, and views
    /// whose ``point(inside:with:)`` says no.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point`, in this view's coordinates, is inside the view. Default: inside ``bounds``.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        isInsideBounds(point)
    }

    /// Attaches `recognizer`; the view holds it strongly (R13). A recognizer attached to another
    /// view moves here; attaching it twice to the same view does nothing.
    open func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        attachGestureRecognizer(recognizer)
    }

    /// Detaches `recognizer`. One that is recognizing is cancelled first and sends its actions (R13).
    open func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        detachGestureRecognizer(recognizer)
    }

    /// Whether a recognizer of this view may begin; the view's say in R7. Default: true.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        true
    }

    /// Why `recognizer` fails when this view says no to its beginning (R7).
    func refusal(of recognizer: GestureRecognizer) -> GestureRecognizer.Reason {
        GestureRecognizer.Reason(state: .failed, rule: "R7", cause: .refusedByView(isOwnView: recognizer.view === self), decidedBy: self)
    }

    /// Whether this view may hold back a touch that goes down on its content (a view below it), as
    /// a scroll view does: a touch-down asks the nearest such view above its hit view (R49).
    var holdsContentTouches: Bool { false }

    /// How long a touch down on this view's content waits before its view hears it (R49); nil: it
    /// goes on at once. Asked once the touch-down's recognizers are collected.
    var contentTouchHoldDuration: TimeInterval? { nil }

    /// Whether `touches`, held back from the content view `view` (R49), go on to it once released;
    /// false: it never hears them.
    func releasesHeldTouches(_ touches: Set<Touch>, with event: Event?, to view: View) -> Bool {
        true
    }
}
