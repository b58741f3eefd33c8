import Foundation

/// A gesture built: the node that runs it (a `GestureNode` of its `Value`) and its structure.
struct BuiltGesture {
    let node: AnyGestureNode
    let structure: GestureStructure
}

/// A gesture the toolkit runs itself: the built-in gestures, the callbacks, `map`, the
/// compositions, `Optional` and ``AnyGesture``. A custom gesture runs as its `body`.
protocol BuiltInGesture {
    /// Builds this gesture's running node and its structure, checking its settings.
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture
}

/// Builds the running tree of an attached gesture and its ``GestureStructure``, collecting what is
/// wrong with its settings (R59-R64: a negative or non-finite number, a count below 1), which the
/// attaching call reports.
struct GestureTreeBuilder {
    private(set) var problems: [String] = []

    /// The node that runs `gesture`, and its structure.
    mutating func build<G: Gesture>(_ gesture: G) -> (node: GestureNode<G.Value>, structure: GestureStructure) {
        if let builtIn = gesture as? any BuiltInGesture {
            let built = builtIn.build(&self)
            if let node = built.node as? GestureNode<G.Value> { return (node, built.structure) }
            problems.append("\(G.self) could not be built; it never recognizes.")
            return failing(gesture)
        }
        guard G.Body.self != Never.self else {
            problems.append("\(G.self) has no body: a custom gesture is made of others in its `body`. It never recognizes.")
            return failing(gesture)
        }
        let body = build(gesture.body)
        if let node = body.node as? GestureNode<G.Value> {
            return (node, .body(gesture, running: body.structure, node: node))
        }
        problems.append("\(G.self).Value is \(G.Value.self), but its body's is \(G.Body.Value.self): a custom gesture has its body's value. It never recognizes.")
        return failing(gesture)
    }

    /// A built-in gesture that reads touches, run by `node`; `description` when its type alone
    /// does not say enough ("TapGesture(count: 2)").
    func single<G: Gesture>(_ gesture: G, _ node: GestureNode<G.Value>, description: String? = nil) -> BuiltGesture {
        BuiltGesture(node: node, structure: .single(gesture, node: node, description: description))
    }

    /// A node that never recognizes for `gesture`, failing at its first touch because `cause` (R67).
    func failing<G: Gesture>(_ gesture: G, _ cause: GestureRecognizer.Cause = .reportedAtAttaching)
        -> (node: GestureNode<G.Value>, structure: GestureStructure) {
        let node = FailingNode<G.Value>(cause)
        return (node, .single(gesture, node: node))
    }

    /// ``failing(_:_:)``, as a built gesture.
    func rejected<G: Gesture>(_ gesture: G) -> BuiltGesture {
        let (node, structure) = failing(gesture)
        return BuiltGesture(node: node, structure: structure)
    }

    /// Checks `gesture`'s setting `name` by `rule`; records what is wrong otherwise, as the call
    /// that made the gesture: "DragGesture(minimumDistance: -1.0): minimumDistance must be …".
    mutating func check<Value>(_ value: Value, _ name: String, of gesture: String, _ rule: SettingRule<Value>) -> Bool {
        guard let problem = rule.problem(value, name, in: { "\(gesture)(\(name): \($0))" }) else { return true }
        problems.append(problem)
        return false
    }
}

extension Optional: BuiltInGesture where Wrapped: Gesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        guard let wrapped = self else {   // R67
            let (node, structure) = builder.failing(self, .nilGesture)
            return BuiltGesture(node: node, structure: structure)
        }
        let (node, structure) = builder.build(wrapped)
        return BuiltGesture(node: node, structure: .body(self, running: structure, node: node, isTransparent: true))
    }
}

/// ``AnyGesture`` has no node or structure of its own: its gesture's stand for it.
extension AnyGesture: BuiltInGesture {
    func build(_ builder: inout GestureTreeBuilder) -> BuiltGesture {
        let (node, structure) = makeTree(&builder)
        return BuiltGesture(node: node, structure: structure)
    }
}
