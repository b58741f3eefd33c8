import TargetAction

/// The messages of strict mode: what the call would do that a real recognizer never does (R2),
/// and what to call instead.
enum StrictTransition {
    static func violation(
        call: String, method: String, kind: String,
        from: GestureRecognizer.State, to: GestureRecognizer.State, discrete: Bool
    ) -> String? {
        if realKindMakes(from: from, to: to, discrete: discrete) { return nil }
        let off = "or turn off strict transitions."
        if to == .possible {
            return "\(call): a real \(kind) never moves to .possible; it returns there by itself after .ended, .cancelled or .failed. Drive one of those instead, \(off)"
        }
        if from.isTerminal {
            return "\(call) from \(from): a real \(kind) stays \(from) until its touches lift, then returns to .possible. Lift the touches first, \(off)"
        }
        if discrete {
            return "\(call) from \(from) is not a transition a real \(kind) makes (R2): it goes from .possible to .ended or .failed. Drive it from .possible, \(off)"
        }
        switch (from, to) {
        case (.possible, .changed):
            return "\(call) from .possible: a real \(kind) begins first. Call \(method)(state: .began) before, \(off)"
        case (.possible, .ended):
            return "\(call) from .possible: a real \(kind) ends only after it began. Call \(method)(state: .began) before, \(off)"
        case (.possible, .cancelled):
            return "\(call) from .possible: a real \(kind) is cancelled only after it began. Call \(method)(state: .began) before, \(off)"
        case (_, .began):
            return "\(call) from \(from): a real \(kind) begins once per gesture. Call \(method)(state: .changed) to go on, or end this gesture with .ended or .cancelled first, \(off)"
        case (_, .failed):
            return "\(call) from \(from): a real \(kind) fails only before it begins; once it began it ends or is cancelled. Call \(method)(state: .cancelled) instead, \(off)"
        default:
            return "\(call) from \(from) is not a transition a real \(kind) makes (R2): .possible → .began → .changed… → .ended or .cancelled. Drive a step of that path, \(off)"
        }
    }

    /// Whether a real recognizer of the mocked kind makes `from → to` by itself: R2's table without
    /// the `.possible → .ended` step that only custom discrete recognizers take (a real pan or long
    /// press always begins first).
    static func realKindMakes(from: GestureRecognizer.State, to: GestureRecognizer.State, discrete: Bool) -> Bool {
        if from == .possible, to == .ended { return discrete }
        return GestureRecognizer.isLegalTransition(from: from, to: to, discrete: discrete)
    }
}
