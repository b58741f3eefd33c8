import Foundation

/// A closure a control runs for its events, as UIKit's `UIAction`.
///
/// ```swift
/// button.addAction(Action { _ in saved += 1 }, for: .touchUpInside)
/// ```
public final class Action {
    /// The name an action is found and removed by.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public let title: String
    /// The identifier given, or a fresh unique one.
    public let identifier: Identifier
    /// The control that sends the action, while the handler runs; nil otherwise.
    public private(set) var sender: AnyObject?
    private let handler: (Action) -> Void
    /// Whether the action shows as chosen in a menu; `.off` by default (R122).
    public var state: State = .off
    /// How a menu shows the action and whether it can be chosen; none by default (R121).
    public var attributes: Attributes = []

    /// An action titled `title`, as UIKit's `UIAction(title:identifier:attributes:state:handler:)`.
    public init(
        title: String = "", identifier: Identifier? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping (Action) -> Void
    ) {
        self.attributes = attributes
        self.state = state
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
    }

    /// Runs the handler with ``sender`` set to `control` (nil: a menu's control that went away).
    func perform(from control: Control?) {
        let saved = sender
        sender = control
        defer { sender = saved }
        handler(self)
    }
}
