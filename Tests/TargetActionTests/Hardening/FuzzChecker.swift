import Foundation
@testable import TargetAction

/// A broken invariant: the rule it breaks and what happened.
struct FuzzViolation: CustomStringConvertible {
    let rule: String
    let message: String
    var description: String { "[\(rule)] \(message)" }
}

/// Watches a ``FuzzScene`` through the window's ``GestureObserver`` and the scene's hooks, and
/// checks the behaviour rules after every event, transition, action and delivery.
final class FuzzChecker: GestureObserver, FuzzHooks {
    let scene: FuzzScene
    private(set) var violation: FuzzViolation?
    private(set) var events = 0
    /// What the run exercised, for the summary: "pan .began", "tap .ended", "view cancelled"...
    private(set) var counts: [String: Int] = [:]
    /// Recognizers (by index) whose `.began` action went out and was not yet closed (R3).
    private var open: Set<Int> = []
    /// The state each recognizer's handler read during the action being sent (R4).
    private var handlerState: [Int: (state: GestureRecognizer.State, enabled: Bool)] = [:]
    /// The touches a recognizer that cancels the view's touches claimed when it recognized (R17).
    private var claimed: [Int: [Touch]] = [:]
    /// Recognizers in `.began` when the current event arrived (R6).
    private var beganBeforeEvent: [GestureRecognizer] = []
    /// Touches since the last rest check.
    var touchesSinceRest: [FuzzTouch] = []

    init(scene: FuzzScene) {
        self.scene = scene
        scene.connect(self)
        scene.window.gestureObserver = self
    }

    func fail(_ rule: String, _ message: @autoclosure () -> String) {
        guard violation == nil else { return }
        violation = FuzzViolation(rule: rule, message: message())
    }

    private func index(_ recognizer: GestureRecognizer) -> Int {
        (recognizer as? any FuzzRecognizer)?.fuzzIndex ?? -1
    }

    private func kind(_ recognizer: GestureRecognizer) -> String {
        switch recognizer {
        case is PanGestureRecognizer: "pan"
        case is TapGestureRecognizer: "tap"
        default: "press"
        }
    }

    private func name(_ recognizer: GestureRecognizer) -> String {
        "r\(index(recognizer)) (\(type(of: recognizer)))"
    }

    // MARK: R18: hit testing against a reference

    func window(_ window: Window, hitTested point: CGPoint, found view: View?, for event: Event?) {
        var path: Set<ObjectIdentifier> = []
        let expected = referenceHitTest(window, point, path: &path)
        // The touch being hit-tested: the first touch-down of the event that began but has no result yet.
        let touch = event?.changes.lazy.compactMap { $0.phase == .began ? $0.touch as? FuzzTouch : nil }
            .first { $0.hasBegun && !$0.wasHitTested }
        if let touch {
            touch.wasHitTested = true
            touch.expectedView = expected
            touch.hitPath = path
            touchesSinceRest.append(touch)
        } else {
            fail("R18", "a hit test at (\(point.x), \(point.y)) ran for no touch-down.")
        }
        if view !== expected {
            fail("R18", "a touch-down at (\(point.x), \(point.y)) was hit-tested to \(describe(view)); the reference hit test finds \(describe(expected)).")
        }
        if let view, !isVisibleChain(view) {
            fail("R18", "a touch-down at (\(point.x), \(point.y)) landed on \(describe(view)), which is hidden, transparent, not interactive or outside a superview.")
        }
    }

