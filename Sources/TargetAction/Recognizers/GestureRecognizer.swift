import Foundation

/// The base of every recognizer: a state machine that turns touches into actions.
///
/// A recognizer is attached to a ``View``. Touches that begin on that view or below reach it
/// (R18); its subclass sets ``state`` as it recognizes; the window arbitrates between recognizers
/// (R7, R15, R16) and, once every recognizer has seen the event, sends each recognizer's actions to
/// its targets (R3, R4). After a terminal state it resets to `.possible` when its touches are over (R5).
///
/// Subclass it as on UIKit: override the `touches…` methods, set ``state``, override ``reset()``.
/// The state machine is in `GestureRecognizer+State.swift`, targets and actions in
/// `GestureRecognizer+Targets.swift`, failure requirements in `GestureRecognizer+FailureRequirements.swift`.
open class GestureRecognizer {
    // MARK: Stored state (read and written by the extensions and the window's engine)

    /// Target-action pairs in the order they were added (R8-R11).
    var pairs: [TargetActionPair] = []
    /// Method-reference pairs added so far, for the selectors they are known by.
    var typedPairCount = 0
    /// The state the engine committed; ``state`` reads it, except inside an action (R4).
    var committedState: State = .possible
    /// The state being reported to the targets while actions go out (R4).
    var reportedState: State?
    /// Why the recognizer entered its last decided state (``reason``).
    var reasonStorage: Reason?
    /// Why it asked to leave `.possible`, while arbitration has not granted it (R104). Kept apart
    /// from the attempt, which every event reads: a reason holds a weak reference.
    var pendingReason: Reason?
    /// Sends made outside a window's engine (a driver, a recognizer in no window), one at a time,
    /// with the line a failure is reported at.
    let directSends = WorkQueue<(state: State, site: CallSite?)>()

    /// The engine of the window whose touches drive this attempt; nil when idle.
    ///
    /// Unowned (checked): set only while the engine lists this recognizer as engaged, and cleared
    /// by the engine before it lets the recognizer go or goes itself. Set it with
    /// ``engage(in:)`` and ``leaveEngine()``.
    private(set) unowned var engine: GestureEngine?
    /// The identity of ``engine``: what the engine compares on every event, without loading it.
    private(set) var engineIdentity: ObjectIdentifier?

    /// Joins an attempt driven by `engine`.
    func engage(in engine: GestureEngine) {
        self.engine = engine
        engineIdentity = ObjectIdentifier(engine)
    }

    /// Leaves the attempt: nothing reaches the engine through this recognizer any more.
    func leaveEngine() {
        engine = nil
        engineIdentity = nil
    }

    /// The touches this recognizer receives that are still down, in the order they began.
    public var trackedTouches: [Touch] { attempt.tracked }
    /// What the current attempt gathered: its touches, timers and pending request (R5 resets it).
    var attempt = Attempt()
    /// The centroid when the touches were last delivered: where they were once they lift (R19).
    var lastCentroidInWindow: CGPoint = .zero
    /// Marks the event this recognizer was last handed (an event with several changes).
    var deliveryStamp = 0

    /// Whether this recognizer runs an attached value gesture, whose callbacks go out with its
    /// actions (R69).
    var runsValueGesture = false
    /// Whether touches reach this recognizer: false for a hover recognizer, which the window's
    /// pointer samples drive instead (R101, R102). Read at every touch-down.
    var takesTouches = true

    /// Takes a pointer's sample, for a recognizer that takes no touches (R101, R103); where the
    /// pointer is becomes its centroid. A hover recognizer reads the pencil here too.
    func takePointerSample(_ reading: PencilReading, of pointer: Touch, at location: CGPoint) {
        lastCentroidInWindow = location
    }
    /// Set by such a recognizer when its gesture changed without a state to ask for: its callbacks
    /// go out once arbitration lets them (R15).
    var wantsValueUpdate = false

    /// Actions nobody answered during the attempt a window drives: reported once each when it ends.
    var heldReports = HeldReports()

    /// Recognizers this one waits on (R15), and those that wait on it; held weakly.
    var failureRequirements: [WeakRecognizer] = []
    var dependents: [WeakRecognizer] = []

