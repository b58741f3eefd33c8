import Foundation
@testable import TargetAction

/// The checker's reference hit test and routing of a touch-down, written plainly from the rules,
/// and the invariants they give: where a touch lands (R18), who may hear it (R31, R32), who must
/// (R18, R31), an active pan's touch count (R22) and where R7 asks (R7 amended).
extension FuzzChecker {
    // MARK: R18: hit testing against a reference

    func window(_ window: Window, hitTested point: CGPoint, found view: View?, for event: Event?) {
        if event?.type == .hover { return hoverHitTested(point, found: view) }
        var path: Set<ObjectIdentifier> = []
        var transformed = false
        var ambiguous = false
        let reference = referenceHitTest(window, point, path: &path, transformed: false, sawTransform: &transformed, ambiguous: &ambiguous)
        // Through a transform, a point within rounding of an edge may fall either side: the
        // library's answer stands there (it is still checked to be visible).
        let nearEdge = ambiguous && view !== reference
        if nearEdge {
            count("hit test within rounding of a transformed edge")
            path = []
            var current = view
            while let candidate = current { path.insert(ObjectIdentifier(candidate)); current = candidate.superview }
        }
        let expected = nearEdge ? view : reference
        if transformed { count("hit test through a transform") }
        // The touch being hit-tested: the first touch-down of the event at that point that began but
        // has no result yet (a touch-down that dismissed a menu is never hit-tested, R121).
        let touch = event?.changes.lazy.compactMap { $0.phase == .began && $0.location == point ? $0.touch as? FuzzTouch : nil }
            .first { $0.wasSeenToBegin && !$0.wasHitTested }
        if let touch {
            touch.wasHitTested = true
            touch.downTime = event?.timestamp ?? window.clock.now
            touch.expectedView = expected
            touch.hitPath = path
            touchesSinceRest.append(touch)
            markUnmodelledIfForeignTouchesAreDown(touch)
            route(touch, to: expected)
        } else if !foreignTouchHitTested(in: event) {
            fail("R18", "a hit test at (\(point.x), \(point.y)) ran for no touch-down.")
        }
        if view !== expected {
            if transformed {
                // R55, as the issue puts it: a touch at a visible, uncovered point of a view reaches that view.
                fail("R55", "a touch-down at (\(point.x), \(point.y)) was hit-tested to \(describe(view)); through the transforms on the way, the point is a visible, uncovered point of \(describe(expected))\(expected.map { " (at \(referencePoint(point, in: $0).map { "(\($0.x), \($0.y))" } ?? "nowhere") in its coordinates)" } ?? ""), which it must reach.")
            } else {
                fail("R18", "a touch-down at (\(point.x), \(point.y)) was hit-tested to \(describe(view)); the reference hit test finds \(describe(expected)).")
            }
        }
        if let view, !isVisibleChain(view) {
            fail("R18", "a touch-down at (\(point.x), \(point.y)) landed on \(describe(view)), which is hidden, transparent, not interactive or outside a superview.")
        }
    }

    /// A window point in `view`'s coordinates through the plain R54 model; nil through a flattened view.
    private func referencePoint(_ point: CGPoint, in view: View) -> CGPoint? {
        guard let superview = view.superview else { return point }
        guard let inSuperview = referencePoint(point, in: superview) else { return nil }
        return Self.referencePointFromSuperview(inSuperview, of: view)
    }

