import Foundation

extension GestureEngine {
    // MARK: A hover sample (R100-R103)

    /// Delivers a validated hover event: the pointer's bookkeeping, then, unless a touch of the
    /// pointer's type is down (R102), each hover recognizer's state from the sample's hit path
    /// (R101); then settles, which sends the actions and resets the recognizers that ended.
    func processHover(_ event: Event) {
        let time = event.timestamp
        lastTimestamp = time
        tell(.willProcess(event))
        currentEvent = event
        let change = event.changes[0]   // validated: one pointer
        let pointer = change.touch
        pointer.routing.previousLocationInWindow = pointer.routing.locationInWindow
        if let location = change.location { pointer.routing.locationInWindow = location }
        pointer.routing.phase = change.phase
        pointer.routing.timestamp = time
        switch change.phase {
        case .regionEntered:
            pointer.deliveringWindow = window
            pointer.routing.hoverWindowIdentity = windowIdentity
            pointer.routing.previousLocationInWindow = pointer.routing.locationInWindow
            hoverPointer = pointer
        case .regionExited:
            pointer.routing.hoverWindowIdentity = nil
            hoverPointer = nil
        default:
            break
        }
        // R102: while the pencil (or a pointer's button) touches down, samples are dropped; an exit
        // dropped so takes effect when the last such touch lifts.
        let type = pointer.type
        if !activeTouches.contains(where: { $0.type == type }) {
            hoverExitAwaitsLift = nil
            phase = .delivering
            route(change, of: event)
            phase = .idle
        } else if change.phase == .regionExited {
            hoverExitAwaitsLift = type
        }
        settle()
        currentEvent = nil
        processedEventCount += 1
        tell(.didProcess(event))
    }

    /// R101: recognizers of pointer samples (those that take no touches: hover) over which the
    /// pointer no longer is end; those on the sample's hit path, from the hit view up, change or
    /// begin (R7 asked as for a touch, from the hit view).
    private func route(_ change: Event.Change, of event: Event) {
        let pointer = change.touch
        let location = pointer.routing.locationInWindow
        var hitView: View?
        var onPath: [GestureRecognizer] = []
        if change.phase != .regionExited, let window {
            hitView = window.hitTest(location, with: event)
            var view = hitView
            while let current = view {
                for hover in current.recognizers where !hover.takesTouches && receives(hover, pointer) {
                    onPath.append(hover)
                }
                view = current.superview
            }
        }
        let active = engaged
        for hover in active
        where !hover.takesTouches && hover.committedState.isActive && !onPath.contains(where: { $0 === hover }) {
            if change.phase != .regionExited { hover.lastCentroidInWindow = location }
            commit(hover, .ended, GestureRecognizer.Reason(state: .ended, rule: "R101", cause: .pointerExited))
        }
        for hover in onPath {
            if hover.committedState.isActive {
                hover.takePointerSample(change.pencil, of: pointer, at: location)
                commitChange(hover)
            } else if hover.engineIdentity == nil, hover.committedState == .possible {
                hover.takePointerSample(change.pencil, of: pointer, at: location)
                hover.engage(in: self)
                engaged = engaged + [hover]
                let refusal = hover.beginRefusal(from: hitView)   // R7, from the view under the pointer
                commit(hover, refusal == nil ? .began : .failed,
                       refusal ?? GestureRecognizer.Reason(state: .began, rule: "R101", cause: .pointerEntered))
            }
        }
    }

    /// R102: a touch of `type` lifted after the pointer's exit was dropped; once none is down, the
    /// hover recognizers still active end, as the exit would have ended them (R101).
    func endHoversAfterLift(of type: Touch.TouchType) {
        guard !activeTouches.contains(where: { $0.type == type }) else { return }
        hoverExitAwaitsLift = nil
        let active = engaged
        for hover in active where !hover.takesTouches && hover.committedState.isActive {
            commit(hover, .ended, GestureRecognizer.Reason(state: .ended, rule: "R102", cause: .pointerExited))
        }
    }

    /// R12, R14, R32: an enabled recognizer of pointer samples hears a sample of a pointer it
    /// allows and its delegate lets it receive.
    private func receives(_ hover: GestureRecognizer, _ pointer: Touch) -> Bool {
        guard hover.isEnabled, hover.allowedTouchTypes.contains(pointer.type) else { return false }
        guard let delegate = hover.delegate else { return true }
        return delegate.gestureRecognizer(hover, shouldReceive: pointer)
    }
}