    /// R18 written plainly: visible, interactive, opaque enough, inside; subviews front to back.
    private func referenceHitTest(_ view: View, _ point: CGPoint, path: inout Set<ObjectIdentifier>) -> View? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return nil }
        let bounds = view.bounds
        guard point.x >= bounds.minX, point.x < bounds.maxX, point.y >= bounds.minY, point.y < bounds.maxY else { return nil }
        for subview in view.subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX,
                                y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = referenceHitTest(subview, local, path: &path) {
                path.insert(ObjectIdentifier(view))
                return hit
            }
        }
        path.insert(ObjectIdentifier(view))
        return view
    }

    private func isVisibleChain(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden || !candidate.isUserInteractionEnabled || candidate.alpha < 0.01 { return false }
            current = candidate.superview
        }
        return true
    }

    private func describe(_ view: View?) -> String {
        guard let view else { return "no view" }
        if view === scene.window { return "the window" }
        if let view = view as? FuzzView { return "v\(view.index)" }
        return view.debugName
    }

    // MARK: Observer

    /// Prints events, rejections, transitions and actions (`TARGETACTION_FUZZ_TRACE=1` with a scenario).
    var trace = false

    func window(_ window: Window, willProcess event: Event) {
        if trace {
            print("  event t=\(event.timestamp): \(event.changes.map { "\($0.phase) #\(($0.touch as? FuzzTouch)?.serial ?? -1)" })")
        }
        events += 1
        beganBeforeEvent = scene.recognizers.filter { $0.committedState == .began }
    }

    func window(_ window: Window, didProcess event: Event) {
        for recognizer in beganBeforeEvent where recognizer.committedState == .began {
            fail("R6", "\(name(recognizer)) was in .began when an event came and is still in .began after it.")
        }
        beganBeforeEvent.removeAll()
    }

    /// Whether a rejection is expected: a handler moved the clock or sent events during this step,
    /// which can make an event waiting behind them stale (rightly rejected).
    var rejectionIsExpected: () -> Bool = { false }

    func window(_ window: Window, didReject event: Event, because rejection: EventRejection) {
        if trace { print("  rejected: \(rejection.message)") }
        guard !rejectionIsExpected() else { return }
        fail("R30", "a valid event was rejected: \(rejection.message)")
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        counts["\(kind(recognizer)) → \(new)", default: 0] += 1
        if trace { print("    \(name(recognizer)) \(old) → \(new)") }
        let legal = GestureRecognizer.isLegalTransition(from: old, to: new, discrete: recognizer.isDiscrete)
            || (old.isTerminal && new == .possible)
        if !legal {
            fail("R2", "\(name(recognizer)) went \(old) → \(new).")
        }
        guard old == .possible, new == .began || new == .ended else { return }
        checkGranted(recognizer, to: new)
    }

    /// `recognizer` just left `.possible` for `state`: R7, R12, R15 and R16 must have allowed it.
    private func checkGranted(_ recognizer: GestureRecognizer, to state: GestureRecognizer.State) {
        let me = name(recognizer)
        if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) {
            fail("R7", "\(me) left .possible for \(state) although its delegate's gestureRecognizerShouldBegin says no.")
        }
        if let view = recognizer.view as? FuzzView, view.refusesToBegin {
            fail("R7", "\(me) left .possible for \(state) although its view's gestureRecognizerShouldBegin says no.")
        }
        if !recognizer.isEnabled || recognizer.view == nil {
            fail("R12", "\(me) left .possible for \(state) while \(recognizer.isEnabled ? "detached from its view" : "disabled").")
        }
        for other in scene.recognizers where other !== recognizer && other.engine != nil {
            let otherState = other.committedState
            if otherState == .possible, requires(recognizer, toFail: other) {
                fail("R15", "\(me) left .possible for \(state) while \(name(other)), which it requires to fail, is still possible.")
            }
            if otherState == .possible, requires(other, toFail: recognizer) {
                fail("R15", "\(me) left .possible for \(state) but \(name(other)), which requires it to fail, is still possible instead of failed.")
            }
            let shares = recognizer.sequenceTouches.contains { touch in other.sequenceTouches.contains { $0 === touch } }
            if shares, otherState == .possible || otherState.isActive, !simultaneous(recognizer, other) {
                fail("R16", "\(me) left .possible for \(state) while \(name(other)), which shares its touches and may not recognize with it, is still \(otherState).")
            }
        }
        if recognizer.cancelsTouchesInView {
            claimed[index(recognizer)] = recognizer.sequenceTouches
        }
    }

    private func requires(_ waiter: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        waiter.requiredToFail.contains { $0 === other }
            || (waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) ?? false)
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Runs what the scene's spec says a handler does (re-entrancy).
    var onAction: ((Int, GestureRecognizer.State) -> Void)?

    func handler(received recognizer: GestureRecognizer) {
        handlerState[index(recognizer)] = (recognizer.state, recognizer.isEnabled)
        defer { onAction?(index(recognizer), recognizer.state) }
        // A handler reads what users read: every value must be finite.
        let location = recognizer.location(in: nil)
        if !location.x.isFinite || !location.y.isFinite {
            fail("R19", "\(name(recognizer)).location(in: nil) is (\(location.x), \(location.y)) inside its \(recognizer.state) action.")
        }
        if let pan = recognizer as? PanGestureRecognizer {
            checkFinite(pan, when: "inside its \(recognizer.state) action")
        }
    }

    private func checkFinite(_ pan: PanGestureRecognizer, when: String) {
        let translation = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)
        if !translation.x.isFinite || !translation.y.isFinite {
            fail("R24", "\(name(pan)).translation is (\(translation.x), \(translation.y)) \(when).")
        }
        if !velocity.x.isFinite || !velocity.y.isFinite {
            fail("R25", "\(name(pan)).velocity is (\(velocity.x), \(velocity.y)) \(when).")
        }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
        let index = index(recognizer)
        let me = name(recognizer)
        if !state.sendsActions {
            fail("R3", "\(me) sent its action for \(state).")
        }
        let read = handlerState.removeValue(forKey: index)
        if read?.state != state {
            fail("R4", "\(me) sent its action for \(state) but the handler read state \(read.map { "\($0.state)" } ?? "nothing (not called)").")
        }
        if read?.enabled == false, state != .cancelled {
            fail("R12", "\(me) is disabled but sent its action for \(state).")
        }
        switch state {
        case .began:
            if open.contains(index) { fail("R3", "\(me) sent .began again before .ended or .cancelled.") }
            open.insert(index)
        case .changed:
            if !open.contains(index) { fail("R3", "\(me) sent .changed without a .began before it.") }
        case .ended where recognizer.isDiscrete:
            if open.contains(index) { fail("R3", "discrete \(me) sent .ended while a .began is open.") }
        case .ended, .cancelled:
            if open.remove(index) == nil { fail("R3", "\(me) sent \(state) without a .began before it.") }
        default:
            break
        }
        if state == .began || (state == .ended && recognizer.isDiscrete), let touches = claimed.removeValue(forKey: index) {
            for case let touch as FuzzTouch in touches where touch.viewPhases.contains(.began) && !(touch.viewPhases.last?.isTerminal ?? false) {
                fail("R17", "\(me) cancels touches in view and recognized, but touch #\(touch.serial)'s view was not sent touchesCancelled before the action (its phases: \(touch.viewPhases)).")
            }
        }
    }

    func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {
        counts["view \(phase)", default: 0] += touches.count
        for case let touch as FuzzTouch in touches {
            if touch.view !== view {
                fail("R20", "touch #\(touch.serial)'s \(phase) went to \(describe(view)), not to its own view \(describe(touch.view)).")
            }
            let phases = touch.viewPhases
            let wrong: String? = switch phase {
            case .began: phases.isEmpty ? nil : "began again"
            case .stationary: "stationary (a touch that did not change)"
            case .moved: phases.first != .began || phases.last!.isTerminal ? "\(phase) out of order" : nil
            case .ended, .cancelled: phases.first != .began || phases.last!.isTerminal ? "\(phase) without a began, or after the end" : nil
            }
            if let wrong {
                fail("R17", "touch #\(touch.serial)'s view got \(wrong) (before: \(phases)).")
            }
            touch.viewPhases.append(phase)
            if phase == .began || phase == .ended {
                for recognizer in touch.gestureRecognizers where recognizer.engine != nil && recognizer.committedState == .possible
                    && recognizer.sequenceTouches.contains(where: { $0 === touch }) {
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
    }

    // MARK: Touches reaching recognizers

    func recognizer(_ recognizer: GestureRecognizer, index: Int, receives touches: Set<Touch>, phase: Touch.Phase) {
        let me = name(recognizer)
        if !recognizer.isEnabled {
            fail("R12", "disabled \(me) received touches\(phase.description.capitalized).")
        }
        guard let view = recognizer.view else {
            return fail("R13", "\(me), removed from its view, received touches\(phase.description.capitalized).")
        }
        if recognizer.committedState.isTerminal {
            fail("R5", "\(me) in \(recognizer.committedState) received touches\(phase.description.capitalized).")
        }
        if view.window !== scene.window {
            fail("R13", "\(me), whose view left the window, received touches\(phase.description.capitalized).")
        }
        for case let touch as FuzzTouch in touches {
            if !touch.hitPath.contains(ObjectIdentifier(view)) {
                fail("R18", "\(me) on \(describe(view)) received touch #\(touch.serial), which went down on \(describe(touch.expectedView)), not on its view or below.")
            }
            if scene.delegates[index]?.refuses(touch) == true {
                fail("R14", "\(me) received touch #\(touch.serial), which its delegate refused.")
            }
            if touch.phase != phase {
                fail("R17", "\(me) received touch #\(touch.serial) as \(phase) but the touch is \(touch.phase).")
            }
            let previous = touch.recognizerPhases[index]
            let inOrder = switch phase {
            case .began: previous == nil
            default: previous == .began || previous == .moved
            }
            if !inOrder {
                fail("R5", "\(me) received touch #\(touch.serial) as \(phase) after \(previous.map { "\($0)" } ?? "nothing").")
            }
            touch.recognizerPhases[index] = phase
        }
    }

    // MARK: After every step, and at rest

    /// Consistency that holds after every step, once the window has settled.
    func checkSettled(activeTouches expected: [Touch]) {
        let window = scene.window
        let engaged = window.engagedGestureRecognizers
        let active = window.activeTouches
        if Set(active) != Set(expected) || active.count != expected.count {
            fail("R30", "the window has \(active.count) touches down; the fingers down are \(expected.count).")
        }
        for (position, recognizer) in engaged.enumerated() where engaged[..<position].contains(where: { $0 === recognizer }) {
            fail("R5", "\(name(recognizer)) is engaged twice.")
        }
        for recognizer in scene.recognizers {
            let me = name(recognizer)
            let isEngaged = engaged.contains { $0 === recognizer }
            if isEngaged != (recognizer.engine != nil) {
                fail("R5", "\(me) is \(isEngaged ? "" : "not ")engaged but its engine is \(recognizer.engine == nil ? "nil" : "set").")
            }
            if recognizer.engine == nil, recognizer.committedState != .possible || recognizer.pendingLeave != nil || !recognizer.trackedTouches.isEmpty {
                fail("R5", "\(me) is idle but in \(recognizer.committedState) with \(recognizer.trackedTouches.count) touches.")
            }
            if recognizer.committedState.isActive, recognizer.trackedTouches.isEmpty {
                fail("R23", "\(me) is \(recognizer.committedState) with no touch down: nothing can ever end it.")
            }
            for touch in recognizer.trackedTouches where !active.contains(where: { $0 === touch }) {
                fail("R5", "\(me) tracks a touch that is no longer down.")
            }
            if recognizer.engine != nil {
                let location = recognizer.location(in: nil)
                if !location.x.isFinite || !location.y.isFinite {
                    fail("R19", "\(me).location(in: nil) is (\(location.x), \(location.y)).")
                }
                if let pan = recognizer as? PanGestureRecognizer { checkFinite(pan, when: "after an event") }
            }
        }
    }

    /// R5 at rest: with every finger up and every timer run, everything is back to `.possible`.
    func checkRest() {
        let window = scene.window
        if !window.engagedGestureRecognizers.isEmpty {
            fail("R5", "at rest, recognizers are still engaged: \(window.engagedGestureRecognizers.map { "\(name($0)) \($0.committedState) pending \($0.pendingLeave.map { "\($0)" } ?? "-")" }).")
        }
        if !window.activeTouches.isEmpty {
            fail("R5", "at rest, the window still has \(window.activeTouches.count) touches down.")
        }
        for recognizer in scene.recognizers {
            if recognizer.committedState != .possible || recognizer.state != .possible {
                fail("R5", "at rest, \(name(recognizer)) is \(recognizer.committedState), not .possible.")
            }
            if recognizer.hasPendingTimers {
                fail("R5", "at rest, \(name(recognizer)) still has a timer pending.")
            }
            if !recognizer.sequenceTouches.isEmpty || !recognizer.trackedTouches.isEmpty {
                fail("R5", "at rest, \(name(recognizer)) still holds touches.")
            }
        }
        for index in open.sorted() {
            fail("R3", "at rest, r\(index)'s .began was never closed by .ended or .cancelled.")
        }
        for touch in touchesSinceRest where touch.viewPhases.contains(.began) && !(touch.viewPhases.last?.isTerminal ?? false) {
            fail("R17", "at rest, touch #\(touch.serial)'s view got \(touch.viewPhases) and never an end.")
        }
        touchesSinceRest.removeAll()
    }
}
