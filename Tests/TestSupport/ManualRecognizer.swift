import TargetAction

/// A continuous recognizer a test moves by hand (`state = …`), counting resets.
open class ManualRecognizer: GestureRecognizer {
    public private(set) var resetCount = 0
    /// The state read inside `reset()`.
    public private(set) var stateDuringReset: State?

    override open func reset() {
        super.reset()
        resetCount += 1
        stateDuringReset = state
    }
}
