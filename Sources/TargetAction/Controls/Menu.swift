import Foundation

/// A list of actions and submenus a button presents, as UIKit's `UIMenu`.
///
/// A menu is a value once made: ``replacingChildren(_:)`` makes a new one. Its actions keep their
/// own ``Action/state``, which choosing changes under `.singleSelection` (R122).
///
/// ```swift
/// button.menu = Menu(title: "Sort", options: .singleSelection, children: [
///     Action(title: "Date") { _ in sort(by: .date) },
///     Action(title: "Name") { _ in sort(by: .name) },
/// ])
/// button.showsMenuAsPrimaryAction = true
/// ```
public final class Menu: MenuElement {
    /// The name a menu is known by.
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
    public let options: Options
    public let children: [any MenuElement]

    public init(title: String = "", identifier: Identifier? = nil, options: Options = [], children: [any MenuElement] = []) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.children = children
    }

    /// The actions whose state is `.on`, depth first through every submenu.
    public var selectedElements: [any MenuElement] {
        actions.filter { $0.state == .on }
    }

    /// A menu with this one's title, identifier and options, holding `newChildren`.
    public func replacingChildren(_ newChildren: [any MenuElement]) -> Menu {
        Menu(title: title, identifier: identifier, options: options, children: newChildren)
    }

    /// Every action in this menu and its submenus, depth first.
    var actions: [Action] {
        children.flatMap { child -> [Action] in
            if let action = child as? Action { return [action] }
            return (child as? Menu)?.actions ?? []
        }
    }
}
