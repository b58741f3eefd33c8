import Foundation
import Mocks
@testable import TargetAction

/// Replays steps on a fresh ``FuzzScene`` and stops at the first broken invariant.
final class FuzzRun {
    let scene: FuzzScene
    let checker: FuzzChecker
    private var fingers: [Int: FuzzTouch] = [:]
    /// Lifts and cancels a handler sent, booked at once: one the window rejects when its turn comes
    /// leaves its touch down, and its finger is booked again.
    private var liftsFromHandlers: [(finger: Int, touch: FuzzTouch)] = []
    var handlerDepth = 0
    /// How many menu choices settles made, to choose each action in turn (R121).
    private var menuChoices = 0
    /// While the harness brings the scene to rest, handlers do nothing (they could keep putting fingers down).
    private(set) var isSettling = false
    /// What a hostile scene keeps (FuzzRun+Hostile.swift).
    let hostile = FuzzHostileState()
    private var isInHandler: Bool { handlerDepth > 0 }
    /// When set, ``appliedSteps`` records each step as it applied (events without changes that did not).
    var recordsAppliedSteps = false
    private(set) var appliedSteps: [FuzzStep] = []
    /// Every touch this run made, weakly: all must go when the scene does.
    private(set) var createdTouches: [WeakBox] = []
    /// The index of the step that broke an invariant.
    private(set) var failingStep: Int?

    /// The simulator that replays recordings (R133), made for the first replay.
    var replayer: TouchSimulator?
    /// The VoiceOver driver (R143-R157), made for the first VoiceOver step; it holds the window.
    var voiceOver: VoiceOver?
    /// When set, every action with its recognizer, state and clock time, for the round trip (R136).
    var actionLog: [String]?

    /// The deliberate bug the run plays, if any.
    let fault: FuzzFault?

    init(spec: FuzzSceneSpec, fault: FuzzFault? = nil) {
        self.fault = fault
        scene = FuzzScene(spec: spec, fault: fault)
        checker = FuzzChecker(scene: scene)
        checker.onAction = { [unowned self] index, state in
            // To the microsecond: a replay's times are sums of other floating-point terms (R133).
            actionLog?.append("t=\((scene.window.clock.now * 1e6).rounded() / 1e6) r\(index) \(state)")
            // R35: a handler that sets the value on each .began and .changed reads increments.
            if state.isActive {
                switch spec.recognizers[index].kind {
                case .pinch(_, resetsScale: true): (scene.recognizers[index] as? PinchGestureRecognizer)?.scale = 1
                case .rotation(_, resetsRotation: true): (scene.recognizers[index] as? RotationGestureRecognizer)?.rotation = 0
                default: break
                }
            }
            guard !isSettling else { return }
            handlerDepth += 1
            defer { handlerDepth -= 1 }
            for effect in spec.handlerEffects[index] ?? [] where effect.state == state {
                applyFromCallback(effect.effect)
            }
            if spec.hostile != nil { fightBack(.action(recognizer: index, state)) }
        }
        checker.onValueCallback = { [unowned self] callback in
            // What an attached gesture's own onChanged or onEnded does (the gesture's, not a node's inside it).
            guard !isSettling, callback.node == 0, callback.generation == scene.values.generations[callback.gesture] else { return }
            let modifier: FuzzSceneSpec.GestureNodeSpec.Modifier
            switch callback.kind {
            case .onChanged: modifier = .onChanged
            case .onEnded: modifier = .onEnded
            case .updating: modifier = .updating   // only hostile scenes fight back from it
            default: return
            }
            handlerDepth += 1
            defer { handlerDepth -= 1 }
            for effect in spec.valueEffects[callback.gesture] ?? [] where effect.callback == modifier {
                applyFromCallback(effect.effect)
            }
            if spec.hostile != nil { fightBack(.valueCallback(gesture: callback.gesture, modifier)) }
        }
        if let hostile = spec.hostile { setUpHostile(hostile) }
    }

    /// Set when a handler advanced the clock or sent an event during the current step.
    var timeOrEventsFromHandlers = false

    var violation: FuzzViolation? { checker.violation }
    var events: Int { checker.events }

    /// Runs `steps` until one breaks an invariant; returns the violation, if any.
    @discardableResult
    func run(_ steps: [FuzzStep]) -> FuzzViolation? {
        for (index, step) in steps.enumerated() {
            perform(step)
            if violation != nil {
                failingStep = index
                return violation
            }
        }
        return nil
    }

