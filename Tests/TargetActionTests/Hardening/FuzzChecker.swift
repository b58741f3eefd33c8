import Foundation
@testable import TargetAction

/// A broken invariant: the rule it breaks and what happened.
struct FuzzViolation: CustomStringConvertible {
    let rule: String
    let message: String
    var description: String { "[\(rule)] \(message)" }
}

/// Watches a ``FuzzScene`` through the window's ``GestureObserver`` and the hooks of the scene's
/// views, window, targets and callbacks (its recognizers are the toolkit's own, unprobed), and
/// checks the behaviour rules after every event, transition, action and delivery.
final class FuzzChecker: GestureObserver, FuzzHooks {
    let scene: FuzzScene
    private(set) var violation: FuzzViolation?
    private(set) var events = 0
    /// What the run exercised, for the summary: "pan .began", "tap .ended", "view cancelled"...
    private(set) var counts: [String: Int] = [:]
    /// Recognizers (by index) whose `.began` action went out and was not yet closed (R3).
    var open: Set<Int> = []
    /// The state each recognizer's handler read during the action being sent (R4).
    private var handlerState: [Int: (state: GestureRecognizer.State, enabled: Bool, inWindow: Bool)] = [:]
    /// The touches a recognizer that cancels the view's touches claimed when it recognized (R17).
    private var claimed: [Int: [Touch]] = [:]
    /// Recognizers in `.began` when the current event arrived (R6).
    private var beganBeforeEvent: [GestureRecognizer] = []
    /// Touches since the last rest check.
    var touchesSinceRest: [FuzzTouch] = []
    /// The scene recognizer whose touch method the window is running: told just before it, it has
    /// returned when the checker hears the next happening other than a state change
    /// (FuzzChecker+Deliveries.swift).
    var delivering: (recognizer: GestureRecognizer, index: Int, phase: Touch.Phase)?

    // The checker's own model of touch routing (R7, R31, R32), kept by FuzzChecker+Routing.swift.

    /// Touches down, in the order they began: from their hit test to the end of the event that lifts them.
    var down: [FuzzTouch] = []
    /// Touches that began in the event being processed.
    var begunThisEvent: [FuzzTouch] = []
    /// Each recognizer's attempt (by index), since its last reset: the first touch it took, whose
    /// type every later one shares with `requiresExclusiveTouchType` (R32), and whose view is
    /// where R7 starts asking.
    var attempts: [Int: FuzzTouch] = [:]
    /// Recognizers (by index) whose last entry into `.ended` came from `.possible` (R2 amended, R3, R19).
    var endedFromPossible: Set<Int> = []
    /// R37: swipes (by index) that recognized and whose one action has not gone out yet.
    var swipeActionsDue: Set<Int> = []
    /// R54: how many times ``checkConversions()`` ran, to vary the points and pairs it tries.
    var conversionRound = 0
    /// R41: the controls between a `.touchDown` and the one event that ends it.
    var trackingControls: Set<ObjectIdentifier> = []
    /// R59-R70: what each attached gesture did in its current touch sequence.
    var valueBook: FuzzValueBook
    /// The attached gesture whose callback is doing what the spec says, if any.
    var valueGestureInCallback: Int?
    /// R86-R103: what FuzzChecker+ValueControls.swift and FuzzChecker+Hover.swift remember.
    var controlsAndHover = FuzzControlsAndHoverModel()
    /// R5 (addition): states set by hand (FuzzChecker+HandSetState.swift).
    var handSet = FuzzHandSetModel()
    /// Hostile scenes: what the checker keeps about callbacks that fight back (FuzzChecker+Hostile.swift).
    var hostileModel = FuzzHostileModel()
    /// R111-R117 (FuzzChecker+Buttons.swift).
    var buttons: FuzzButtonModel
    /// R143-R154: the VoiceOver action under way (FuzzChecker+VoiceOver.swift).
    var voiceOverModel = FuzzVoiceOverModel()
    /// Runs what a hostile scene's plan says a callback does.
    var onHostile: ((FuzzSceneSpec.HostileSite) -> Void)?

