extension GestureRecognizer {
    /// The state this recognizer asked for that arbitration has not granted yet, while it is still
    /// `.possible`: set while it waits for a recognizer it requires to fail (R15); nil otherwise.
    ///
    /// For diagnostics (the demo's trace explains what a recognizer is waiting for).
    package var pendingState: State? {
        committedState == .possible ? attempt.pendingLeave : nil
    }
}
