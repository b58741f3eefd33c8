/// Lets an object other than the recognizer take part in arbitration. Every method has a default.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `g` may leave `.possible` (R7). Default: true.
    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool
    /// Whether `g` and `other` may be active together (R16). Default: false.
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether `g` waits for `other` to fail, for this attempt (R15). Default: false.
    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` waits for `g` to fail, for this attempt (R15). Default: false.
    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
    /// Whether `g` sees `touch` at all (R14). Default: true.
    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { true }

    public func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        false
    }

    public func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        false
    }

    public func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        false
    }

    public func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
