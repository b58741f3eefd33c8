import Foundation
@testable import TargetAction

/// R59-R70: value gestures attached to random views of the scene (at every depth, controls and
/// scroll views included), with random priorities, masks and attaching calls, beside the scene's
/// recognizers and controls. They come from a stream of their own and are drawn last, so the rest
/// of every seed's scene is what it was before them.
extension FuzzSceneSpec {
    /// Where a drag or a spatial tap measures its locations (R68); `named` names a view at or above
    /// the one the gesture is attached to.
    enum Space: CustomStringConvertible {
        case local, global
        case named(view: Int)

        var coordinateSpace: CoordinateSpace {
            switch self {
            case .local: .local
            case .global: .global
            case let .named(view): .named(Self.name(of: view))
            }
        }

        static func name(of view: Int) -> String { "space v\(view)" }

        var description: String {
            switch self {
            case .local: "local"
            case .global: "global"
            case let .named(view): "named v\(view)"
            }
        }
    }

    /// One gesture of an attached gesture's tree: a built-in gesture or a composition of its two
    /// children, with the callbacks applied to it, in order (R60).
    struct GestureNodeSpec: CustomStringConvertible {
        enum Kind {
            case drag(minimumDistance: CGFloat, space: Space)
            case tap(count: Int)
            case spatialTap(count: Int, space: Space)
            case longPress(minimumDuration: Double, maximumDistance: CGFloat)
            /// `legacy`: `MagnificationGesture` (its value the magnification alone).
            case magnify(minimumScaleDelta: CGFloat, legacy: Bool)
            /// In degrees; `legacy`: `RotationGesture`.
            case rotate(minimumAngleDelta: Double, legacy: Bool)
            case simultaneous, sequenced, exclusive
        }

        enum Modifier: String { case updating, onChanged, onEnded }

        var kind: Kind
        var children: [GestureNodeSpec] = []
        var modifiers: [Modifier]
        /// The initial value of the `@GestureState` its `updating` writes.
        var initialState: Int

        /// For counts and messages: "drag", "tap", "exclusive"...
        var label: String {
            switch kind {
            case .drag: "drag"
            case .tap: "tap"
            case .spatialTap: "spatial tap"
            case .longPress: "press"
            case .magnify: "magnify"
            case .rotate: "rotate"
            case .simultaneous: "simultaneous"
            case .sequenced: "sequence"
            case .exclusive: "exclusive"
            }
        }

        var isTap: Bool {
            switch kind {
            case .tap, .spatialTap: true
            default: false
            }
        }

        var description: String {
            let callbacks = modifiers.map { $0 == .updating ? "updating(from \(initialState))" : $0.rawValue }.joined(separator: ", ")
            let own: String = switch kind {
            case let .drag(distance, space): "drag(min \(distance), \(space))"
            case let .tap(count): "tap(count \(count))"
            case let .spatialTap(count, space): "spatialTap(count \(count), \(space))"
            case let .longPress(duration, distance): "longPress(\(duration) s, max \(distance))"
            case let .magnify(delta, legacy): "\(legacy ? "magnification" : "magnify")(min \(delta))"
            case let .rotate(degrees, legacy): "\(legacy ? "rotation" : "rotate")(min \(degrees)°)"
            case .simultaneous: "simultaneously"
            case .sequenced: "sequenced"
            case .exclusive: "exclusively"
            }
            let inside = children.isEmpty ? "" : "(" + children.map(\.description).joined(separator: ", ") + ")"
            return own + inside + (callbacks.isEmpty ? "" : " [\(callbacks)]")
        }
    }

    /// One attached gesture (R66-R69).
    struct ValueGestureSpec {
        /// The attaching call: `gesture(_:including:)` and its kin, the `isEnabled:` or `name:`
        /// forms, `onTapGesture` or `onLongPressGesture` (with `onPressingChanged` or not).
        enum Style: Equatable {
            case mask, isEnabled, named, onTap
            case onLongPress(pressing: Bool)
        }

        var view: Int
        var root: GestureNodeSpec
        var priority: AttachedGesture.Priority
        /// The mask it is attached with (`isEnabled: false` is `.subviews`).
        var mask: GestureMask
        var style: Style
        /// R67: `gesture(flag ? g : nil)` with the flag off.
        var isNil: Bool
        /// A custom gesture whose `body` is the tree (R65).
        var isCustom: Bool

