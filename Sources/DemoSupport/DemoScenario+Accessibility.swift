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
        session.act("VoiceOver: focus the Eggs row and choose \"Add one\" from the Actions rotor: its handler runs")
        session.voiceOver { voiceOver in
            voiceOver.focus(label: "Eggs")
            voiceOver.performCustomAction(named: "Add one")
        }
        session.act("VoiceOver: \"Delete\" on the Bread row: \"deleteItem:\" is sent to the controller with the action as the sender")
        session.voiceOver { voiceOver in
            voiceOver.focus(label: "Bread")
            voiceOver.performCustomAction(named: "Delete")
        }
        session.act("VoiceOver: activate Pay, a double tap: the button answers false, so VoiceOver taps its activation point")
        session.voiceOver { $0.activate(label: "Pay") }
        session.act("VoiceOver: the magic tap (two-finger double tap): nothing left to pay, so nobody answers")
        var answered = true
        session.voiceOver { answered = $0.magicTap() }
        session.note("it answered \(answered): the magic tap went up the chain to the window")
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
        session.act("VoiceOver: activate Open: a tap at its activation point presents the sheet, whose view is modal")
        session.voiceOver { $0.activate(label: "Open") }
        session.act("VoiceOver: activate the Handle, a plain element: the tap at its activation point reaches its tap recognizer, which expands the sheet")
        session.voiceOver { $0.activate(label: "Handle") }
        session.act("VoiceOver: activate Close: the sheet is dismissed")
        session.voiceOver { $0.activate(label: "Close") }
        session.act("Open it again (collapsed), then escape (a two-finger Z) from the Handle, up its chain: the sheet's controller dismisses")
        session.voiceOver { voiceOver in
            voiceOver.activate(label: "Open")
            voiceOver.focus(label: "Handle")
            voiceOver.escape()
        }
        session.wait(0.5)
        session.act("Open it again, then tap the dimmed background above it, which VoiceOver does not reach: dismissed")
        session.tap(at: screen.openButton.accessibilityActivationPoint)
        session.wait(0.3)
        session.tap(at: CGPoint(x: 195, y: 200))
        session.wait(0.3)
        return session
    }
}
