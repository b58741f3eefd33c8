import Foundation

// The nodes of `onChanged`, `onEnded`, `updating` and `map` (R60). Each runs its base's callbacks
// first, so that within one update they run innermost first, in the order the modifiers were
// applied.

/// `onChanged`: an active value that differs from the last one it got this sequence.
final class ChangedNode<Value: Equatable>: WrappingNode<Value> {
    private let action: (Value) -> Void
    private var lastValue: Value?

    init(base: GestureNode<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base: base)
    }

    override func deliver(in recognizer: ValueGestureRecognizer) {
        base.deliver(in: recognizer)
        let last = lastValue   // copied: no access to it spans the comparison's call
        guard case .active(let value) = phase, value != last else { return }
        lastValue = value
        recognizer.willRun(.onChanged, with: value)
        action(value)
    }

    override func reset() {
        super.reset()
        lastValue = nil
    }
}

/// `onEnded`: the ended value, once; never after a failure.
final class EndedNode<Value>: WrappingNode<Value> {
    private let action: (Value) -> Void
    private var hasRun = false

    init(base: GestureNode<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base: base)
    }

    override func deliver(in recognizer: ValueGestureRecognizer) {
        base.deliver(in: recognizer)
        guard case .ended(let value) = phase, !hasRun else { return }
        hasRun = true
        recognizer.willRun(.onEnded, with: value)
        action(value)
    }

    override func reset() {
        super.reset()
        hasRun = false
    }
}

/// `updating`: every active value, not de-duplicated, once per update; the state goes back to its
/// initial value after the gesture ends (once its callbacks ran) or fails, or when it is abandoned.
final class UpdatingNode<Value, State>: WrappingNode<Value> {
    private let storage: GestureStateStorage<State>
    private let update: (Value, inout State, inout Transaction) -> Void
    /// The update of the recognizer it last ran for.
    private var lastUpdate = -1
    /// Whether it wrote the state since it was last reset.
    private var hasWritten = false

    init(base: GestureNode<Value>, storage: GestureStateStorage<State>, update: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.storage = storage
        self.update = update
        super.init(base: base)
    }

    override func deliver(in recognizer: ValueGestureRecognizer) {
        base.deliver(in: recognizer)
        switch phase {
        case .active(let value):
            guard lastUpdate != recognizer.updateCount else { return }
            lastUpdate = recognizer.updateCount
            var state = storage.value
            var transaction = Transaction()
            recognizer.willRun(.updating, with: value)
            update(value, &state, &transaction)
            storage.value = state
            storage.lastTransaction = transaction
            hasWritten = true
            recognizer.didWrite(storage)
        case .ended, .failed:
            guard hasWritten else { return }
            hasWritten = false
            recognizer.resetAfterCallbacks(storage)
        case .possible:
            break
        }
    }

    override func abandon(in recognizer: ValueGestureRecognizer) {
        base.abandon(in: recognizer)
        guard hasWritten else { return }
        hasWritten = false
        recognizer.reset(storage)
    }

    override func reset() {
        super.reset()
        lastUpdate = -1
        if hasWritten {
            hasWritten = false
            storage.resetToInitialValue()
        }
    }
}

/// `map`: its base's phase with the value transformed, computed once per update.
final class MapNode<BaseValue, Value>: GestureNode<Value> {
    private let base: GestureNode<BaseValue>
    private let transform: (BaseValue) -> Value
    /// A phase a test played on the mapped gesture itself (a custom gesture whose body maps): it
    /// stands until reset, as the transform cannot be undone.
    private var playedPhase: GesturePhase<Value>?

    init(base: GestureNode<BaseValue>, transform: @escaping (BaseValue) -> Value) {
        self.base = base
        self.transform = transform
    }

    override func touchesBegan(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.touchesBegan(touches, in: recognizer) }
    override func touchesMoved(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.touchesMoved(touches, in: recognizer) }
    override func touchesEnded(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.touchesEnded(touches, in: recognizer) }
    override func touchesCancelled(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.touchesCancelled(touches, in: recognizer) }
    override func join(_ touches: Set<Touch>, in recognizer: ValueGestureRecognizer) { base.join(touches, in: recognizer) }

    override func refresh(in recognizer: ValueGestureRecognizer) {
        base.refresh(in: recognizer)
        if let playedPhase {
            phase = playedPhase
        } else {
            let basePhase = base.phase   // copied: no access to it spans the transform
            phase = basePhase.map(transform)
        }
    }

    override func deliver(in recognizer: ValueGestureRecognizer) { base.deliver(in: recognizer) }
    override func abandon(in recognizer: ValueGestureRecognizer) { base.abandon(in: recognizer) }

    override func reset() {
        base.reset()
        super.reset()
        playedPhase = nil
    }

    override var hasRecognized: Bool { base.hasRecognized }
    override var wrappedNode: AnyGestureNode? { base }

    override func play(_ phase: PlayedPhase) -> Bool {
        guard super.play(phase) else { return false }
        playedPhase = self.phase
        return true
    }

    override func failForPlay() {
        playedPhase = .failed
    }
}

extension ChangedGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        ChangedNode(base: builder.node(for: base), action: action)
    }
}

extension EndedGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        EndedNode(base: builder.node(for: base), action: action)
    }
}

extension GestureStateGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        UpdatingNode(base: builder.node(for: base), storage: state.storage, update: update)
    }
}

extension MapGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        MapNode(base: builder.node(for: base), transform: transform)
    }
}
