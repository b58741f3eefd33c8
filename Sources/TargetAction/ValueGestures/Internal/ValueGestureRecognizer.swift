import Foundation

/// The recognizer that runs one attached gesture (R69): one in its view's `gestureRecognizers`,
/// taking part in arbitration like any other.
///
/// Touches and timers go down its gesture's tree; after each, it asks for the state the tree's
/// root calls for: it begins when a gesture inside recognizes, changes with every update, ends when
/// the root ends, fails or is cancelled when the root fails. The gesture's callbacks run in the
/// engine's turn for its actions, after each state it enters; while it stays possible (a long
/// press held), they wait as a request does (R15).
final class ValueGestureRecognizer: GestureRecognizer {
    let root: AnyGestureNode
    /// What its gesture is made of, built with ``root``.
    let structure: GestureStructure
    let priority: AttachedGesture.Priority
    /// How the code attached it: the method ("onTapGesture", "gesture"), and the call with what
    /// it attached ("onTapGesture(count: 2)", "highPriorityGesture(LongPressGesture)").
    let attachingMethod: String
    let attachment: String
    /// R66: without `.gesture` it never recognizes; without `.subviews`, the gestures inside it fail.
    var mask: GestureMask {
        didSet {
            guard oldValue.contains(.gesture), !mask.contains(.gesture) else { return }
            endPlay(abandoning: true)   // R60: disabled while running, by touches or by a test
            abandonGesture(.maskExcludesGesture, rule: "R66")
        }
    }

    override var isEnabled: Bool {
        didSet {
            if !isEnabled { endPlay(abandoning: true) }
        }
    }
    /// The attached gesture's type under its callbacks, for messages.
    var gestureName: String { "\(type(of: structure.core))" }
    /// Whether the gesture is a one-tap tap under its callbacks, which a control beats (R43, R69).
    let isSingleTap: Bool
    /// The handle this recognizer runs for (it holds this recognizer).
    weak var attached: AttachedGesture?

    /// The time of the event or timer being handled.
    private(set) var time: TimeInterval = 0
    /// Counts the gesture's updates: `updating` runs once per update (R60).
    var updateCount = 0
    /// The window's transcript and observer while a delivery runs, loaded once for all its callbacks.
    private var deliveryListeners: Listeners?
    /// States to reset once this delivery's callbacks ran (R60: after `onEnded`).
    var pendingResets: [AnyGestureStateStorage] = []
    /// Whether a test played the gesture by hand and has not ended it (`Mocks`' `change(to:)`).
    var isBeingPlayed = false
    /// Named coordinate spaces already reported missing (R68: reported once).
    private var reportedSpaces: Set<AnyHashable> = []
    /// Whether this sequence's first touch was checked against the masks (R66).
    private(set) var checkedMasks = false
    /// Whether the gesture's callbacks are running, and whether its tree changed meanwhile (a timer
    /// fired by a callback that moved the clock): that change waits until they are done (R60, R69).
    private var isDelivering = false
    private var changedWhileDelivering = false
    /// Timers fired meanwhile: their changes to the tree wait for the callbacks too, since the
    /// callbacks read the phases as they go.
    private var timersFiredWhileDelivering: [() -> Void] = []

    /// A recognizer running `root`, whose structure is `structure`, attached with `method`
    /// (`attachment` saying it as the code reads).
    init(root: AnyGestureNode, structure: GestureStructure, priority: AttachedGesture.Priority, mask: GestureMask,
         name: String?, method: String, attachment: String) {
        self.root = root
        self.structure = structure
        self.priority = priority
        self.mask = mask
        attachingMethod = method
        self.attachment = attachment
        let core = structure.seenThrough.core   // an Optional of a tap is a tap
        isSingleTap = (core as? TapGesture)?.count == 1 || (core as? SpatialTapGesture)?.count == 1
        super.init(target: nil, action: nil)
        self.name = name
        runsValueGesture = true
    }

    override var debugName: String {
        name.map { "\(gestureName)(\"\($0)\")" } ?? gestureName
    }

    // MARK: Priority (R66)

    override var describedName: String { attachedName }

    override func waitExplanation(for blockers: [GestureRecognizer]) -> (words: String, rule: String) {
        priorityWaitExplanation(for: blockers) ?? super.waitExplanation(for: blockers)
    }

    override func reasonForLosing(to winner: GestureRecognizer, _ reason: GestureRecognizer.Reason) -> GestureRecognizer.Reason {
        priorityReason(losingTo: winner, reason)
    }

