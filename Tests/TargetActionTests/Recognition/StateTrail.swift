import TargetAction
import TestSupport

/// Records the states each named recognizer enters, failures and resets included.
final class StateTrail: GestureObserver {
    private(set) var entered: [(name: String, state: GestureRecognizer.State)] = []

    func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        entered.append((recognizer.name ?? "?", new))
    }

    /// The states `name` entered, in order.
    func states(of name: String) -> [GestureRecognizer.State] {
        entered.filter { $0.name == name }.map(\.state)
    }
}
