import Foundation

/// One finger on the screen, from touch-down to lift. A touch is an identity: the same object
/// travels through every event of its life, its phase and location updated by the window.
open class Touch: Hashable, CustomStringConvertible {
    public enum Phase: Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled
        /// A hover pointer came into the window (R100).
        case regionEntered
        /// A hover pointer moved within the window, or stayed (R100).
        case regionMoved
        /// A hover pointer left the window (R100).
        case regionExited

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }

        /// Whether the touch's life is over in this phase.
        public var isTerminal: Bool { self == .ended || self == .cancelled }

        /// Whether this is a hover pointer's phase, not a touch's (R100).
        var isRegion: Bool { bit & Self.regionBits != 0 }

        /// A bit per phase, for sets of phases.
        var bit: UInt8 {
            switch self {
            case .began: 1
            case .moved: 2
            case .stationary: 4
            case .ended: 8
            case .cancelled: 16
            case .regionEntered: 32
            case .regionMoved: 64
            case .regionExited: 128
            }
        }

        private static let regionBits: UInt8 = 32 | 64 | 128
    }

    /// How far (points) a touch may move from where it went down and still be a tap, and how far
    /// from that tap's lift the next touch may go down to repeat it (``tapCount``, [obs]).
    public static let tapCountAllowableMovement: CGFloat = 45
    /// The longest pause between a tap's lift and the next touch-down that repeats it
    /// (``tapCount``, [obs]).
    public static let tapCountMaximumInterval: TimeInterval = 0.35

    // The window's engine writes these, in ``routing``: read-only to users.

    /// Where the touch is in its life.
    open var phase: Phase { routing.phase }
    /// When the touch last changed, in the window clock's seconds.
    open var timestamp: TimeInterval { routing.timestamp }
    /// How many quick taps in one place this touch completes (1 for a single tap): it repeats the
    /// last touch when that one was a tap and lifted within ``tapCountMaximumInterval`` and
    /// ``tapCountAllowableMovement`` of where this one goes down.
    open var tapCount: Int { routing.tapCount }
    /// The view the touch was hit-tested to when it began; it keeps it for life (R20). The touch
    /// holds it strongly, as on UIKit, unless it is the window itself (which holds its touches).
    open var view: View? { routing.hitView ?? hitWindow }
    /// The window that delivers the touch.
    open var window: Window? { deliveringWindow }
    /// The recognizers that receive the touch (those of ``view`` and its ancestors that accepted it).
    open var gestureRecognizers: [GestureRecognizer] { routing.recognizers }
    /// Where the touch went down, in window coordinates.
    public var initialLocationInWindow: CGPoint { routing.initialLocationInWindow }
    /// Whether the window has seen this touch begin, for the simulator (a stored property seen
    /// outside the module would cost every read of it a runtime exclusivity check).
    package var wasSeenToBegin: Bool { routing.hasBegun }

    /// What the window's engine keeps of the touch, written by it alone (``Routing``).
    var routing = Routing()
    /// The window that delivers it (``window``), written by the engine at touch-down.
    weak var deliveringWindow: Window?
    /// The window, when the touch was hit-tested to the window itself (``view``).
    weak var hitWindow: Window?

    /// Sets the view it was hit-tested to (R18, R20): held strongly unless it is the window.
    func setHitView(_ view: View?) {
        if let window = view as? Window {
            hitWindow = window
            routing.hitView = nil
        } else {
            routing.hitView = view
            hitWindow = nil
        }
        routing.hasView = view != nil
    }
    // The fields of ``routing`` that recognizers, views and the transcript read.
    var locationInWindow: CGPoint { routing.locationInWindow }
    var previousLocationInWindow: CGPoint { routing.previousLocationInWindow }
    var recognizers: [GestureRecognizer] { routing.recognizers }
    var hasView: Bool { routing.hasView }
    var viewSawBegan: Bool { routing.viewSawBegan }
    var viewIsDone: Bool { routing.viewIsDone }

    /// The phases its view has yet to hear (R17). Apart from ``routing``, and only ever read or
    /// assigned whole (changed on a copy moved out and back): a change in place would cost every
    /// access a runtime exclusivity check.
    var viewPending: [Phase] = []
    /// Why nothing kept its `touchesBegan`, when nothing did: it went up the responder chain to its
    /// end, or to a disabled control (R40). What the transcript calls reaching nothing.
    var unhandled: Unhandled?

    /// Why nothing kept a touch's `touchesBegan`.
    enum Unhandled {
        /// It went up the responder chain to its end.
        case chainEnd
        /// A disabled control took it and tracks nothing (R40).
        case disabledControl(ViewName)
        /// It dismissed the menu its window showed, and so reaches nothing (R121).
        case dismissedMenu
    }
    /// The finger number the window's transcript calls it by: the one the driver that sends it
    /// gives it before it goes down, if free, else the lowest free one (set at touch-down).
    package var transcriptFinger: Int? {
        get { transcriptFingerStorage }
        set { transcriptFingerStorage = newValue }
    }
    var transcriptFingerStorage: Int?

    /// What made a touch (R32): a finger on the screen, or another kind of input.
    public enum TouchType: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's surface).
        case indirect
        /// A stylus.
        case pencil
        /// A pointer (a trackpad or a mouse).
        case indirectPointer

        public var description: String {
            switch self {
            case .direct: ".direct"
            case .indirect: ".indirect"
            case .pencil: ".pencil"
            case .indirectPointer: ".indirectPointer"
            }
        }
    }

    /// What made the touch (R32).
    open var type: TouchType { typeStorage }
    private let typeStorage: TouchType

    /// A new touch, to be sent in an ``Event`` with phase ``Phase/began``.
    public init(type: TouchType = .direct) {
        typeStorage = type
    }

    /// The touch's location in `view`'s coordinates (nil: window coordinates).
    open func location(in view: View?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The touch's location before its last move, in `view`'s coordinates (nil: window).
    open func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "Touch(\(phase) at (\(locationInWindow.x), \(locationInWindow.y)), t=\(timestamp))"
    }
}
