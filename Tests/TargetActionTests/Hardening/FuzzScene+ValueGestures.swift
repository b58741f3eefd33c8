import Foundation
@testable import TargetAction

/// What the scene's value gestures report, as one `Equatable` type: every node maps its value to
/// it, so the checker can compare what each callback got (R60) whatever the gesture.
indirect enum FuzzGestureValue: Equatable, CustomStringConvertible {
    case drag(DragGesture.Value)
    case tap
    case spatialTap(SpatialTapGesture.Value)
    case press(Bool)
    case magnify(MagnifyGesture.Value)
    case magnification(CGFloat)
    case rotate(RotateGesture.Value)
    case rotation(Angle)
    /// `simultaneously`: each side's value, nil for a side with none.
    case both(FuzzGestureValue?, FuzzGestureValue?)
    /// `exclusively`: `.first`, `.second`; `sequenced`: `.first` while the first runs.
    case first(FuzzGestureValue)
    case second(FuzzGestureValue)
    /// `sequenced`: `.second(v1, v2)`.
    case then(FuzzGestureValue, FuzzGestureValue?)

    var description: String {
        func f(_ value: CGFloat) -> String { String(format: "%.6g", Double(value)) }
        func p(_ point: CGPoint) -> String { "(\(f(point.x)), \(f(point.y)))" }
        switch self {
        case let .drag(value):
            return "drag(t \(value.time.timeIntervalSinceReferenceDate), at \(p(value.location)) from \(p(value.startLocation)), v (\(f(value.velocity.width)), \(f(value.velocity.height))))"
        case .tap: return "tap"
        case let .spatialTap(value): return "spatialTap(at \(p(value.location)))"
        case let .press(value): return "press(\(value))"
        case let .magnify(value): return "magnify(\(f(value.magnification)), v \(f(value.velocity)), from \(p(value.startLocation)))"
        case let .magnification(value): return "magnification(\(f(value)))"
        case let .rotate(value): return "rotate(\(f(value.rotation.radians)) rad, v \(f(value.velocity.radians)), from \(p(value.startLocation)))"
        case let .rotation(value): return "rotation(\(f(value.radians)) rad)"
        case let .both(first, second): return "both(\(first.map(\.description) ?? "nil"), \(second.map(\.description) ?? "nil"))"
        case let .first(value): return "first(\(value))"
        case let .second(value): return "second(\(value))"
        case let .then(first, second): return "then(\(first), \(second.map(\.description) ?? "nil"))"
        }
    }

    /// The numbers in it that are not finite (R63, R64), named; empty when all are.
    var nonFiniteParts: [String] {
        func check(_ pairs: [(String, CGFloat)]) -> [String] { pairs.filter { !$0.1.isFinite }.map(\.0) }
        switch self {
        case let .drag(value):
            return check([("location.x", value.location.x), ("location.y", value.location.y),
                          ("startLocation.x", value.startLocation.x), ("startLocation.y", value.startLocation.y),
                          ("velocity.width", value.velocity.width), ("velocity.height", value.velocity.height)])
        case let .spatialTap(value): return check([("location.x", value.location.x), ("location.y", value.location.y)])
        case let .magnify(value):
            return check([("magnification", value.magnification), ("velocity", value.velocity),
                          ("startLocation.x", value.startLocation.x), ("startLocation.y", value.startLocation.y),
                          ("startAnchor.x", value.startAnchor.x), ("startAnchor.y", value.startAnchor.y)])
        case let .magnification(value): return check([("magnification", value)])
        case let .rotate(value):
            return check([("rotation", CGFloat(value.rotation.radians)), ("velocity", CGFloat(value.velocity.radians)),
                          ("startLocation.x", value.startLocation.x), ("startLocation.y", value.startLocation.y),
                          ("startAnchor.x", value.startAnchor.x), ("startAnchor.y", value.startAnchor.y)])
        case let .rotation(value): return check([("rotation", CGFloat(value.radians))])
        case .tap, .press: return []
        case let .both(first, second): return (first?.nonFiniteParts ?? []) + (second?.nonFiniteParts ?? [])
        case let .first(value), let .second(value): return value.nonFiniteParts
        case let .then(first, second): return first.nonFiniteParts + (second?.nonFiniteParts ?? [])
        }
    }
}

