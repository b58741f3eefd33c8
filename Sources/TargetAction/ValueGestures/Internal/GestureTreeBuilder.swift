import Foundation

/// A gesture the toolkit runs itself: the built-in gestures, the callbacks, `map`, the
/// compositions, `Optional` and ``AnyGesture``. A custom gesture runs as its `body`.
protocol BuiltInGesture {
    /// Builds this gesture's running node (a `GestureNode` of its `Value`), checking its settings.
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode
}

/// Builds the running tree of an attached gesture, collecting what is wrong with its settings
/// (R59-R64: a negative or non-finite number, a count below 1), which the attaching call reports.
struct GestureTreeBuilder {
    private(set) var problems: [String] = []

    mutating func node<G: Gesture>(for gesture: G) -> GestureNode<G.Value> {
        if let builtIn = gesture as? any BuiltInGesture {
            if let node = builtIn.makeNode(&self) as? GestureNode<G.Value> { return node }
            problems.append("\(G.self) could not be built; it never recognizes.")
            return FailingNode()
        }
        guard G.Body.self != Never.self else {
            problems.append("\(G.self) has no body: a custom gesture is made of others in its `body`. It never recognizes.")
            return FailingNode()
        }
        let bodyNode = node(for: gesture.body)
        if let node = bodyNode as? GestureNode<G.Value> { return node }
        problems.append("\(G.self).Value is \(G.Value.self), but its body's is \(G.Body.Value.self): a custom gesture has its body's value. It never recognizes.")
        return FailingNode()
    }

    /// Records a setting that makes no sense, such as `DragGesture(minimumDistance: -1)`.
    mutating func reject(_ problem: String) {
        problems.append(problem)
    }

    /// Checks that `value` is finite and not negative; records it otherwise.
    mutating func check(_ value: Double, _ setting: String, of gesture: String) -> Bool {
        guard !(value.isFinite && value >= 0) else { return true }
        reject("\(gesture)(\(setting): \(value)): \(setting) must be finite and not negative.")
        return false
    }

    /// Checks that a tap count is at least 1; records it otherwise.
    mutating func check(count: Int, of gesture: String) -> Bool {
        guard count < 1 else { return true }
        reject("\(gesture)(count: \(count)): count must be at least 1.")
        return false
    }
}

extension Optional: BuiltInGesture where Wrapped: Gesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        guard let wrapped = self else { return FailingNode<Wrapped.Value>() }   // R67
        return builder.node(for: wrapped)
    }
}

extension AnyGesture: BuiltInGesture {
    func makeNode(_ builder: inout GestureTreeBuilder) -> AnyGestureNode {
        build(&builder)
    }
}