    init(scene: FuzzScene) {
        self.scene = scene
        valueBook = FuzzValueBook(spec: scene.spec)
        buttons = FuzzButtonModel(scene: scene)
        scene.connect(self)
        scene.window.gestureObserver = self
    }

    /// Counts something the run exercised, for the summary.
    func count(_ key: String) {
        counts[key, default: 0] += 1
    }

    func fail(_ rule: String, _ message: @autoclosure () -> String) {
        guard violation == nil else { return }
        guard let only = hostileModel.only else { return violation = FuzzViolation(rule: rule, message: message()) }
        let text = message()
        guard rule == only || text.contains(only) else { return count("violation passed over: [\(rule)]") }
        violation = FuzzViolation(rule: rule, message: text)
    }

    /// The scene's index of `recognizer`, -1 for any other (an attached gesture's, a scroll view's, a hover).
    func index(_ recognizer: GestureRecognizer) -> Int {
        scene.index(of: recognizer)
    }

    func kind(_ recognizer: GestureRecognizer) -> String {
        switch recognizer {
        case is ScreenEdgePanGestureRecognizer: "edge"
        case is PanGestureRecognizer: "pan"
        case is PinchGestureRecognizer: "pinch"
        case is RotationGestureRecognizer: "rotation"
        case is SwipeGestureRecognizer: "swipe"
        case is TapGestureRecognizer: "tap"
        case is LongPressGestureRecognizer: "press"
        case is ValueGestureRecognizer: "value"
        default: "flick"
        }
    }

    func name(_ recognizer: GestureRecognizer) -> String {
        if let gesture = scene.values.gesture(of: recognizer) {
            return "g\(gesture.index)'s recognizer (\(recognizer.debugName)\(gesture.isCurrent ? "" : ", removed"))"
        }
        return "r\(index(recognizer)) (\(type(of: recognizer)))"
    }

    func describe(_ view: View?) -> String {
        guard let view else { return "no view" }
        if view === scene.window { return "the window" }
        if let view = view as? FuzzView { return "v\(view.index)" }
        if let index = scene.views.firstIndex(where: { $0 === view }) { return "v\(index) (\(type(of: view)))" }
        return view.debugName
    }

    // MARK: Observer

    /// Prints events, rejections, transitions and actions (`TARGETACTION_FUZZ_TRACE=1` with a scenario).
    var trace = false

