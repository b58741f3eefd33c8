import Foundation
import Mocks
import Testing
import TargetAction

/// Handlers that end their own world mid-work: a target deinitializing while its gesture is
/// cancelled, a window released from inside an action, a timer or a disabling. Nothing may reach a
/// freed object (run under `swift test --sanitize=address`), and R10 holds.
@Suite("Lifetime hazards")
struct LifetimeHazardTests {
    /// Records the states its pan reports; the log outlives the controller.
    final class StateLog {
        var states: [GestureRecognizer.State] = []
    }

    /// A controller whose `deinit` ends the pan it is the target of, as real code tidies up.
    final class TidyController: ViewController {
        let log: StateLog
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let disablesInstead: Bool

        init(log: StateLog, disablesInstead: Bool) {
            self.log = log
            self.disablesInstead = disablesInstead
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            publish("panned:", TidyController.panned)
            pan.addTarget(self, action: "panned:")
            view.addGestureRecognizer(pan)
        }

        deinit {
            if disablesInstead {
                pan.isEnabled = false
            } else {
                viewIfLoaded?.removeGestureRecognizer(pan)
            }
        }

        private func panned(_ pan: PanGestureRecognizer) {
            log.states.append(pan.state)
        }
    }

    @Test("R10: a controller whose deinit removes or disables its active pan gets no action", arguments: [false, true])
    func r10_deinitEndingActivePanSendsNothingToTheDyingTarget(disablesInstead: Bool) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let simulator = TouchSimulator(window: window)
        let log = StateLog()
        var controller: TidyController? = TidyController(log: log, disablesInstead: disablesInstead)
        weak let gone = controller
        window.addSubview(controller!.view)
        simulator.down(at: CGPoint(x: 100, y: 100))
        simulator.move(to: CGPoint(x: 100, y: 150))
        #expect(log.states == [.began])

        let (_, failures) = FailureReporter.capturing { controller = nil }

        #expect(gone == nil)
        #expect(log.states == [.began])   // no .cancelled reached the deinitializing target
        #expect(failures.isEmpty)
        simulator.up()
        #expect(log.states == [.began])
    }

    /// Holds the only reference to a window, so that a handler can drop it.
    final class WindowHolder: Responder {
        var window: Window?
        var releaseOn: GestureRecognizer.State = .began
        private(set) var seen: [GestureRecognizer.State] = []

        init(clock: ManualClock = ManualClock()) {
            window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800), clock: clock)
            super.init()
            publish("act:", WindowHolder.act)
        }

        private func act(_ recognizer: GestureRecognizer) {
            seen.append(recognizer.state)
            if recognizer.state == releaseOn { window = nil }
        }

        func attach(_ recognizer: GestureRecognizer) {
            recognizer.addTarget(self, action: "act:")
            window?.addGestureRecognizer(recognizer)
        }
    }

    @Test("R4: a handler that releases the window during an event leaves nothing behind")
    func r4_windowReleasedInsideEventAction() {
        let holder = WindowHolder()
        weak let window = holder.window
        let pan = PanGestureRecognizer(target: nil, action: nil)
        holder.attach(pan)
        let finger = Touch()
        holder.window?.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 50, y: 50))]))

        holder.window?.sendEvent(Event(timestamp: 0.1, changes: [.moved(finger, to: CGPoint(x: 50, y: 120))]))

        #expect(holder.seen == [.began])
        #expect(window == nil)
        #expect(pan.state == .possible)
    }

    @Test("R29: a handler that releases the window when a long press's timer fires leaves nothing behind")
    func r29_windowReleasedInsideTimerAction() {
        let clock = ManualClock()
        let holder = WindowHolder(clock: clock)
        weak let window = holder.window
        let press = LongPressGestureRecognizer(target: nil, action: nil)
        holder.attach(press)
        holder.window?.sendEvent(Event(timestamp: 0, changes: [.began(Touch(), at: CGPoint(x: 50, y: 50))]))

        clock.advance(by: 1)

        #expect(holder.seen == [.began])
        #expect(window == nil)
        #expect(press.state == .possible)
    }

    /// A window held only by a holder whose handler releases it on `.cancelled`, and a pan in it
    /// that has begun.
    private func activePanInHeldWindow() -> (holder: WindowHolder, pan: PanGestureRecognizer) {
        let holder = WindowHolder()
        holder.releaseOn = .cancelled
        let pan = PanGestureRecognizer(target: nil, action: nil)
        holder.attach(pan)
        let finger = Touch()
        holder.window?.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 50, y: 50))]))
        holder.window?.sendEvent(Event(timestamp: 0.1, changes: [.moved(finger, to: CGPoint(x: 50, y: 120))]))
        return (holder, pan)
    }

    @Test("R12: a handler that releases the window when its recognizer is disabled leaves nothing behind")
    func r12_windowReleasedInsideCancelledAction() {
        let (holder, pan) = activePanInHeldWindow()
        weak let window = holder.window

        pan.isEnabled = false

        #expect(holder.seen == [.began, .cancelled])
        #expect(window == nil)
        #expect(pan.state == .possible)
    }

    @Test("R13: a handler that releases the window when its recognizer is removed leaves nothing behind")
    func r13_windowReleasedInsideRemovalAction() {
        let (holder, pan) = activePanInHeldWindow()
        weak let window = holder.window

        window?.removeGestureRecognizer(pan)

        #expect(holder.seen == [.began, .cancelled])
        #expect(window == nil)
        #expect(pan.view == nil)
    }
}