    /// Performs one step, with the toolkit's own reports counted as violations, then checks.
    /// Prints each step before it runs.
    var tracesSteps = false

    func perform(_ step: FuzzStep) {
        if tracesSteps { print("step: \(step)") }
        timeOrEventsFromHandlers = false
        checker.stepWillBegin()
        (hostile.firedThisStep, hostile.effectsThisStep, hostile.eventsThisStep) = (0, 0, 0)
        let (_, reports) = FailureReporter.capturing { apply(step) }
        // A handler's touch-down whose event was rejected when its turn came never began; a lift
        // rejected so left its touch down.
        for (finger, touch) in fingers where !touch.wasSeenToBegin { fingers[finger] = nil }
        for lift in liftsFromHandlers where lift.touch.wasSeenToBegin && !lift.touch.phase.isTerminal && !fingers.values.contains(where: { $0 === lift.touch }) {
            fingers[fingers[lift.finger] == nil ? lift.finger : (100...).first { fingers[$0] == nil }!] = lift.touch
        }
        liftsFromHandlers.removeAll()
        // A report is right only where the checker can say why (a rejection it explained).
        if let report = checker.unexplained(reports).first {
            checker.fail("report", "the toolkit reported: \(report.message)")
        }
        checker.checkSettled(activeTouches: fingers.keys.sorted().map { fingers[$0]! } + simulatorTouches)
        if scene.spec.hostile != nil { checkHostileStep() }
        checker.checkConversions()
        if case .settle = step { checker.checkRest() }
        if !step.setsStateByHand { checker.logStepForComparison() }
    }

    func apply(_ step: FuzzStep) {
        let window = scene.window
        if recordsAppliedSteps, !step.isEvent, !isInHandler { appliedSteps.append(step) }
        if step.isMutation { checker.sceneWillChange() }
        switch step {
        case let .event(changes, delay):
            if !isInHandler { checker.buttons.sawRejection = false }
            let applied = send(changes, at: window.clock.now + delay)
            if !isInHandler { checker.checkNothingWaitsAfterEvent() }
            if recordsAppliedSteps, !isInHandler { appliedSteps.append(.event(applied, delay: delay)) }
            return
        case let .advance(interval):
            window.clock.advance(by: interval)
        case let .setHidden(view, value):
            scene.views[view].isHidden = value
        case let .setAlpha(view, value):
            scene.views[view].alpha = value
        case let .setUserInteraction(view, value):
            scene.views[view].isUserInteractionEnabled = value
        case let .setViewAttached(index, attached):
            let view = scene.views[index]
            if !attached {
                view.removeFromSuperview()
                injectAfterViewRemoval()
            } else if view.superview == nil {
                scene.views[scene.spec.views[index].parent].addSubview(view)
            }
        case let .setEnabled(recognizer, value):
            if !value, scene.recognizers[recognizer].isEnabled { checker.handSetMayEnd(recognizer, because: "it was disabled") }
            scene.recognizers[recognizer].isEnabled = value
        case let .setRecognizerAttached(index, attached):
            let recognizer = scene.recognizers[index]
            if !attached {
                if recognizer.view != nil { checker.handSetMayEnd(index, because: "it was removed from its view") }
                let wasActive = recognizer.committedState.isActive
                recognizer.view?.removeGestureRecognizer(recognizer)
                if wasActive { injectAfterRemoval(recognizer) }
            } else if recognizer.view == nil {
                scene.views[scene.spec.recognizers[index].view].addGestureRecognizer(recognizer)
            }
        case let .setGestureMask(index, mask):
            checker.valueGestureMaskWillChange(index, to: mask)
            let attached = scene.values.attached[index]
            if attached.mask.symmetricDifference(mask) == .gesture {
                attached.isEnabled = mask.contains(.gesture)   // R66: the .gesture bit of the mask
            } else {
                attached.mask = mask
            }
        case let .setGestureAttached(index, attached):
            if !attached {
                checker.valueGestureWillBeRemoved(index)
                scene.values.attached[index].remove()
            } else if scene.values.attached[index].view == nil {
                scene.reattachValueGesture(index)
                checker.valueGestureWasAttachedAgain(index)
            }
        case let .hover(step):
            applyHover(step)
        case let .setContentOffset(index, offset):
            guard let scrollView = scene.views[index] as? ScrollView, scrollView.isDragging, !scrollView.isZooming else { break }
            checker.count("offset set mid-drag by \(isInHandler ? "a handler" : "code between moves")")
            scrollView.contentOffset = offset
        case let .setStateByHand(index, states, callsHandler):
            setStateByHand(index, states, callsHandler: callsHandler)
        case let .hostile(effect):
            applyHostile(effect)
        case let .replay(replay):
            applyReplay(replay)
        case let .voiceOver(step):
            applyVoiceOver(step)
        case .settle:
            isSettling = true
            defer { isSettling = false }
            chooseFromPresentedMenu()
            let down = fingers.keys.sorted()
            if !down.isEmpty {
                _ = send(down.map { FuzzStep.Change(finger: $0, kind: .up(nil), serial: 0) }, at: window.clock.now)
            }
            liftSimulatorFingers()
            exitHoverPointer()   // after the lift: with a touch of its type down, the exit would be dropped (R102)
            window.clock.runUntilIdle()
        }
    }

