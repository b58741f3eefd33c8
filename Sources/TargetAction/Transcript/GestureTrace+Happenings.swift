import Foundation

extension GestureTrace {
    /// Records one happening of the window's stream as entries.
    func record(_ happening: consuming Happening) {
        switch happening {
        case .willProcess(let event): willProcess(event)
        case .didProcess: didProcess()
        case .rejected(let event, let rejection): didReject(event, because: rejection)
        case .viewTouches(let view, _, let phase): didDeliver(phase, to: view)
        case .recognizerTouches: break   // the touch rows and the state changes tell it
        case .transition(let recognizer, let old, let new): transition(recognizer, from: old, to: new)
        case .waits(let recognizer, let blockers): self.recognizer(recognizer, waitsFor: blockers)
        case .stopsWaiting(let recognizer): recognizerStopsWaiting(recognizer)
        case .alongside(let recognizer, let other, let allower): self.recognizer(recognizer, runsAlongside: other, allowedBy: allower)
        case .action(let recognizer, let action, let target, let state): self.action(recognizer, sent: action, to: target, for: state)
        case .controlEvents(let control, let events): controlEvents(control, events)
        case .controlChange(let control, let change): self.control(control, did: change)
        case .refreshing(let control, let began): refreshing(control, began: began)
        case .callback(let gesture, let callback, let value): self.callback(gesture, callback, value: value)
        case .gestureState(let gesture, let value, let reset): gestureState(gesture, value: value, reset: reset)
        case .scroll(let scrollView, let change): scroll(scrollView, change)
        case .voiceOver(let act): add(.voiceOver, text: act.description)
        }
    }
}
