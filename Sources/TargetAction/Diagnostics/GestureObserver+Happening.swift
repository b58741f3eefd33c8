import Foundation

extension GestureObserver {
    /// Calls the method that hears `happening`, in `window`.
    func hear(_ happening: Happening, in window: Window) {
        switch happening {
        case .willProcess(let event): self.window(window, willProcess: event)
        case .didProcess(let event): self.window(window, didProcess: event)
        case .rejected(let event, let rejection): self.window(window, didReject: event, because: rejection)
        case .viewTouches(let view, let touches, let phase): self.window(window, didDeliver: touches, phase: phase, to: view)
        case .recognizerTouches(let recognizer, let touches, let phase): gestureRecognizer(recognizer, didReceive: touches, phase: phase)
        case .transition(let recognizer, let old, let new): gestureRecognizer(recognizer, didTransitionFrom: old, to: new)
        case .waits, .stopsWaiting, .alongside: break
        case .action(let recognizer, let action, let target, let state): gestureRecognizer(recognizer, didSend: action, to: target, for: state)
        case .controlEvents(let control, let events): self.control(control, willSendActionsFor: events)
        case .controlChange(let control, let change): self.control(control, didChange: change.description)
        case .refreshing(let control, let began):
            if began { refreshControlDidBeginRefreshing(control) } else { refreshControlDidEndRefreshing(control) }
        case .callback(let gesture, let callback, let value): attachedGesture(gesture, willRun: callback, with: "\(value)")
        case .gestureState(let gesture, let value, _): attachedGesture(gesture, didSetGestureState: "\(value)")
        case .scroll(let scrollView, let change): hear(change, of: scrollView)
        case .voiceOver: break   // the transcript's alone: what it caused reaches the observer as usual
        }
    }

    private func hear(_ change: Happening.ScrollChange, of scrollView: ScrollView) {
        switch change {
        case .beganDragging(let offset): self.scrollView(scrollView, didBeginDraggingAt: offset)
        case .endedDragging(let offset, let velocity, let decelerating):
            self.scrollView(scrollView, didEndDraggingAt: offset, velocity: velocity, decelerating: decelerating)
        case .moves(_, let target, let duration): self.scrollView(scrollView, willMoveTo: target, over: duration)
        case .stopped(let offset): self.scrollView(scrollView, didStopMovingAt: offset)
        case .beganZooming(let scale): self.scrollView(scrollView, didBeginZoomingAt: scale)
        case .endedZooming(let scale): self.scrollView(scrollView, didEndZoomingAt: scale)
        }
    }
}