        /// The nodes in the order the scene builds them (preorder), each with its parent's index
        /// and which child of it it is.
        var nodes: [(node: GestureNodeSpec, parent: Int?, childIndex: Int, size: Int)] {
            var list: [(node: GestureNodeSpec, parent: Int?, childIndex: Int, size: Int)] = []
            func add(_ node: GestureNodeSpec, parent: Int?, childIndex: Int) {
                let index = list.count
                list.append((node, parent, childIndex, 1))
                for (position, child) in node.children.enumerated() { add(child, parent: index, childIndex: position) }
                list[index].size = list.count - index
            }
            add(root, parent: nil, childIndex: 0)
            return list
        }

        /// R43, R69: a one-tap tap under its callbacks, which a button or a switch beats.
        var isSingleTap: Bool {
            guard !isNil, !isCustom else { return false }
            switch root.kind {
            case let .tap(count), let .spatialTap(count, _): return count == 1
            default: return false
            }
        }
    }

    /// A recognizer of the scene or an attached gesture's, for failure links between them (R69).
    enum RecognizerRef: CustomStringConvertible {
        case recognizer(Int)
        case gesture(Int)

        var description: String {
            switch self {
            case let .recognizer(index): "r\(index)"
            case let .gesture(index): "g\(index)"
            }
        }
    }

    /// How a delegate's answers name attached gesture `g`: `delegateIndexOfGesture + g`.
    static let delegateIndexOfGesture = 100

    mutating func addValueGestures(_ random: SplitMix64) {
        var random = random
        for _ in 0..<random.weighted([30, 25, 20, 15, 10]) {
            let view = random.chance(0.1) ? 0 : random.below(views.count)
            var root = randomNode(&random, host: view, depth: 0)
            var priority = random.pick([AttachedGesture.Priority.normal, .normal, .normal, .high, .simultaneous])
            var mask = random.pick([GestureMask.all, .all, .all, .all, .all, .all, .all, .all, .gesture, .subviews, .none])
            var style = random.pick([ValueGestureSpec.Style.mask, .mask, .mask, .mask, .isEnabled, .named])
            switch root.kind {
            case .tap, .spatialTap:
                if random.chance(0.3) { style = .onTap }
            case .longPress:
                if random.chance(0.3) { style = .onLongPress(pressing: random.chance(0.7)) }
            default:
                break
            }
            switch style {
            case .onTap, .onLongPress:
                priority = .normal
                mask = .all
                root.modifiers = [.onEnded]   // what `perform` is
            case .isEnabled, .named:
                mask = random.chance(0.15) ? .subviews : .all
            case .mask:
                break
            }
            let canBeNil = style == .mask || style == .isEnabled || style == .named
            valueGestures.append(ValueGestureSpec(
                view: view, root: root, priority: priority, mask: mask, style: style,
                isNil: canBeNil && random.chance(0.07), isCustom: canBeNil && random.chance(0.1)))
        }
        // R69: recognizers of the scene and attached gestures wait for one another now and then.
        for gesture in valueGestures.indices {
            for recognizer in recognizers.indices {
                if random.chance(0.04) { valueFailureLinks.append((.recognizer(recognizer), .gesture(gesture))) }
                if random.chance(0.04) { valueFailureLinks.append((.gesture(gesture), .recognizer(recognizer))) }
            }
        }
        // R69: the recognizers' delegates answer about attached gestures too (as 100 + the gesture's index).
        for index in recognizers.indices {
            guard var delegate = recognizers[index].delegate else { continue }
            for gesture in valueGestures.indices {
                let other = Self.delegateIndexOfGesture + gesture
                if random.chance(0.3) { delegate.simultaneousWith.insert(other) }
                if random.chance(0.05) { delegate.requiresFailureOf.insert(other) }
                if random.chance(0.05) { delegate.requiredToFailBy.insert(other) }
            }
            recognizers[index].delegate = delegate
        }
        // Some gestures' own onChanged or onEnded change the scene (hide or remove a view, change a
        // mask, remove a gesture...), move the clock, or (onEnded only) send an event.
        for gesture in valueGestures.indices where random.chance(0.25) {
            let callbacks = valueGestures[gesture].root.modifiers.filter { $0 != .updating }
            guard !callbacks.isEmpty else { continue }
            valueEffects[gesture] = (0..<random.int(1...2)).map { _ in
                let callback = random.pick(callbacks)
                let effect = random.chance(0.3) ? FuzzStep.valueGestureMutation(&random, spec: self)
                    : FuzzStep.handlerEffect(&random, self, maySendEvents: callback == .onEnded)
                return (callback, effect)
            }
        }
    }

