import Foundation

/// A window's gesture machinery: the touches down, the recognizers in an attempt, and the loop
/// that settles them after every event and timer.
///
/// Flow of one event: ``Window/sendEvent(_:)`` → ``validate(_:)`` (R30) → ``process(_:)``: clock
/// advanced to the event's time (timers fire), R6's began → changed step, touches updated and
/// hit-tested on touch-down (R18, R20), touches delivered to every recognizer that receives them
/// → ``settle()``: arbitration (R7, R15, R16), the view's touches (R17), actions (R3, R4), resets (R5).
final class GestureEnvironment {
    /// Unowned and unchecked, for speed: the window owns its environment, which nothing else holds
    /// strongly, so the window outlives it.
    unowned(unsafe) let window: Window

    // `@exclusivity(unchecked)`: these are read and written on every event. The engine runs on one
    // thread and never holds a long access to them (loops go by index, closures passed to
    // `removeAll(where:)` do not touch them), so the runtime's per-access checks only cost time.

    /// Touches down in this window, in the order they began.
    @exclusivity(unchecked) private(set) var activeTouches: [Touch] = []
    /// Recognizers in an attempt, in the order they joined it (hit view's first).
    @exclusivity(unchecked) private(set) var engaged: [GestureRecognizer] = []
    /// Actions to send once the current update settles, in the order the states were entered.
    @exclusivity(unchecked) private var actionQueue: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] = []
    /// Touches whose view-side phases wait for delivery (R17).
    @exclusivity(unchecked) private var viewPendingTouches: [Touch] = []
    /// Touches whose view gets touchesCancelled because a recognizer claimed them (R17).
    @exclusivity(unchecked) private var viewCancellations: [Touch] = []

    @exclusivity(unchecked) private var updateDepth = 0
    @exclusivity(unchecked) private var isSettling = false
    @exclusivity(unchecked) private var isProcessing = false
    /// Events sent while the window was busy (from an action, a touch handler, a timer), with the
    /// call site each was sent from: delivered in order as soon as the current work is done.
    @exclusivity(unchecked) private var deferredEvents: [(event: Event, site: CallSite?)] = []
    @exclusivity(unchecked) private var isDrainingDeferredEvents = false
    /// Events processed so far: tells ``process(_:)`` whether deferred events ran before it.
    @exclusivity(unchecked) private var processedEventCount = 0
    /// The most events one drain delivers: a handler that answers every event with another would
    /// otherwise never stop.
    static let maximumDeferredEvents = 10_000
    @exclusivity(unchecked) var needsArbitration = false
    /// Where the test that drives this window stands, for reports (see ``Window/reporting(at:_:)``).
    var callSite: CallSite?
    @exclusivity(unchecked) private(set) var lastTimestamp: TimeInterval?
    /// The event being processed. Unmanaged (unowned and unchecked): set only inside
    /// ``process(_:)``, whose caller holds the event, and cleared before it returns.
    @exclusivity(unchecked) private var currentEvent: Unmanaged<Event>?
    @exclusivity(unchecked) private var deliveryStamp = 0
    @exclusivity(unchecked) private var eventRecognizers: [GestureRecognizer] = []
    /// The set ``deliver(_:to:)`` hands to recognizers, kept between events with its storage.
    @exclusivity(unchecked) private var scratchTouches: Set<Touch> = []
    @exclusivity(unchecked) private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// The window's clock (held here too, so that events need not go through the window).
    let clock: ManualClock
    /// The window's ``Window/gestureObserver``, kept in step with it.
    weak var observer: (any GestureObserver)?

    init(window: Window) {
        self.window = window
        clock = window.clock
        observer = window.gestureObserver
    }

    /// The window went away mid-attempt: its touches and recognizers hold each other, so the links
    /// are cut and the attempts end (without actions; nobody is left to watch), letting both go.
    deinit {
        for touch in activeTouches {
            touch.gestureRecognizers.removeAll()
            touch.asSet = nil
            touch.windowIdentity = nil
        }
        for recognizer in engaged {
            recognizer.environment = nil   // first: the window is gone, nothing may reach it through us
            recognizer.performReset()
        }
    }

    @exclusivity(unchecked) private var eventHolds = 0

    /// Whether an event or an update is under way; an event sent now waits until it is done.
    ///
    /// Whoever starts one holds the environment strongly until it is done (the window's
    /// `sendEvent`, `performUpdate`'s callers, `holdingEvents`' callers), so code that runs while it
    /// is busy may use it without retaining it.
    var isBusy: Bool { updateDepth > 0 || isSettling || isProcessing || eventHolds > 0 }

    /// Runs `body` (a change of several steps whose handlers may send events) with events sent
    /// meanwhile delivered only once it is complete.
    func holdingEvents(_ body: () -> Void) {
        eventHolds += 1
        body()
        eventHolds -= 1
        drainDeferredEvents()
    }

    // MARK: Sending

    /// Validates and delivers `event`; while the window is busy with another event or update, checks
    /// what the event alone can break and delivers it as soon as the current work is done.
    func send(_ event: Event) throws(EventRejection) {
        if isBusy {
            try validate(event, checkingTouches: false)
            deferredEvents.append((event, callSite))
            return
        }
        try validate(event)
        try process(event)
        drainDeferredEvents()
    }

    /// Delivers the events sent while the window was busy, in order. A rejection is reported at the
    /// line that sent the event (its `trySendEvent` had already returned).
    private func drainDeferredEvents() {
        guard !isBusy, !isDrainingDeferredEvents, !deferredEvents.isEmpty else { return }
        isDrainingDeferredEvents = true
        defer { isDrainingDeferredEvents = false }
        var delivered = 0
        while !deferredEvents.isEmpty {
            let (event, site) = deferredEvents.removeFirst()
            delivered += 1
            if delivered > Self.maximumDeferredEvents {
                FailureReporter.report(
                    "Window.sendEvent: actions and touch handlers sent more than \(Self.maximumDeferredEvents) events while the window delivered others; \(deferredEvents.count + 1) were dropped. Stop sending an event from every action.",
                    at: site)
                deferredEvents.removeAll()
                break
            }
            let saved = callSite
            callSite = site
            do {
                try validate(event)
                try process(event)
            } catch {
                observer?.window(window, didReject: event, because: error)
                FailureReporter.report(
                    "Window.sendEvent (sent while the window was delivering another event, delivered after it): \(error.message)",
                    at: site)
            }
            callSite = saved
        }
    }

    // MARK: Validation (R30)

    /// Checks `event` against R30. Without `checkingTouches`, only what the event alone can break:
    /// for an event that waits behind others, which may begin or end its touches first.
    func validate(_ event: Event, checkingTouches: Bool = true) throws(EventRejection) {
        let time = event.timestamp
        guard !event.changes.isEmpty else {
            throw EventRejection(rule: .empty, changeIndex: nil, message: "Event at t=\(time) rejected: \(EventRejection.Rule.empty) (R30).")
        }
        guard time.isFinite else {
            throw EventRejection(rule: .nonFiniteTimestamp, changeIndex: nil, message: "Event rejected: its timestamp is \(time); \(EventRejection.Rule.nonFiniteTimestamp) (R30).")
        }
        if let lastTimestamp, time < lastTimestamp {
            throw EventRejection(rule: .timestampEarlierThanPrevious, changeIndex: nil, message: "Event at t=\(time) rejected: the previous event was at t=\(lastTimestamp); \(EventRejection.Rule.timestampEarlierThanPrevious) (R30).")
        }
        if time < clock.now {
            throw EventRejection(rule: .timestampEarlierThanPrevious, changeIndex: nil, message: "Event at t=\(time) rejected: the window's clock is already at \(clock.now) and its timers up to then have fired; \(EventRejection.Rule.timestampEarlierThanPrevious) (R30). Stamp events with window.clock.now or later.")
        }
        var index = 0
        while index < event.changes.count {   // by index: no copy of each change
            let change = event.changes[index]
            let touch = change.touch
            let current = index
            index += 1
            func reject(_ rule: EventRejection.Rule, _ detail: String) -> EventRejection {
                EventRejection(rule: rule, changeIndex: current, message: "Event at t=\(time) rejected: change \(current) (\(change.phase) touch) \(detail); \(rule) (R30).")
            }
            if let location = change.location, !(location.x.isFinite && location.y.isFinite) {
                throw reject(.nonFiniteLocation, "is at (\(location.x), \(location.y))")
            }
            var earlier = 0
            while earlier < current {   // comparing identities: no retain
                if event.changes[earlier].touch === touch {
                    throw reject(.touchRepeatedInEvent, "names a touch an earlier change of this event already names")
                }
                earlier += 1
            }
            if !checkingTouches {
                if change.phase == .began, change.location == nil {
                    throw reject(.beganWithoutLocation, "has no location")
                }
                continue
            }
            switch change.phase {
            case .began:
                if touch.hasBegun {
                    throw reject(.touchBeganTwice, "names a touch that already began at t=\(touch.timestamp)")
                }
                if change.location == nil {
                    throw reject(.beganWithoutLocation, "has no location")
                }
            case .moved, .stationary, .ended, .cancelled:
                if !touch.hasBegun || touch.windowIdentity != ObjectIdentifier(window) {
                    throw reject(.touchNotBegun, "names a touch that never began in this window")
                }
                if touch.phase.isTerminal {
                    throw reject(.touchNotBegun, "names a touch that already \(touch.phase) at t=\(touch.timestamp)")
                }
            }
        }
    }

    // MARK: Processing an event

    /// Delivers a validated event. Timers due before it fire first, each settled; if events their
    /// actions sent were delivered meanwhile, `event` is checked again.
    private func process(_ event: Event) throws(EventRejection) {
        let time = event.timestamp
        if time > clock.now {
            let processed = processedEventCount
            clock.advance(to: time)
            if processedEventCount != processed { try validate(event) }
        }
        isProcessing = true
        lastTimestamp = time
        let observer = self.observer
        observer?.window(window, willProcess: event)
        updateDepth += 1
        currentEvent = Unmanaged.passUnretained(event)

        // R6: a continuous recognizer still in .began moves to .changed on the next event.
        var index = 0
        while index < engaged.count {   // by index: no retain per recognizer that does not move
            if engaged[index].committedState == .began { engaged[index].commit(.changed) }
            index += 1
        }

        deliveryStamp &+= 1
        var change = 0
        while change < event.changes.count {   // by index: no copy of each change
            let touch = event.changes[change].touch
            let phase = event.changes[change].phase
            if phase == .began {
                begin(touch, at: event.changes[change].location ?? .zero, time: time, event: event)
            } else {
                touch.previousLocationInWindow = touch.locationInWindow
                if let location = event.changes[change].location { touch.locationInWindow = location }
                touch.phase = phase
                touch.timestamp = time
            }
            change += 1
        }
        if !changesCoverActiveTouches(event) {
            event.touchesDown = activeTouches
        } else if !event.touchesDown.isEmpty {   // an event sent again
            event.touchesDown = []   // `allTouches` needs no more than the changes
        }

        if event.changes.count == 1 {
            // The usual case: one touch changed. Its recognizers, each once, get its own set, made
            // once while it is down. Nothing delivered here changes a touch's recognizers.
            let touch = event.changes[0].touch
            if touch.asSet == nil { touch.asSet = [touch] }
            let single = touch.asSet
            let recognizers = touch.gestureRecognizers   // holds every recognizer until the loop ends
            index = 0
            while index < recognizers.count {
                // Unmanaged: `recognizers` keeps it alive, so the call needs no retain and release.
                Unmanaged.passUnretained(recognizers[index])._withUnsafeGuaranteedRef {
                    deliver(event, to: $0, single: single)
                }
                index += 1
            }
        } else {
            for change in event.changes {   // each recognizer once, in the order the touches list them
                let touch = change.touch
                for index in touch.gestureRecognizers.indices where touch.gestureRecognizers[index].deliveryStamp != deliveryStamp {
                    touch.gestureRecognizers[index].deliveryStamp = deliveryStamp
                    eventRecognizers.append(touch.gestureRecognizers[index])
                }
            }
            index = 0
            while index < eventRecognizers.count {
                deliver(event, to: eventRecognizers[index], single: nil)
                index += 1
            }
            while eventRecognizers.popLast() != nil {}   // keeps the storage; cheaper than removeAll(keepingCapacity:)
        }

        change = 0
        while change < event.changes.count {
            let phase = event.changes[change].phase
            let touch = event.changes[change].touch
            change += 1
            if phase.isTerminal {
                activeTouches.removeAll { $0 === touch }
                touch.asSet = nil
                if phase == .ended {
                    lastTap = (touch.locationInWindow, time, touch.tapCount)
                }
            }
            // A stationary touch did not change: its view hears nothing (as recognizers do not).
            guard !touch.viewIsDone, phase != .stationary, touch.hasView else { continue }
            if touch.viewPending.isEmpty { viewPendingTouches.append(touch) }
            touch.viewPending.append(phase)
        }

        updateDepth -= 1
        settle()
        currentEvent = nil
        isProcessing = false
        processedEventCount += 1
        observer?.window(window, didProcess: event)
    }

    /// Whether every touch down is one of `event`'s changes (the usual case: one finger moving).
    private func changesCoverActiveTouches(_ event: Event) -> Bool {
        guard activeTouches.count <= event.changes.count else { return false }
        var index = 0
        while index < activeTouches.count {   // by index, comparing identities: no retain
            let active = ObjectIdentifier(activeTouches[index])
            var found = false
            var change = 0
            while change < event.changes.count {
                if ObjectIdentifier(event.changes[change].touch) == active { found = true; break }
                change += 1
            }
            if !found { return false }
            index += 1
        }
        return true
    }

    /// A touch goes down: hit test (R18), keep the view for life (R20), collect its recognizers (R14).
    private func begin(_ touch: Touch, at location: CGPoint, time: TimeInterval, event: Event) {
        touch.hasBegun = true
        touch.window = window
        touch.windowIdentity = ObjectIdentifier(window)
        touch.phase = .began
        touch.timestamp = time
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        touch.initialLocationInWindow = location
        touch.tapCount = 1
        if let lastTap, time - lastTap.time <= TapGestureRecognizer.defaultMaximumTapInterval,
           GestureRecognizer.distance(location.x - lastTap.location.x, location.y - lastTap.location.y) <= TapGestureRecognizer.defaultAllowableMovement {
            touch.tapCount = lastTap.count + 1
        }
        activeTouches.append(touch)

        let hitView = window.hitTest(location, with: event)
        touch.view = hitView
        var recognizers: [GestureRecognizer] = []
        var view = hitView
        while let current = view {
            for recognizer in current.recognizers where recognizer.isEnabled {
                if recognizer.isEngaged, recognizer.committedState.isTerminal {
                    continue   // R5: finishing an attempt, it ignores the rest of the sequence
                }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    continue   // R14
                }
                recognizers.append(recognizer)
                if !recognizer.isEngaged {
                    recognizer.environment = self
                    engaged.append(recognizer)
                }
                recognizer.trackedTouches.append(touch)
                recognizer.sequenceTouches.append(touch)
            }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
    }

    /// Delivers the event's changes of the touches `recognizer` tracks, phase by phase. `single`
    /// is the set of the event's one touch, when it has one change (the usual case): made once per
    /// event and handed to every recognizer.
    private func deliver(_ event: Event, to recognizer: GestureRecognizer, single: Set<Touch>?) {
        guard recognizer.isEngaged(in: self) else { return }
        var phases: UInt8 = 0
        var index = 0
        while index < event.changes.count {   // by index, comparing identities: no retain
            if recognizer.tracks(event.changes[index].touch) { phases |= event.changes[index].phase.bit }
            index += 1
        }
        // Each delivery may end the attempt: the later phases then go nowhere.
        if phases & Touch.Phase.began.bit != 0, !recognizer.committedState.isTerminal {
            deliver(.began, of: event, single: single, to: recognizer)
        }
        if phases & Touch.Phase.moved.bit != 0, isReceiving(recognizer) {
            deliver(.moved, of: event, single: single, to: recognizer)
        }
        if phases & Touch.Phase.ended.bit != 0, isReceiving(recognizer) {
            deliver(.ended, of: event, single: single, to: recognizer)
        }
        if phases & Touch.Phase.cancelled.bit != 0, isReceiving(recognizer) {
            deliver(.cancelled, of: event, single: single, to: recognizer)
        }
        recognizer.lastCentroidInWindow = recognizer.centroidInWindow
        if phases & (Touch.Phase.ended.bit | Touch.Phase.cancelled.bit) != 0 {
            recognizer.trackedTouches.removeAll { $0.phase.isTerminal }
        }
    }

    /// Calls `recognizer`'s method for `phase` with its touches in that phase: `single` when given,
    /// else the one reusable set, emptied afterwards, so that no event allocates it (a recognizer
    /// that keeps the set gets its own copy on the next write). No closure: nothing to retain.
    private func deliver(_ phase: Touch.Phase, of event: Event, single: Set<Touch>?, to recognizer: GestureRecognizer) {
        if let single {
            call(phase, of: recognizer, with: single, event)
            return
        }
        var touches = scratchTouches
        scratchTouches = []
        for change in event.changes where change.phase == phase && recognizer.tracks(change.touch) {
            touches.insert(change.touch)
        }
        call(phase, of: recognizer, with: touches, event)
        touches.removeAll(keepingCapacity: true)
        scratchTouches = touches
    }

    private func call(_ phase: Touch.Phase, of recognizer: GestureRecognizer, with touches: Set<Touch>, _ event: Event) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary: break   // recognizers hear nothing of a touch that did not change
        }
    }

    private func isReceiving(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEngaged(in: self) && !recognizer.committedState.isTerminal
    }

    // MARK: Updates outside events

    /// Runs `body` (a timer, a state set from outside, a removal) and settles afterwards.
    func performUpdate(_ body: () -> Void) {
        updateDepth += 1
        body()
        updateDepth -= 1
        if updateDepth == 0 {
            settle()
            drainDeferredEvents()
        }
    }

    func stateDidChange(_ recognizer: GestureRecognizer, to state: GestureRecognizer.State) {
        needsArbitration = true
        guard state.sendsActions else { return }
        // One .changed per recognizer per update: R6's step and the recognizer's own move coalesce.
        if state == .changed {
            var index = dispatchIndex
            while index < actionQueue.count {   // by index, comparing identities: no retain
                if actionQueue[index].state == .changed, actionQueue[index].recognizer === recognizer { return }
                index += 1
            }
        }
        actionQueue.append((recognizer, state))
    }

    /// R12, R13: drops `recognizer`'s queued actions that have not gone out yet (it was disabled or
    /// removed meanwhile); returns the state of the first one dropped.
    func withdrawUnsentActions(of recognizer: GestureRecognizer) -> GestureRecognizer.State? {
        var first: GestureRecognizer.State?
        var index = dispatchIndex
        while index < actionQueue.count {
            if actionQueue[index].recognizer === recognizer {
                if first == nil { first = actionQueue[index].state }
                actionQueue.remove(at: index)
            } else {
                index += 1
            }
        }
        return first
    }

    func disengage(_ recognizer: GestureRecognizer) {
        engaged.removeAll { $0 === recognizer }
    }

    /// A subtree left the window: its recognizers' attempts end (cancelled if active).
    func subtreeLeftWindow(_ root: View) {
        let leaving = engaged.filter { recognizer in recognizer.view.map { $0.isDescendant(of: root) } ?? true }
        for recognizer in leaving {
            recognizer.abandonGesture(cancelling: true)
        }
    }

    // MARK: Settling

    /// Arbitrates, delivers the view's touches, sends actions and resets, until nothing changes.
    func settle() {
        guard !isSettling else { return }   // the running settle loops again
        isSettling = true
        defer { isSettling = false }
        var rounds = 0
        repeat {
            needsArbitration = false
            arbitrate()
            deliverToViews()
            dispatchActions()
            resetFinished()
            rounds += 1
        } while (needsArbitration || !actionQueue.isEmpty) && rounds < 1000
    }

    /// Grants or refuses requests to leave `.possible` (R7, R15, R16) until none can move.
    private func arbitrate() {
        // The usual case: no request waits and nobody is left without touches; nothing to decide.
        var anythingToDecide = false
        for index in engaged.indices where engaged[index].committedState == .possible   // by index: no retain
            && (engaged[index].pendingLeave != nil || engaged[index].trackedTouches.isEmpty) {
            anythingToDecide = true
            break
        }
        guard anythingToDecide else { return }
        repeat {
            grantOrRefuseRequests()
        } while failDeadlockedWaiters()
    }

    private func grantOrRefuseRequests() {
        var progressed = true
        while progressed {
            progressed = false
            var index = 0
            while index < engaged.count {
                let recognizer = engaged[index]
                index += 1
                guard recognizer.committedState == .possible, let wanted = recognizer.pendingLeave else { continue }
                if isWaitingForFailure(recognizer) { continue }   // R15
                recognizer.pendingLeave = nil
                progressed = true
                guard recognizer.shouldBeginNow() else {   // R7
                    recognizer.commit(.failed)
                    continue
                }
                // Losers first, so their .cancelled goes out before the winner's action.
                stopCompetitors(of: recognizer)   // R15, R16
                recognizer.commit(wanted)
                if recognizer.cancelsTouchesInView { claimTouches(of: recognizer) }   // R17
            }
            // A recognizer with no touches, no timer and no request can never decide: it fails.
            for recognizer in engaged where recognizer.committedState == .possible && recognizer.pendingLeave == nil
                && recognizer.trackedTouches.isEmpty && !recognizer.hasPendingTimers {
                recognizer.commit(.failed)
                progressed = true
            }
        }
    }

    /// R15: recognizers that wait, with no touch and no timer left, only on one another (failure
    /// requirements that form a cycle) can never go ahead: they fail. Returns whether any did.
    private func failDeadlockedWaiters() -> Bool {
        let isStuck = { (recognizer: GestureRecognizer) in
            recognizer.committedState == .possible && recognizer.pendingLeave != nil
                && recognizer.trackedTouches.isEmpty && !recognizer.hasPendingTimers
        }
        guard engaged.contains(where: isStuck) else { return false }   // the usual case, without allocating
        var stuck = engaged.filter(isStuck)
        // Keep only those whose every undecided requirement is stuck too.
        var removed = true
        while removed {
            let current = stuck
            stuck.removeAll { waiter in
                engaged.contains { other in
                    other !== waiter && other.committedState == .possible && !current.contains { $0 === other }
                        && requiresFailure(waiter, of: other)
                }
            }
            removed = stuck.count != current.count
        }
        for recognizer in stuck {
            recognizer.pendingLeave = nil
            recognizer.commit(.failed)
        }
        return !stuck.isEmpty
    }

    /// R15: whether `recognizer` must wait for an undecided recognizer to fail.
    private func isWaitingForFailure(_ recognizer: GestureRecognizer) -> Bool {
        engaged.contains { other in
            other !== recognizer && other.committedState == .possible && requiresFailure(recognizer, of: other)
        }
    }

    private func requiresFailure(_ waiter: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        waiter.requiredToFail.contains { $0 === other }
            || waiter.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: waiter)
            || (waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) ?? false)
    }

    /// `winner` began or was recognized: dependents fail (R15); competitors that may not run with
    /// it fail if possible or are cancelled if active (R16).
    private func stopCompetitors(of winner: GestureRecognizer) {
        for other in engaged where other !== winner {
            let state = other.committedState
            guard state == .possible || state.isActive else { continue }
            if state == .possible, requiresFailure(other, of: winner) {
                other.pendingLeave = nil
                other.commit(.failed)
                continue
            }
            guard shareTouches(winner, other),
                  !allowsSimultaneous(winner, other),
                  winner.canPrevent(other), other.canBePrevented(by: winner) else { continue }
            if state == .possible {
                other.pendingLeave = nil
                other.commit(.failed)
            } else {
                other.commit(.cancelled)
            }
        }
    }

    private func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.sequenceTouches.contains { touch in b.sequenceTouches.contains { $0 === touch } }
    }

    private func allowsSimultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    // MARK: The view's touches (R17)

    /// `recognizer` recognized with cancelsTouchesInView: its touches leave the view.
    private func claimTouches(of recognizer: GestureRecognizer) {
        for touch in recognizer.sequenceTouches where !touch.viewIsDone {
            touch.viewIsDone = true
            touch.viewPending.removeAll()
            if touch.viewSawBegan { viewCancellations.append(touch) }
        }
    }

    private func deliverToViews() {
        if !viewCancellations.isEmpty {
            let cancelled = viewCancellations
            viewCancellations.removeAll()
            deliverGrouped(cancelled.map { ($0, Touch.Phase.cancelled) })
        }
        guard !viewPendingTouches.isEmpty else { return }
        var ready: [(Touch, Touch.Phase)] = []
        var stillPending: [Touch] = []
        for touch in viewPendingTouches {
            while let phase = touch.viewPending.first, !touch.viewIsDone {
                if phase == .cancelled, !touch.viewSawBegan {
                    touch.viewIsDone = true   // the view never saw it begin: nothing to cancel
                    break
                }
                if phase != .cancelled, isHeldFromView(touch, phase: phase) { break }
                touch.viewPending.removeFirst()
                if phase == .began { touch.viewSawBegan = true }
                if phase.isTerminal { touch.viewIsDone = true }
                ready.append((touch, phase))
            }
            if touch.viewIsDone { touch.viewPending.removeAll() }
            if !touch.viewPending.isEmpty { stillPending.append(touch) }
        }
        viewPendingTouches = stillPending
        deliverGrouped(ready)
    }

    /// R17: a phase waits while a recognizer that delays it has not decided.
    private func isHeldFromView(_ touch: Touch, phase: Touch.Phase) -> Bool {
        touch.gestureRecognizers.contains { recognizer in
            let delays = phase == .ended
                ? recognizer.delaysTouchesEnded || (recognizer.delaysTouchesBegan && !touch.viewSawBegan)
                : recognizer.delaysTouchesBegan
            return delays && recognizer.isEngaged(in: self) && recognizer.committedState == .possible
                && recognizer.sequenceTouches.contains { $0 === touch }
        }
    }

    /// Calls the views' touch methods, one call per (view, phase) run, in order.
    private func deliverGrouped(_ deliveries: [(Touch, Touch.Phase)]) {
        var index = 0
        while index < deliveries.count {
            let (first, phase) = deliveries[index]
            guard let view = first.view else { index += 1; continue }
            var touches: Set<Touch> = [first]
            var next = index + 1
            while next < deliveries.count, deliveries[next].1 == phase, deliveries[next].0.view === view {
                touches.insert(deliveries[next].0)
                next += 1
            }
            index = next
            let event = currentEvent?.takeUnretainedValue()
            observer?.window(window, didDeliver: touches, phase: phase, to: view)
            switch phase {
            case .began: view.touchesBegan(touches, with: event)
            case .moved, .stationary: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            }
        }
    }

    // MARK: Actions and resets

    /// Actions before this index have gone out (the one just before may be running).
    @exclusivity(unchecked) private var dispatchIndex = 0

    private func dispatchActions() {
        while dispatchIndex < actionQueue.count {
            let (recognizer, state) = (Unmanaged.passUnretained(actionQueue[dispatchIndex].recognizer), actionQueue[dispatchIndex].state)
            dispatchIndex += 1
            // Unmanaged: the queue holds the recognizer until the loop ends (its entry, now before
            // `dispatchIndex`, is neither withdrawn nor popped meanwhile), so no retain is needed.
            recognizer._withUnsafeGuaranteedRef { $0.sendActions(reporting: state) }
        }
        while actionQueue.popLast() != nil {}   // keeps the storage
        dispatchIndex = 0
    }

    /// R5: a recognizer whose attempt is over and whose touches are up returns to `.possible`.
    private func resetFinished() {
        var anyFinished = false
        for index in engaged.indices where engaged[index].committedState.isTerminal {   // by index: no retain
            anyFinished = true
            break
        }
        guard anyFinished else { return }
        var index = engaged.count
        while index > 0 {
            index -= 1
            let recognizer = engaged[index]
            if recognizer.committedState.isTerminal, recognizer.trackedTouches.isEmpty {
                engaged.remove(at: index)
                recognizer.performReset()
            }
        }
    }
}
