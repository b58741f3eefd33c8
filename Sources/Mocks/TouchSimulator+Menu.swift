import Foundation
import TargetAction

extension TouchSimulator {
    /// Chooses an element of the window's presented menu, as a finger would: `titles` is the path,
    /// submenus first ("Sort", "Date"), and an inline submenu's children count as its parent's.
    ///
    /// The chosen action becomes `.on` under single selection (R122), the menu is dismissed unless
    /// the action has `.keepsMenuPresented`, and the action's handler runs once with the presenting
    /// control as its `sender`; no control event is sent (R121). Nothing is chosen, and the reason
    /// is reported at the caller's line with the titles that can be chosen, when no menu is
    /// presented, a title is not found, the element is hidden or disabled, or the path ends on a
    /// submenu.
    public func chooseMenuElement(
        _ titles: String...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "TouchSimulator.chooseMenuElement(\(titles.map { "\"\($0)\"" }.joined(separator: ", ")))"
        window.chooseMenuElement(titles, call: call, at: site)
    }
}
