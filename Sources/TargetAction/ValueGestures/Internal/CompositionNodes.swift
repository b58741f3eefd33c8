import Foundation

// The nodes of the three compositions (R65): their phases are the tables of R65, as `switch`es
// over their two children's phases. Each records why it became active, ended or failed from its
// sides' decisions, at the refresh where its status changed or it recognized (R105).

/// A composition's node: its two sides, each told every touch (a sequence tells one at a time).
class PairNode<Value, FirstValue, SecondValue>: GestureNode<Value> {
    let first: GestureNode<FirstValue>
    let second: GestureNode<SecondValue>
    /// Whether a gesture inside had recognized at the last refresh.
    private var wasRecognized = false
    /// The sides' statuses at the last refresh: a side whose status changed since is one that decided.
    private var lastStatuses: (first: GestureStatus, second: GestureStatus) = (.possible, .possible)

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
        wasRecognized = false
        lastStatuses = (.possible, .possible)
    }

    /// After the phase was recomputed from `oldStatus`: when the status changed or a gesture inside
    /// recognized, records what `decide` makes of the sides, told which of them changed status.
    final func settle(from oldStatus: GestureStatus, _ decide: (_ firstChanged: Bool, _ secondChanged: Bool) -> GestureDecision?) {
        let statuses = (first: first.status, second: second.status)
        let changed = (statuses.first != lastStatuses.first, statuses.second != lastStatuses.second)
        lastStatuses = statuses
        let recognized = hasRecognized
        guard status != oldStatus || recognized != wasRecognized else { return }
        wasRecognized = recognized
        if let decision = decide(changed.0, changed.1) { self.decision = decision }
    }

    /// `side`'s decision, its cause wrapped by `wrap`, by the side's rule.
    final func wrapped(_ side: AnyGestureNode, _ wrap: (GestureRecognizer.Cause) -> GestureRecognizer.Cause) -> GestureDecision? {
        side.decision.map { GestureDecision(cause: wrap($0.cause), rule: $0.rule) }
    }

    /// Both sides failed: the first's cause and rule, then the second's.
    final var bothFailed: GestureDecision? {
        guard let one = first.decision, let other = second.decision else { return first.decision ?? second.decision }
        return GestureDecision(cause: .bothSidesFailed(first: one.cause, rule: one.rule, second: other.cause), rule: other.rule)
    }
}

