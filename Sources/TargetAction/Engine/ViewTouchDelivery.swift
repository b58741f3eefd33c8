import Foundation

extension GestureEngine {
    // MARK: The view's touches (R17)

    /// `recognizer` recognized with cancelsTouchesInView: its touches leave the view.
    func claimTouches(of recognizer: GestureRecognizer) {
        for touch in recognizer.attempt.sequenceTouches where !touch.routing.viewIsDone {
            touch.routing.viewIsDone = true
            if touch.routing.contentHold != nil { releaseContentHold(of: touch) }   // R49: never seen
            touch.viewPending = []
            if touch.routing.viewSawBegan { viewCancellations = viewCancellations + [touch] }
        }
    }

    /// Keeps `phase` of `touch` for its view until ``deliverToViews()``. The lists are moved out,
    /// changed and put back, never changed in place: no access to them spans a call, so the
    /// compiler checks their exclusivity when it builds, not on every event.
    func holdForView(_ touch: Touch, _ phase: Touch.Phase) {
        var phases = touch.viewPending
        touch.viewPending = []
        if phases.isEmpty {
            var touches = viewPendingTouches
            viewPendingTouches = []
            touches.append(touch)
            viewPendingTouches = touches
        }
        phases.append(phase)
        touch.viewPending = phases
    }

    func deliverToViews() {
        if !viewCancellations.isEmpty {
            let cancelled = viewCancellations
            viewCancellations = []
            deliverGrouped(cancelled.map { ($0, Touch.Phase.cancelled) })
        }
        guard !viewPendingTouches.isEmpty else { return }
        var ready: [(Touch, Touch.Phase)] = []
        var stillPending: [Touch] = []
        let touches = viewPendingTouches
        viewPendingTouches = []
        for touch in touches {
            if touch.routing.contentHold != nil, isHeldForContentDelay(touch) {   // R49
                stillPending.append(touch)
                continue
            }
            var phases = touch.viewPending   // moved out and back (see holdForView)
            touch.viewPending = []
            var taken = 0
            while taken < phases.count, !touch.routing.viewIsDone {
                let phase = phases[taken]
                if phase == .cancelled, !touch.routing.viewSawBegan {
                    touch.routing.viewIsDone = true   // the view never saw it begin: nothing to cancel
                    break
                }
                if phase != .cancelled, isHeldFromView(touch, phase: phase) { break }
                taken += 1
                if phase == .began { touch.routing.viewSawBegan = true }
                if phase.isTerminal { touch.routing.viewIsDone = true }
                ready.append((touch, phase))
            }
            if touch.routing.viewIsDone { taken = phases.count }
            phases.removeFirst(taken)
            touch.viewPending = phases
            if !phases.isEmpty { stillPending.append(touch) }
        }
        viewPendingTouches = stillPending
        deliverGrouped(ready)
    }

    /// R17: a phase waits while a recognizer that delays it has not decided.
    private func isHeldFromView(_ touch: Touch, phase: Touch.Phase) -> Bool {
        touch.gestureRecognizers.contains { recognizer in
            let delays = phase == .ended
                ? recognizer.delaysTouchesEnded || (recognizer.delaysTouchesBegan && !touch.routing.viewSawBegan)
                : recognizer.delaysTouchesBegan
            return delays && recognizer.isEngaged(in: self) && recognizer.committedState == .possible
                && recognizer.attempt.sequenceTouches.contains { $0 === touch }
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
            let event = currentEvent
            tell(.viewTouches(view, touches, phase))
            switch phase {
            case .began: view.touchesBegan(touches, with: event)
            case .moved, .stationary: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            case .regionEntered, .regionMoved, .regionExited: break   // views hear no hover (R102)
            }
        }
    }
}