    func window(_ window: Window, willProcess event: Event) {
        catchUp()
        if trace {
            print("  event t=\(event.timestamp): \(event.changes.map { "\($0.phase) #\(($0.touch as? FuzzTouch)?.serial ?? -1)" })")
        }
        events += 1
        hostileModel.changesThisEvent = 0
        // R6 steps touch recognizers on touch events; a hover sample drives hover recognizers alone (R101).
        beganBeforeEvent = event.type == .hover ? [] : scene.allRecognizers.filter { $0.committedState == .began }
        begunThisEvent.removeAll()
        hoverWillProcess(event)
        buttonsWillProcess()
    }

    func window(_ window: Window, didProcess event: Event) {
        catchUp()
        for recognizer in beganBeforeEvent where recognizer.committedState == .began {
            fail("R6", "\(name(recognizer)) was in .began when an event came and is still in .began after it.")
        }
        beganBeforeEvent.removeAll()
        hoverDidProcess(event)
        checkPresses(when: "after an event")
        checkRouting(of: event)
        checkPans(when: "after an event")
    }

    /// R30: a rejection is right only where the checker can say why (FuzzChecker+Hostile.swift).
    func window(_ window: Window, didReject event: Event, because rejection: EventRejection) {
        catchUp()
        buttons.sawRejection = true   // a rejected event runs no flush (R116)
        if trace { print("  rejected: \(rejection.message)") }
        guard let why = explain(event, rejection) else {
            return fail("R30", "a valid event was rejected: \(rejection.message)")
        }
        rejectionWasExplained(event, rejection, why)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        if handSet.log != nil { logForComparison(1, comparisonKey(recognizer), old.rawValue, new.rawValue) }
        faults?.didTransition(recognizer, to: new)
        if new != .changed, new != .possible { checkReason(recognizer, from: old, to: new) }
        if let hover = recognizer as? HoverGestureRecognizer { return hoverTransition(hover, from: old, to: new) }
        counts["\(kind(recognizer)) → \(new)", default: 0] += 1
        if trace { print("    \(name(recognizer)) \(old) → \(new)") }
        if !Self.isLegal(from: old, to: new, discrete: recognizer is TapGestureRecognizer || recognizer is SwipeGestureRecognizer) {
            fail("R2", "\(name(recognizer)) went \(old) → \(new).")
        }
        if recognizer is ValueGestureRecognizer {   // R69: arbitrated as any other, then its gesture's own checks
            if old == .possible, new == .began || new == .ended { checkGranted(recognizer, to: new) }
            return valueRecognizer(recognizer, didTransitionFrom: old, to: new)
        }
        guard index(recognizer) >= 0 else {   // a scroll view's own pan: R2, R7 and R16, then its own checks
            if old == .possible, new == .began { checkGranted(recognizer, to: new) }
            return scrollPan(recognizer, didTransitionFrom: old, to: new)
        }
        if new == .ended {
            if old == .possible { endedFromPossible.insert(index(recognizer)) } else { endedFromPossible.remove(index(recognizer)) }
        }
        if new == .possible {
            attempts[index(recognizer)] = nil
            hostileModel.setByCallback.remove(index(recognizer))
        }
        if new == .began, let pan = recognizer as? PanGestureRecognizer { checkBegan(pan) }
        if old == .possible, new != .failed, !isForcedByCallback(recognizer) { checkLeftPossible(recognizer, for: new) }
        if new == .ended, old == .possible, recognizer is SwipeGestureRecognizer { swipeActionsDue.insert(index(recognizer)) }
        if new.isActive { checkPans(when: "on entering \(new)") }
        guard old == .possible, new == .began || new == .ended else { return }
        checkGranted(recognizer, to: new)
    }

    /// R2 (amended) and R5, written plainly: any recognizer may go possible → ended or failed; one
    /// that is not discrete (a tap, a swipe) may also begin, change, end and be cancelled; an attempt that is
    /// over returns to possible.
    static func isLegal(from old: GestureRecognizer.State, to new: GestureRecognizer.State, discrete: Bool) -> Bool {
        switch (old, new) {
        case (.possible, .ended), (.possible, .failed), (.ended, .possible), (.cancelled, .possible), (.failed, .possible):
            true
        case (.possible, .began), (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            !discrete
        default:
            false
        }
    }

    /// `recognizer` just left `.possible` for `state`: R7, R12, R15 and R16 must have allowed it.
    func checkGranted(_ recognizer: GestureRecognizer, to state: GestureRecognizer.State) {
        let me = name(recognizer)
        hostileModel.quiet = true   // the checker's own questions do not fight back
        defer { hostileModel.quiet = false }
        if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) {
            fail("R7", "\(me) left .possible for \(state) although its delegate's gestureRecognizerShouldBegin says no.")
        }
        if let refusing = askedViews(recognizer).first(where: { ($0 as? FuzzView)?.refusesToBegin == true }) {
            fail("R7", "\(me) left .possible for \(state) although \(describe(refusing))'s gestureRecognizerShouldBegin says no (its first touch went down on \(describe(attempts[index(recognizer)]?.reachedView)), its view is \(describe(recognizer.view))).")
        }
        checkControlPrecedence(recognizer, leavingFor: state)
        if !recognizer.isEnabled || recognizer.view == nil {
            fail("R12", "\(me) left .possible for \(state) while \(recognizer.isEnabled ? "detached from its view" : "disabled").")
        }
        for other in scene.allRecognizers where other !== recognizer && other.engine != nil {
            let otherState = other.committedState
            if otherState == .possible, requires(recognizer, toFail: other) {
                fail("R15", "\(me) left .possible for \(state) while \(name(other)), which it requires to fail, is still possible.")
            }
            if otherState == .possible, requires(other, toFail: recognizer) {
                fail("R15", "\(me) left .possible for \(state) but \(name(other)), which requires it to fail, is still possible instead of failed.")
            }
            let shares = recognizer.attempt.sequenceTouches.contains { touch in other.attempt.sequenceTouches.contains { $0 === touch } }
            if shares, otherState == .possible || otherState.isActive, !simultaneous(recognizer, other) {
                fail("R16", "\(me) left .possible for \(state) while \(name(other)), which shares its touches and may not recognize with it, is still \(otherState).")
            }
        }
        if recognizer.cancelsTouchesInView {
            if index(recognizer) >= 0 { claimed[index(recognizer)] = recognizer.attempt.sequenceTouches }
            for case let touch as FuzzTouch in recognizer.attempt.sequenceTouches { touch.wasClaimed = true }
        }
    }

    private func requires(_ waiter: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        waiter.requiredToFail.contains { $0 === other }
            || (waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) ?? false)
            || valuePriorityRequires(waiter, toFail: other)
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
            || valuePriorityAllowsBoth(a, b)
    }