    /// Creates a recognizer that sends `action` to `target`; with either nil, it has no pair yet.
    public init(target: AnyObject?, action: Selector?) {
        if let target, let action {
            addTarget(target, action: action)
        }
    }

    /// Creates a recognizer with no target-action pair yet.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer that goes away mid-attempt (its window released) takes its timers with it, so a
    /// clock the test keeps has nothing left to fire for it.
    deinit {
        for timer in attempt.timers { timer.cancel() }
        heldReports.flush()
    }

    // MARK: Target-action (R8-R11)

    /// Adds a (target, action) pair. The target is held weakly (R10); a pair already present is
    /// not added again (R8).
    open func addTarget(_ target: AnyObject, action: Selector) {
        addNamedPair(target: target, action: action)
    }

    /// Removes pairs (R9): `(nil, nil)` every pair, `(t, nil)` every pair of `t`, `(nil, a)` action
    /// `a` of every target, `(t, a)` that pair.
    open func removeTarget(_ target: AnyObject?, action: Selector?) {
        removePairs(target: target, action: action)
    }

    // MARK: State (R1-R5)

    /// The recognizer's state. Subclasses set it as they recognize; the window arbitrates and sends
    /// actions. Inside an action it reads as the state being reported (R4). An illegal transition
    /// (R2) is reported and ignored.
    open var state: State {
        get { reportedState ?? committedState }
        set {
            if newValue == .changed { requestChange() } else { requestState(newValue, because: .setByHand(newValue)) }
        }
    }

    /// Whether the recognizer never begins (a tap: possible → ended | failed). Any recognizer may
    /// go possible → ended without declaring it (R2); this marks the kinds that can do nothing else.
    package var isDiscrete: Bool { false }

    /// Runs the callbacks of the value gesture this recognizer runs, in the engine's turn for its
    /// actions (R60, R69). Nothing for other recognizers.
    func performValueUpdate() {}

    /// Called after the attempt is over and the state is back to `.possible`: clear your subclass's
    /// per-attempt bookkeeping here and call `super.reset()`.
    open func reset() {}

    // MARK: Configuration

    // Settings read on every touch are computed over internal storage: a public stored property
    // costs every read a runtime exclusivity check.

    /// The view the recognizer is attached to (weak; the view holds the recognizer).
    open var view: View? { viewStorage }
    weak var viewStorage: View?
    open var delegate: (any GestureRecognizerDelegate)? { get { delegateStorage } set { delegateStorage = newValue } }
    private weak var delegateStorage: (any GestureRecognizerDelegate)?
    /// A name for messages and debugging.
    open var name: String?
    /// Whether the view's touches are cancelled when this recognizes (R17). Default: true.
    open var cancelsTouchesInView: Bool { get { cancelsTouchesInViewStorage } set { cancelsTouchesInViewStorage = newValue } }
    private var cancelsTouchesInViewStorage = true
    /// Whether the view's touchesBegan waits until this fails (R17). Default: false.
    open var delaysTouchesBegan: Bool { get { delaysTouchesBeganStorage } set { delaysTouchesBeganStorage = newValue } }
    private var delaysTouchesBeganStorage = false
    /// Whether the view's touchesEnded waits until this fails (R17). Default: true.
    open var delaysTouchesEnded: Bool { get { delaysTouchesEndedStorage } set { delaysTouchesEndedStorage = newValue } }
    private var delaysTouchesEndedStorage = true

    private var enabled = true
    /// Whether the recognizer takes touches (R12). Disabling an active one cancels it and sends its
    /// actions; disabling a possible one sends nothing, and no more touches reach it.
    open var isEnabled: Bool {
        get { enabled }
        set {
            guard newValue != enabled else { return }
            enabled = newValue
            if !newValue { abandonGesture(.disabled, rule: "R12") }
        }
    }

    // MARK: Failure requirements (R15) and prevention (R16)

    /// Makes this recognizer wait until `other` fails before it recognizes (R15). Requiring itself
    /// is reported and changes nothing.
    open func require(toFail other: GestureRecognizer) {
        addFailureRequirement(other)
    }

    /// Whether this recognizer waits for `other` to fail. Override for a link by type. Default: false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` waits for this recognizer to fail. Default: false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }
    /// Whether this recognizer, recognizing, may stop `other` (R16). Default: true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, may stop this one (R16). Default: true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    // MARK: Touches and locations (R14, R19)