/// One callback of a scene's attached gesture, as its closure recorded it.
struct FuzzGestureCallback: CustomStringConvertible {
    enum Kind: Equatable {
        /// `updating`, with the state it was handed.
        case updating(state: Int)
        case onChanged, onEnded
        /// The `@GestureState`'s `reset:` closure, with the value it was reset from.
        case reset(from: Int)
        /// `onLongPressGesture`'s `onPressingChanged`.
        case pressing(Bool)

        var name: String {
            switch self {
            case .updating: "updating"
            case .onChanged: "onChanged"
            case .onEnded: "onEnded"
            case .reset: "reset"
            case let .pressing(value): "onPressingChanged(\(value))"
            }
        }
    }

    let gesture: Int
    /// Which attaching of the gesture made it (remove() and attach again make a new one).
    let generation: Int
    /// The node, by its index in ``FuzzSceneSpec/ValueGestureSpec/nodes``.
    let node: Int
    let kind: Kind
    let value: FuzzGestureValue?

    var description: String {
        "g\(gesture) node \(node) \(kind.name)\(value.map { " \($0)" } ?? "")"
    }
}

/// Where the attached gestures' closures write. It holds nothing of the scene (the scene's
/// recognizers hold the closures, which hold it), and hands each callback to the checker at once.
final class FuzzGestureJournal {
    weak var hooks: FuzzHooks?
    /// A deliberate bug, for checking the checker: some callbacks are heard twice.
    var fault: FuzzFault?

    func record(_ callback: FuzzGestureCallback) {
        hooks?.valueGesture(ran: callback)
        switch (fault, callback.kind) {
        case (.valueGestureEndsTwice, .onEnded), (.valueGestureChangesTwice, .onChanged): hooks?.valueGesture(ran: callback)
        default: break
        }
    }
}

/// A custom gesture (R65): it behaves as its body.
struct FuzzCustomGesture: Gesture {
    let content: AnyGesture<FuzzGestureValue>

    var body: AnyGesture<FuzzGestureValue> { content }
}

/// Builds one attached gesture's tree from its spec, every node's callbacks writing to the journal.
struct FuzzGestureBuilder {
    let gesture: Int
    let generation: Int
    let journal: FuzzGestureJournal
    /// The `@GestureState` of each node that has `updating`.
    private(set) var states: [Int: GestureState<Int>] = [:]
    private var nextNode = 0

    init(gesture: Int, generation: Int, journal: FuzzGestureJournal) {
        self.gesture = gesture
        self.generation = generation
        self.journal = journal
    }

    /// Numbers nodes in preorder, as ``FuzzSceneSpec/ValueGestureSpec/nodes`` does.
    mutating func build(_ node: FuzzSceneSpec.GestureNodeSpec) -> AnyGesture<FuzzGestureValue> {
        let id = nextNode
        nextNode += 1
        switch node.kind {
        case let .drag(distance, space):
            return instrument(DragGesture(minimumDistance: distance, coordinateSpace: space.coordinateSpace), node, id) { .drag($0) }
        case let .tap(count):
            // A tap's value is Void, which onChanged cannot take: its callbacks see it mapped.
            return instrument(TapGesture(count: count).map { FuzzGestureValue.tap }, node, id) { $0 }
        case let .spatialTap(count, space):
            return instrument(SpatialTapGesture(count: count, coordinateSpace: space.coordinateSpace), node, id) { .spatialTap($0) }
        case let .longPress(duration, distance):
            return instrument(LongPressGesture(minimumDuration: duration, maximumDistance: distance), node, id) { .press($0) }
        case let .magnify(delta, legacy):
            return legacy ? instrument(MagnificationGesture(minimumScaleDelta: delta), node, id) { .magnification($0) }
                : instrument(MagnifyGesture(minimumScaleDelta: delta), node, id) { .magnify($0) }
        case let .rotate(degrees, legacy):
            return legacy ? instrument(RotationGesture(minimumAngleDelta: .degrees(degrees)), node, id) { .rotation($0) }
                : instrument(RotateGesture(minimumAngleDelta: .degrees(degrees)), node, id) { .rotate($0) }
        case .simultaneous:
            let first = build(node.children[0]), second = build(node.children[1])
            return instrument(first.simultaneously(with: second), node, id) { .both($0.first, $0.second) }
        case .sequenced:
            let first = build(node.children[0]), second = build(node.children[1])
            return instrument(first.sequenced(before: second), node, id) { value in
                switch value {
                case let .first(value): .first(value)
                case let .second(first, second): .then(first, second)
                }
            }
        case .exclusive:
            let first = build(node.children[0]), second = build(node.children[1])
            return instrument(first.exclusively(before: second), node, id) { value in
                switch value {
                case let .first(value): .first(value)
                case let .second(value): .second(value)
                }
            }
        }
    }

