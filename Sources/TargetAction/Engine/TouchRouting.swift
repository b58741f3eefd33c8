import Foundation

extension GestureEngine {
    // MARK: One event's touches (R14, R18, R20)

    /// Delivers a validated event: R6's step, the touches updated and hit-tested on touch-down,
    /// each recognizer handed its touches, the views' phases queued; then settles.
    func process(_ event: Event) {
        if event.isHover { return processHover(event) }   // R100: a pointer's sample, not touches
        if let touchRecorder { touchRecorder.record(event) }   // R135
        let time = event.timestamp
        lastTimestamp = time
        let listeners = self.listeners
        if !listeners.isEmpty { listeners.tell(.willProcess(event)) }
        phase = .delivering
        currentEvent = event

        // R6: a continuous recognizer still in .began moves to .changed on the next event of its
        // kind: a touch recognizer on the next touch event, a hover recognizer on the next hover
        // sample (R101). Loops of every event go by index: an element is read, not copied.
        let recognizers = engaged
        for index in recognizers.indices where recognizers[index].committedState == .began && recognizers[index].takesTouches {
            commitChange(recognizers[index])
        }

        let changes = event.changes
        for change in changes {
            if change.phase == .began {
                begin(change.touch, at: change.location ?? .zero, time: time, event: event)
            } else {
                let touch = change.touch
                touch.routing.previousLocationInWindow = touch.routing.locationInWindow
                if let location = change.location { touch.routing.locationInWindow = location }
                touch.routing.phase = change.phase
                touch.routing.timestamp = time
            }
        }
        event.touchesDown = changesCoverActiveTouches(event) ? [] : activeTouches

        deliverToRecognizers(event, observed: listeners.observer != nil)

        for change in changes {
            let touch = change.touch
            if change.phase.isTerminal {
                activeTouches = activeTouches.filter { $0 !== touch }
                touch.routing.asSet = nil
                if let type = hoverExitAwaitsLift, touch.type == type { endHoversAfterLift(of: type) }   // R102
                if change.phase == .ended {
                    // Only a tap counts towards the next touch's `tapCount`: a drag's lift does not.
                    let start = touch.routing.initialLocationInWindow, end = touch.routing.locationInWindow
                    let isTap = hypot(end.x - start.x, end.y - start.y) <= Touch.tapCountAllowableMovement
                    lastTap = isTap ? (end, time, touch.tapCount) : nil
                }
            }
            // A stationary touch did not change: its view hears nothing (as recognizers do not).
            guard !touch.routing.viewIsDone, change.phase != .stationary, touch.routing.hasView else { continue }
            holdForView(touch, change.phase)
        }

        phase = .idle
        settle()
        currentEvent = nil
        processedEventCount += 1
        tell(.didProcess(event))
    }

    /// Whether every touch down is one of `event`'s changes (the usual case: one finger moving).
    private func changesCoverActiveTouches(_ event: Event) -> Bool {
        let touches = activeTouches
        let changes = event.changes
        return touches.indices.allSatisfy { active in
            changes.indices.contains { changes[$0].touch === touches[active] }
        }
    }

