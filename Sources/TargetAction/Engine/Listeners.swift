import Foundation

/// Who hears what a window's gesture machinery does: its transcript, held by the engine while the
/// window records one (``Window/recordTranscript()``), and the user's ``Window/gestureObserver``,
/// held weakly. The transcript is told first.
struct Listeners {
    static var none: Listeners { Listeners(transcript: nil, observer: nil) }

    let transcript: GestureTrace?
    let observer: (any GestureObserver)?

    /// Whether nobody listens.
    var isEmpty: Bool { transcript == nil && observer == nil }

    /// Tells each listener what `body` says.
    func tell(_ body: (any GestureObserver) -> Void) {
        if let transcript { body(transcript) }
        if let observer { body(observer) }
    }
}

extension GestureEngine {
    /// The transcript and the observer, loaded once for a run of happenings.
    var listeners: Listeners {
        Listeners(transcript: transcript, observer: observer)
    }
}

extension View {
    /// The listeners of the window this view is in; none outside a window.
    var windowListeners: Listeners {
        window?.engine.listeners ?? .none
    }
}
