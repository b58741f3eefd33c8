import Foundation
import Mocks
@testable import TargetAction

/// A target a hostile scene adds to a recognizer or a control and then may release (R10): the
/// run holds it, nothing else should.
final class FuzzHostileTarget: Responder {
    let index: Int
    weak var hooks: FuzzHooks?

    init(index: Int) {
        self.index = index
        super.init()
        publish("hostileTarget:", FuzzHostileTarget.handle)
    }

    func handle(_ sender: AnyObject) {
        hooks?.hostile(.target(index))
    }

    func handleRecognizer(_ recognizer: GestureRecognizer) {
        hooks?.hostile(.target(index))
    }

    func handleControl(_ control: Control) {
        hooks?.hostile(.target(index))
    }
}

/// What a hostile run keeps: its releasable targets, the host controller, the simulator, and how
/// often each callback ran.
final class FuzzHostileState {
    var targets: [FuzzHostileTarget?] = []
    var released: [(index: Int, target: WeakBox)] = []
    var host: ViewController?
    /// Every controller view presented, for the memory rule.
    var presentedViews: [WeakBox] = []
    var simulator: TouchSimulator?
    /// States set by callbacks so far: one set from inside another's handlers shows here.
    var stateSets = 0
    /// ``FuzzFault/keepsReleasedTargets``: what it keeps.
    var keptByFault: [AnyObject] = []
    var calls: [FuzzSceneSpec.HostileSite: Int] = [:]
    /// Callbacks that fought back, and events they sent, in the current step: each has a budget,
    /// so that callbacks that keep answering one another still let a step end.
    var firedThisStep = 0
    var effectsThisStep = 0
    var eventsThisStep = 0

    static let callbacksPerStep = 40
    static let effectsPerStep = 100
    static let eventsPerStep = 16
}

extension FuzzRun {
    /// Adds the hostile scene's targets, its host controller and its simulator.
    func setUpHostile(_ spec: FuzzSceneSpec.HostileSpec) {
        for (index, targetSpec) in spec.targets.enumerated() {
            let target = FuzzHostileTarget(index: index)
            target.hooks = checker
            switch targetSpec.owner {
            case let .recognizer(recognizer):
                let recognizer = scene.recognizers[recognizer]
                if targetSpec.typed {
                    recognizer.addTarget(target, action: FuzzHostileTarget.handleRecognizer)
                } else {
                    recognizer.addTarget(target, action: "hostileTarget:")
                }
            case let .control(view, events):
                guard let control = scene.views[view] as? Control else { continue }
                if targetSpec.typed {
                    control.addTarget(target, action: FuzzHostileTarget.handleControl, for: events)
                } else {
                    control.addTarget(target, action: "hostileTarget:", for: events)
                }
            }
            hostile.targets.append(target)
        }
        if let hostView = spec.hostView {
            let host = ViewController()
            host.view = scene.views[hostView]
            hostile.host = host
        }
        if spec.usesSimulator { hostile.simulator = TouchSimulator(window: scene.window) }
        checker.count("scene with hostile callbacks")
        checker.onHostile = { [unowned self] site in fightBack(site) }
    }

    /// A callback of the hostile scene ran: on the calls its plan names, it does what the plan says.
    func fightBack(_ site: FuzzSceneSpec.HostileSite) {
        guard let plan = scene.spec.hostile?.plans[site], !isSettling else { return }
        let call = hostile.calls[site, default: 0]
        hostile.calls[site] = call + 1
        guard call % plan.period == plan.phase else { return }
        guard handlerDepth < 4, hostile.firedThisStep < FuzzHostileState.callbacksPerStep else {
            return checker.count("hostile callback held back (depth or budget)")
        }
        hostile.firedThisStep += 1
        checker.count("hostile \(site.kind)")
        if tracesSteps { print("    \(site) fights back (call \(call))") }
        handlerDepth += 1
        defer { handlerDepth -= 1 }
        for effect in plan.effects { applyFromCallback(effect) }
    }