    /// A touch goes down: hit test (R18), keep the view for life (R20), collect its recognizers
    /// (R14, R32); a touch an exclusive-touch view blocks reaches nothing, and a view without
    /// multiple touch hears only the first touch of its sequence (R31).
    private func begin(_ touch: Touch, at location: CGPoint, time: TimeInterval, event: Event) {
        touch.routing.hasBegun = true
        let window = self.window   // one weak load for the touch, the menu and the hit test
        touch.deliveringWindow = window
        touch.routing.windowIdentity = windowIdentity
        touch.routing.phase = .began
        touch.routing.timestamp = time
        touch.routing.locationInWindow = location
        touch.routing.previousLocationInWindow = location
        touch.routing.initialLocationInWindow = location
        touch.routing.tapCount = 1
        if let lastTap, time - lastTap.time <= Touch.tapCountMaximumInterval,
           hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Touch.tapCountAllowableMovement {
            touch.routing.tapCount = lastTap.count + 1
        }
        let othersDown = activeTouches
        activeTouches = othersDown + [touch]

        if window?.touchDownDismissesMenu() == true {
            touch.routing.viewIsDone = true   // R121: the touch that dismisses a menu reaches nothing
            touch.unhandled = .dismissedMenu
            return
        }
        let hitView = window?.hitTest(location, with: event)
        if let hitView, isBlockedByExclusiveTouch(hitView, othersDown: othersDown) {
            touch.routing.viewIsDone = true   // R31: it reaches no view and no recognizer
            return
        }
        touch.setHitView(hitView)
        if let hitView, !hitView.isMultipleTouchEnabled, othersDown.contains(where: { $0.view === hitView }) {
            touch.routing.viewIsDone = true   // R31: the view hears only the first touch of its sequence
        }
        var recognizers: [GestureRecognizer] = []
        var holder: View?   // R49: the nearest view above the hit view that holds content touches
        // R18: the recognizers of the hit view and its ancestors as the hit test found them. A
        // delegate's question runs the user's code, which may change the tree: from the first one
        // on, the walk goes on along the ancestors read before it ran.
        var ancestors: [View]?
        var next = 0
        var view = hitView
        while let current = view {
            if holder == nil, current !== hitView, current.holdsContentTouches { holder = current }
            for recognizer in current.recognizers where recognizer.isEnabled && recognizer.takesTouches {   // R102
                if recognizer.engineIdentity != nil, recognizer.committedState.isTerminal {
                    continue   // R5: finishing an attempt, it ignores the rest of the sequence
                }
                if ancestors != nil, !isStillOnPath(recognizer, current) { continue }
                if recognizer.engineIdentity == nil {
                    recognizer.resetStateSetByHand()   // R5 (addition): reset at its next touch
                }
                guard recognizer.accepts(touch.type) else { continue }   // R32: before the delegate
                if let delegate = recognizer.delegate {
                    if ancestors == nil { ancestors = takeAncestors(of: current) }
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { continue }   // R14
                    // The question ran the user's code, which may have disabled or removed it, taken
                    // its view out of the window or ended its attempt: then the touch does not reach
                    // it (R5, R12, R13), as no later touch would.
                    guard recognizer.isEnabled, isStillOnPath(recognizer, current),
                          !(recognizer.engineIdentity != nil && recognizer.committedState.isTerminal) else { continue }
                }
                recognizers.append(recognizer)
                if recognizer.engineIdentity == nil {
                    recognizer.engage(in: self)
                    engaged = engaged + [recognizer]
                    recognizer.reasonStorage = nil   // R104: a new attempt; the last one's reason goes
                }
                // Replaced, not appended to in place: no access to a stored list spans a call
                // (which lets the compiler drop runtime exclusivity checks on every later read).
                recognizer.attempt.currentGroupTouches = recognizer.attempt.tracked.isEmpty ? [touch] : recognizer.attempt.currentGroupTouches + [touch]
                recognizer.attempt.tracked = recognizer.attempt.tracked + [touch]
                recognizer.attempt.sequenceTouches = recognizer.attempt.sequenceTouches + [touch]
            }
            if let ancestors {
                view = next < ancestors.count ? ancestors[next] : nil
                next += 1
            } else {
                view = current.superview
            }
        }
        if var ancestors {
            ancestors.removeAll(keepingCapacity: true)   // it holds no view between touch-downs
            ancestorStorage = ancestors
        }
        touch.routing.recognizers = recognizers
        if let holder, !touch.routing.viewIsDone { holdFromContent(touch, by: holder) }
    }

    /// `view`'s ancestors, nearest first, in the engine's storage (taken out while in use, so that
    /// routing a touch-down allocates no list for them).
    private func takeAncestors(of view: View) -> [View] {
        var list = ancestorStorage
        ancestorStorage = []
        var ancestor = view.superview
        while let current = ancestor {
            list.append(current)
            ancestor = current.superview
        }
        return list
    }

