import Foundation

/// An action of a menu found by its path of titles (R121), with the menus it lies in.
struct MenuPath {
    let action: Action
    /// The menus around the action, outermost first: the presented one, each submenu and inline
    /// submenu on the way.
    let menus: [Menu]

    enum Resolution {
        case action(MenuPath)
        /// Why the path cannot be chosen: the report's text after "chose nothing: ".
        case failure(String)
    }

    /// An element as its menu shows it: an inline submenu's children stand in its place, and
    /// `inline` lists the inline submenus it came through.
    private struct Entry {
        let element: any MenuElement
        let inline: [Menu]

        var isVisible: Bool { !((element as? Action)?.attributes.contains(.hidden) ?? false) }
        var canBeChosen: Bool { isVisible && !((element as? Action)?.attributes.contains(.disabled) ?? false) }
    }

    /// The action `titles` leads to from `root`, or why there is none.
    static func resolve(_ titles: [String], in root: Menu) -> Resolution {
        guard !titles.isEmpty else {
            return .failure("the path is empty, so it ends on the presented menu itself. Name an action there: \(choices(in: root)).")
        }
        var level = root, levelName = "the presented menu"
        var menus = [root]
        for (index, title) in titles.enumerated() {
            let shown = entries(of: level)
            guard let entry = shown.first(where: { $0.element.title == title && $0.isVisible }) else {
                let hidden = shown.contains { $0.element.title == title }
                let problem = hidden
                    ? "\(quoted(title)) in \(levelName) is hidden (.hidden), and a hidden action cannot be chosen."
                    : "\(levelName) has no element titled \(quoted(title))."
                return .failure("\(problem) The titles that can be chosen there: \(choices(in: level)).")
            }
            menus += entry.inline
            let isLast = index == titles.count - 1
            if let action = entry.element as? Action {
                guard isLast else {
                    return .failure("\(quoted(title)) in \(levelName) is an action, not a submenu, so the path cannot go on to \(quoted(titles[index + 1])). End the path there.")
                }
                guard entry.canBeChosen else {
                    return .failure("\(quoted(title)) in \(levelName) is disabled (.disabled), and a disabled action cannot be chosen. The titles that can be chosen there: \(choices(in: level)).")
                }
                return .action(MenuPath(action: action, menus: menus))
            }
            guard let submenu = entry.element as? Menu else {
                return .failure("\(quoted(title)) in \(levelName) is a \(type(of: entry.element)), neither an Action nor a Menu, so there is nothing to choose.")
            }
            guard !isLast else {
                return .failure("\(quoted(title)) in \(levelName) is a submenu, and a path ends on an action. Add one of its titles: \(choices(in: submenu)).")
            }
            menus.append(submenu)
            level = submenu
            levelName = "the submenu \(quoted(title))"
        }
        return .failure("the path leads nowhere.")   // not reached: the loop returns on the last title
    }

    /// R122: in the outermost of the menus with `.singleSelection` (the presented one for a pop-up
    /// button), the action becomes `.on` and every other action `.off`; otherwise nothing changes.
    func select(asSingleSelection popUp: Bool) {
        let scope = popUp ? menus.first : menus.first { $0.options.contains(.singleSelection) }
        guard let scope else { return }
        for other in scope.actions where other !== action { other.state = .off }
        action.state = .on
    }

    /// `menu`'s children as it shows them, inline submenus' children in their place.
    private static func entries(of menu: Menu) -> [Entry] {
        menu.children.flatMap { child -> [Entry] in
            guard let submenu = child as? Menu, submenu.options.contains(.displayInline) else {
                return [Entry(element: child, inline: [])]
            }
            return entries(of: submenu).map { Entry(element: $0.element, inline: [submenu] + $0.inline) }
        }
    }

    /// The titles that can be chosen in `menu`, quoted, in order; "none" when there are none.
    private static func choices(in menu: Menu) -> String {
        let titles = entries(of: menu).filter(\.canBeChosen).map { quoted($0.element.title) }
        return titles.isEmpty ? "none" : titles.joined(separator: ", ")
    }

    private static func quoted(_ title: String) -> String {
        "\"\(title)\""
    }
}
