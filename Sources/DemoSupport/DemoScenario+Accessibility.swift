import DemoControllers
import Foundation
import TargetAction

extension DemoScenario {
    /// AccessibleCartViewController: swipe to delete and "+" for sighted users, custom actions and
    /// the magic tap for VoiceOver users.
    public static let accessibleCart = DemoScenario(
        title: "Accessible cart (AccessibleCartViewController)",
        technique: "each row is one accessibility element (\"Milk, 2\") whose custom actions stand in for its gestures (R151): \"Delete\" sends the published \"deleteItem:\" to the controller with the action as the sender, \"Add one\" is a handler holding the controller weakly; sighted users drag a row 100 points left to delete it (a pan on the row) and tap its +; the magic tap pays (R153), as does a tap on Pay, which is where VoiceOver's activation taps (R143)"
    ) {
        let cart = AccessibleCartViewController()
        let session = DemoSession(showing: cart) {
            [("cart", cart.items.isEmpty ? "empty" : cart.items.map(\.description).joined(separator: ", ")),
             ("rows read", cart.rowViews.isEmpty ? "nothing" : cart.rowViews.map { "\"\($0.accessibilityLabel ?? ""), \($0.accessibilityValue ?? "")\"" }.joined(separator: " ")),
             ("total", cart.totalView.accessibilityValue ?? "none"),
             ("paid", cart.payments.isEmpty ? "nothing" : cart.payments.map { "$\($0)" }.joined(separator: ", "))]
        }
        func middle(of view: View) -> CGPoint {
            view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }
        func customAction(_ name: String, of item: String) -> AccessibilityCustomAction? {
            guard let index = cart.items.firstIndex(where: { $0.name == item }) else { return nil }
            return cart.rowViews[index].accessibilityCustomActions?.first { $0.name == name }
        }
        session.act("Tap the Bread row's +: one more bread; its row reads \"Bread, 2\"")
        session.tap(at: middle(of: cart.addButtons[1]))
        session.wait(0.3)
        session.act("Drag the Eggs row 60 points left, slowly: it follows, but short of the 100-point threshold it slides back")
        let eggs = middle(of: cart.rowViews[2])
        session.drag(from: eggs, to: CGPoint(x: eggs.x - 60, y: eggs.y), duration: 0.6)
        session.wait(0.3)
        session.act("Drag the Milk row 150 points left: past the threshold it is deleted, and the rows below move up")
        let milk = middle(of: cart.rowViews[0])
        session.drag(from: milk, to: CGPoint(x: milk.x - 150, y: milk.y), duration: 0.6)
        session.wait(0.3)
        session.act("VoiceOver's Actions rotor on the Eggs row, called directly: \"Add one\" runs its handler")
        session.perform("Eggs row: actionHandler of \"Add one\"") {
            if let action = customAction("Add one", of: "Eggs") { _ = action.actionHandler?(action) }
        }
        session.act("\"Delete\" on the Bread row: \"deleteItem:\" is sent to the controller with the action as the sender")
        session.perform("Bread row: \"Delete\", perform(\"deleteItem:\", with: the action)") {
            if let action = customAction("Delete", of: "Bread"), let selector = action.selector {
                _ = (action.target as? ActionTarget)?.perform(selector, with: action)
            }
        }
        session.act("Tap Pay where VoiceOver's activation taps, its activation point: it pays and empties the cart")
        session.tap(at: cart.payButton.accessibilityActivationPoint)
        session.wait(0.3)
        session.act("The magic tap (two-finger double tap), called directly on the controller: nothing left to pay")
        var answered = false
        session.perform("accessibilityPerformMagicTap()") { answered = cart.accessibilityPerformMagicTap() }
        session.note("it answered \(answered): the magic tap goes on up the chain")
        return session
    }

    /// AccessibleSheetViewController: a modal sheet that escape dismisses.
    public static let accessibleSheet = DemoScenario(
        title: "Accessible sheet (AccessibleSheetViewController)",
        technique: "a presented sheet whose view has accessibilityViewIsModal, so VoiceOver reaches only its elements (R141); its controller overrides accessibilityPerformEscape() to dismiss and answer true (R152); its Close button and the tap recognizer on its Handle, a plain element with the .button trait, answer taps at their activation points, which is how VoiceOver activates them (R143); sighted users may also tap the dimmed background"
    ) {
        let screen = AccessibleSheetViewController()
        let sheet = screen.sheet
        let session = DemoSession(showing: screen) {
            [("sheet", screen.isSheetShown ? "shown" : "hidden"),
             ("panel", sheet.isExpanded ? "expanded" : "collapsed"),
             ("modal", sheet.isViewLoaded && sheet.view.accessibilityViewIsModal ? "yes" : "no"),
             ("dismissed by", screen.dismissals.isEmpty ? "nothing yet" : screen.dismissals.map(\.description).joined(separator: ", "))]
        }
        session.act("Tap Open at its activation point: the sheet is presented over the screen, its view modal for VoiceOver")
        session.tap(at: screen.openButton.accessibilityActivationPoint)
        session.wait(0.3)
        session.act("Tap the Handle at its activation point: its tap recognizer expands the sheet")
        session.tap(at: sheet.handle.accessibilityActivationPoint)
        session.wait(0.3)
        session.act("Tap Close at its activation point: the sheet is dismissed")
        session.tap(at: sheet.closeButton.accessibilityActivationPoint)
        session.wait(0.3)
        session.act("Open it again (collapsed), then escape (a two-finger Z), called directly from the Handle up its chain")
        session.tap(at: screen.openButton.accessibilityActivationPoint)
        session.wait(0.3)
        var climbed: [String] = []
        session.perform("accessibilityPerformEscape() on the Handle, then on each next responder until one answers true") {
            var responder: Responder? = sheet.handle
            while let current = responder {
                climbed.append((current as? View)?.accessibilityIdentifier.map { "View(\"\($0)\")" } ?? "\(type(of: current))")
                if current.accessibilityPerformEscape() { break }
                responder = current.next
            }
        }
        session.note("asked: \(climbed.joined(separator: " → ")), which dismissed the sheet and answered true")
        session.wait(0.5)
        session.act("Open it again, then tap the dimmed background above it, which VoiceOver does not reach: dismissed")
        session.tap(at: screen.openButton.accessibilityActivationPoint)
        session.wait(0.3)
        session.tap(at: CGPoint(x: 195, y: 200))
        session.wait(0.3)
        return session
    }
}