    /// `base` with the node's callbacks applied in its order, each recording what it got, then
    /// mapped to the common value.
    private mutating func instrument<G: Gesture>(
        _ base: G, _ node: FuzzSceneSpec.GestureNodeSpec, _ id: Int, _ wrap: @escaping (G.Value) -> FuzzGestureValue
    ) -> AnyGesture<FuzzGestureValue> where G.Value: Equatable {
        let record = recorder(node: id)
        var gesture = AnyGesture(base)
        for modifier in node.modifiers {
            switch modifier {
            case .updating:
                let state = GestureState(wrappedValue: node.initialState) { value, _ in record(.reset(from: value), nil) }
                states[id] = state
                gesture = AnyGesture(gesture.updating(state) { value, state, _ in
                    record(.updating(state: state), wrap(value))
                    state += 1
                })
            case .onChanged:
                gesture = AnyGesture(gesture.onChanged { record(.onChanged, wrap($0)) })
            case .onEnded:
                gesture = AnyGesture(gesture.onEnded { record(.onEnded, wrap($0)) })
            }
        }
        return AnyGesture(gesture.map(wrap))
    }

    /// A closure that records a callback of node `id` (it holds the journal, not the builder).
    func recorder(node id: Int) -> (FuzzGestureCallback.Kind, FuzzGestureValue?) -> Void {
        let journal = journal, gesture = gesture, generation = generation
        return { kind, value in
            journal.record(FuzzGestureCallback(gesture: gesture, generation: generation, node: id, kind: kind, value: value))
        }
    }
}

/// The scene's attached gestures, their states, and the journal their callbacks write to.
final class FuzzValueGestures {
    let journal = FuzzGestureJournal()
    private(set) var attached: [AttachedGesture] = []
    /// Each gesture's `@GestureState`s, by node.
    private(set) var states: [[Int: GestureState<Int>]] = []
    private(set) var generations: [Int] = []
    /// Every recognizer an attached gesture ran on: the memory rule watches them, and callbacks
    /// and transitions of one removed since are told apart.
    private(set) var history: [(gesture: Int, generation: Int, recognizer: WeakBox)] = []

    init(spec: FuzzSceneSpec, views: [View]) {
        for gesture in spec.valueGestures {
            for (node, _, _, _) in gesture.nodes {
                switch node.kind {
                case let .drag(_, .named(view)), let .spatialTap(_, .named(view)):
                    views[view].coordinateSpace(name: FuzzSceneSpec.Space.name(of: view))
                default:
                    break
                }
            }
        }
        for (index, gesture) in spec.valueGestures.enumerated() {
            let (handle, states) = attach(gesture, index: index, generation: 0, to: views[gesture.view])
            attached.append(handle)
            self.states.append(states)
            generations.append(0)
        }
    }

    /// Attaches gesture `index` again after a `remove()`: a new handle, recognizer and states.
    func reattach(_ index: Int, spec: FuzzSceneSpec.ValueGestureSpec, to view: View) {
        generations[index] += 1
        let (handle, states) = attach(spec, index: index, generation: generations[index], to: view)
        attached[index] = handle
        self.states[index] = states
    }