    /// Sends one event made of the changes that make sense now (fingers down can move, lift or be
    /// cancelled; fingers up can go down), or nothing when none does.
    private func send(_ changes: [FuzzStep.Change], at time: TimeInterval) -> [FuzzStep.Change] {
        var applied: [FuzzStep.Change] = []
        var eventChanges: [Event.Change] = []
        var touched: Set<Int> = []
        var downs: [(Int, FuzzTouch)] = []
        var lifted: [Int] = []
        for change in changes where !touched.contains(change.finger) {
            // A finger booked by an event that is not delivered yet (a handler fired by a timer that
            // falls due before it) cannot move yet.
            let touch = fingers[change.finger]
            if let touch, !touch.wasSeenToBegin { continue }
            switch change.kind {
            case let .down(point):
                guard touch == nil else { continue }
                let new = FuzzTouch(finger: change.finger, serial: change.serial, type: change.type)
                createdTouches.append(WeakBox(new))
                downs.append((change.finger, new))
                eventChanges.append(.began(new, at: point))
            case let .move(point):
                guard let touch else { continue }
                eventChanges.append(.moved(touch, to: point))
            case let .up(point):
                guard let touch else { continue }
                lifted.append(change.finger)
                eventChanges.append(.ended(touch, at: point))
            case .stationary:
                guard let touch else { continue }
                eventChanges.append(Event.Change(touch: touch, phase: .stationary, location: nil))
            case .cancel:
                guard let touch else { continue }
                lifted.append(change.finger)
                eventChanges.append(.cancelled(touch))
            }
            touched.insert(change.finger)
            applied.append(change)
        }
        guard !eventChanges.isEmpty else { return applied }
        // Book the fingers first: handlers that send events while this one is delivered see them.
        let before = fingers
        for (finger, touch) in downs { fingers[finger] = touch }
        for finger in lifted { fingers[finger] = nil }
        if isInHandler, fault == .nestedMoveOfUnknownTouch { eventChanges.append(.moved(Touch(type: .direct), to: .zero)) }
        let event = Event(timestamp: time, changes: eventChanges)
        if isInHandler {
            checker.eventSentFromCallback(event)
            liftsFromHandlers += lifted.compactMap { finger in before[finger].map { (finger, $0) } }
        }
        do {
            try scene.window.trySendEvent(event)
        } catch {
            // The checker's observer judges the rejection. Undo this event's booking only: events
            // that handlers sent meanwhile were delivered.
            for (finger, touch) in downs where fingers[finger] === touch { fingers[finger] = nil }
            for finger in lifted {
                guard let touch = before[finger] else { continue }
                if fingers[finger] == nil {
                    fingers[finger] = touch
                } else {   // a handler put a new touch on that finger meanwhile: keep the old one aside
                    fingers[(100...).first { fingers[$0] == nil }!] = touch
                }
            }
        }
        return applied
    }

    /// R121, R122: at a settle, a menu still shown has one of its actions chosen, in turn.
    private func chooseFromPresentedMenu() {
        guard let menu = scene.window.presentedMenu else { return }
        let titles = ["A", "B", "C"]
        let title = titles[menuChoices % titles.count]
        menuChoices += 1
        TouchSimulator(window: scene.window).chooseMenuElement(title)
        checker.checkSingleSelection(of: menu, after: title)
    }
}
