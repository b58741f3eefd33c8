import Foundation
@testable import TargetAction

/// The scene's custom kind, `.flick`: a recognizer a user writes on the base class (R2 amended), to
/// check that the rules hold for the user's own recognizers as for the toolkit's. It is no probe:
/// the checker watches it through the window's observer like every other recognizer.
///
/// Recognized, `.possible → .ended`, when its one finger lifts at least ``distance`` points from
/// where it went down; a second finger at once, a shorter lift or a cancel fails it. It decides by
/// setting ``GestureRecognizer/state``, as users do (its reasons then name R5).
final class UserFlickGestureRecognizer: GestureRecognizer {
    var distance: CGFloat = 30
    /// The reason faults (``FuzzFault/decidesByUnknownRule``, ``FuzzFault/decidesWithoutReason``):
    /// this is the one recognizer whose code the tests own, so it stands in for a toolkit kind
    /// that decides wrongly.
    var fault: FuzzFault?

    init() {
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > 1, state == .possible { fail() }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let touch = touches.first else { return }
        let start = touch.initialLocationInWindow
        let end = touch.location(in: nil)
        let moved = hypot(end.x - start.x, end.y - start.y)
        guard moved >= distance else { return fail() }
        if fault == .decidesByUnknownRule {
            setState(.ended, .moved(distance: moved), rule: FuzzRuleBook.unknownRule)
        } else {
            state = .ended
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { fail() }
    }

    private func fail() {
        if fault == .decidesWithoutReason, let engine {
            attempt.pendingLeave = nil
            engine.commit(self, .failed, nil)
        } else {
            state = .failed
        }
    }
}