    /// Runs what the scene's spec says a handler does (re-entrancy).
    var onAction: ((Int, GestureRecognizer.State) -> Void)?
    /// Runs what the spec says an attached gesture's callback does, once the checker heard it.
    var onValueCallback: ((FuzzGestureCallback) -> Void)?

    func handler(received recognizer: GestureRecognizer) {
        catchUp()
        if handSet.setting != nil { return handSetHeardHandler(recognizer) }   // a state set by hand: nothing runs
        handlerState[index(recognizer)] = (recognizer.state, recognizer.isEnabled, recognizer.view?.window === scene.window)
        defer { onAction?(index(recognizer), recognizer.state) }
        // A handler reads what users read: every value must be finite.
        let location = recognizer.location(in: nil)
        if !location.x.isFinite || !location.y.isFinite {
            fail("R19", "\(name(recognizer)).location(in: nil) is (\(location.x), \(location.y)) inside its \(recognizer.state) action.")
        }
        if let pan = recognizer as? PanGestureRecognizer {
            checkFinite(pan, when: "inside its \(recognizer.state) action")
            if recognizer.state.isActive { checkCount(of: pan, when: "inside its \(recognizer.state) action") }
        }
        checkTwoTouchValues(recognizer, when: "inside its \(recognizer.state) action")
        // R19 (amended): the touches it reads are there; after possible → ended, those that completed it.
        let count = recognizer.numberOfTouches
        for touchIndex in 0..<count {
            let point = recognizer.location(ofTouch: touchIndex, in: nil)
            if !point.x.isFinite || !point.y.isFinite {
                fail("R19", "\(name(recognizer)).location(ofTouch: \(touchIndex), in: nil) is (\(point.x), \(point.y)) inside its \(recognizer.state) action.")
            }
        }
        if recognizer.state == .ended, endedFromPossible.contains(index(recognizer)), count == 0, !hostileModel.setByCallback.contains(index(recognizer)) {
            fail("R19", "\(name(recognizer)) went .possible → .ended but its action reads numberOfTouches 0, not the touches that completed it.")
        }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        catchUp()
        let index = index(recognizer)
        if handSet.log != nil { logForComparison(2, comparisonKey(recognizer), state.rawValue) }
        if !state.sendsActions {
            fail("R3", "\(name(recognizer)) sent its action for \(state).")
        }
        guard index >= 0 else { return }   // a scroll view's pan: its target is the scroll view
        guard target === scene.target else { return count("action to a hostile scene's other target") }
        let read = handlerState.removeValue(forKey: index)
        if read?.state != state {
            fail("R4", "\(name(recognizer)) sent its action for \(state) but the handler read state \(read.map { "\($0.state)" } ?? "nothing (not called)").")
        }
        if read?.enabled == false, state != .cancelled {
            fail("R12", "\(name(recognizer)) is disabled but sent its action for \(state).")
        } else if read?.inWindow == false, state != .cancelled {
            fail("R13", "\(name(recognizer)) is \(recognizer.view == nil ? "removed from its view" : "in a view that left the window") but sent its action for \(state).")
        }
        // R2 (amended): .ended straight from .possible closes no .began.
        let recognized = state == .ended && endedFromPossible.contains(index)
        switch state {
        case .began:
            if open.contains(index) { fail("R3", "\(name(recognizer)) sent .began again before .ended or .cancelled.") }
            open.insert(index)
        case .changed:
            if !open.contains(index) { fail("R3", "\(name(recognizer)) sent .changed without a .began before it.") }
        case .ended where recognized:
            if open.contains(index) { fail("R3", "\(name(recognizer)) went .possible → .ended and sent .ended while a .began is open.") }
        case .ended, .cancelled:
            if open.remove(index) == nil { fail("R3", "\(name(recognizer)) sent \(state) without a .began before it.") }
        default:
            break
        }
        if recognizer is SwipeGestureRecognizer { checkSwipeAction(recognizer, state: state) }
        if state == .began || recognized, let touches = claimed.removeValue(forKey: index) {
            for case let touch as FuzzTouch in touches where touch.viewPhases.contains(.began) && !(touch.viewPhases.last?.isTerminal ?? false) {
                fail("R17", "\(name(recognizer)) cancels touches in view and recognized, but touch #\(touch.serial)'s view was not sent touchesCancelled before the action (its phases: \(touch.viewPhases)).")
            }
        }
    }

