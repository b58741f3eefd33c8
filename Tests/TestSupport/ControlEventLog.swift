import TargetAction

/// Records the events a window's controls send and the states its recognizers enter, in order.
public final class ControlEventLog: GestureObserver {
    public private(set) var events: [(control: String, events: Control.Event)] = []
    public private(set) var transitions: [(name: String, to: GestureRecognizer.State)] = []

    public init(window: Window) {
        window.gestureObserver = self
    }

    public func control(_ control: Control, willSendActionsFor events: Control.Event) {
        self.events.append((control.accessibilityIdentifier ?? "\(type(of: control))", events))
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
        transitions.append((recognizer.name ?? "\(type(of: recognizer))", new))
    }

    /// The events the control identified as `identifier` sent, one entry per send.
    public func events(of identifier: String) -> [Control.Event] {
        events.filter { $0.control == identifier }.map(\.events)
    }

    /// The states `name` entered, resets to `.possible` left out.
    public func states(of name: String) -> [GestureRecognizer.State] {
        transitions.filter { $0.name == name && $0.to != .possible }.map(\.to)
    }

    public func removeAll() {
        events.removeAll()
        transitions.removeAll()
    }
}