    /// A gesture attached with `gesture(_:)` waits for those inside it to fail; one inside a
    /// `highPriorityGesture(_:)` waits for it.
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        guard let other = other as? ValueGestureRecognizer else { return false }
        return (priority == .normal && contains(other)) || (other.priority == .high && other.contains(self))
    }

    /// A `simultaneousGesture(_:)` neither stops other attached gestures nor is stopped by them.
    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        !(priority == .simultaneous && other is ValueGestureRecognizer)
    }

    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        !(priority == .simultaneous && other is ValueGestureRecognizer)
    }

    // MARK: Touches and timers

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        time = event.timestamp
        endPlay(abandoning: true)   // real touches take over from a test's playing
        if !checkedMasks {
            checkedMasks = true
            if let exclusion = maskExclusion {   // R66
                if committedState == .possible { requestState(.failed, because: exclusion) }
                return
            }
        }
        root.touchesBegan(touches, in: self)
        treeDidChange()
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        time = event.timestamp
        root.touchesMoved(touches, in: self)
        treeDidChange()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        time = event.timestamp
        root.touchesEnded(touches, in: self)
        treeDidChange()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        time = event.timestamp
        root.touchesCancelled(touches, in: self)
        treeDidChange()
    }

    /// A timer of a gesture in the tree (R70): `body` runs at its time, then the tree is updated.
    func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) -> ClockTimer? {
        scheduleTimer(after: delay) { [unowned self] in
            guard !committedState.isTerminal else { return }
            if let clock = view?.window?.clock { time = clock.now }
            guard !isDelivering else {   // fired by a callback that moved the clock: after them
                timersFiredWhileDelivering.append(body)
                changedWhileDelivering = true
                return
            }
            body()
            treeDidChange()
        }
    }

    /// The touches still down, for a gesture sequenced after one that just ended (R65).
    var touchesDown: Set<Touch> {
        Set(attempt.tracked.filter { !$0.phase.isTerminal })
    }

    /// Asks for the state the root calls for (R69).
    private func treeDidChange() {
        guard !isDelivering else {   // one delivery reads the phases it began with
            changedWhileDelivering = true
            return
        }
        root.refresh(in: self)
        updateCount &+= 1
        let current = committedState
        guard !current.isTerminal else { return }
        switch root.status {
        case .failed:
            request(current.isActive ? .cancelled : .failed)
        case .ended:
            request(.ended)
        case .active, .possible:
            if current.isActive {
                state = .changed   // keeps the .began reason, and records none (R104)
            } else if root.hasRecognized {
                request(.began)
            } else {
                wantsValueUpdate = true
                engine?.needsArbitration = true
            }
        }
    }

    /// Asks for `newState` because of what the tree's root decided last (R61-R65, R105).
    private func request(_ newState: State) {
        let decision = root.decision ?? GestureDecision(cause: .undecided, rule: "R59")
        setState(newState, decision.cause, rule: decision.rule)
    }

    // MARK: Callbacks (R60)

    override func performValueUpdate() {
        deliveryListeners = engine?.listeners
        defer { deliveryListeners = nil }
        switch committedState {
        case .failed, .cancelled:
            root.abandon(in: self)
        case .possible where attempt.pendingLeave != nil:
            return   // delivered when arbitration grants it
        default:
            isDelivering = true
            root.deliver(in: self)
            isDelivering = false
            let resets = pendingResets
            pendingResets = []
            for storage in resets { reset(storage) }
            if changedWhileDelivering {   // asked for now, and arbitrated before its callbacks run
                changedWhileDelivering = false
                let fired = timersFiredWhileDelivering
                timersFiredWhileDelivering = []
                for body in fired { body() }
                treeDidChange()
            }
        }
    }


    /// A callback is about to run with `value`.
    func willRun(_ callback: AttachedGesture.Callback, with value: Any) {
        guard let listeners = deliveryListeners, !listeners.isEmpty, let attached else { return }
        listeners.tell(.callback(attached, callback, value: value))
    }

    /// An `updating` body wrote `storage`, or (`reset`) it went back to its initial value.
    func didWrite(_ storage: AnyGestureStateStorage, reset: Bool = false) {
        guard let listeners = deliveryListeners ?? engine?.listeners, !listeners.isEmpty, let attached else { return }
        listeners.tell(.gestureState(attached, value: storage.currentValue, reset: reset))
    }

    /// Resets `storage` once this delivery's callbacks ran.
    func resetAfterCallbacks(_ storage: AnyGestureStateStorage) {
        pendingResets.append(storage)
    }

    /// Resets `storage` now.
    func reset(_ storage: AnyGestureStateStorage) {
        storage.resetToInitialValue()
        didWrite(storage, reset: true)
    }

    override func reset() {
        super.reset()
        // R60, R62: callbacks a removal or a disabling withdrew (the attempt had just ended or failed)
        // still end what the gesture started: states reset, pressing false, no onEnded. Once the
        // callbacks ran, this does nothing.
        root.abandon(in: self)
        root.reset()
        pendingResets.removeAll()
        checkedMasks = false
        changedWhileDelivering = false
        timersFiredWhileDelivering = []
    }

    // MARK: Coordinates (R68)

    /// How to convert window points and vectors into `space`, walking the view chain once; nil for
    /// the window itself.
    func mapping(for space: CoordinateSpace) -> RootMapping? {
        view(for: space)?.mappingFromRoot()
    }

    /// `windowPoint` in `space`.
    func point(_ windowPoint: CGPoint, in space: CoordinateSpace) -> CGPoint {
        mapping(for: space)?.point(windowPoint) ?? windowPoint
    }

    /// `windowPoint` in the view's coordinates, and as fractions of its bounds (R64).
    func localPointAndAnchor(_ windowPoint: CGPoint) -> (location: CGPoint, anchor: UnitPoint) {
        guard let view else { return (windowPoint, .zero) }
        let local = view.convert(windowPoint, from: nil)
        let bounds = view.bounds
        let x = bounds.width > 0 ? (local.x - bounds.minX) / bounds.width : 0
        let y = bounds.height > 0 ? (local.y - bounds.minY) / bounds.height : 0
        return (local, UnitPoint(x: x, y: y))
    }

    /// The view whose coordinates `space` names; nil for the window. A name nobody has is reported
    /// once, and the window used.
    private func view(for space: CoordinateSpace) -> View? {
        switch space {
        case .global:
            return nil
        case .local:
            return view
        case .named(let name):
            var candidate = view
            while let current = candidate {
                if current.coordinateSpaceName == name { return current }
                candidate = current.superview
            }
            if reportedSpaces.insert(name).inserted {
                reportMisuse("\(debugName): no view at or above \(view.map { "\(type(of: $0))" } ?? "its view") is named \(name) with coordinateSpace(name:) (R68). Its locations are in window coordinates; name the view, or use .local or .global.")
            }
            return nil
        }
    }
}
