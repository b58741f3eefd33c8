import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// AccessibleCartViewController as a VoiceOver user uses it, through the `VoiceOver` driver: the
/// rows read as one element each, their actions from the Actions rotor, Pay activated by a real
/// tap, and the magic tap (R141-R143, R150, R151, R153, R156).
@Suite struct AccessibleCartViewControllerVoiceOverTests {
    let cart = AccessibleCartViewController()
    let voiceOver: VoiceOver

    init() {
        voiceOver = VoiceOver(hosting: cart)
    }

    @Test("R141, R142, R150: rows, total and Pay read top to bottom; the rows' + buttons are inside their elements")
    func theCartReadsInOrder() {
        #expect(voiceOver.elements.map(\.spokenDescription) == ["Milk, 2", "Bread, 1", "Eggs, 1", "Total, $12", "Pay, button"])
        #expect(voiceOver.elements[0].customActionNames == ["Delete", "Add one"])
    }

    @Test("R151: Delete (target and selector) and Add one (a handler) from the Actions rotor")
    func customActionsChangeTheCart() {
        #expect(voiceOver.focus(label: "Bread"))
        #expect(voiceOver.performCustomAction(named: "Add one"))
        #expect(cart.items.map(\.quantity) == [2, 2, 1])
        #expect(voiceOver.spokenDescription == "Bread, 2")

        #expect(voiceOver.focus(label: "Milk"))
        #expect(voiceOver.performCustomAction(named: "Delete"))

        #expect(cart.items.map(\.name) == ["Bread", "Eggs"])
        #expect(voiceOver.focusedElement == nil)   // its row left the screen (R155)
        #expect(voiceOver.elements.map(\.spokenDescription) == ["Bread, 2", "Eggs, 1", "Total, $11", "Pay, button"])
        #expect(voiceOver.window.clock.now == 0)   // no touch (R151)
    }

    @Test("R156: a misspelt action name gets a did you mean among the row's actions")
    func aMisspeltActionIsReported() {
        voiceOver.focus(label: "Milk")

        let (done, reports) = FailureReporter.capturing { voiceOver.performCustomAction(named: "Delet") }

        #expect(!done)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("did you mean \"Delete\"?") == true)
        #expect(cart.items.count == 3)
    }

    @Test("R143: activating Pay taps the button at its activation point, through the window")
    func activatingPayPays() {
        #expect(voiceOver.activate(label: "Pay"))

        #expect(cart.payments == [12])
        #expect(voiceOver.window.clock.now == voiceOver.touches.tapHoldDuration)
        #expect(voiceOver.elements.last?.spokenDescription == "Pay, dimmed, button")
    }

    @Test("R153: the magic tap climbs from the first row to the controller and pays; on an empty cart nobody answers")
    func theMagicTapPays() {
        #expect(voiceOver.magicTap())
        #expect(cart.payments == [12])
        #expect(voiceOver.focusedElement == nil)   // the magic tap does not move the focus

        #expect(!voiceOver.magicTap())
        #expect(cart.payments == [12])
    }
}
