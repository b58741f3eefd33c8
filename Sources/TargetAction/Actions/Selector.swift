#if canImport(ObjectiveC)
import ObjectiveC

// On Apple platforms, Foundation brings in ObjectiveC's own `Selector`: the toolkit uses that one,
// so `Selector` is never ambiguous beside `import Foundation`, and `#selector(…)` works wherever
// a selector is asked for. It only adds the name.
extension Selector {
    /// The selector's name, such as `"panGesture:"`.
    public var name: String { description }
}
#else
/// The name of an action, as in `Selector("panGesture:")`.
///
/// There is no Objective-C runtime here: a ``Responder`` answers the selectors it publishes with
/// `publish(_:_:)`, and the handler behind a selector may stay `private`. A test
/// can therefore reach a private handler by name, exactly as `Selector("panGesture:")` does on
/// UIKit. On Apple platforms this is ObjectiveC's `Selector`, with the same surface.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, such as `"panGesture:"`.
    public let name: String
    // Hashed once: actions look selectors up on every dispatch.
    private let hash: Int

    public init(_ name: String) {
        self.name = name
        self.hash = name.hashValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
#endif
