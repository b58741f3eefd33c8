import Foundation

/// A gesture attached to a ``View``: how it is attached, and a way to change or remove it.
///
/// SwiftUI's gesture modifiers return a new view; a class view keeps what is attached, and the
/// attaching call returns this handle. The gesture runs on ``recognizer``, one of the view's
/// `gestureRecognizers` (R69).
public final class AttachedGesture {
    /// How it was attached (R66).
    public enum Priority: Sendable, CustomStringConvertible {
        /// `gesture(_:)`: loses to the gestures inside it.
        case normal
        /// `highPriorityGesture(_:)`: wins over them.
        case high
        /// `simultaneousGesture(_:)`: runs alongside them.
        case simultaneous

        public var description: String {
            switch self {
            case .normal: "gesture"
            case .high: "highPriorityGesture"
            case .simultaneous: "simultaneousGesture"
            }
        }
    }

    /// A callback of an attached gesture, as a ``GestureObserver`` hears of it.
    public enum Callback: Sendable, CustomStringConvertible {
        case updating, onChanged, onEnded

        public var description: String {
            switch self {
            case .updating: "updating"
            case .onChanged: "onChanged"
            case .onEnded: "onEnded"
            }
        }
    }

    let valueRecognizer: ValueGestureRecognizer

    init(recognizer: ValueGestureRecognizer) {
        valueRecognizer = recognizer
    }

    /// What the gesture is made of: the gestures under its callbacks, their settings and callbacks.
    package var structure: GestureStructure { valueRecognizer.structure }

    public var priority: Priority { valueRecognizer.priority }

    /// Which gestures may recognize (R66); removing `.gesture` while it runs cancels it (R60).
    public var mask: GestureMask {
        get { valueRecognizer.mask }
        set { valueRecognizer.mask = newValue }
    }

    /// Whether the mask contains `.gesture`; false removes it, true inserts it (R66).
    public var isEnabled: Bool {
        get { mask.contains(.gesture) }
        set {
            if newValue { mask.insert(.gesture) } else { mask.remove(.gesture) }
        }
    }

    /// The `name:` it was attached with, also its recognizer's name.
    public var name: String? { valueRecognizer.name }

    /// The view it is attached to; nil once removed.
    public var view: View? { valueRecognizer.view }

    /// The recognizer that runs it, in the view's `gestureRecognizers`: UIKit-style code can
    /// require it to fail or recognize with it (R69).
    public var recognizer: GestureRecognizer { valueRecognizer }

    /// Why its recognizer is in its state, or why its last attempt ended as it did: the value
    /// gestures' own rules decide it (R61-R66, R105).
    public var reason: GestureRecognizer.Reason? { valueRecognizer.reason }

    /// Detaches it; while it runs, as the view's removal (R60: no `onEnded`, states reset).
    public func remove() {
        view?.detachAttachedGesture(self)
    }
}
