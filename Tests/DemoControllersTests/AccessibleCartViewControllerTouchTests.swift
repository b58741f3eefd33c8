import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// AccessibleCartViewController used by a sighted user: real taps and drags. The taps at an
/// element's activation point are the taps VoiceOver's activation makes (R143).
@Suite struct AccessibleCartViewControllerTouchTests {
    let cart = AccessibleCartViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: cart)
    }

    var names: [String] { cart.items.map(\.name) }
    var quantities: [Int] { cart.items.map(\.quantity) }

    /// The middle of row `index`, in window coordinates.
    func middle(ofRow index: Int) -> CGPoint {
        let row = cart.rowViews[index]
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    }

    @Test("R143: a tap at the Pay button's activation point pays the $12 and empties the cart")
    func aTapAtPaysActivationPointPays() {
        simulator.tap(at: cart.payButton.accessibilityActivationPoint)

        #expect(cart.payments == [12])
        #expect(cart.didPay)
        #expect(cart.items.isEmpty)
        #expect(cart.rowViews.isEmpty)
        #expect(cart.totalView.accessibilityValue == "$0")
        #expect(!cart.payButton.isEnabled)
    }

    @Test("R143, R40: once the cart is empty, the Pay button is disabled and a tap pays nothing more")
    func anEmptyCartPaysNothing() {
        simulator.tap(on: cart.payButton)
        simulator.wait(0.5)

        simulator.tap(at: cart.payButton.accessibilityActivationPoint)

        #expect(cart.payments == [12])
    }

    @Test("R143: a tap at a row's activation point, its middle, changes nothing: its actions are custom actions")
    func aTapAtARowsActivationPointChangesNothing() {
        #expect(cart.rowViews[0].accessibilityActivationPoint == middle(ofRow: 0))

        simulator.tap(at: cart.rowViews[0].accessibilityActivationPoint)

        #expect(names == ["Milk", "Bread", "Eggs"])
        #expect(quantities == [2, 1, 1])
    }

    @Test("A tap on a row's + adds one: the row's value and the total follow")
    func aTapOnPlusAddsOne() {
        simulator.tap(on: cart.addButtons[1])

        #expect(quantities == [2, 2, 1])
        #expect(cart.rowViews[1].accessibilityValue == "2")
        #expect(cart.total == 15)
        #expect(cart.totalView.accessibilityValue == "$15")
    }

    @Test("R22: a row follows a leftward drag; released past the threshold it is deleted and the rows below move up")
    func aLeftwardDragPastTheThresholdDeletes() {
        let start = middle(ofRow: 0)
        let breadTop = cart.rowViews[1].frame.minY
        simulator.down(at: start)
        simulator.wait(0.05)
        simulator.move(to: CGPoint(x: start.x - 20, y: start.y))
        simulator.wait(0.05)
        simulator.move(to: CGPoint(x: start.x - 80, y: start.y))

        #expect(cart.rowViews[0].frame.minX == -70)   // 80 points less the 10 of the pan's hysteresis

        simulator.wait(0.05)
        simulator.move(to: CGPoint(x: start.x - 140, y: start.y))
        simulator.wait(0.05)
        simulator.up()

        #expect(names == ["Bread", "Eggs"])
        #expect(cart.rowViews.map(\.accessibilityLabel) == ["Bread", "Eggs"])
        #expect(cart.rowViews[0].frame.minY == cart.listTop)
        #expect(cart.rowViews[0].frame.minY == breadTop - cart.rowHeight)
        #expect(cart.totalView.accessibilityValue == "$8")
    }

    @Test("A short leftward drag slides the row back; a rightward one does not move it")
    func shortOrRightwardDragsKeepTheRow() {
        simulator.drag(from: middle(ofRow: 2), to: CGPoint(x: middle(ofRow: 2).x - 60, y: middle(ofRow: 2).y), duration: 0.5)

        #expect(names == ["Milk", "Bread", "Eggs"])
        #expect(cart.rowViews[2].frame.minX == 0)

        simulator.wait(0.5)
        simulator.drag(from: middle(ofRow: 2), to: CGPoint(x: middle(ofRow: 2).x + 150, y: middle(ofRow: 2).y), duration: 0.5)

        #expect(names == ["Milk", "Bread", "Eggs"])
        #expect(cart.rowViews[2].frame.minX == 0)
    }

    @Test func theDeleteThresholdIsSettable() {
        cart.deleteThreshold = 40

        simulator.drag(on: cart.rowViews[1], by: CGPoint(x: -60, y: 0), duration: 0.5)

        #expect(names == ["Milk", "Eggs"])
    }

    @Test func theHandlersAndCustomActionsDoNotKeepTheControllerAlive() {
        weak var released: AccessibleCartViewController?
        do {
            let cart = AccessibleCartViewController()
            let simulator = TouchSimulator(hosting: cart)
            simulator.tap(on: cart.addButtons[0])
            simulator.drag(on: cart.rowViews[2], by: CGPoint(x: -150, y: 0), duration: 0.5)
            #expect(cart.items.map(\.quantity) == [3, 1])
            released = cart
        }

        #expect(released == nil)
    }
}
