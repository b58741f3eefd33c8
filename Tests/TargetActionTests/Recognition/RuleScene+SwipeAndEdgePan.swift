import Foundation
import Mocks
import Testing
@testable import TargetAction

// Scene helpers for the swipe (R37, R38) and screen-edge pan (R39) rule tests.

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

extension RuleScene {
    /// A named swipe logging to the scene's log, attached to `view` (default: content).
    func addSwipe(_ name: String = "swipe", _ direction: SwipeGestureRecognizer.Direction = .right,
                  to view: View? = nil) -> SwipeGestureRecognizer {
        let swipe = add(SwipeGestureRecognizer(target: nil, action: nil), name, to: view)
        swipe.direction = direction
        return swipe
    }

    /// A named screen-edge pan watching `edges`, logging to the scene's log, attached to `view`
    /// (default: content).
    func addEdgePan(_ name: String = "edge", _ edges: RectEdge, to view: View? = nil) -> ScreenEdgePanGestureRecognizer {
        let pan = add(ScreenEdgePanGestureRecognizer(target: nil, action: nil), name, to: view)
        pan.edges = edges
        return pan
    }
}
