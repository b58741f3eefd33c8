import Foundation

/// Who hears what a window's gesture machinery does: its transcript, held by the engine while the
/// window records one (``Window/recordTranscript()``), and the user's ``Window/gestureObserver``,
/// held weakly. Both hear the one stream of ``Happening``s; the transcript first.
struct Listeners {
    static var none: Listeners { Listeners(transcript: nil, observer: nil, window: nil) }

    let transcript: GestureTrace?
    let observer: (any GestureObserver)?
    let window: Window?

    /// Whether nobody listens.
    var isEmpty: Bool { transcript == nil && observer == nil }

    /// Tells each listener what happened.
    func tell(_ happening: consuming Happening) {
        guard let observer, let window else {
            transcript?.record(happening)   // the usual listener alone: the happening is handed over
            return
        }
        transcript?.record(copy happening)
        observer.hear(happening, in: window)
    }
}

extension GestureEngine {
    /// The transcript and the observer, loaded once for a run of happenings.
    var listeners: Listeners {
        let observer = self.observer   // one weak load
        return Listeners(transcript: transcript, observer: observer, window: observer == nil ? nil : window)
    }

    /// Tells the listeners what happened, if anyone listens; `happening` is made only then.
    func tell(_ happening: @autoclosure () -> Happening) {
        let listeners = listeners
        if !listeners.isEmpty { listeners.tell(happening()) }
    }
}

extension View {
    /// Tells the listeners of this view's window what happened, if anyone listens.
    func tellWindow(_ happening: @autoclosure () -> Happening) {
        guard let engine = window?.engine else { return }
        engine.tell(happening())
    }
}

extension Window {
    /// Tells this window's listeners what happened, if anyone listens: for a driver outside the
    /// engine, such as the Mocks VoiceOver driver (R157).
    package func tell(_ happening: @autoclosure () -> Happening) {
        engine.tell(happening())
    }
}
