import Foundation
@testable import TargetAction

/// The deliberate bugs that show the hostile scenes' checks catch what they should (FuzzFault).
extension FuzzRun {
    /// ``FuzzFault/sendsAfterRemoval``: a recognizer just removed while active sends `.changed` once more.
    func injectAfterRemoval(_ recognizer: GestureRecognizer) {
        guard fault == .sendsAfterRemoval else { return }
        recognizer.sendActions(reporting: .changed, at: nil, listeners: scene.window.engine.listeners)
    }

    /// ``FuzzFault/valueCallbackOutOfWindow``: every attached gesture whose view just left the
    /// window runs its `onChanged` once.
    func injectAfterViewRemoval() {
        guard fault == .valueCallbackOutOfWindow else { return }
        for (index, attached) in scene.values.attached.enumerated() where attached.view != nil && attached.view?.window == nil {
            scene.values.journal.record(FuzzGestureCallback(
                gesture: index, generation: scene.values.generations[index], node: 0, kind: .onChanged, value: nil))
        }
    }

    /// ``FuzzFault/windowDropsSimulatorTouch``: the window ends a touch the simulator still counts.
    func dropASimulatorTouch() {
        let active = scene.window.activeTouches
        guard let touch = simulatorTouches.first(where: { touch in active.contains { $0 === touch } }) else { return }
        scene.window.sendEvent(Event(timestamp: scene.window.clock.now, changes: [.ended(touch)]))
    }
}
