import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

@Suite struct GestureObserverTests {
    final class Trace: GestureObserver {
        var lines: [String] = []
        func window(_ window: Window, willProcess event: Event) { lines.append("event \(event.changes.map(\.phase))") }
        func window(_ window: Window, didReject event: Event, because rejection: EventRejection) { lines.append("rejected \(rejection.rule)") }
        func gestureRecognizer(_ recognizer: GestureRecognizer, didTransitionFrom old: GestureRecognizer.State, to new: GestureRecognizer.State) {
            lines.append("\(recognizer.name ?? "?") \(old) → \(new)")
        }
        func gestureRecognizer(_ recognizer: GestureRecognizer, didSend action: Selector, to target: AnyObject, for state: GestureRecognizer.State) {
            lines.append("\(recognizer.name ?? "?") sent \(action) for \(state)")
        }
        func window(_ window: Window, didDeliver touches: Set<Touch>, phase: Touch.Phase, to view: View) {
            lines.append("view \(phase)")
        }
    }

    @Test func anObserverSeesEventsTransitionsActionsAndViewTouches() {
        let scene = RuleScene()
        let trace = Trace()
        scene.window.gestureObserver = trace
        _ = scene.tap()

        scene.simulator.tap(at: CGPoint(10, 10))
        let (_, failures) = FailureReporter.capturing {
            scene.window.sendEvent(Event(timestamp: -1, changes: [.began(Touch(), at: .zero)]))
        }

        #expect(failures.count == 1)
        #expect(trace.lines == [
            "event [began]", "view began",
            "event [ended]", "tap .possible → .ended", "view cancelled", "tap sent record: for .ended", "tap .ended → .possible",
            "rejected time cannot go backwards",
        ])
    }
}