    /// Whether `recognizer` is still on `view`, and `view` still in this window.
    private func isStillOnPath(_ recognizer: GestureRecognizer, _ view: View) -> Bool {
        recognizer.view === view && view.window === window
    }

    /// R31: whether a touch down on `hitView` is kept from the window's views: an exclusive-touch
    /// view elsewhere has a touch down, or `hitView` is exclusive and touches are down elsewhere.
    private func isBlockedByExclusiveTouch(_ hitView: View, othersDown: [Touch]) -> Bool {
        othersDown.contains { other in
            guard let otherView = other.view, otherView !== hitView else { return false }
            return otherView.isExclusiveTouch || hitView.isExclusiveTouch
        }
    }

    /// Hands every recognizer that receives one of the event's touches its changes, each
    /// recognizer once, in the order the touches list them.
    /// Deliveries are told only when an observer listens (`observed`).
    private func deliverToRecognizers(_ event: Event, observed: Bool) {
        if event.changes.count == 1 {
            // The usual case: one touch changed. Its recognizers get its own set, made once while
            // it is down. Nothing delivered here changes a touch's recognizers.
            let touch = event.changes[0].touch
            if touch.routing.asSet == nil { touch.routing.asSet = [touch] }
            let single = touch.routing.asSet
            let recognizers = touch.routing.recognizers
            for index in recognizers.indices {
                deliver(event, to: recognizers[index], single: single, observed: observed)
            }
            return
        }
        deliveryStamp &+= 1
        for change in event.changes {
            for recognizer in change.touch.gestureRecognizers where recognizer.deliveryStamp != deliveryStamp {
                recognizer.deliveryStamp = deliveryStamp
                deliver(event, to: recognizer, single: nil, observed: observed)
            }
        }
    }

    /// Delivers the event's changes of the touches `recognizer` tracks, phase by phase. `single`
    /// is the set of the event's one touch, when it has one change.
    private func deliver(_ event: Event, to recognizer: GestureRecognizer, single: Set<Touch>?, observed: Bool) {
        guard recognizer.isEngaged(in: self) else { return }
        var phases: UInt8 = 0   // the phases of its touches in this event, one bit each
        let changes = event.changes
        for index in changes.indices where recognizer.tracks(changes[index].touch) {
            phases |= changes[index].phase.bit
        }
        // Each delivery may end the attempt: the later phases then go nowhere.
        if phases & Touch.Phase.began.bit != 0, !recognizer.committedState.isTerminal {
            deliver(.began, of: event, single: single, to: recognizer, observed: observed)
        }
        if phases & Touch.Phase.moved.bit != 0, isReceiving(recognizer) {
            deliver(.moved, of: event, single: single, to: recognizer, observed: observed)
        }
        if phases & Touch.Phase.ended.bit != 0, isReceiving(recognizer) {
            deliver(.ended, of: event, single: single, to: recognizer, observed: observed)
        }
        if phases & Touch.Phase.cancelled.bit != 0, isReceiving(recognizer) {
            deliver(.cancelled, of: event, single: single, to: recognizer, observed: observed)
        }
        recognizer.lastCentroidInWindow = recognizer.centroidInWindow
        if phases & (Touch.Phase.ended.bit | Touch.Phase.cancelled.bit) != 0 {
            let touches = recognizer.attempt.tracked   // copied first: no access to the list spans a call
            recognizer.attempt.tracked = touches.filter { !$0.phase.isTerminal }
        }
    }

    /// Calls `recognizer`'s method for `phase` with its touches in that phase.
    private func deliver(_ phase: Touch.Phase, of event: Event, single: Set<Touch>?, to recognizer: GestureRecognizer, observed: Bool) {
        let touches = single ?? Set(event.changes.lazy
            .filter { $0.phase == phase && recognizer.tracks($0.touch) }
            .map(\.touch))
        if observed { tell(.recognizerTouches(recognizer, touches, phase)) }
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary, .regionEntered, .regionMoved, .regionExited:
            break   // recognizers hear nothing of a touch that did not change; hover is routed apart
        }
    }

    private func isReceiving(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isEngaged(in: self) && !recognizer.committedState.isTerminal
    }
}
