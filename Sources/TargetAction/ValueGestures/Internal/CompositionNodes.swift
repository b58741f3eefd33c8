import Foundation

// The nodes of the three compositions (R65): their phases are the tables of R65, as `switch`es
// over their two children's phases.

/// A composition's node: its two sides, each told every touch (a sequence tells one at a time).
class PairNode<Value, FirstValue, SecondValue>: GestureNode<Value> {
    let first: GestureNode<FirstValue>
    let second: GestureNode<SecondValue>

    init(first: GestureNode<FirstValue>, second: GestureNode<SecondValue>) {
        self.first = first
        self.second = second
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        first.touchesBegan(touches, in: recognizer)
        second.touchesBegan(touches, in: recognizer)
    }
    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        first.touchesMoved(touches, in: recognizer)
        second.touchesMoved(touches, in: recognizer)
    }
    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        first.touchesEnded(touches, in: recognizer)
        second.touchesEnded(touches, in: recognizer)
    }
    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        first.touchesCancelled(touches, in: recognizer)
        second.touchesCancelled(touches, in: recognizer)
    }
    override func join(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) {
        first.join(touches, in: recognizer)
        second.join(touches, in: recognizer)
    }

    override func abandon(in recognizer: ValueGestureRecognizer) {
        first.abandon(in: recognizer)
        second.abandon(in: recognizer)
    }

    override func reset() {
        first.reset()
        second.reset()
        super.reset()
    }

    override func child(_ side: CompositionSide) -> AnyGestureNode? { side == .first ? first : second }
    override func play(_ phase: PlayedPhase) -> Bool { playComposed(phase, first: first, second: second) }
    override func failForPlay() {
        first.failForPlay()
        second.failForPlay()
    }
}

/// `simultaneously(with:)`: both sides get every touch.
final class SimultaneousNode<First: Gesture, Second: Gesture>:
    PairNode<SimultaneousGesture<First, Second>.Value, First.Value, Second.Value> {
    override func refresh(in recognizer: ValueGestureRecognizer) {
        first.refresh(in: recognizer)
        second.refresh(in: recognizer)
        let value = SimultaneousGesture<First, Second>.Value(first: first.phase.value, second: second.phase.value)
        switch (first.status, second.status) {
        case (.active, _), (_, .active): phase = .active(value)
        case (.possible, _), (_, .possible): phase = .possible
        case (.failed, .failed): phase = .failed
        default: phase = .ended(value)   // both done, at least one ended; a failed side reads nil
        }
    }

    override func deliver(in recognizer: ValueGestureRecognizer) {
        first.deliver(in: recognizer)
        second.deliver(in: recognizer)
    }

    override var hasRecognized: Bool { first.hasRecognized || second.hasRecognized }
}

/// `exclusively(before:)`: both sides get every touch, but the second counts only once the first
/// failed (until then it waits, as SwiftUI pauses it).
final class ExclusiveNode<First: Gesture, Second: Gesture>:
    PairNode<ExclusiveGesture<First, Second>.Value, First.Value, Second.Value> {
    override func refresh(in recognizer: ValueGestureRecognizer) {
        first.refresh(in: recognizer)
        second.refresh(in: recognizer)
        switch first.phase {
        case .active(let value): phase = .active(.first(value))
        case .ended(let value): phase = .ended(.first(value))
        case .possible: phase = .possible
        case .failed: phase = second.phase.map { .second($0) }
        }
    }

    override func deliver(in recognizer: ValueGestureRecognizer) {
        first.deliver(in: recognizer)
        if first.status == .failed { second.deliver(in: recognizer) }
    }

    override var hasRecognized: Bool {
        first.hasRecognized || (first.status == .failed && second.hasRecognized)
    }

    override func failFirstForSecond() { first.failForPlay() }
}

/// `sequenced(before:)`: the second side gets touches only once the first ended, starting on the
/// touches then down.
final class SequenceNode<First: Gesture, Second: Gesture>:
    PairNode<SequenceGesture<First, Second>.Value, First.Value, Second.Value> {
    private var secondJoined = false

    /// The child that gets touches now.
    private var current: AnyGestureNode { secondJoined ? second : first }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { current.touchesBegan(touches, in: recognizer) }
    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { current.touchesMoved(touches, in: recognizer) }
    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { current.touchesEnded(touches, in: recognizer) }
    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { current.touchesCancelled(touches, in: recognizer) }
    override func join(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { current.join(touches, in: recognizer) }

    override func refresh(in recognizer: ValueGestureRecognizer) {
        first.refresh(in: recognizer)
        if !secondJoined, first.status == .ended {
            secondJoined = true
            let down = recognizer.touchesDown
            if !down.isEmpty { second.join(down, in: recognizer) }
        }
        second.refresh(in: recognizer)
        switch first.phase {
        case .possible: phase = .possible
        case .failed: phase = .failed
        case .active(let value): phase = .active(.first(value))
        case .ended(let firstValue):
            switch second.phase {
            case .possible: phase = .active(.second(firstValue, nil))
            case .active(let value): phase = .active(.second(firstValue, value))
            case .ended(let value): phase = .ended(.second(firstValue, value))
            case .failed: phase = .failed
            }
        }
    }

    override func deliver(in recognizer: ValueGestureRecognizer) {
        first.deliver(in: recognizer)
        if secondJoined { second.deliver(in: recognizer) }
    }

    override func reset() {
        secondJoined = false
        super.reset()
    }

    override var hasRecognized: Bool { first.hasRecognized }

    override func play(_ phase: PlayedPhase) -> Bool {
        guard playComposed(phase, first: first, second: second) else { return false }
        secondJoined = first.status == .ended
        return true
    }
    override func failForPlay() { first.failForPlay() }
    override var whySecondCannotBePlayed: String? {
        first.status == .ended ? nil
            : "the second gesture of a sequence runs only once the first ended; play the SequenceGesture with .second(firstValue, value)."
    }
}

extension SimultaneousGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        SimultaneousNode<First, Second>(first: builder.node(for: first), second: builder.node(for: second))
    }
}

extension ExclusiveGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        ExclusiveNode<First, Second>(first: builder.node(for: first), second: builder.node(for: second))
    }
}

extension SequenceGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        SequenceNode<First, Second>(first: builder.node(for: first), second: builder.node(for: second))
    }
}

/// Plays a composed value: split into its two sides' phases, each played on its side.
private func playComposed(_ phase: PlayedPhase, first: AnyGestureNode, second: AnyGestureNode) -> Bool {
    let (value, ending): (Any, Bool) = switch phase {
    case .active(let value): (value, false)
    case .ended(let value): (value, true)
    }
    guard let composed = value as? any ComposedValue, let sides = composed.childPhases(ending: ending) else { return false }
    for (node, side) in [(first, sides.first), (second, sides.second)] {
        switch side {
        case .untouched: continue
        case .active(let value): guard node.play(.active(value)) else { return false }
        case .ended(let value): guard node.play(.ended(value)) else { return false }
        case .failed: node.failForPlay()
        }
    }
    return true
}
