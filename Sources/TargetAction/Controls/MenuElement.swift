/// What a menu holds, as UIKit's `UIMenuElement`: an ``Action`` to choose, or a ``Menu`` to open.
public protocol MenuElement: AnyObject {
    /// What the element shows, and what `chooseMenuElement(_:)` finds it by (R121).
    var title: String { get }
}
