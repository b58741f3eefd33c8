import Foundation

/// The root of a view tree: it takes events, hit-tests them and drives the recognizers, on the
/// virtual time of its ``clock``.
open class Window: View {
    /// The window's virtual time; recognizers schedule their timers here.
    public let clock: ManualClock
    /// The gesture machinery: touches down, recognizers in an attempt, arbitration.
    let engine: GestureEngine
    /// The menu shown and the control that showed it (R121; Window+Menu.swift).
    var menuPresentation = MenuPresentation()

    public init(frame: CGRect, clock: ManualClock = ManualClock()) {
        self.clock = clock
        engine = GestureEngine(clock: clock)
        super.init(frame: frame)
        engine.window = self
    }

    /// Watches events, state changes, actions and the view's touches; held weakly.
    public weak var gestureObserver: (any GestureObserver)? {
        didSet { engine.observer = gestureObserver }
    }

    /// The controller whose view fills the window.
    open var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let controller = rootViewController {
                let root = controller.view!
                root.frame = bounds
                addSubview(root)
            }
        }
    }

    override open var next: Responder? { nil }

    /// The screen the window is shown on (R58).
    open var screen: Screen { .main }

    /// Delivers `event`: hit testing on touch-down, recognizers, arbitration, the view's touches,
    /// actions. An event that breaks R30 is reported (see ``trySendEvent(_:)``) and changes nothing.
    open func sendEvent(_ event: Event) {
        do {
            try trySendEvent(event)
        } catch {
            FailureReporter.report("Window.sendEvent: \(error.message)", at: engine.callSite)
        }
    }

    /// Delivers `event`, or throws why it was rejected (R30). A rejected event changes nothing.
    ///
    /// Events are delivered one at a time. An event sent while the window is delivering another
    /// (from an action, a touch handler or a timer) is checked at once for what it alone can break,
    /// and delivered as soon as the current one is done, before the outermost call returns; a
    /// rejection found then is reported at the line that sent it.
    public func trySendEvent(_ event: Event) throws(EventRejection) {
        do {
            try engine.send(event)
        } catch {
            engine.tell(.rejected(event, error))
            throw error
        }
    }

    /// Runs `body` with failures found meanwhile (an action nobody answers, a bad index) reported
    /// at `site` instead of inside the toolkit. Test drivers wrap each step in it.
    package func reporting<Result>(at site: CallSite, _ body: () throws -> Result) rethrows -> Result {
        let saved = engine.callSite
        engine.callSite = site
        defer { engine.callSite = saved }
        return try body()
    }

    /// Checks `event` against R30 without delivering it.
    package func validate(_ event: Event) throws(EventRejection) {
        try engine.validate(event)
    }

    /// The touches currently down in this window, in the order they began.
    public var activeTouches: [Touch] { engine.activeTouches }

    /// Whether an event sent while the window was delivering another, and still waiting to be
    /// delivered, names `touch`: a driver's fingers are right only once it has gone out or been rejected.
    package func isWaiting(_ touch: Touch) -> Bool {
        engine.events.containsPending { queued in queued.event.changes.contains { $0.touch === touch } }
    }

    /// The recognizers in an attempt (not idle in `.possible`), in the order they joined it.
    package var engagedGestureRecognizers: [GestureRecognizer] { engine.engaged }

    /// The timestamp of the last event delivered, if any.
    public var lastEventTimestamp: TimeInterval? { engine.lastTimestamp }
}
