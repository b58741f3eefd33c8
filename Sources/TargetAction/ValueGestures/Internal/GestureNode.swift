import Foundation

/// Why a gesture of an attached gesture's tree became active, ended or failed: what happened, with
/// the numbers its rule compared, and that rule (R105). Recorded the moment it decides; its
/// recognizer's ``GestureRecognizer/reason`` is made from the root's.
struct GestureDecision {
    let cause: GestureRecognizer.Cause
    let rule: String
}

/// One gesture of an attached gesture's tree, running: a built-in gesture that reads touches, a
/// callback or `map` around another, or a composition of two.
///
/// Touches go down the tree; the recognizer then calls ``refresh(in:)`` once, and every node that
/// wraps others recomputes its phase from theirs. ``deliver(in:)`` runs the callbacks due, innermost
/// first (R60). Leaves ignore touches once their phase is final.
class AnyGestureNode {
    /// Why it last became active, ended or failed; nil until it did in this touch sequence.
    var decision: GestureDecision?

    func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {}
    func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {}
    func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {}
    func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {}

    /// Starts on touches already down (sequenced after a gesture that just ended, R65): each is
    /// taken as going down where it is now.
    func join(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        touchesBegan(touches, in: recognizer)
    }

    /// Recomputes the phase of a node that wraps others, after theirs changed.
    func refresh(in recognizer: ValueGestureRecognizer) {}

    /// Runs the callbacks due for the phases as they are now (R60).
    func deliver(in recognizer: ValueGestureRecognizer) {}

    /// The gesture was cancelled, failed by arbitration, removed or disabled: no callback runs, and
    /// every `@GestureState` it updated goes back to its initial value (R60).
    func abandon(in recognizer: ValueGestureRecognizer) {}

    /// A new touch sequence starts: back to possible, nothing remembered.
    func reset() {}

    /// The phase without its value.
    var status: GestureStatus { .possible }

    /// Whether a gesture inside it recognized (R69): a drag, magnify or rotate became active, or a
    /// tap or long press ended. Its recognizer then begins.
    var hasRecognized: Bool { false }

    /// Records why it decided, by `rule`, now.
    final func decide(_ cause: GestureRecognizer.Cause, _ rule: String) {
        decision = GestureDecision(cause: cause, rule: rule)
    }
}

/// A node with the value type of its gesture.
class GestureNode<Value>: AnyGestureNode {
    var phase: GesturePhase<Value> = .possible

    override var status: GestureStatus { phase.status }

    override func reset() {
        phase = .possible
        decision = nil
    }
}

/// A gesture that never recognizes and blocks nothing: `nil` (R67), or one attached with a bad
/// setting. It fails at its first touch, because `cause`.
final class FailingNode<Value>: GestureNode<Value> {
    private let cause: GestureRecognizer.Cause

    init(_ cause: GestureRecognizer.Cause) {
        self.cause = cause
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        guard !status.isTerminal else { return }
        phase = .failed
        decide(cause, "R67")
    }
}

/// A node that wraps one other and has its phase: the callbacks' nodes. The phase is read from
/// the base, not copied: a copy of a generic value costs a metadata lookup on every update.
class WrappingNode<Value>: GestureNode<Value> {
    let base: GestureNode<Value>

    init(base: GestureNode<Value>) {
        self.base = base
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.touchesBegan(touches, in: recognizer) }
    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.touchesMoved(touches, in: recognizer) }
    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.touchesEnded(touches, in: recognizer) }
    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.touchesCancelled(touches, in: recognizer) }
    override func join(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.join(touches, in: recognizer) }

    override func refresh(in recognizer: ValueGestureRecognizer) { base.refresh(in: recognizer) }
    override func deliver(in recognizer: ValueGestureRecognizer) { base.deliver(in: recognizer) }
    override func abandon(in recognizer: ValueGestureRecognizer) { base.abandon(in: recognizer) }
    override func reset() { base.reset() }

    override var phase: GesturePhase<Value> {
        get { base.phase }
        set { base.phase = newValue }
    }

    override var decision: GestureDecision? {
        get { base.decision }
        set { base.decision = newValue }
    }

    override var status: GestureStatus { base.status }
    override var hasRecognized: Bool { base.hasRecognized }
}
