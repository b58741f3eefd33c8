// Stand-in for the ObjectiveC module that Apple's Foundation re-exports, for the Darwin check.
//
// `Selector` has the surface Apple documents for ObjectiveC's (two initializers, Hashable,
// Sendable, a description, a mirror, `String(_sel:)`) and nothing else: the toolkit must add
// `name` itself. The other names are placeholders: declaring any of them in the toolkit makes
// it ambiguous beside `import Foundation` on a Mac.

/// ObjectiveC's selector: a registered method name.
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    private let registeredName: String

    public init(_ str: String) {
        registeredName = str
    }

    public init(stringLiteral value: String) {
        registeredName = value
    }

    public var description: String { registeredName }

    public var customMirror: Mirror { Mirror(reflecting: registeredName) }
}

extension String {
    public init(_sel: Selector) {
        self = _sel.description
    }
}

public final class `Protocol` {}
public struct Method {}
public struct Ivar {}
public struct Category {}
public struct IMP {}
public struct objc_property_t {}
