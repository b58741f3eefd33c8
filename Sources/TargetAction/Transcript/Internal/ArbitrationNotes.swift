import Foundation

/// What arbitration decided about a recognizer, noted while its window records a transcript, so
/// that the transcript can say why without asking a delegate, a view or an override again (R7,
/// R15, R16).
/// It holds no object: identities, types and names only.
final class ArbitrationNotes {
    /// R7: who said no when it asked to begin.
    var refusal: BeginRefusal?
    /// R15: the recognizer it was last found requiring to fail: one it waited for, or one whose
    /// win failed it.
    var blocker: ObjectIdentifier?
    /// R16: the active recognizers it last began beside, each with the type of the delegate that
    /// allowed it.
    var companions: [(recognizer: ObjectIdentifier, delegate: AnyObject.Type)] = []

    /// Forgets the attempt's notes (R5).
    func clear() {
        refusal = nil
        blocker = nil
        if !companions.isEmpty { companions.removeAll() }
    }
}

/// R7: who said no to a recognizer's beginning: its delegate, or a view from the one its touch was
/// hit-tested to up to its own; a control there takes precedence by its own rule.
enum BeginRefusal {
    case delegate(AnyObject.Type)
    case ownView
    case view(ViewName)
    case control(ViewName, rule: String)

    init(view: View, of recognizer: GestureRecognizer) {
        if view === recognizer.view {
            self = .ownView
        } else if let control = view as? Control {
            let rule = switch control {
            case is SegmentedControl: "R90"
            case is Stepper: "R91"
            case is PageControl: "R99"
            default: "R43"
            }
            self = .control(ViewName(control), rule: rule)
        } else {
            self = .view(ViewName(view))
        }
    }
}
