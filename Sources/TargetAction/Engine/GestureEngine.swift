import Foundation

/// A window's gesture machinery: the touches down, the recognizers in an attempt, and the work
/// that settles them after every event, timer and state change.
///
/// One event: ``Window/sendEvent(_:)`` → ``send(_:)`` → validation (R30, `EventValidation`) →
/// timers due before it (`ManualClock`) → touch routing: hit test on touch-down, delivery to
/// recognizers (R14, R18, R20, `TouchRouting`) → ``settle()``: arbitration (R7, R15, R16,
/// `Arbitration`), the view's touches (R17, `ViewTouchDelivery`), actions and resets (R3-R6,
/// `ActionQueue`).
///
/// Re-entrancy has one answer, the ``WorkQueue``: an event sent while the engine works (from an
/// action, a touch handler, a timer) waits until the current work is done (R4). State changes made
/// meanwhile apply at once and are settled by the settle loop under way.
final class GestureEngine {
    /// What the engine is doing inside its current work.
    enum Phase {
        /// Between steps: a state change is settled at once.
        case idle
        /// Handing an event's touches to recognizers: actions wait until every recognizer has it (R4).
        case delivering
        /// In the settle loop, which picks up every change made meanwhile.
        case settling
    }

    /// An event sent while the engine was working, with the line that sent it.
    struct QueuedEvent {
        let event: Event
        let site: CallSite?
    }

    /// The most events one drain delivers: a handler that answers every event with another would
    /// otherwise never stop.
    static let maximumDeferredEvents = 10_000
    /// The most rounds one settle makes, and the most actions it sends: handlers that keep
    /// changing states would otherwise never stop.
    static let maximumSettleRounds = 1_000
    static let maximumSettleActions = 100_000

    /// The window whose events this engine delivers. It owns the engine; while work runs, the
    /// engine holds it, so a handler that drops the last other reference cannot free it mid-work.
    weak var window: Window?
    /// The window's identity (its engine's, one to one), which a touch that began in it carries:
    /// compared without loading the window.
    var windowIdentity: ObjectIdentifier { ObjectIdentifier(self) }
    /// The window's clock (held here too, so that events need not go through the window).
    let clock: ManualClock
    /// The window's ``Window/gestureObserver``, kept in step with it.
    weak var observer: (any GestureObserver)?
    /// The window's transcript while it records one: held here, and told before the observer.
    var transcript: GestureTrace?
    /// The window's touches being recorded, between `recordTouches(name:)` and `stopRecordingTouches()` (R135).
    var touchRecorder: TouchRecorder?
    /// Where the test that drives this window stands, for reports (see ``Window/reporting(at:_:)``).
    var callSite: CallSite?

    /// Touches down in this window, in the order they began.
    var activeTouches: [Touch] = []
    /// The hover pointer in this window, between its `.regionEntered` and `.regionExited` (R100).
    var hoverPointer: Touch?
    /// R102: the type of a pointer whose exit was dropped while a touch of its type was down; the
    /// exit ends the hover recognizers when the last such touch lifts.
    var hoverExitAwaitsLift: Touch.TouchType?
    /// Recognizers in an attempt, in the order they joined it (hit view's first).
    var engaged: [GestureRecognizer] = []
    /// The storage of a touch-down's ancestors once a delegate is asked, kept empty between
    /// touch-downs so that routing one allocates no list for them.
    var ancestorStorage: [View] = []
    /// Events sent while the engine was working.
    let events = WorkQueue<QueuedEvent>()
    /// Actions waiting to go out, in the order the states were entered (R4).
    let actions = WorkQueue<PendingAction>()
    var phase = Phase.idle
    /// Set when a recognizer asked to leave `.possible` or may have lost its last touch.
    var needsArbitration = false

    /// The timestamp of the last event delivered.
    var lastTimestamp: TimeInterval?
    /// The event being delivered, for the views' touch methods.
    var currentEvent: Event?
    /// Events delivered so far: tells ``send(_:)`` whether timers' actions sent events meanwhile.
    var processedEventCount = 0
    /// Events delivered in the current drain, for ``maximumDeferredEvents``.
    private var eventsThisDrain = 0
    /// Marks the recognizers an event with several changes was already delivered to.
    var deliveryStamp = 0
    /// Where and when the last touch lifted, for the next touch's `tapCount`.
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    /// Touches: view-side phases waiting for delivery (R17), and touches whose view is cancelled.
    var viewPendingTouches: [Touch] = []
    var viewCancellations: [Touch] = []

    /// An engine for a window being made, which sets ``window`` once it is.
    init(clock: ManualClock) {
        self.clock = clock
    }

    /// The window went away mid-attempt: its touches and recognizers hold each other, so the links
    /// are cut and the attempts end (without actions; nobody is left to watch).
    deinit {
        for touch in activeTouches {
            touch.routing.recognizers = []
            touch.routing.asSet = nil
            touch.routing.windowIdentity = nil
        }
        hoverPointer?.routing.hoverWindowIdentity = nil
        for recognizer in engaged {
            recognizer.leaveEngine()   // first: nothing may reach this engine through it
            recognizer.performReset()
        }
    }

