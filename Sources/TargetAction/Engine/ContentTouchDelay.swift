import Foundation

extension GestureEngine {
    // MARK: A scroll view's delay of its content's touches (R49)

    /// A touch went down on content of `scrollView`: with ``ScrollView/delaysContentTouches``, its
    /// view hears it only at ``ScrollView/contentTouchDelay`` from now, when a timer settles the
    /// window; or at once when it lifts sooner. Its pan beginning first claims it (R17), so the
    /// content never hears it.
    func holdFromContent(_ touch: Touch, by scrollView: ScrollView) {
        guard scrollView.delaysContentTouches, scrollView.isScrollEnabled else { return }
        let timer = clock.schedule(after: scrollView.contentTouchDelay) { [weak window] in
            window?.engine.update {}
        }
        touch.contentHold = Touch.ContentHold(scrollView: scrollView, deadline: clock.now + scrollView.contentTouchDelay, timer: timer)
    }

    /// Whether `touch`, held by a scroll view, still waits; when its time is up or it lifted, it is
    /// released, to its view if the scroll view's `touchesShouldBegin` agrees. A touch cancelled
    /// while held never reaches its view.
    func isHeldForContentDelay(_ touch: Touch) -> Bool {
        guard let hold = touch.contentHold else { return false }
        let phase = touch.phaseStorage
        if !phase.isTerminal, clock.now < hold.deadline { return true }
        releaseContentHold(of: touch)
        if phase == .cancelled, !touch.viewSawBegan {
            touch.viewIsDone = true   // cancelled while held: the content never hears of it
            return false
        }
        if let view = touch.view, !hold.scrollView.touchesShouldBegin([touch], with: currentEvent, in: view) {
            touch.viewIsDone = true   // the content never hears it
        }
        return false
    }

    /// Ends the hold: the touch lets its scroll view go, and the timer is cancelled.
    func releaseContentHold(of touch: Touch) {
        touch.contentHold?.timer.cancel()
        touch.contentHold = nil
    }
}
