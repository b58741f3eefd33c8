import Foundation

/// The menu a window shows and the control that showed it (R121).
struct MenuPresentation {
    var menu: Menu?
    weak var source: Control?
}

/// Presented menus: one per window, dismissed by the next touch-down, chosen from by title (R121).
extension Window {
    /// The menu a control in this window presented, until it is dismissed (R121): the next
    /// touch-down anywhere in the window dismisses it, and that touch reaches nothing.
    public var presentedMenu: Menu? { menuPresentation.menu }

    /// The control that presented ``presentedMenu``; held weakly.
    public var presentedMenuSource: Control? { menuPresentation.source }

    /// Shows `menu` for `source`, in place of any menu shown (R121).
    func present(_ menu: Menu, from source: Control) {
        menuPresentation = MenuPresentation(menu: menu, source: source)
    }

    /// R121: a touch going down while a menu is presented dismisses it; then true, and the
    /// engine keeps that touch from every view and recognizer.
    func touchDownDismissesMenu() -> Bool {
        guard let menu = menuPresentation.menu else { return false }
        let source = menuPresentation.source
        menuPresentation = MenuPresentation()
        if let source { tellWindow(.controlChange(source, ControlChange(rule: "R121", words: "\(Window.describe(menu)) dismissed by a touch-down, which reaches nothing"))) }
        return true
    }

    /// A menu as the transcript names it: `menu "Sort by"`, or `its menu` when untitled.
    static func describe(_ menu: Menu) -> String {
        menu.title.isEmpty ? "its menu" : "menu \"\(menu.title)\""
    }

    /// Chooses the element of the presented menu at the path `titles`, as a finger would (R121):
    /// R122's selection, the dismissal unless the action keeps the menu presented, then the
    /// handler once, with the presenting control as its sender; no control event. A path that
    /// cannot be chosen is reported at `site`, worded as `call`, and changes nothing.
    package func chooseMenuElement(_ titles: [String], call: String, at site: CallSite) {
        guard let menu = presentedMenu else {
            FailureReporter.report(
                "\(call) chose nothing: no menu is presented in this window. A button presents its menu at a touch-down when showsMenuAsPrimaryAction is true (R119), else when a touch stays down for menuPressDuration (R120); the next touch-down dismisses it (R121).",
                at: site)
            return
        }
        let path: MenuPath
        switch MenuPath.resolve(titles, in: menu) {
        case .failure(let reason):
            FailureReporter.report("\(call) chose nothing: \(reason)", at: site)
            return
        case .action(let found):
            path = found
        }
        reporting(at: site) {
            engine.update { choose(path, from: menu) }
            if !clock.flush.isEmpty { clock.flush.run(.afterChoice) }   // as after the finger's event (R116 a)
        }
    }

    /// R121's steps for a chosen action.
    private func choose(_ path: MenuPath, from menu: Menu) {
        let source = presentedMenuSource
        let popUp = (source as? Button)?.isPopUpButton == true
        path.select(asSingleSelection: popUp)   // R122
        if popUp { (source as? Button)?.showChosenTitle() }
        let keeps = path.action.attributes.contains(.keepsMenuPresented)
        if !keeps { menuPresentation = MenuPresentation() }
        if let source {
            let state = path.action.state == .on ? ", now on" : ""
            tellWindow(.controlChange(source, ControlChange(
                rule: "R121", words: "\"\(path.action.title)\" chosen from \(Window.describe(menu))\(state)\(keeps ? "; the menu stays (keepsMenuPresented)" : "")")))
        }
        path.action.perform(from: source)
    }
}
