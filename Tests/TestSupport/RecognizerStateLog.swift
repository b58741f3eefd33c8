import TargetAction

/// Records every state change of a window's recognizers, by name.
public final class RecognizerStateLog: GestureObserver {
    public private(set) var transitions: [(name: String, to: GestureRecognizer.State)] = []

    public init(window: Window) {
        window.gestureObserver = self
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        transitions.append((recognizer.name ?? "\(type(of: recognizer))", new))
    }

    /// The states `name` entered, resets to `.possible` left out.
    public func states(of name: String) -> [GestureRecognizer.State] {
        transitions.filter { $0.name == name && $0.to != .possible }.map(\.to)
    }
}