    /// Applies what a callback does (a handler, a value-gesture callback, a hostile callback).
    func applyFromCallback(_ effect: FuzzStep) {
        let sendsEvents: Bool
        switch effect {
        case .advance:
            timeOrEventsFromHandlers = true
            checker.hostileModel.clockMovedByCallback = true
            sendsEvents = false
        case .event:
            timeOrEventsFromHandlers = true
            sendsEvents = true
        case let .hostile(.simulator(op)):
            timeOrEventsFromHandlers = true
            if case .tap = op { checker.hostileModel.clockMovedByCallback = true }
            sendsEvents = true
        default:
            sendsEvents = false
        }
        if scene.spec.hostile != nil {
            guard handlerDepth <= 4, hostile.effectsThisStep < FuzzHostileState.effectsPerStep else {
                return checker.count("hostile effect held back (depth or budget)")
            }
            hostile.effectsThisStep += 1
            if sendsEvents {
                guard hostile.eventsThisStep < FuzzHostileState.eventsPerStep else { return checker.count("hostile event held back (budget)") }
                hostile.eventsThisStep += 1
            }
        }
        checker.callbackEffectWillApply(effect, hostile: scene.spec.hostile != nil)
        if tracesSteps { print("      callback: \(effect)") }
        apply(effect)
    }

    // MARK: Effects

    func applyHostile(_ effect: FuzzHostileEffect) {
        checker.count("hostile effect: \(effect.kind)")
        switch effect {
        case let .setControlEnabled(view, value):
            guard let control = scene.views[view] as? Control else { return }
            // R40: disabled, it tracks nothing and sends nothing: its touch-down ends without an event.
            let wasTracking = control.isTracking
            if !value, control.isEnabled, checker.trackingControls.remove(ObjectIdentifier(control)) != nil {
                checker.count("control disabled while tracking")
            }
            control.isEnabled = value
            if !value, wasTracking, fault == .controlSendsWhenDisabled { control.dispatchActions(for: .touchDragInside, with: nil) }
        case let .setState(index, state):
            setStateFromCallback(index, state)
        case let .releaseTarget(index):
            guard let target = hostile.targets[index] else { return }
            hostile.released.append((index, WeakBox(target)))
            if fault == .keepsReleasedTargets { hostile.keptByFault.append(target) }
            hostile.targets[index] = nil
        case .present:
            guard let host = hostile.host else { return }
            let presented = FuzzPresentedController(index: 1000 + hostile.presentedViews.count, hooks: checker)
            let busy = host.presentedViewController != nil
            expecting(busy ? ["is already presenting"] : [], because: "presented while presenting") {
                host.present(presented, animated: false, completion: nil)
            }
            if !busy, let view = presented.viewIfLoaded { hostile.presentedViews.append(WeakBox(view)) }
        case .dismiss:
            hostile.host?.dismiss(animated: false, completion: nil)
        case let .moveContent(view, move):
            moveContent(view, move)
        case let .simulator(op):
            simulate(op)
        }
    }

    /// Runs `body`, taking the reports `expected` names (one each, in any order) as explained by
    /// `why`; any other report goes on to the step's judgement, and an expected one that never
    /// came is a violation: misuse is always reported (R30).
    func expecting(_ expected: [String], because why: String, _ body: () -> Void) {
        let (_, reports) = FailureReporter.capturing(body)
        var pending = expected
        for report in reports {
            if let index = pending.firstIndex(where: { report.message.contains($0) }) {
                pending.remove(at: index)
                checker.count("hostile report explained: \(why)")
            } else {
                FailureReporter.report(report.message)
            }
        }
        if let missing = pending.first {
            checker.fail("R30", "a callback's misuse (\(why)) was not reported: no report says \"\(missing)\".")
        }
    }

