import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// AccessibleCartViewController as VoiceOver reads it: its elements' properties, and its custom
/// actions and magic tap called as VoiceOver calls them (R151, R153).
@Suite struct AccessibleCartViewControllerAccessibilityTests {
    let cart = AccessibleCartViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: cart)
    }

    var names: [String] { cart.items.map(\.name) }
    var quantities: [Int] { cart.items.map(\.quantity) }

    /// Row `index`'s custom action called `name`.
    func action(_ name: String, ofRow index: Int) -> AccessibilityCustomAction? {
        cart.rowViews[index].accessibilityCustomActions?.first { $0.name == name }
    }

    /// Performs `action` as VoiceOver's Actions rotor does (R151): its handler, else its selector
    /// sent to its target with the action as the sender.
    func perform(_ action: AccessibilityCustomAction?) -> Bool {
        guard let action else { return false }
        if let handler = action.actionHandler { return handler(action) }
        guard let selector = action.selector, let target = action.target as? ActionTarget else { return false }
        return target.perform(selector, with: action)
    }

    @Test("R141: each row is one element, labelled with the item's name, its value the quantity")
    func eachRowIsOneElement() {
        #expect(cart.rowViews.map(\.isAccessibilityElement) == [true, true, true])
        #expect(cart.rowViews.map(\.accessibilityLabel) == ["Milk", "Bread", "Eggs"])
        #expect(cart.rowViews.map(\.accessibilityValue) == ["2", "1", "1"])
        #expect(cart.rowViews.map(\.accessibilityTraits) == [[], [], []])
        #expect(cart.addButtons.allSatisfy { $0.superview.map { $0.isAccessibilityElement } == true })   // inside an element
    }

    @Test("R140: a row's frame and activation point follow the row as it moves up")
    func aRowsFrameFollowsIt() {
        #expect(cart.rowViews[1].accessibilityFrame == CGRect(x: 0, y: 160, width: 390, height: 60))

        #expect(perform(action("Delete", ofRow: 0)))

        #expect(cart.rowViews[0].accessibilityFrame == CGRect(x: 0, y: 100, width: 390, height: 60))
        #expect(cart.rowViews[0].accessibilityActivationPoint == CGPoint(x: 195, y: 130))
    }

    @Test("R140: the total is one element reading Total, $12, and follows the cart")
    func theTotalReadsTheTotal() {
        #expect(cart.totalView.isAccessibilityElement)
        #expect(cart.totalView.accessibilityLabel == "Total")
        #expect(cart.totalView.accessibilityValue == "$12")
        #expect(cart.totalView.accessibilityTraits == .staticText)

        #expect(perform(action("Add one", ofRow: 2)))

        #expect(cart.totalView.accessibilityValue == "$17")
    }

    @Test("R151: each row offers Delete, sent to the controller as \"deleteItem:\", then Add one, a handler")
    func eachRowOffersDeleteAndAddOne() throws {
        for index in cart.rowViews.indices {
            let actions = try #require(cart.rowViews[index].accessibilityCustomActions)
            #expect(actions.map(\.name) == ["Delete", "Add one"])
            #expect(actions[0].target === cart)
            #expect(actions[0].selector == "deleteItem:")
            #expect(actions[0].actionHandler == nil)
            #expect(actions[1].actionHandler != nil)
            #expect(actions[1].target == nil)
        }
        #expect(cart.responds(to: "deleteItem:"))
    }

    @Test("R151: Delete sends \"deleteItem:\" with the action as the sender; the published handler answers true and deletes that row")
    func deleteDeletesItsRow() {
        #expect(perform(action("Delete", ofRow: 1)))

        #expect(names == ["Milk", "Eggs"])
        #expect(cart.rowViews.map(\.accessibilityLabel) == ["Milk", "Eggs"])
        #expect(cart.rowViews.map(\.frame.minY) == [100, 160])
        #expect(cart.totalView.accessibilityValue == "$9")
    }

    @Test("R151: a deleted row's Delete action finds no row and deletes nothing")
    func aDeletedRowsActionDeletesNothing() {
        let stale = action("Delete", ofRow: 0)
        #expect(perform(stale))

        #expect(perform(stale))   // still answered by the published handler

        #expect(names == ["Bread", "Eggs"])
    }

    @Test("R151: Add one's handler adds one to its row and answers true")
    func addOneAddsOne() {
        #expect(perform(action("Add one", ofRow: 0)))
        #expect(perform(action("Add one", ofRow: 0)))

        #expect(quantities == [4, 1, 1])
        #expect(cart.rowViews[0].accessibilityValue == "4")
    }

    @Test("R151, R10: the actions hold the controller weakly: once it is gone, Add one answers false and Delete has no target")
    func theActionsHoldTheControllerWeakly() {
        var actions: [AccessibilityCustomAction] = []
        weak var released: AccessibleCartViewController?
        do {
            let cart = AccessibleCartViewController()
            actions = cart.view.subviews.first?.accessibilityCustomActions ?? []
            released = cart
        }

        #expect(released == nil)
        #expect(actions.count == 2)
        #expect(actions.first?.target == nil)
        #expect(actions.last.flatMap { $0.actionHandler?($0) } == false)
    }

    @Test("R153: the magic tap pays and answers true; on the emptied cart it answers false, to go on up the chain")
    func theMagicTapPays() {
        #expect(perform(action("Add one", ofRow: 1)))

        #expect(cart.accessibilityPerformMagicTap())

        #expect(cart.payments == [15])
        #expect(cart.items.isEmpty)

        #expect(!cart.accessibilityPerformMagicTap())

        #expect(cart.payments == [15])
    }

    @Test("R153: from a row, the chain reaches the controller, which answers the magic tap")
    func theMagicTapClimbsFromARow() {
        var chain: [Responder] = []
        var responder: Responder? = cart.rowViews[0]
        while let current = responder {
            chain.append(current)
            if current.accessibilityPerformMagicTap() { break }
            responder = current.next
        }

        #expect(chain.map { "\(type(of: $0))" } == ["View", "View", "AccessibleCartViewController"])
        #expect(cart.payments == [12])
    }

    @Test("R149: the Pay button is an element with the .button trait, titled Pay; disabled once there is nothing to pay")
    func thePayButtonIsAButtonElement() {
        #expect(cart.payButton.isAccessibilityElement)
        #expect(cart.payButton.accessibilityTraits.contains(.button))
        #expect(cart.payButton.currentTitle == "Pay")

        #expect(cart.accessibilityPerformMagicTap())
        cart.payButton.layoutIfNeeded()

        #expect(!cart.payButton.isEnabled)
    }
}
