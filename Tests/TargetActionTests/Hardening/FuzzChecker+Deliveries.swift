import Foundation
@testable import TargetAction

/// What reaches the scene's recognizers, as the window's observer tells it: each delivery just
/// before the window calls the touch method (`gestureRecognizer(_:didReceive:phase:)`), and, for
/// what must hold once the method returned, the next happening the checker hears other than a
/// state change (the only happening a touch method can cause while it runs). Every observer method
/// and hook of the checker but the state change starts with ``catchUp()``.
extension FuzzChecker {
    /// The scene's deliberate bug, played around what the checker hears.
    var faults: FuzzFaultInjector? { scene.faults }

    /// Before the checker hears anything else: the touch method it last heard announced has
    /// returned; and a fault that acts between happenings acts.
    func catchUp() {
        faults?.restoreKeptStates()
        guard let (recognizer, index, phase) = delivering else { return }
        delivering = nil
        touchMethodReturned(recognizer, index: index, phase: phase)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, didReceive touches: Set<Touch>, phase: Touch.Phase) {
        catchUp()
        if recognizer is HoverGestureRecognizer {
            return fail("R102", "\(recognizer.name ?? recognizer.debugName) received touches\(phase.description.capitalized); a hover recognizer receives none.")
        }
        let index = index(recognizer)
        guard index >= 0 else { return }   // an attached gesture's or a scroll view's: checked by what it does
        checkHandSetReset(recognizer, index, phase: phase)
        if !recognizer.isEnabled {
            fail("R12", "disabled \(name(recognizer)) received touches\(phase.description.capitalized).")
        }
        if let view = recognizer.view {
            checkDelivery(of: touches, phase: phase, to: recognizer, index: index, on: view)
        } else {
            fail("R13", "\(name(recognizer)), removed from its view, received touches\(phase.description.capitalized).")
        }
        delivering = (recognizer, index, phase)
        faults?.willDeliver(phase, to: recognizer)
    }

    private func checkDelivery(of touches: Set<Touch>, phase: Touch.Phase, to recognizer: GestureRecognizer, index: Int, on view: View) {
        if recognizer.committedState.isTerminal {
            fail("R5", "\(name(recognizer)) in \(recognizer.committedState) received touches\(phase.description.capitalized).")
        }
        if view.window !== scene.window {
            fail("R13", "\(name(recognizer)), whose view left the window, received touches\(phase.description.capitalized).")
        }
        for case let touch as FuzzTouch in touches {
            if !touch.hitPath.contains(ObjectIdentifier(view)) {
                fail("R18", "\(name(recognizer)) on \(describe(view)) received touch #\(touch.serial), which went down on \(describe(touch.expectedView)), not on its view or below.")
            }
            if scene.delegates[index]?.refuses(touch) == true {
                fail("R14", "\(name(recognizer)) received touch #\(touch.serial), which its delegate refused.")
            }
            if touch.phase != phase {
                fail("R17", "\(name(recognizer)) received touch #\(touch.serial) as \(phase) but the touch is \(touch.phase).")
            }
            let previous = touch.recognizerPhases[index]
            let inOrder = switch phase {
            case .began: previous == nil
            default: previous == .began || previous == .moved
            }
            if !inOrder {
                fail("R5", "\(name(recognizer)) received touch #\(touch.serial) as \(phase) after \(previous.map { "\($0)" } ?? "nothing").")
            }
            touch.recognizerPhases[index] = phase
            checkRecognizerMayReceive(touch, recognizer, index: index, phase: phase)
        }
    }

    /// Recognizer `index`'s touch method for `phase` returned: the touches it ignored (R32), and
    /// the touches an active pan, or an edge pan, counts (R22, R39).
    private func touchMethodReturned(_ recognizer: GestureRecognizer, index: Int, phase: Touch.Phase) {
        faults?.touchMethodReturned(recognizer, phase)
        // `ignore(_:for:)` takes the recognizer off the touch: it is never delivered there again.
        for touch in down where touch.recognizerPhases[index] != nil && !touch.ignoredBy.contains(index)
            && !touch.gestureRecognizers.contains(where: { $0 === recognizer }) {
            touch.ignoredBy.insert(index)
            count("\(kind(recognizer)) ignores a touch")
        }
        if let pan = recognizer as? PanGestureRecognizer, pan.committedState.isActive {
            checkCount(of: pan, when: "after its touches\(phase.description.capitalized)")
        } else if let edge = recognizer as? ScreenEdgePanGestureRecognizer {   // R39: before it began too
            checkEdgeCount(of: edge, when: "after its touches\(phase.description.capitalized)")
        }
    }
}