    /// R18 and R55 written plainly: visible, interactive, opaque enough, inside; subviews front to
    /// back, the point carried into each through its transform as R54 says (`mid + T⁻¹(p − center)`);
    /// a subview whose transform has determinant 0 takes no touches. `ambiguous`: below a
    /// transform, some inside test was within rounding of an edge.
    func referenceHitTest(_ view: View, _ point: CGPoint, path: inout Set<ObjectIdentifier>,
                                  transformed: Bool, sawTransform: inout Bool, ambiguous: inout Bool) -> View? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01, !(view is RefreshControl) else { return nil }   // R81: it takes no touches
        if let pages = view as? PageControl, pages.hidesForSinglePage, pages.numberOfPages <= 1 { return nil }   // R96
        let bounds = view.bounds
        if transformed {
            let slack = 1e-7 * max(1, abs(point.x), abs(point.y))
            let loose = point.x >= bounds.minX - slack && point.x < bounds.maxX + slack && point.y >= bounds.minY - slack && point.y < bounds.maxY + slack
            let tight = point.x >= bounds.minX + slack && point.x < bounds.maxX - slack && point.y >= bounds.minY + slack && point.y < bounds.maxY - slack
            if loose != tight { ambiguous = true }
        }
        guard point.x >= bounds.minX, point.x < bounds.maxX, point.y >= bounds.minY, point.y < bounds.maxY else { return nil }
        for subview in view.subviews.reversed() {
            let local: CGPoint
            var below = transformed
            if subview.transform == .identity {
                local = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX,
                                y: point.y - subview.frame.minY + subview.bounds.minY)
            } else {
                sawTransform = true
                below = true
                guard let converted = Self.referencePointFromSuperview(point, of: subview) else { continue }
                local = converted
            }
            if let hit = referenceHitTest(subview, local, path: &path, transformed: below, sawTransform: &sawTransform, ambiguous: &ambiguous) {
                path.insert(ObjectIdentifier(view))
                // R51: while its content moves on its own, a scroll view takes the touch itself.
                if let scrollView = view as? ScrollView, isMovingOnItsOwn(scrollView) { return scrollView }
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

    // MARK: Routing a touch-down

    /// `touch` was hit-tested to `hitView` (the reference hit test's answer): decides what it
    /// reaches, as R31 and R32 say, before the window hands it to anything.
    func route(_ touch: FuzzTouch, to hitView: View?) {
        defer {
            down.append(touch)
            begunThisEvent.append(touch)
        }
        guard let hitView else { return }
        // R31: a touch down on an exclusive-touch view keeps every other view from touches, and
        // touches down on other views keep an exclusive-touch view from them. A touch that reached
        // nothing is down on no view.
        let blocker = down.first { other in
            guard let otherView = other.reachedView, otherView !== hitView else { return false }
            return otherView.isExclusiveTouch || hitView.isExclusiveTouch
        }
        // A touch a callback put down with the simulator counts too, on the view the window gave it.
        let foreignBlocker = scene.window.activeTouches.first { other in
            guard !(other is FuzzTouch), let otherView = other.view, otherView !== hitView else { return false }
            return otherView.isExclusiveTouch || hitView.isExclusiveTouch
        }
        if blocker != nil || foreignBlocker != nil {
            touch.isBlockedByExclusiveTouch = true
            count(blocker != nil ? "touch blocked by exclusive touch" : "touch blocked by exclusive touch (a simulator touch)")
            return
        }
        touch.reachedView = hitView
        // R31: without multiple touch, a view's touch methods hear the first touch of a sequence only.
        touch.isKeptFromView = !hitView.isMultipleTouchEnabled && down.contains { $0.reachedView === hitView }
        if touch.isKeptFromView { count("touch kept from its view") }
        if hitView.isMultipleTouchEnabled, down.contains(where: { $0.reachedView === hitView }) { count("touch joins a multiple-touch view") }
        var view: View? = hitView
        while let current = view {
            for recognizer in scene.recognizers where recognizer.view === current {
                handSetTouched(recognizer)   // R5 (addition): touched, it resets
                if takes(touch, recognizer) { touch.expectedRecognizers.append(index(recognizer)) }
            }
            routeValueGestures(touch, on: current)
            view = current.superview
        }
    }

    /// Whether `recognizer`, on the touch's hit view or an ancestor, takes the touch: enabled
    /// (R12), not finishing an attempt (R5), of an allowed type and, with
    /// `requiresExclusiveTouchType`, of its attempt's type (R32, asked before the delegate), and
    /// not refused by its delegate (R14). Taking it makes it the attempt's first touch if none is.
    private func takes(_ touch: FuzzTouch, _ recognizer: GestureRecognizer) -> Bool {
        let index = index(recognizer)
        guard recognizer.isEnabled else { return false }
        if recognizer.engine != nil, recognizer.committedState.isTerminal { return false }
        guard recognizer.allowedTouchTypes.contains(touch.type) else { return false }
        if hasForeignTouch(recognizer) { touch.unmodelled = true }   // its attempt's first touch may be the simulator's
        if recognizer.requiresExclusiveTouchType, let first = attempts[index], first.type != touch.type {
            count("touch of another type passed over")
            return false
        }
        if scene.delegates[index]?.refuses(touch) == true { return false }
        if attempts[index] == nil { attempts[index] = touch }
        return true
    }

    /// R7 (amended): the views asked whether `recognizer` may begin, from the one its first touch
    /// went down on up to its own view (its own view alone when that touch's view is not below it).
    func askedViews(_ recognizer: GestureRecognizer) -> [View] {
        guard let view = recognizer.view else { return [] }
        var chain: [View] = []
        // An attached gesture's recognizer is not the scene's: its attempt's first touch is the one it got first.
        let first = recognizer is ValueGestureRecognizer ? recognizer.attempt.sequenceTouches.first as? FuzzTouch : attempts[index(recognizer)]
        var current = first?.reachedView
        while let candidate = current {
            chain.append(candidate)
            if candidate === view { return chain }
            current = candidate.superview
        }
        return [view]
    }

    // MARK: After the event: everyone who must hear a new touch did

    /// Checks the touches that began in `event` against the reference routing, then drops the
    /// touches the event lifted.
    func checkRouting(of event: Event) {
        checkHandSetEndedByTouch()
        checkMenuDismissals(in: event)
        for touch in begunThisEvent {
            if isUnmodelled(touch) {
                adoptToolkitRouting(touch)
                continue
            }
            checkRouted(touch)
            checkValueRouting(of: touch)
        }
        begunThisEvent.removeAll()
        for change in event.changes where change.phase.isTerminal {
            down.removeAll { $0 === change.touch }
        }
    }

    private func checkRouted(_ touch: FuzzTouch) {
        let label = "touch #\(touch.serial) (\(touch.type)) down on \(describe(touch.expectedView))"
        if touch.isBlockedByExclusiveTouch {
            if !touch.gestureRecognizers.isEmpty {
                fail("R31", "\(label), while \(exclusiveReason(for: touch)), was given recognizers \(touch.gestureRecognizers.map(name)).")
            }
            return
        }
        if touch.view !== touch.reachedView {
            fail(touch.view == nil ? "R31" : "R18", "\(label) has view \(describe(touch.view)), not \(describe(touch.reachedView)); no exclusive-touch view keeps it from it.")
        }
        for index in touch.expectedRecognizers where touch.recognizerPhases[index] == nil {
            let recognizer = scene.recognizers[index]
            let rule = if touch.view == nil { "R31" } else if touch.type != .direct { "R32" } else if touch.isKeptFromView { "R31" } else { "R18" }
            fail(rule, "\(label) never reached \(name(recognizer)) on \(describe(recognizer.view)), which is enabled, \(recognizer.engine == nil ? "idle" : "\(recognizer.committedState)"), allows \(touch.type)\(recognizer.requiresExclusiveTouchType ? ", had no touch of another type this attempt" : ""), and whose delegate takes it\(touch.isKeptFromView ? "; recognizers receive the touches a view without multiple touch does not" : "").")
        }
        // R31 and R17: the first touch on a view (every touch, with multiple touch on) reaches its
        // touch methods unless a recognizer delays it or recognized with it and cancels touches in view.
        guard let view = touch.reachedView, !touch.isKeptFromView, touch.viewPhases.isEmpty, !touch.wasClaimed else { return }
        let held = touch.gestureRecognizers.contains { $0.delaysTouchesBegan && $0.engine != nil && $0.committedState == .possible }
            || delayingScrollView(of: view) != nil
        if !held {
            fail("R31", "\(label) is \(view.isMultipleTouchEnabled ? "a touch on a view with multiple touch on" : "the first touch on its view"), and no recognizer delays or claimed it, but the view's touchesBegan did not get it.")
        }
    }

    private func exclusiveReason(for touch: FuzzTouch) -> String {
        let others = down.compactMap { other -> String? in
            guard other !== touch, let view = other.reachedView else { return nil }
            return "#\(other.serial) on \(describe(view))\(view.isExclusiveTouch ? " (exclusive)" : "")"
        }
        return "touches down \(others)\(touch.expectedView?.isExclusiveTouch == true ? " and its view is exclusive" : "")"
    }

    // MARK: Who may hear a touch

    /// R31: a touch an exclusive-touch view blocked, or a later touch on a view without multiple
    /// touch, never reaches the view's touch methods.
    func checkViewMayHear(_ touch: FuzzTouch, phase: Touch.Phase, view: View) {
        if isUnmodelled(touch) { return }
        if touch.isBlockedByExclusiveTouch {
            fail("R31", "touch #\(touch.serial), kept from every view by exclusive touch when it went down, reached \(describe(view))'s touches\(phase.description.capitalized).")
        } else if touch.isKeptFromView {
            fail("R31", "touch #\(touch.serial) began while another touch was down on \(describe(view)), which has multiple touch off, yet reached its touches\(phase.description.capitalized).")
        }
    }

    /// R31 and R32: what `recognizer` may receive of `touch`.
    func checkRecognizerMayReceive(_ touch: FuzzTouch, _ recognizer: GestureRecognizer, index: Int, phase: Touch.Phase) {
        if touch.isBlockedByExclusiveTouch, !isUnmodelled(touch) {
            fail("R31", "\(name(recognizer)) received touch #\(touch.serial) (\(phase)), which exclusive touch kept from everything when it went down.")
        }
        if !recognizer.allowedTouchTypes.contains(touch.type) {
            fail("R32", "\(name(recognizer)) received touch #\(touch.serial) of type \(touch.type) (\(phase)); it allows only \(Touch.TouchType.allCases.filter(recognizer.allowedTouchTypes.contains)).")
        }
        if recognizer.requiresExclusiveTouchType, let first = attempts[index], first.type != touch.type, !hasForeignTouch(recognizer) {
            fail("R32", "\(name(recognizer)), which requires one touch type per attempt, received touch #\(touch.serial) of type \(touch.type) (\(phase)) in an attempt whose first touch #\(first.serial) is \(first.type).")
        }
        if attempts[index] == nil { attempts[index] = touch }
        if touch.ignoredBy.contains(index) {
            fail("R32", "\(name(recognizer)) received touch #\(touch.serial) (\(phase)) after it called ignore(_:for:) for it.")
        }
    }

    // MARK: R22: an active pan's touches

    /// R22: a pan begins with at least its minimum of touches down.
    func checkBegan(_ pan: PanGestureRecognizer) {
        guard pan.numberOfTouches < pan.minimumNumberOfTouches, !isForcedByCallback(pan) else { return }
        fail("R22", "\(name(pan)) began with \(pan.numberOfTouches) touch\(pan.numberOfTouches == 1 ? "" : "es") down, fewer than its minimum \(pan.minimumNumberOfTouches).")
    }

    /// R22 (amended): every active pan counts at most its maximum of touches.
    func checkPans(when: String) {
        for case let pan as PanGestureRecognizer in scene.recognizers where pan.committedState.isActive {
            checkCount(of: pan, when: when)
        }
    }

    func checkCount(of pan: PanGestureRecognizer, when: String) {
        guard !isForcedByCallback(pan) else { return }
        if let edge = pan as? ScreenEdgePanGestureRecognizer { checkEdgeCount(of: edge, when: when) }
        if pan.numberOfTouches > pan.maximumNumberOfTouches {
            fail("R22", "\(name(pan)) is \(pan.state) with numberOfTouches \(pan.numberOfTouches) \(when), more than its maximum \(pan.maximumNumberOfTouches): touches beyond it are ignored once it began.")
        }
    }
}