    /// How many touches the recognizer is tracking; inside the action of a recognizer that went
    /// from `.possible` to `.ended`, how many completed it (R19).
    open var numberOfTouches: Int { reportedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: window); after the
    /// last touch lifts, where they were (R19).
    open func location(in view: View?) -> CGPoint {
        GestureRecognizer.convertFromWindow(centroidInWindow, to: view)
    }

    /// The location of touch `index` (in the order touches began). An index at or past
    /// ``numberOfTouches`` is reported and gives `.zero` (R19).
    open func location(ofTouch index: Int, in view: View?) -> CGPoint {
        let touches = reportedTouches
        guard touches.indices.contains(index) else {
            reportMisuse("\(debugName).location(ofTouch: \(index), in:): the recognizer has \(touches.count) touch\(touches.count == 1 ? "" : "es") (R19). Ask for an index below numberOfTouches.")
            return .zero
        }
        return touches[index].location(in: view)
    }

    /// The kinds of touch this recognizer receives (R32); others never reach it. Default: every kind.
    open var allowedTouchTypes: Set<Touch.TouchType> { get { allowedTouchTypesStorage } set { allowedTouchTypesStorage = newValue } }
    private var allowedTouchTypesStorage = Set(Touch.TouchType.allCases)
    /// Whether, once it has a touch, the recognizer ignores touches of other kinds until it resets
    /// (R32). Default: true.
    open var requiresExclusiveTouchType: Bool { get { requiresExclusiveTouchTypeStorage } set { requiresExclusiveTouchTypeStorage = newValue } }
    private var requiresExclusiveTouchTypeStorage = true

    /// Stops delivering `touch` to this recognizer: it is no longer counted, and none of its later
    /// phases reach it (R32).
    open func ignore(_ touch: Touch, for event: Event) {
        stopReceiving(touch)
    }

    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Copies the settings of this recognizer's kind to `other` when it is of that kind too: what a
    /// recognizer that replaces this one takes over. Each recognizer class copies its own settings
    /// and calls `super`; the base copies the view-touch settings (R17).
    package func copySettings(to other: GestureRecognizer) {
        other.cancelsTouchesInView = cancelsTouchesInView
        other.delaysTouchesBegan = delaysTouchesBegan
        other.delaysTouchesEnded = delaysTouchesEnded
        other.allowedTouchTypes = allowedTouchTypes
        other.requiresExclusiveTouchType = requiresExclusiveTouchType
    }

    /// How reasons and the transcript name this recognizer: ``name`` if set, else what it is.
    package var partyName: String { name ?? describedName }

    /// What this recognizer is, for ``partyName``: its type; an attached gesture's recognizer
    /// names its view and gesture.
    package var describedName: String { "\(type(of: self))" }

    /// Why this recognizer waits for `blockers` to fail, for the transcript: the words that follow
    /// "waits for … to fail", and the rule (R15; an attached gesture's priority says R66).
    package func waitExplanation(for blockers: [GestureRecognizer]) -> (words: String, rule: String) {
        let required = requiredToFail
        let how = blockers.allSatisfy { other in required.contains { $0 === other } } ? "require(toFail:)" : "a failure requirement"
        return (" (\(how), R15)", "R15")
    }

    /// The reason this recognizer ends with when `winner`, beginning or recognized, stops it (R15,
    /// R16): `reason`, unless its kind decides by a rule of its own (an attached gesture's
    /// priority, R66).
    package func reasonForLosing(to winner: GestureRecognizer, _ reason: Reason) -> Reason { reason }

    /// The reason `loser` ends with when this recognizer, beginning or recognized, prevents it
    /// (R16): `reason`, unless this kind takes the touch by a rule of its own (a scroll view's pan
    /// or pinch takes it from the content, R49, R50).
    func reasonForPreventing(_ loser: GestureRecognizer, _ reason: Reason) -> Reason { reason }

    /// A short name for messages: ``name`` if set, else the type.
    public var debugName: String {
        if let name { return "\(type(of: self))(\"\(name)\")" }
        return "\(type(of: self))"
    }
}