    // MARK: Entry points

    /// Validates and delivers `event`. While the engine works, checks what the event alone can
    /// break and delivers it once the current work is done.
    func send(_ event: Event) throws(EventRejection) {
        if events.isDraining {
            try validate(event, checkingTouches: false)
            events.append(QueuedEvent(event: event, site: callSite))
            return
        }
        try validate(event)
        try catchUpClock(to: event)
        eventsThisDrain = 0
        // The window's `sendEvent`, the only caller, holds the window until this returns.
        events.run({ process(event) }, then: deliverQueued)
        if !clock.flush.isEmpty { clock.flush.run(.afterEvent) }   // R116 (a): the event and everything it sent are done
    }

    /// Runs `body` (a timer, a state set from outside, a removal, a disabling) and settles after it;
    /// events its handlers send are delivered once it is done.
    ///
    /// Inside other work, `body` just runs: an event's delivery or the settle loop under way picks
    /// up what it changed.
    func update(_ body: () -> Void) {
        if events.isDraining {   // the work under way holds the window and settles
            body()
            if phase == .idle { settle() }
            return
        }
        eventsThisDrain = 0
        withExtendedLifetime(window) {
            events.run({
                body()
                if phase == .idle { settle() }
            }, then: deliverQueued)
        }
    }

    /// Timers due before `event` fire first, each settled as an update; when events their actions
    /// sent were delivered meanwhile, `event` is checked again.
    private func catchUpClock(to event: Event) throws(EventRejection) {
        guard event.timestamp > clock.now else { return }
        let processed = processedEventCount
        clock.advance(to: event.timestamp)
        if processedEventCount != processed { try validate(event) }
    }

    /// Delivers an event that waited; a rejection is reported at the line that sent it (its
    /// `trySendEvent` had already returned).
    private func deliverQueued(_ queued: QueuedEvent) {
        eventsThisDrain += 1
        if eventsThisDrain > Self.maximumDeferredEvents {
            let dropped = events.removePending { _ in true }.count + 1
            FailureReporter.report(
                "Window.sendEvent: actions and touch handlers sent more than \(Self.maximumDeferredEvents) events while the window delivered others; \(dropped) were dropped. Stop sending an event from every action.",
                at: queued.site)
            return
        }
        let saved = callSite
        callSite = queued.site
        defer { callSite = saved }
        do {
            try validate(queued.event)
            try catchUpClock(to: queued.event)
            process(queued.event)
        } catch {
            tell(.rejected(queued.event, error))
            FailureReporter.report(
                "Window.sendEvent (sent while the window was delivering another event, delivered after it): \(error.message)",
                at: queued.site)
        }
    }

    // MARK: Settling

    /// Arbitrates, delivers the view's touches, sends actions and resets, until nothing changes.
    func settle() {
        guard phase == .idle else { return }   // the loop under way picks the change up
        phase = .settling
        defer { phase = .idle }
        var rounds = 0
        var actionsSent = 0
        repeat {
            guard rounds < Self.maximumSettleRounds, actionsSent < Self.maximumSettleActions else {
                return reportRunawaySettle(rounds: rounds, actions: actionsSent)
            }
            needsArbitration = false
            arbitrate()
            deliverToViews()
            actionsSent += dispatchActions(limit: Self.maximumSettleActions - actionsSent)
            resetFinished()
            rounds += 1
        } while needsArbitration || actions.hasPending
    }

    /// Handlers kept changing states past the settle loop's limits: reported, and the loop stops
    /// with the actions still waiting dropped.
    private func reportRunawaySettle(rounds: Int, actions sent: Int) {
        let waiting = actions.removePending { _ in true }
        needsArbitration = false
        FailureReporter.report(
            "Window: handlers kept changing recognizers' states (\(rounds) rounds, \(sent) actions sent) without the window coming to rest; \(waiting.count) action\(waiting.count == 1 ? "" : "s") still waiting were dropped. A handler that sets a state on every action never lets the window come to rest; set it only when something changed.",
            at: callSite)
    }

    /// The recognizer left the attempt without a reset of the engine's doing (a drive finished it).
    func disengage(_ recognizer: GestureRecognizer) {
        engaged = engaged.filter { $0 !== recognizer }
    }

    /// A subtree left the window: its recognizers' attempts end (cancelled if active), all of them
    /// before an event their handlers send is delivered (R4, R13).
    func subtreeLeftWindow(_ root: View) {
        withdrawTogether(.leftWindow) { recognizer in recognizer.view.map { $0.isDescendant(of: root) } ?? true }
    }

    /// Ends the attempts of the engaged recognizers `leaves` picks, all before arbitration runs, so
    /// that none begins because another left (R13); `cause` says how they left.
    func withdrawTogether(_ cause: GestureRecognizer.Cause, _ leaves: (GestureRecognizer) -> Bool) {
        update {
            for recognizer in engaged.filter(leaves) {
                withdraw(recognizer, cause, rule: "R13")
            }
        }
    }
}