    func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {
        catchUp()
        counts["view \(phase)", default: 0] += touches.count
        if handSet.log != nil { logForComparison([3, phase.hashValue, describe(view).hashValue] + touches.map { ($0 as? FuzzTouch)?.serial ?? -1 }.sorted()) }
        for case let touch as FuzzTouch in touches {
            if touch.view !== view {
                fail("R20", "touch #\(touch.serial)'s \(phase) went to \(describe(view)), not to its own view \(describe(touch.view)).")
            }
            let phases = touch.viewPhases
            let wrong: String? = switch phase {
            case .began: phases.isEmpty ? nil : "began again"
            case .stationary: "stationary (a touch that did not change)"
            case .regionEntered, .regionMoved, .regionExited: "a hover sample (views hear no hover, R102)"
            case .moved: phases.first != .began || phases.last!.isTerminal ? "\(phase) out of order" : nil
            case .ended, .cancelled: phases.first != .began || phases.last!.isTerminal ? "\(phase) without a began, or after the end" : nil
            }
            if let wrong {
                fail("R17", "touch #\(touch.serial)'s view got \(wrong) (before: \(phases)).")
            }
            checkViewMayHear(touch, phase: phase, view: view)
            checkContentDelivery(touch, phase: phase, view: view)
            touch.viewPhases.append(phase)
            if phase == .began || phase == .ended {
                for recognizer in touch.gestureRecognizers where recognizer.engine != nil && recognizer.committedState == .possible
                    && recognizer.attempt.sequenceTouches.contains(where: { $0 === touch }) {
                    let delays = phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded || recognizer.delaysTouchesBegan
                    if delays {
                        fail("R17", "touch #\(touch.serial)'s view got \(phase) while \(name(recognizer)), which delays it, is still possible.")
                    }
                }
            }
        }
    }

    func view(_ view: View, receives touches: Set<Touch>, phase: Touch.Phase) {
        for touch in touches where touch.view !== view {
            fail("R20", "\(describe(view)) got \(phase) for a touch of \(describe(touch.view)).")
        }
        for case let touch as FuzzTouch in touches {
            checkViewMayHear(touch, phase: phase, view: view)
        }
    }
}