    /// `state = newValue` from a callback. R2 decides what is reported; a recognizer no touch is on
    /// keeps a terminal state as R5 (addition) says, which the checker's model follows.
    private func setStateFromCallback(_ index: Int, _ newValue: GestureRecognizer.State) {
        let recognizer = scene.recognizers[index]
        let discrete = recognizer.isDiscrete
        checker.hostileModel.setByCallback.insert(index)
        hostile.stateSets += 1
        let sets = hostile.stateSets
        checker.handSet.ended[index] = nil   // what the set leaves is the model's from here (R5 addition)
        defer { if recognizer.engine == nil { checker.hostileModel.setByCallback.remove(index) } }
        let legal = { (from: GestureRecognizer.State) in GestureRecognizer.isLegalTransition(from: from, to: newValue, discrete: discrete) }
        if recognizer.engine == nil {
            // R5 (addition): outside an attempt the state is entered at once, R7 asked first (whose
            // questions may fight back too); a terminal state stays until set again or touched.
            let current = recognizer.committedState
            let from: GestureRecognizer.State = current.isTerminal && recognizer.reportedState == nil ? .possible : current
            let silent = legal(from) || (newValue == from && (!newValue.sendsActions || newValue == .possible))
            let attached = recognizer.view != nil
            expecting(silent ? [] : ["is not a transition a real"], because: "an illegal state set on an idle recognizer") {
                recognizer.state = newValue
                // As a user's fake does, an active state set by hand is ended by hand: nothing else would end it.
                if recognizer.engine == nil, recognizer.committedState.isActive { recognizer.state = .ended }
            }
            let after = recognizer.committedState
            checker.count("hostile state set on an idle recognizer: \(after)")
            let nested = hostile.stateSets != sets   // a handler of this set set a state too: its steps were checked as they went
            if !nested, after != from, after != current, !GestureRecognizer.isLegalTransition(from: from, to: after, discrete: discrete) {
                checker.fail("R2", "r\(index), idle in \(current), went to \(after) when a callback set \(newValue).")
            }
            if !nested, from == .possible, newValue.sendsActions, after == newValue || (newValue.isActive && after == .ended), !recognizer.isEnabled || (attached && recognizer.view == nil) {
                checker.fail(recognizer.isEnabled ? "R13" : "R12", "r\(index), set to \(newValue) by a callback, entered it although R7's questions \(recognizer.isEnabled ? "removed it from its view" : "disabled it").")
            }
            if recognizer.engine == nil {   // what the set left stays (R5 addition), whatever its questions did meanwhile
                checker.handSet.ended[index] = nil
                checker.handSet.states[index] = after.isTerminal ? after : nil
                checker.handSet.setFromCallback.insert(index)
            }
            return
        }
        // The scene's custom recognizer only ever recognizes from .possible (R2 amended): its code
        // ends nothing it did not begin, so a state it cannot leave is not forced on it.
        if recognizer is UserFlickGestureRecognizer, newValue.isActive { return checker.count("hostile state set skipped: a custom recognizer that never begins") }
        let current = recognizer.committedState
        var silent = false
        if current == .possible, let pending = recognizer.attempt.pendingLeave {
            silent = newValue == pending || (newValue != .failed && !legal(.possible))
        }
        if !silent, !legal(current) {
            silent = newValue == current && (!newValue.sendsActions || newValue == .possible)
            expecting(silent ? [] : ["is not a transition a real"], because: "an illegal state set on a recognizer in an attempt") {
                recognizer.state = newValue
            }
            return
        }
        checker.count("hostile state set: \(current) → \(newValue)\(silent ? " (nothing new)" : "")")
        recognizer.state = newValue
    }

    /// Moves a scroll view's content in code, to where the fractions say at this moment.
    private func moveContent(_ index: Int, _ move: FuzzHostileEffect.ContentMove) {
        guard let scrollView = scene.views[index] as? ScrollView else { return }
        checker.contentWillMoveByCallback(scrollView)
        checker.hostileModel.movingContent += 1
        defer { checker.hostileModel.movingContent -= 1 }
        let low = scrollView.minimumOffset, high = scrollView.maximumOffset
        let point = { (x: CGFloat, y: CGFloat) in CGPoint(x: low.x + (high.x - low.x) * x, y: low.y + (high.y - low.y) * y) }
        defer {
            // The call may have ended a zoom, and so moved the edges the point was taken within.
            let offset = scrollView.contentOffset
            if scrollView.motion.kind == .none, scrollView.clampedOffset(offset) != offset {
                (scrollView as? FuzzScrollView)?.offsetSetOutsideEdges = offset
            }
        }
        switch move {
        case let .offset(x, y):
            scrollView.contentOffset = point(x, y)
        case let .jump(x, y):
            scrollView.setContentOffset(point(x, y), animated: false)
        case let .animatedOffset(x, y):
            scrollView.setContentOffset(point(x, y), animated: true)
        case let .zoomScale(fraction, animated):
            let minimum = scrollView.minimumZoomScale, maximum = scrollView.maximumZoomScale
            scrollView.setZoomScale(minimum + (maximum - minimum) * fraction, animated: animated)
        case let .zoomTo(x, y, size, animated):
            guard let view = scrollView.zoomView() else { return }
            let bounds = view.bounds
            let rect = CGRect(x: bounds.minX + bounds.width * x, y: bounds.minY + bounds.height * y,
                              width: max(1, bounds.width * size), height: max(1, bounds.height * size))
            scrollView.zoom(to: rect, animated: animated)
        }
    }