    /// A random gesture for a view, with compositions up to two levels deep.
    private func randomNode(_ random: inout SplitMix64, host: Int, depth: Int) -> GestureNodeSpec {
        let compose = depth < 2 && random.chance(depth == 0 ? 0.35 : 0.15)
        if compose {
            let kind = random.pick([GestureNodeSpec.Kind.simultaneous, .sequenced, .exclusive])
            var children = [randomNode(&random, host: host, depth: depth + 1), randomNode(&random, host: host, depth: depth + 1)]
            if case .simultaneous = kind {} else {
                // The children's states show when each is active (R65): most of them have one.
                for index in children.indices where !children[index].modifiers.contains(.updating) && random.chance(0.8) {
                    children[index].modifiers.insert(.updating, at: random.below(children[index].modifiers.count + 1))
                }
            }
            return GestureNodeSpec(kind: kind, children: children, modifiers: randomModifiers(&random), initialState: random.int(-3...3))
        }
        let kind: GestureNodeSpec.Kind
        switch random.weighted([25, 20, 10, 20, 12, 13]) {
        case 0: kind = .drag(minimumDistance: random.pick([10, 10, 10, 0, 5, 30]), space: randomSpace(&random, host: host))
        case 1: kind = .tap(count: random.pick([1, 1, 2]))
        case 2: kind = .spatialTap(count: random.pick([1, 1, 2]), space: randomSpace(&random, host: host))
        case 3: kind = .longPress(minimumDuration: random.pick([0.5, 0.5, 0.2, 1.0, 0]), maximumDistance: random.pick([10, 10, 30, 3]))
        case 4: kind = .magnify(minimumScaleDelta: random.pick([0.01, 0.01, 0.1, 0]), legacy: random.chance(0.2))
        default: kind = .rotate(minimumAngleDelta: random.pick([1, 1, 10, 0]), legacy: random.chance(0.2))
        }
        return GestureNodeSpec(kind: kind, modifiers: randomModifiers(&random), initialState: random.int(-3...3))
    }

    /// Some of `updating`, `onChanged` and `onEnded`, mostly in that order.
    private func randomModifiers(_ random: inout SplitMix64) -> [GestureNodeSpec.Modifier] {
        var modifiers = [GestureNodeSpec.Modifier.updating, .onChanged, .onEnded].filter { _ in random.chance(0.75) }
        if random.chance(0.3) {
            for index in modifiers.indices.reversed() { modifiers.swapAt(index, random.below(index + 1)) }
        }
        return modifiers
    }

    /// Local, global, or the name of the host view or one above it.
    private func randomSpace(_ random: inout SplitMix64, host: Int) -> Space {
        switch random.weighted([5, 3, 2]) {
        case 0: return .local
        case 1: return .global
        default:
            var chain = [host]
            while let last = chain.last, last > 0 { chain.append(views[last].parent) }
            return .named(view: random.pick(chain))
        }
    }

    /// The scene's description lines for its attached gestures.
    var valueGestureLines: [String] {
        var lines = valueGestures.enumerated().map { index, gesture in
            let call: String = switch gesture.style {
            case .mask: "\(gesture.priority)(including: \(Self.describe(gesture.mask)))"
            case .isEnabled: "\(gesture.priority)(isEnabled: \(gesture.mask.contains(.gesture)))"
            case .named: "\(gesture.priority)(name: \"g\(index)\", isEnabled: \(gesture.mask.contains(.gesture)))"
            case .onTap: "onTapGesture"
            case let .onLongPress(pressing): "onLongPressGesture\(pressing ? "(onPressingChanged)" : "")"
            }
            let body = gesture.isNil ? "nil (its tree would be \(gesture.root))" : "\(gesture.isCustom ? "custom " : "")\(gesture.root)"
            return "  g\(index) on \(gesture.view == 0 ? "window" : "v\(gesture.view)"): \(call) \(body)"
        }
        if !valueFailureLinks.isEmpty {
            lines.append("  require(toFail:) " + valueFailureLinks.map { "\($0.waiter)→\($0.other)" }.joined(separator: ", "))
        }
        for (index, effects) in valueEffects.sorted(by: { $0.key < $1.key }) {
            lines.append("  g\(index)'s callbacks: " + effects.map { "in \($0.callback.rawValue): \($0.effect)" }.joined(separator: "; "))
        }
        return lines
    }

    static func describe(_ mask: GestureMask) -> String {
        switch mask {
        case .all: ".all"
        case .gesture: ".gesture"
        case .subviews: ".subviews"
        case .none: ".none"
        default: "\(mask.rawValue)"
        }
    }
}
