import Foundation

/// The base of every recognizer: a state machine that turns touches into actions.
///
/// A recognizer is attached to a ``View``. Touches that begin on that view or below reach it
/// (R18); its subclass sets ``state`` as it recognizes; the window arbitrates between recognizers
/// (R7, R15, R16) and, once every recognizer has seen the event, sends each recognizer's actions to
/// its targets (R3, R4). After a terminal state it resets to `.possible` when its touches are over (R5).
///
/// Subclass it as on UIKit: override the `touches…` methods, set ``state``, override ``reset()``.
open class GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture (R1-R3).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's success: the same as `.ended`.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: ".possible"
            case .began: ".began"
            case .changed: ".changed"
            case .ended: ".ended"
            case .cancelled: ".cancelled"
            case .failed: ".failed"
            }
        }

        /// Ended, cancelled or failed: the attempt is over.
        public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Began or changed: a continuous gesture in progress.
        public var isActive: Bool { self == .began || self == .changed }
        /// Whether entering this state sends actions (R3).
        public var sendsActions: Bool { self != .possible && self != .failed }
    }

    // MARK: Target-action (R8-R11)

    @exclusivity(unchecked) var pairs: [TargetActionPair] = []
    private var nextPairID = 0

    /// A recognizer that goes away mid-attempt (its window released) takes its timers with it, so a
    /// clock the test keeps has nothing left to fire for it.
    deinit {
        for timer in timers { timer.cancel() }
    }

    /// Creates a recognizer that sends `action` to `target`; with either nil, it has no pair yet.
    public init(target: AnyObject?, action: Selector?) {
        if let target, let action {
            addTarget(target, action: action)
        }
    }

    /// Creates a recognizer whose action is a method reference on `target`, checked by the compiler.
    /// A method that takes another recognizer type is reported at the caller's line.
    @inlinable
    public convenience init<T: AnyObject, S>(
        target: T, action: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a recognizer whose action is a method reference on `target` that takes no sender (R11).
    @inlinable
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Adds a (target, action) pair. The target is held weakly (R10); a pair already present is
    /// not added again (R8).
    open func addTarget(_ target: AnyObject, action: Selector) {
        pairs.removeAll { $0.isGone }
        guard !pairs.contains(where: { !$0.isTyped && $0.refers(to: target) && $0.action == action }) else { return }
        pairs.append(TargetActionPair(target: target, action: action, id: nextPairID))
        nextPairID += 1
    }

    /// Adds a pair whose action is a method reference, such as `Controller.handlePan`.
    ///
    /// The method takes the sender; `S` must be a type this recognizer is (a superclass of it, or
    /// its own class). Returns the selector under which the pair is known, for ``removeTarget(_:action:)``.
    @inlinable @discardableResult
    public final func addTarget<T: AnyObject, S>(
        _ target: T, action method: @escaping (T) -> (S) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Selector {
        // Inlined into the caller, where `method` is a known method: `method(target)(sender)`
        // there becomes a direct call, instead of a closure allocated for every action.
        addTarget(target, sender: S.self,
                  classCall: { (target: T, sender: GestureRecognizer) in method(target)(sender.checkedSender(asClass: S.self)) },
                  call: { (target: T, sender: GestureRecognizer) in method(target)(sender as! S) },
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The part of `addTarget(_:action:)` (typed) that is not inlined. `classCall` (when `S` is a
    /// class) and `call` are called only with a sender checked to be an `S`.
    @usableFromInline
    func addTarget<T: AnyObject, S>(
        _ target: T, sender: S.Type,
        classCall: @escaping (T, GestureRecognizer) -> Void, call: @escaping (T, GestureRecognizer) -> Void,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Selector {
        let selector = Selector("\(T.self).action#\(nextPairID)")
        guard self is S else {
            FailureReporter.report(
                "addTarget(\(T.self), action:): the method takes a \(S.self), but the sender is a \(type(of: self)). Use a method that takes \(type(of: self)) or one of its superclasses.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return selector
        }
        pairs.removeAll { $0.isGone }
        pairs.append(TypedTargetActionPair(
            target: target, action: selector, id: nextPairID, senderType: S.self, cast: SenderCast(S.self),
            call: S.self is AnyObject.Type ? classCall : call))
        nextPairID += 1
        return selector
    }

    /// Adds a pair whose action is a method reference that takes no sender (R11).
    @inlinable @discardableResult
    public final func addTarget<T: AnyObject>(_ target: T, action method: @escaping (T) -> () -> Void) -> Selector {
        addTarget(target, withoutSender: { (target: T) in method(target)() })
    }

    /// The part of `addTarget(_:action:)` (no sender) that is not inlined: `method` comes applied.
    @usableFromInline
    func addTarget<T: AnyObject>(_ target: T, withoutSender method: @escaping (T) -> Void) -> Selector {
        let selector = Selector("\(T.self).action#\(nextPairID)")
        pairs.removeAll { $0.isGone }
        pairs.append(TypedTargetActionPair(
            target: target, action: selector, id: nextPairID, senderType: Void.self, cast: nil,
            call: { target, _ in method(target) }))
        nextPairID += 1
        return selector
    }

    /// Removes pairs (R9): `(nil, nil)` every pair, `(t, nil)` every pair of `t`, `(nil, a)` action
    /// `a` of every target, `(t, a)` that pair.
    open func removeTarget(_ target: AnyObject?, action: Selector?) {
        pairs.removeAll { pair in
            let removed = pair.isGone
                || ((target.map(pair.refers(to:)) ?? true) && (action == nil || pair.action == action))
            if removed { pair.isRemoved = true }
            return removed
        }
    }

    /// The live (target, action) pairs, in the order they were added.
    public var targetActionPairs: [(target: AnyObject, action: Selector)] {
        pairs.compactMap { pair in pair.target.map { ($0, pair.action) } }
    }

    /// Reports asked for by a handler while this recognizer's actions were going out.
    @exclusivity(unchecked) private var deferredReports: [(state: State, site: CallSite?)] = []
    @exclusivity(unchecked) private var isSendingActions = false

    /// Puts `other`'s live pairs, typed ones included, ahead of this recognizer's own, in their
    /// order: for tools that swap one recognizer for another. A named pair already present is kept once (R8).
    package func takeTargetActionPairs(from other: GestureRecognizer) {
        guard other !== self else { return }
        var taken: [TargetActionPair] = []
        for pair in other.pairs where !pair.isGone {
            guard let copy = pair.copy(id: nextPairID) else { continue }
            nextPairID += 1
            taken.append(copy)
        }
        let own = pairs.filter { mine in
            !mine.isGone && !(!mine.isTyped && taken.contains { !$0.isTyped && $0.target === mine.target && $0.action == mine.action })
        }
        pairs = taken + own
    }

    /// Sends the actions of every pair for `reported`, with ``state`` reading `reported` meanwhile (R4).
    /// A target that cannot answer is reported at `site` (the test's line), when given.
    ///
    /// A handler that makes the recognizer report again (it ends, disables or removes it) does not
    /// interrupt this dispatch: the new report goes out to every pair once this one is done.
    package func sendActions(reporting reported: State, at site: CallSite? = nil) {
        guard !isSendingActions else {
            deferredReports.append((reported, site))
            return
        }
        isSendingActions = true
        defer { isSendingActions = false }
        var next: (state: State, site: CallSite?)? = (reported, site)
        while let report = next {
            send(report.state, at: report.site)
            next = deferredReports.isEmpty ? nil : deferredReports.removeFirst()
        }
    }

    private func send(_ reported: State, at site: CallSite?) {
        let saved = reportedState
        reportedState = reported
        defer { reportedState = saved }
        let snapshot = pairs   // a handler may add or remove pairs: this send goes to these
        var sawOrphan = false
        var index = 0
        while index < snapshot.count {
            // Unmanaged: `snapshot` holds every pair until the loop ends, so no retain is needed.
            let sent = Unmanaged.passUnretained(snapshot[index])._withUnsafeGuaranteedRef { pair in
                pair.isRemoved   // a removed pair gets nothing (R9)
                    || pair.send(from: self, reporting: reported, at: site ?? withEnvironment({ $0.callSite }) ?? nil)
            }
            if !sent { sawOrphan = true }   // R10: a target that is gone gets nothing
            index += 1
        }
        if sawOrphan { pairs.removeAll { $0.isGone } }
    }

    // MARK: State (R1-R5)

    // `@exclusivity(unchecked)` on the state and touch bookkeeping read on every event: only the
    // window's engine writes them, on one thread, in short accesses (see GestureEnvironment).
    @exclusivity(unchecked) var committedState: State = .possible {
        didSet {
            if oldValue != committedState, let observer = withEnvironment({ $0.observer }) ?? nil {
                observer.gestureRecognizer(self, didTransitionFrom: oldValue, to: committedState)
            }
        }
    }
    @exclusivity(unchecked) var reportedState: State?
    /// A request to leave `.possible` (began or ended) that arbitration has not granted yet.
    @exclusivity(unchecked) var pendingLeave: State?

    /// The recognizer's state. Subclasses set it as they recognize; the window arbitrates and sends
    /// actions. Inside an action it reads as the state being reported (R4). An illegal transition
    /// (R2) is reported and ignored.
    open var state: State {
        get { reportedState ?? committedState }
        set { requestState(newValue) }
    }

    /// Whether the gesture is discrete (a tap: possible → ended | failed) rather than continuous
    /// (possible → began → changed… → ended | cancelled). Default: false.
    open var isDiscrete: Bool { false }

    /// Whether `from → to` is a transition a real recognizer of this kind can make (R2).
    public func isLegalTransition(from: State, to: State) -> Bool {
        GestureRecognizer.isLegalTransition(from: from, to: to, discrete: isDiscrete)
    }

    /// R2's table.
    public static func isLegalTransition(from: State, to: State, discrete: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .failed): true
        case (.possible, .ended): discrete
        case (.possible, .began): !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): !discrete
        default: false
        }
    }

    func requestState(_ newValue: State) {
        let current = committedState
        if current == .possible, let pending = pendingLeave {
            // Waiting on arbitration: a repeat request is nothing new; failing withdraws it.
            if newValue == pending { return }
            if newValue != .failed, !isLegalTransition(from: .possible, to: newValue) { return }
        }
        guard isLegalTransition(from: current, to: newValue) else {
            if newValue == current, !newValue.sendsActions || newValue == .possible { return }
            FailureReporter.report(
                "\(debugName): state \(current) → \(newValue) is not a transition a real \(isDiscrete ? "discrete" : "continuous") recognizer makes (R2). \(isDiscrete ? "Discrete: .possible → .ended or .failed." : "Continuous: .possible → .began or .failed; .began/.changed → .changed, .ended or .cancelled.")")
            return
        }
        guard let engaged = engagedEnvironment else { return applyWithoutWindow(newValue) }
        if engaged._withUnsafeGuaranteedRef({ $0.isBusy }) {
            // Inside an event or an update, whose caller holds the environment: no retain needed.
            engaged._withUnsafeGuaranteedRef { $0.performUpdate { self.apply(newValue) } }
        } else {
            // Held: the update runs handlers, which may release the window and its environment.
            let environment = engaged.takeUnretainedValue()
            environment.performUpdate { self.apply(newValue) }
        }
    }

    /// Applies a legal transition inside an update of the window's environment.
    private func apply(_ newValue: State) {
        if committedState == .possible {
            if newValue == .failed {
                pendingLeave = nil
                commit(.failed)
            } else {
                pendingLeave = newValue
                withEnvironment { $0.needsArbitration = true }
            }
        } else {
            commit(newValue)
        }
    }

    /// Applies a transition for a recognizer that no window is driving: asks R7, sends at once.
    private func applyWithoutWindow(_ newValue: State) {
        var newValue = newValue
        if committedState == .possible, newValue != .failed, !shouldBeginNow() {
            newValue = .failed
        }
        committedState = newValue
        if newValue.sendsActions { sendActions(reporting: newValue) }
        if committedState.isTerminal { performReset() }
    }

    /// Enters `newValue`; inside a window, queues its actions for after the event (R4).
    func commit(_ newValue: State) {
        committedState = newValue
        if withEnvironment({ $0.stateDidChange(self, to: newValue) }) == nil, newValue.sendsActions {
            sendActions(reporting: newValue)
        }
    }

    /// Sets `state` directly and sends the actions for it, bypassing arbitration: the path mocks and
    /// drivers take. A terminal state resets the recognizer to `.possible` afterwards.
    package func drive(to newValue: State, at site: CallSite? = nil) {
        pendingLeave = nil
        committedState = newValue
        if newValue.sendsActions { sendActions(reporting: newValue, at: site) }
        finishDrive(to: newValue)
    }

    /// ``drive(to:at:)``, first calling `log` with every pair whose target is live, as the actions
    /// are about to go out: the path of mocks, which log what they send.
    /// The log gets each live target and the pair's selector (nil for a method reference, which
    /// has no name a user gave).
    package func drive(to newValue: State, at site: CallSite? = nil, logging log: (AnyObject, Selector?) -> Void) {
        if newValue.sendsActions {
            let snapshot = pairs   // the log may run code that changes the pairs
            for pair in snapshot {
                if let target = pair.target { log(target, pair.isTyped ? nil : pair.action) }
            }
        }
        drive(to: newValue, at: site)
    }

    /// The first live pair: its target and its selector (nil for a method reference).
    package var firstTargetActionPair: (target: AnyObject, action: Selector?)? {
        for pair in pairs {
            if let target = pair.target { return (target, pair.isTyped ? nil : pair.action) }
        }
        return nil
    }

    /// Copies the settings of this recognizer's kind to `other` when it is of that kind too: what a
    /// recognizer that replaces this one takes over. Each recognizer class copies its own settings
    /// and calls `super`; the base copies the view-touch settings (R17).
    package func copySettings(to other: GestureRecognizer) {
        other.cancelsTouchesInView = cancelsTouchesInView
        other.delaysTouchesBegan = delaysTouchesBegan
        other.delaysTouchesEnded = delaysTouchesEnded
    }

    /// A drive's end: a terminal state with no touches down resets the recognizer (R5).
    private func finishDrive(to newValue: State) {
        if newValue.isTerminal, trackedTouches.isEmpty {
            environment?.disengage(self)
            performReset()
        }
    }

    /// R7: the delegate's and the view's `gestureRecognizerShouldBegin`.
    func shouldBeginNow() -> Bool {
        (delegate?.gestureRecognizerShouldBegin(self) ?? true) && (view?.gestureRecognizerShouldBegin(self) ?? true)
    }

    /// Returns to `.possible` and calls ``reset()`` (R5).
    func performReset() {
        for timer in timers { timer.cancel() }
        timers.removeAll()
        trackedTouches.removeAll()
        sequenceTouches.removeAll()
        pendingLeave = nil
        committedState = .possible
        environment = nil
        reset()
    }

    /// Called after the attempt is over and the state is back to `.possible`: clear your subclass's
    /// per-attempt bookkeeping here and call `super.reset()`.
    open func reset() {}

    // MARK: Configuration

    /// The view the recognizer is attached to (weak; the view holds the recognizer).
    @exclusivity(unchecked) public internal(set) weak var view: View?
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// A name for messages and debugging.
    open var name: String?
    /// Whether the view's touches are cancelled when this recognizes (R17). Default: true.
    open var cancelsTouchesInView = true
    /// Whether the view's touchesBegan waits until this fails (R17). Default: false.
    open var delaysTouchesBegan = false
    /// Whether the view's touchesEnded waits until this fails (R17). Default: true.
    open var delaysTouchesEnded = true

    private var enabled = true
    /// Whether the recognizer takes touches (R12). Disabling an active one cancels it and sends its
    /// actions; disabling a possible one sends nothing, and no more touches reach it.
    open var isEnabled: Bool {
        get { enabled }
        set {
            guard newValue != enabled else { return }
            enabled = newValue
            if !newValue { abandonGesture(cancelling: true) }
        }
    }

    /// Recognizers this one waits on (R15), held weakly.
    private var failureRequirements: [WeakRecognizer] = []
    /// Recognizers that wait on this one (the reverse of ``failureRequirements``), held weakly.
    private var dependents: [WeakRecognizer] = []

    /// Makes this recognizer wait until `other` fails before it recognizes (R15). Requiring itself
    /// is reported and changes nothing.
    open func require(toFail other: GestureRecognizer) {
        addFailureRequirement(other)
    }

    private func addFailureRequirement(_ other: GestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil }
        guard other !== self else {
            return reportMisuse("\(debugName).require(toFail:) was given the recognizer itself; it would wait for its own failure forever. Nothing changed. Pass another recognizer.")
        }
        guard !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
        other.dependents.removeAll { $0.recognizer == nil }
        other.dependents.append(WeakRecognizer(recognizer: self))
    }

    /// Makes this recognizer stand in for `other` in failure requirements (R15): it requires what
    /// `other` requires, and the recognizers that required `other` require this one instead, in
    /// `other`'s place. O(requirements + dependents): no search of the view tree.
    package func takeFailureRequirements(from other: GestureRecognizer) {
        guard other !== self else { return }
        for required in other.requiredToFail where required !== self {
            addFailureRequirement(required)
        }
        let waiting = other.dependents.compactMap(\.recognizer)
        other.dependents.removeAll()
        for dependent in waiting where dependent !== self {
            guard let index = dependent.failureRequirements.firstIndex(where: { $0.recognizer === other }) else { continue }
            if dependent.failureRequirements.contains(where: { $0.recognizer === self }) {
                dependent.failureRequirements.remove(at: index)
            } else {
                dependent.failureRequirements[index] = WeakRecognizer(recognizer: self)
                dependents.removeAll { $0.recognizer == nil }
                dependents.append(WeakRecognizer(recognizer: dependent))
            }
        }
    }

    /// The recognizers given to ``require(toFail:)`` that are still alive.
    public var requiredToFail: [GestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
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

    /// The touches this recognizer receives that are still down, in the order they began.
    @exclusivity(unchecked) public internal(set) var trackedTouches: [Touch] = []
    /// Every touch received since the attempt began (R16 compares these).
    @exclusivity(unchecked) var sequenceTouches: [Touch] = []
    /// The environment of the window whose touches drive this attempt; nil when idle.
    ///
    /// Unmanaged (unowned and unchecked), for speed: it is read on every event and state change,
    /// and ``withEnvironment(_:)`` calls into it without retaining it. Safe because it is set
    /// only while the recognizer is in that environment's `engaged` list, and the environment
    /// clears it for every engaged recognizer before it goes away (see `GestureEnvironment.deinit`):
    /// while it is set, the environment is alive.
    @exclusivity(unchecked) private var engagedEnvironment: Unmanaged<GestureEnvironment>?

    var environment: GestureEnvironment? {
        get { engagedEnvironment?.takeUnretainedValue() }
        set { engagedEnvironment = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// Whether the recognizer is in an attempt driven by `environment`; compares without loading it.
    @inline(__always)
    func isEngaged(in environment: GestureEnvironment) -> Bool {
        engagedEnvironment?.toOpaque() == Unmanaged.passUnretained(environment).toOpaque()
    }

    /// Whether the recognizer is in an attempt driven by a window.
    var isEngaged: Bool { engagedEnvironment != nil }

    /// `body(environment)`, or nil when idle; the environment is not retained (see above), so
    /// `body` must not run handlers (which may release the window): read or queue, nothing more.
    @inline(__always)
    func withEnvironment<Result>(_ body: (GestureEnvironment) -> Result) -> Result? {
        engagedEnvironment?._withUnsafeGuaranteedRef(body)
    }
    @exclusivity(unchecked) var timers: [ClockTimer] = []
    @exclusivity(unchecked) var lastCentroidInWindow: CGPoint = .zero
    /// Marks the event this recognizer was last collected for.
    @exclusivity(unchecked) var deliveryStamp = 0

    /// How many touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: window); after the
    /// last touch lifts, where they were (R19).
    open func location(in view: View?) -> CGPoint {
        GestureRecognizer.convertFromWindow(centroidInWindow, to: view)
    }

    /// The location of touch `index` (in the order touches began). An index at or past
    /// ``numberOfTouches`` is reported and gives `.zero` (R19).
    open func location(ofTouch index: Int, in view: View?) -> CGPoint {
        guard index >= 0, index < trackedTouches.count else {
            FailureReporter.report(
                "\(debugName).location(ofTouch: \(index), in:): the recognizer has \(trackedTouches.count) touch\(trackedTouches.count == 1 ? "" : "es") (R19). Ask for an index below numberOfTouches.", at: environment?.callSite ?? view?.window?.environment.callSite)
            return .zero
        }
        return trackedTouches[index].location(in: view)
    }

    /// Whether the recognizer tracks `touch`. Compares identities by index: no retain.
    @inline(__always)
    func tracks(_ touch: Touch) -> Bool {
        let wanted = ObjectIdentifier(touch)
        var index = 0
        while index < trackedTouches.count {
            if ObjectIdentifier(trackedTouches[index]) == wanted { return true }
            index += 1
        }
        return false
    }

    /// The centroid of the tracked touches in window coordinates, or the last one known.
    var centroidInWindow: CGPoint {
        guard !trackedTouches.isEmpty else { return lastCentroidInWindow }
        var x: CGFloat = 0
        var y: CGFloat = 0
        var index = 0
        while index < trackedTouches.count {   // by index: no retain per touch
            x += trackedTouches[index].locationInWindow.x
            y += trackedTouches[index].locationInWindow.y
            index += 1
        }
        let count = CGFloat(trackedTouches.count)
        return CGPoint(x: x / count, y: y / count)
    }

    /// The length of `(dx, dy)`, within an ulp or two of `hypot`, in Swift: a call of the C function
    /// would make the optimizer keep every object of the caller retained across it. Scaled where
    /// squaring could overflow or underflow.
    @inline(__always)
    static func distance(_ dx: CGFloat, _ dy: CGFloat) -> CGFloat {
        let big = max(abs(dx), abs(dy))
        let small = min(abs(dx), abs(dy))
        if big == 0 { return 0 }
        if big < 1e150, big > 1e-150, small > 1e-150 || small == 0 {
            return (big * big + small * small).squareRoot()
        }
        if big.isInfinite { return .infinity }
        let ratio = small / big
        return big * (1 + ratio * ratio).squareRoot()
    }

    static func convertFromWindow(_ point: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    // MARK: Timers

    /// Runs `body` after `delay` seconds of the window's virtual clock, as part of this attempt:
    /// the timer is cancelled on reset, and state changes made in `body` are arbitrated and their
    /// actions sent as for an event. Returns nil when the recognizer is not in a window.
    @discardableResult
    public func scheduleTimer(after delay: TimeInterval, _ body: @escaping () -> Void) -> ClockTimer? {
        guard let window = view?.window else { return nil }
        // Weak: a clock the test keeps may outlive the window, its environment and the recognizer.
        let timer = window.clock.schedule(after: delay) { [weak self] in
            guard let self, let environment = self.environment ?? self.view?.window?.environment else { return }
            self.timers.removeAll { !$0.isPending }
            environment.performUpdate(body)
        }
        timers.append(timer)
        return timer
    }

    var hasPendingTimers: Bool { timers.contains { $0.isPending } }

    // MARK: Leaving a gesture

    /// Ends the current attempt because the recognizer was disabled, removed, or left its window:
    /// an active gesture is cancelled (actions sent), a possible one fails silently.
    ///
    /// Inside a window, its actions not sent yet are dropped (R12: it sends nothing more but its
    /// cancellation): targets that saw `.began` get `.cancelled`; targets that saw nothing hear nothing.
    func abandonGesture(cancelling: Bool) {
        if let environment {
            environment.performUpdate {
                let withdrawn = environment.withdrawUnsentActions(of: self)
                if self.committedState.isActive {
                    self.commit(.cancelled)
                    if withdrawn == .began { _ = environment.withdrawUnsentActions(of: self) }
                } else if self.committedState == .possible {
                    self.pendingLeave = nil
                    self.commit(.failed)
                } else if let withdrawn, withdrawn != .began, !self.isDiscrete {
                    environment.stateDidChange(self, to: .cancelled)
                }
                self.trackedTouches.removeAll()
            }
        } else if committedState.isActive {
            committedState = .cancelled
            sendActions(reporting: .cancelled)
            performReset()
        } else if committedState != .possible {
            performReset()
        }
    }

    /// Reports misuse at the line of the test driving the window, if any.
    func reportMisuse(_ message: String) {
        FailureReporter.report(message, at: environment?.callSite ?? view?.window?.environment.callSite)
    }

    /// Reports a setting that makes no sense; the caller then keeps `old`.
    func reportBadSetting<T>(_ name: String, _ value: T, keeping old: T, expected: String) {
        reportMisuse("\(debugName).\(name) = \(value): it must be \(expected). It stays \(old).")
    }

    /// A short name for messages: ``name`` if set, else the type.
    public var debugName: String {
        if let name { return "\(type(of: self))(\"\(name)\")" }
        return "\(type(of: self))"
    }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