/// `simultaneously(with:)`: both sides get every touch.
final class SimultaneousNode<First: Gesture, Second: Gesture>:
    PairNode<SimultaneousGesture<First, Second>.Value, First.Value, Second.Value> {
    override func refresh(in recognizer: ValueGestureRecognizer) {
        first.refresh(in: recognizer)
        second.refresh(in: recognizer)
        let oldStatus = status
        let value = SimultaneousGesture<First, Second>.Value(first: first.phase.value, second: second.phase.value)
        switch (first.status, second.status) {
        case (.active, _), (_, .active): phase = .active(value)
        case (.possible, _), (_, .possible): phase = .possible
        case (.failed, .failed): phase = .failed
        default: phase = .ended(value)   // both done, at least one ended; a failed side reads nil
        }
        settle(from: oldStatus) { firstChanged, secondChanged in
            switch status {
            case .failed:
                return bothFailed
            case .ended:   // the side that finished last, preferring one that ended
                let last: AnyGestureNode = if firstChanged, secondChanged { first.status == .ended ? first as AnyGestureNode : second }
                    else { secondChanged ? second as AnyGestureNode : first }
                return wrapped(last) { .bothSidesDone($0) }
            case .active, .possible:
                let side: AnyGestureNode = if firstChanged, first.hasRecognized { first }
                    else if secondChanged, second.hasRecognized { second }
                    else { first.hasRecognized ? first as AnyGestureNode : second }
                return side.hasRecognized ? wrapped(side) { .sideActive($0) } : nil
            }
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
        let oldStatus = status
        switch first.phase {
        case .active(let value): phase = .active(.first(value))
        case .ended(let value): phase = .ended(.first(value))
        case .possible: phase = .possible
        case .failed: phase = second.phase.map { .second($0) }
        }
        settle(from: oldStatus) { _, _ in
            let side = first.status == .failed ? second as AnyGestureNode : first
            switch status {
            case .failed: return bothFailed
            case .ended: return side.decision
            case .active, .possible: return side.hasRecognized ? wrapped(side) { .sideActive($0) } : nil
            }
        }
    }

    override func deliver(in recognizer: ValueGestureRecognizer) {
        first.deliver(in: recognizer)
        if first.status == .failed { second.deliver(in: recognizer) }
    }

    override var hasRecognized: Bool {
        first.hasRecognized || (first.status == .failed && second.hasRecognized)
    }
}

/// `sequenced(before:)`: the second side gets touches only once the first ended, starting on the
/// touches then down.
final class SequenceNode<First: Gesture, Second: Gesture>:
    PairNode<SequenceGesture<First, Second>.Value, First.Value, Second.Value> {
    /// The two gestures' descriptions, for reasons: "LongPressGesture", "DragGesture".
    private let names: (first: String, second: String)
    private var secondJoined = false

    init(first: GestureNode<First.Value>, second: GestureNode<Second.Value>, names: (first: String, second: String)) {
        self.names = names
        super.init(first: first, second: second)
    }

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
            if let ended = first.decision {
                decision = GestureDecision(cause: .sequenceFollows(ended.cause, rule: ended.rule, next: names.second,
                                                                    onSameTouch: !down.isEmpty), rule: "R65")
            }
            if !down.isEmpty { second.join(down, in: recognizer) }
        }
        second.refresh(in: recognizer)
        let oldStatus = status
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
        settle(from: oldStatus) { _, _ in
            switch status {
            case .failed:
                guard secondJoined else { return first.decision }
                let names = names
                return wrapped(second) { .sequenceSecondFailed(first: names.first, second: names.second, $0) }
            case .ended:
                return second.decision
            case .active, .possible:   // the first recognized and goes on (a drag); once it ended, as above
                return secondJoined ? nil : first.decision
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
}

extension SimultaneousGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (one, oneStructure) = builder.build(first)
        let (other, otherStructure) = builder.build(second)
        let node = SimultaneousNode<First, Second>(first: one, second: other)
        let bare = composeSimultaneously(oneStructure.bare, otherStructure.bare)
        return BuiltGesture(node: node, structure: .composition(.simultaneous, self, of: oneStructure, otherStructure, bare: bare, node: node) { value, parts in
            guard let (a, b, _) = liftedSides(of: value, parts, as: First.Value.self, Second.Value.self) else { return nil }
            return Value(first: a, second: b)
        })
    }
}

extension ExclusiveGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (one, oneStructure) = builder.build(first)
        let (other, otherStructure) = builder.build(second)
        let node = ExclusiveNode<First, Second>(first: one, second: other)
        let bare = composeExclusively(oneStructure.bare, otherStructure.bare)
        return BuiltGesture(node: node, structure: .composition(.exclusive, self, of: oneStructure, otherStructure, bare: bare, node: node) { value, parts in
            guard let (a, b, tag) = liftedSides(of: value, parts, as: First.Value.self, Second.Value.self) else { return nil }
            if tag == 0, let a { return Value.first(a) }
            if tag == 1, let b { return Value.second(b) }
            return nil
        })
    }
}

extension SequenceGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (one, oneStructure) = builder.build(first)
        let (other, otherStructure) = builder.build(second)
        let node = SequenceNode<First, Second>(first: one, second: other, names: (oneStructure.description, otherStructure.description))
        let bare = composeInSequence(oneStructure.bare, otherStructure.bare)
        return BuiltGesture(node: node, structure: .composition(.sequence, self, of: oneStructure, otherStructure, bare: bare, node: node) { value, parts in
            guard let (a, b, tag) = liftedSides(of: value, parts, as: First.Value.self, Second.Value.self), let a else { return nil }
            return tag == 0 ? Value.first(a) : Value.second(a, b)
        })
    }
}

// The compositions of two gestures known only as `any Gesture`: each is opened to its own type.
private func composeSimultaneously<A: Gesture, B: Gesture>(_ first: A, _ second: B) -> any Gesture {
    SimultaneousGesture(first, second)
}

private func composeInSequence<A: Gesture, B: Gesture>(_ first: A, _ second: B) -> any Gesture {
    SequenceGesture(first, second)
}

private func composeExclusively<A: Gesture, B: Gesture>(_ first: A, _ second: B) -> any Gesture {
    ExclusiveGesture(first, second)
}
