import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// HoldToConfirmCardViewController and its style without touches: the style's body inspected
/// without a control (R127), its long press found and ended by hand, and `performPrimaryAction()`.
@Suite struct HoldToConfirmCardViewControllerMockTests {
    let screen = HoldToConfirmCardViewController()

    init() {
        screen.loadViewIfNeeded()
    }

    var card: Button { screen.card }

    @Test("R127: the style's body is the label, undimmed, with a 1 s long press that triggers")
    func theBodyTriggersOnItsLongPress() {
        var triggers = 0
        let body = HoldToConfirmStyle().inspect(title: "Pay", onTrigger: { triggers += 1 })

        #expect(body.title == "Pay")
        #expect(body.alpha == 1)
        let press = body.inspectGesture(LongPressGesture.self)
        #expect(press?.gesture.minimumDuration == 1)
        #expect(triggers == 0)   // R125: making a body calls nothing

        press?.callOnEnded(value: true)

        #expect(triggers == 1)
    }

    @Test("R127, R125: the card has a HoldToConfirmStyle attached, and its body is the label titled by the card")
    func theCardHasTheStyle() {
        #expect(card.inspectButtonStyle(HoldToConfirmStyle.self) != nil)
        #expect(card.attachedButtonStyle == nil)
        let body = card.styleBody as? StyleConfigurationLabel
        #expect(body?.title == "Hold to confirm")
        #expect(body?.frame == card.bounds)
        #expect(body?.isUserInteractionEnabled == true)
    }

    @Test("R125, R117: ending the body's long press by hand confirms the card once")
    func theBodysLongPressConfirms() {
        card.styleBody?.inspectGesture(LongPressGesture.self)?.callOnEnded(value: true)

        #expect(screen.isConfirmed)
        #expect(screen.confirmCount == 1)
    }

    @Test("R117: performPrimaryAction confirms; on a disabled card it does nothing")
    func performPrimaryActionConfirms() {
        card.isEnabled = false
        card.performPrimaryAction()
        #expect(!screen.isConfirmed)

        card.isEnabled = true
        card.performPrimaryAction()

        #expect(screen.isConfirmed)
        #expect(screen.confirmCount == 1)
    }
}
