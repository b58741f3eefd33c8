import TargetAction

/// A delegate whose answers tests set.
final class RuleDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives: (Touch) -> Bool = { _ in true }
    var requiresFailureOf: (GestureRecognizer) -> Bool = { _ in false }
    var requiredToFailBy: (GestureRecognizer) -> Bool = { _ in false }
    private(set) var shouldBeginAsked = 0

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        shouldBeginAsked += 1
        return shouldBegin
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneous
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requiresFailureOf(other)
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        requiredToFailBy(other)
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        receives(touch)
    }
}
