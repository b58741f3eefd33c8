import Foundation

extension GestureEngine {
    // MARK: A view's delay of its content's touches (R49), a scroll view's

    /// A touch went down on content of `holder`: for ``View/contentTouchHoldDuration`` (none when
    /// nil), its view hears it only later, when a timer settles the window; or at once when it
    /// lifts sooner. The holder's pan beginning first claims it (R17), so the content never hears it.
    func holdFromContent(_ touch: Touch, by holder: View) {
        guard let duration = holder.contentTouchHoldDuration else { return }
        let timer = clock.schedule(after: duration) { [weak window] in
            window?.engine.update {}
        }
        touch.routing.contentHold = Touch.ContentHold(holder: holder, deadline: clock.now + duration, timer: timer)
    }

    /// Whether `touch`, held from its view, still waits; when its time is up or it lifted, it is
    /// released, to its view if the holder agrees (``View/releasesHeldTouches(_:with:to:)``). A touch
    /// cancelled while held never reaches its view.
    func isHeldForContentDelay(_ touch: Touch) -> Bool {
        guard let hold = touch.routing.contentHold else { return false }
        let phase = touch.routing.phase
        if !phase.isTerminal, clock.now < hold.deadline { return true }
        releaseContentHold(of: touch)
        if phase == .cancelled, !touch.routing.viewSawBegan {
            touch.routing.viewIsDone = true   // cancelled while held: the content never hears of it
            return false
        }
        if let view = touch.view, !hold.holder.releasesHeldTouches([touch], with: currentEvent, to: view) {
            touch.routing.viewIsDone = true   // the content never hears it
        }
        return false
    }

    /// Ends the hold: the touch lets its holder go, and the timer is cancelled.
    func releaseContentHold(of touch: Touch) {
        touch.routing.contentHold?.timer.cancel()
        touch.routing.contentHold = nil
    }
}
