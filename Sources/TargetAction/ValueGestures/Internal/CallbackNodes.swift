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
///
/// A phase set on it from outside (a test playing a custom gesture whose `body` maps) stands until
/// reset, as the transform cannot be undone.
final class MapNode<BaseValue, Value>: GestureNode<Value> {
    private let base: GestureNode<BaseValue>
    private let transform: (BaseValue) -> Value
    private var mapped = GesturePhase<Value>.possible
    private var isSetFromOutside = false

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
        guard !isSetFromOutside else { return }
        let basePhase = base.phase   // copied: no access to it spans the transform
        mapped = basePhase.map(transform)
    }

    override func deliver(in recognizer: ValueGestureRecognizer) { base.deliver(in: recognizer) }
    override func abandon(in recognizer: ValueGestureRecognizer) { base.abandon(in: recognizer) }

    override func reset() {
        base.reset()
        mapped = .possible
        isSetFromOutside = false
    }

    override var phase: GesturePhase<Value> {
        get { mapped }
        set {
            mapped = newValue
            isSetFromOutside = true
        }
    }

    override var decision: GestureDecision? {
        get { base.decision }
        set { base.decision = newValue }
    }

    override var status: GestureStatus { mapped.status }
    override var hasRecognized: Bool { base.hasRecognized }
}

extension ChangedGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (base, structure) = builder.build(self.base)
        let action = action
        let node = ChangedNode(base: base, action: action)
        return BuiltGesture(node: node, structure: structure.wrapped(by: node, adding: .onChanged { value in
            guard let value = value as? Value else { return false }
            action(value)
            return true
        }))
    }
}

extension EndedGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (base, structure) = builder.build(self.base)
        let action = action
        let node = EndedNode(base: base, action: action)
        return BuiltGesture(node: node, structure: structure.wrapped(by: node, adding: .onEnded { value in
            guard let value = value as? Value else { return false }
            action(value)
            return true
        }))
    }
}

extension GestureStateGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (base, structure) = builder.build(self.base)
        let update = update
        let link = GestureLink.updating(state: State.self) { value, state, transaction in
            guard let value = value as? Value, var typed = state as? State else { return false }
            update(value, &typed, &transaction)
            state = typed
            return true
        }
        let node = UpdatingNode(base: base, storage: self.state.storage, update: update)
        return BuiltGesture(node: node, structure: structure.wrapped(by: node, adding: link))
    }
}

extension MapGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (base, structure) = builder.build(self.base)
        let transform = transform
        let node = MapNode(base: base, transform: transform)
        return BuiltGesture(node: node, structure: structure.wrapped(by: node, adding: .map { value in
            (value as? Base.Value).map(transform)
        }))
    }
}