    /// Drives the simulator: a finger already down (or not down) is misuse the simulator reports.
    private func simulate(_ op: FuzzHostileEffect.SimulatorOp) {
        guard let simulator = hostile.simulator else { return }
        let down = Set(simulator.fingersDown)
        switch op {
        case let .down(finger, point):
            expecting(down.contains(finger) ? ["is already down"] : [], because: "a simulator finger put down twice") {
                simulator.down(at: point, finger: finger)
            }
        case let .move(finger, point):
            expecting(down.contains(finger) ? [] : ["is not down"], because: "a simulator finger moved while up") {
                simulator.move(to: point, finger: finger)
            }
        case let .up(finger):
            expecting(down.contains(finger) ? [] : ["is not down"], because: "a simulator finger lifted while up") {
                simulator.up(finger: finger)
            }
        case let .cancel(finger):
            expecting(down.contains(finger) ? [] : ["is not down"], because: "a simulator finger cancelled while up") {
                simulator.cancel(finger: finger)
            }
        case let .tap(point):
            simulator.tap(at: point)
        }
    }

    // MARK: Settling and checking

    /// Lifts every finger the simulators have down (when the scene settles): a hostile callback's,
    /// the replays' and VoiceOver's.
    func liftSimulatorFingers() {
        for simulator in simulators {
            for finger in simulator.fingersDown { simulator.up(finger: finger) }
        }
    }

    /// The simulators' touches down, as they count them.
    var simulatorTouches: [Touch] {
        simulators.flatMap { simulator in simulator.fingersDown.compactMap { simulator.touch(finger: $0) } }
    }

    /// The run's simulators: a hostile callback's, the replays' and VoiceOver's, when made.
    private var simulators: [TouchSimulator] {
        [hostile.simulator, replayer, voiceOver?.touches].compactMap { $0 }
    }

    /// After every step of a hostile scene: a released target is gone (R10: targets are held
    /// weakly), and the simulator's fingers are the window's touches that are not the run's (R4).
    func checkHostileStep() {
        if fault == .windowDropsSimulatorTouch { dropASimulatorTouch() }
        for (index, target) in hostile.released where target.object != nil {
            checker.fail("R10", "target t\(index) is still alive after the run dropped its last strong reference: the toolkit holds a target strongly.")
        }
        hostile.released.removeAll { $0.target.object == nil }
        guard let simulator = hostile.simulator else { return }
        let active = scene.window.activeTouches
        for finger in simulator.fingersDown {
            guard let touch = simulator.touch(finger: finger), !active.contains(where: { $0 === touch }) else { continue }
            checker.fail("R4", "the simulator counts finger \(finger) down, but the window holds no touch of it: nothing can lift it.")
        }
        let counted = simulatorTouches
        for touch in active where !(touch is FuzzTouch) && !counted.contains(where: { $0 === touch }) {
            checker.fail("R4", "the window holds a touch the simulator put down but no longer counts (fingers down: \(simulator.fingersDown)): nothing can lift it.")
        }
    }
}

/// A controller a hostile callback presents: its view is a plain scene view that covers the window.
final class FuzzPresentedController: ViewController {
    let index: Int
    weak var hooks: FuzzHooks?

    init(index: Int, hooks: FuzzHooks?) {
        self.index = index
        self.hooks = hooks
        super.init()
    }

    override func loadView() {
        let view = FuzzView(index: index, frame: FuzzSceneSpec.windowFrame)
        view.hooks = hooks
        self.view = view
    }
}

extension FuzzScene {
    /// In a hostile scene, the delegates' questions, the plain views' `gestureRecognizerShouldBegin`
    /// and the scroll views' delegate calls may fight back.
    func connectHostile(_ hooks: FuzzHooks) {
        for delegate in delegates { delegate?.hostileHooks = hooks }
        for view in views {
            (view as? FuzzView)?.hostileHooks = hooks
            (view as? FuzzScrollView)?.hostileHooks = hooks
        }
    }
}
