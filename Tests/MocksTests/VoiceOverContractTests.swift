import Foundation
import Mocks
import TargetAction
import Testing

// Written as an outsider would, against the public contract's accessibility names only (revision
// 6): overrides instead of `publish`, an element that is no view, a custom action whose
// target answers by overriding `perform(_:with:)`.

/// A checkout screen: a total, a "Milk" row drawn by hand as an AccessibilityElement with a Delete
/// action, a Pay button, and a magic tap that pays.
private final class ContractCheckoutController: ViewController {
    var log: [String] = []
    let pay = Button(frame: CGRect(x: 20, y: 700, width: 350, height: 50))
    let list = View(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    private(set) var milk: AccessibilityElement!

    override func viewDidLoad() {
        super.viewDidLoad()
        let total = View(frame: CGRect(x: 20, y: 40, width: 350, height: 40))
        total.isAccessibilityElement = true
        total.accessibilityLabelBlock = { "Total" }
        total.accessibilityValue = "$12"
        view.addSubview(total)
        view.addSubview(list)
        milk = AccessibilityElement(accessibilityContainer: list)
        milk.accessibilityLabel = "Milk"
        milk.accessibilityHint = "In your cart."
        milk.accessibilityIdentifier = "row-milk"
        milk.accessibilityFrameInContainerSpace = CGRect(x: 20, y: 10, width: 350, height: 50)
        milk.accessibilityCustomActions = [AccessibilityCustomAction(name: "Delete", target: self, selector: "deleteRow:")]
        list.accessibilityElements = [milk as Any]
        pay.title = "Pay"
        pay.addTarget(self, action: "pay:", for: .touchUpInside)
        view.addSubview(pay)
    }

    override func responds(to selector: Selector) -> Bool {
        ["deleteRow:", "pay:"].contains(selector.name) || super.responds(to: selector)
    }

    override func perform(_ selector: Selector, with sender: Any?) -> Bool {
        switch selector.name {
        case "deleteRow:": log.append("delete \((sender as? AccessibilityCustomAction)?.name ?? "?")")
        case "pay:": log.append("pay")
        default: return super.perform(selector, with: sender)
        }
        return true
    }

    override func accessibilityPerformMagicTap() -> Bool {
        log.append("magic tap")
        return true
    }
}

@Suite struct VoiceOverContractTests {
    @Test("R141-R143, R150-R155: the contract's example, read and used through the public names only")
    func theContractsCheckout() {
        let checkout = ContractCheckoutController()
        let voiceOver = VoiceOver(hosting: checkout, size: CGSize(width: 390, height: 844))

        #expect(voiceOver.elements.map(\.spokenDescription) == ["Total, $12", "Milk", "Pay, button"])
        #expect(voiceOver.elements.map(\.description) == voiceOver.elements.map(\.spokenDescription))
        #expect(voiceOver.activate(label: "Pay"))
        #expect(checkout.log == ["pay"])

        #expect(voiceOver.focus(identifier: "row-milk"))
        let milk = voiceOver.focusedElement
        #expect(milk?.object === checkout.milk)
        #expect(milk?.view === checkout.list)
        #expect(milk?.identifier == "row-milk")
        #expect(milk?.hint == "In your cart.")
        #expect(milk?.spokenHint == "In your cart.")   // kept whole: nothing is joined to it
        #expect(milk?.customActionNames == ["Delete"])
        #expect(milk?.frame == CGRect(x: 20, y: 110, width: 350, height: 50))
        #expect(milk?.activationPoint == CGPoint(x: 195, y: 135))
        #expect(milk?.traits == AccessibilityTraits.none)
        #expect(voiceOver.performCustomAction(named: "Delete"))
        #expect(checkout.log == ["pay", "delete Delete"])

        #expect(voiceOver.magicTap())
        #expect(voiceOver.focusPrevious())
        #expect(voiceOver.spokenDescription == "Total, $12")
        #expect(!voiceOver.focusPrevious())
        #expect(voiceOver.focusFirst())
        #expect(voiceOver.focusNext())
        #expect(voiceOver.focus(checkout.pay))
        #expect(!voiceOver.escape())
        #expect(!voiceOver.scroll(.down))
        #expect(checkout.log == ["pay", "delete Delete", "magic tap"])
        #expect(voiceOver.announcements == ["Pay, button", "Milk", "Total, $12", "Total, $12", "Milk", "Pay, button"])
        #expect(voiceOver.lastAnnouncement == "Pay, button")
        #expect(VoiceOver.defaultSuggestionLimit == 2 && voiceOver.suggestionLimit == 2)
        #expect(voiceOver.transcript == voiceOver.window.transcript)
    }
}
