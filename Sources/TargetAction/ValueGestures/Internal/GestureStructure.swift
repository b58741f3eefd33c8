import Foundation

/// What an attached gesture is made of, built once with its running tree and read wherever the
/// gesture is named, inspected or played: at each place, the gesture under its callbacks and
/// `map`s, those callbacks, the gestures it is made of, a short description, and the node that runs
/// it.
package struct GestureStructure: CustomStringConvertible {
    /// What the gesture at a place is.
    package enum Kind: Sendable {
        /// A built-in gesture that reads touches itself, or one that never recognizes (R67).
        case single
        /// A gesture that runs another, its one part: a custom gesture (its `body`), an `Optional`.
        case body
        /// Two gestures composed (R65), its two parts.
        case sequence, simultaneous, exclusive
    }

    package let kind: Kind
    /// The gesture here under its callbacks and `map`s, as attached.
    let core: any Gesture
    /// ``core`` with every callback and `map` taken off, at every depth: its settings, and the type
    /// `inspectGesture` matches.
    package let bare: any Gesture
    /// The callbacks and `map`s around ``core``, innermost first (the order they were added).
    package private(set) var links: [GestureLink] = []
    /// A composition's two gestures, or the one a ``Kind/body`` runs; none otherwise.
    package let parts: [GestureStructure]
    /// "LongPressGesture", "TapGesture(count: 2)", "LongPressGesture.sequenced(before: DragGesture)".
    package let description: String
    /// The node that runs ``core``; for a ``Kind/body``, the top node of the gesture it runs.
    let node: AnyGestureNode
    /// The node that runs the gesture here with its callbacks and `map`s.
    private(set) var top: AnyGestureNode
    /// A composition's value made from one of its bare composition: each side lifted through that
    /// side's callbacks and `map`s; nil when a side does not fit.
    private let compose: ((Any, [GestureStructure]) -> Any?)?

    private init(kind: Kind, core: any Gesture, bare: any Gesture, parts: [GestureStructure], description: String,
                 node: AnyGestureNode, compose: ((Any, [GestureStructure]) -> Any?)? = nil) {
        self.kind = kind
        self.core = core
        self.bare = bare
        self.parts = parts
        self.description = description
        self.node = node
        top = node
        self.compose = compose
    }

    /// A built-in gesture run by `node`, described by its type unless `description` says more.
    static func single(_ gesture: any Gesture, node: AnyGestureNode, description: String? = nil) -> GestureStructure {
        GestureStructure(kind: .single, core: gesture, bare: gesture, parts: [], description: description ?? "\(type(of: gesture))",
                         node: node)
    }

    /// `gesture`, which runs `part`, whose top node is `node`; `isTransparent` when it is only a
    /// wrapper of `part` (an `Optional`), not a gesture of its own (a custom gesture).
    static func body(_ gesture: any Gesture, running part: GestureStructure, node: AnyGestureNode,
                     isTransparent: Bool = false) -> GestureStructure {
        var structure = GestureStructure(kind: .body, core: gesture, bare: gesture, parts: [part], description: "\(type(of: gesture))", node: node)
        structure.isTransparent = isTransparent
        return structure
    }

    /// Whether this place only wraps its one part (an `Optional`).
    private(set) var isTransparent = false

    /// The gesture this place stands for: through an `Optional` to the gesture it holds.
    var seenThrough: GestureStructure {
        var structure = self
        while structure.isTransparent, let part = structure.parts.first { structure = part }
        return structure
    }

    /// `gesture`, composing `first` and `second` as `kind` says, run by `node`. `bare` is the same
    /// composition of their bare gestures; `compose` makes its value from a value of `bare`.
    static func composition(_ kind: Kind, _ gesture: any Gesture, of first: GestureStructure, _ second: GestureStructure,
                            bare: any Gesture, node: AnyGestureNode,
                            compose: @escaping (Any, [GestureStructure]) -> Any?) -> GestureStructure {
        let method = switch kind {
        case .sequence: "sequenced(before:"
        case .simultaneous: "simultaneously(with:"
        default: "exclusively(before:"
        }
        return GestureStructure(kind: kind, core: gesture, bare: bare, parts: [first, second],
                                description: "\(first).\(method) \(second))", node: node, compose: compose)
    }

    /// The same place run by `top`, a node around its own, which adds `link`, if any.
    func wrapped(by top: AnyGestureNode, adding link: GestureLink?) -> GestureStructure {
        var structure = self
        structure.top = top
        if let link { structure.links.append(link) }
        return structure
    }

    /// Whether it composes two gestures.
    package var isComposition: Bool { parts.count == 2 }

    /// `value`, of the bare gesture, as ``core`` takes it: composed sides passed through their
    /// callbacks and `map`s; nil when a side does not fit.
    package func coreValue(_ value: Any) -> Any? {
        guard let compose else { return value }
        return compose(value, parts)
    }

    /// `value`, of the bare gesture, as the gesture here reports it: through ``coreValue(_:)``, then
    /// its own `map`s.
    func liftedValue(_ value: Any) -> Any? {
        guard var current = coreValue(value) else { return nil }
        for case .map(let transform) in links {
            guard let mapped = transform(current) else { return nil }
            current = mapped
        }
        return current
    }
}