    /// The gesture `recognizer` runs, and whether it is its current attaching.
    func gesture(of recognizer: GestureRecognizer) -> (index: Int, isCurrent: Bool)? {
        guard let entry = history.last(where: { $0.recognizer.object === recognizer }) else { return nil }
        return (entry.gesture, generations[entry.gesture] == entry.generation)
    }

    private func attach(_ spec: FuzzSceneSpec.ValueGestureSpec, index: Int, generation: Int, to view: View) -> (AttachedGesture, [Int: GestureState<Int>]) {
        var builder = FuzzGestureBuilder(gesture: index, generation: generation, journal: journal)
        let tree = builder.build(spec.root)
        let gesture: AnyGesture<FuzzGestureValue> = spec.isCustom ? AnyGesture(FuzzCustomGesture(content: tree)) : tree
        let optional: AnyGesture<FuzzGestureValue>? = spec.isNil ? nil : gesture
        let enabled = spec.mask.contains(.gesture)
        let perform = builder.recorder(node: 0)
        let handle: AttachedGesture
        switch (spec.style, spec.priority) {
        case (.mask, .normal): handle = spec.isNil ? view.gesture(optional, including: spec.mask) : view.gesture(gesture, including: spec.mask)
        case (.mask, .high): handle = view.highPriorityGesture(optional, including: spec.mask)
        case (.mask, .simultaneous): handle = view.simultaneousGesture(optional, including: spec.mask)
        case (.isEnabled, .normal): handle = view.gesture(optional, isEnabled: enabled)
        case (.isEnabled, .high): handle = view.highPriorityGesture(optional, isEnabled: enabled)
        case (.isEnabled, .simultaneous): handle = view.simultaneousGesture(optional, isEnabled: enabled)
        case (.named, .normal): handle = view.gesture(optional, name: "g\(index)", isEnabled: enabled)
        case (.named, .high): handle = view.highPriorityGesture(optional, name: "g\(index)", isEnabled: enabled)
        case (.named, .simultaneous): handle = view.simultaneousGesture(optional, name: "g\(index)", isEnabled: enabled)
        case (.onTap, _):
            switch spec.root.kind {
            case let .spatialTap(count, space):
                handle = view.onTapGesture(count: count, coordinateSpace: space.coordinateSpace) { location in
                    perform(.onEnded, .spatialTap(SpatialTapGesture.Value(location: location)))
                }
            case let .tap(count):
                handle = view.onTapGesture(count: count) { perform(.onEnded, .tap) }
            default:
                preconditionFailure("onTapGesture attaches a tap")
            }
        case let (.onLongPress(pressing), _):
            guard case let .longPress(duration, distance) = spec.root.kind else { preconditionFailure("onLongPressGesture attaches a long press") }
            let changed: ((Bool) -> Void)? = pressing ? { perform(.pressing($0), nil) } : nil
            handle = view.onLongPressGesture(minimumDuration: duration, maximumDistance: distance,
                                             perform: { perform(.onEnded, .press(true)) }, onPressingChanged: changed)
        }
        history.append((index, generation, WeakBox(handle.recognizer)))
        return (handle, builder.states)
    }
}

extension FuzzScene {
    /// The recognizer a failure link names.
    func recognizer(_ ref: FuzzSceneSpec.RecognizerRef) -> GestureRecognizer {
        switch ref {
        case let .recognizer(index): recognizers[index]
        case let .gesture(index): values.attached[index].recognizer
        }
    }

    /// R69: the failure links between the scene's recognizers and gesture `only` (all gestures when nil).
    func linkValueGestures(only: Int? = nil) {
        for (waiter, other) in spec.valueFailureLinks {
            if let only {
                let involved = [waiter, other].contains { if case let .gesture(index) = $0 { index == only } else { false } }
                guard involved else { continue }
            }
            recognizer(waiter).require(toFail: recognizer(other))
        }
    }

    /// Attaches gesture `index` again, with its failure links, once it was removed.
    func reattachValueGesture(_ index: Int) {
        guard values.attached[index].view == nil else { return }
        let gesture = spec.valueGestures[index]
        values.reattach(index, spec: gesture, to: views[gesture.view])
        linkValueGestures(only: index)
    }
}
