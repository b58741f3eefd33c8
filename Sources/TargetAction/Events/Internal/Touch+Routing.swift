import Foundation

extension Touch {
    /// What the window's engine keeps of a touch, from touch-down to lift: where and when it is, the
    /// view and recognizers it reached (R18, R20), and how far its view has heard it (R17). Only the
    /// engine writes it (and a recognizer that lets the touch go, R32), a field at a time and never
    /// across a call or in place: then no access to it needs a runtime exclusivity check. Everyone
    /// else reads it through the touch's accessors. It holds no weak reference (the window and a
    /// window hit-tested to are kept beside it): one would make every read of a field copy it whole.
    struct Routing {
        /// Where the touch is in its life (``Touch/phase``).
        var phase: Phase = .began
        /// When the touch last changed, in the window clock's seconds (``Touch/timestamp``).
        var timestamp: TimeInterval = 0
        /// How many quick taps in one place it completes (``Touch/tapCount``).
        var tapCount = 1
        var locationInWindow: CGPoint = .zero
        var previousLocationInWindow: CGPoint = .zero
        /// Where it went down, in window coordinates.
        var initialLocationInWindow: CGPoint = .zero
        /// Whether the window has seen this touch begin (R30: a touch begins once).
        var hasBegun = false
        /// The window it began in, for validating events without loading ``window`` (a weak
        /// reference); cleared if that window goes away with the touch down.
        var windowIdentity: ObjectIdentifier?
        /// R100: the window a hover pointer is in, between its `.regionEntered` and `.regionExited`.
        var hoverWindowIdentity: ObjectIdentifier?
        /// The recognizers that receive it: those of its view and its ancestors that accepted it.
        var recognizers: [GestureRecognizer] = []
        /// `[touch]`, made once while the touch is down and handed to every recognizer that gets it
        /// alone in a phase (the usual case), instead of hashing it into a new set each time. It
        /// holds the touch: the window drops it when the touch ends or the window goes away.
        var asSet: Set<Touch>?
        /// Whether its view heard it begin (R17).
        var viewSawBegan = false
        /// Whether its view hears no more of it: it lifted, was claimed by a recognizer, or never
        /// reached a view (R17, R31).
        var viewIsDone = false
        /// R49: a view (a scroll view) holding it from its content view; nil once released (or never
        /// held).
        var contentHold: ContentHold?
        /// The view it was hit-tested to when it began (``Touch/view``), held strongly unless it is
        /// the window itself (which holds its touches, and is kept weakly beside, in
        /// ``Touch/hitWindow``).
        var hitView: View?
        /// Whether it was hit-tested to a view; read on every event without loading the view.
        var hasView = false
    }

    /// A view's hold of a touch from its content (R49): until `deadline`, when `timer` settles the
    /// window.
    struct ContentHold {
        let holder: View
        let deadline: TimeInterval
        let timer: ClockTimer
    }
}
