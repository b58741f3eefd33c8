/// An object that answers named actions.
///
/// ``Responder`` (and so every ``View`` and ``ViewController``) conforms. Any other class can
/// conform to receive actions by ``Selector``; or it can use the typed form,
/// ``GestureRecognizer/addTarget(_:action:fileID:filePath:line:column:)``, which needs no name at all.
public protocol ActionTarget: AnyObject {
    /// Whether ``perform(_:with:)`` answers `selector`.
    func responds(to selector: Selector) -> Bool
    /// Runs the handler published for `selector`; returns false when there is none.
    @discardableResult func perform(_ selector: Selector, with sender: Any?) -> Bool
}
