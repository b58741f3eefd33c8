import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// The VoiceOver driver in XCTest: a hosted controller read and activated as a VoiceOver user
/// does (R141-R143, R150, R151), and a misuse failing the test at its line (R156).
final class VoiceOverXCTests: FailureCatchingTestCase {
    /// A total and a Pay button; paying counts.
    private final class CheckoutViewController: ViewController {
        private(set) var payments = 0
        let pay = Button(frame: CGRect(x: 20, y: 200, width: 350, height: 50))

        override func viewDidLoad() {
            super.viewDidLoad()
            let total = View(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
            total.isAccessibilityElement = true
            total.accessibilityLabel = "Total"
            total.accessibilityValue = "$12"
            pay.setTitle("Pay", for: .normal)
            pay.isAccessibilityElement = true
            pay.accessibilityLabel = "Pay"
            pay.accessibilityTraits = .button
            pay.addAction(Action { [weak self] _ in self?.payments += 1 }, for: .touchUpInside)
            pay.accessibilityCustomActions = [AccessibilityCustomAction(name: "Pay later") { _ in true }]
            view.addSubview(pay)
            view.addSubview(total)
        }
    }

    func testR141_R150_theElementsInReadingOrderAsSpoken() {
        let voiceOver = VoiceOver(hosting: CheckoutViewController())

        XCTAssertEqual(voiceOver.elements.map(\.spokenDescription), ["Total, $12", "Pay, button"])
        XCTAssertEqual(voiceOver.window.bounds.size, CGSize(width: 390, height: 844))
    }

    func testR143_activateByLabelTapsTheButton() {
        let controller = CheckoutViewController()
        let voiceOver = VoiceOver(hosting: controller)

        XCTAssertTrue(voiceOver.activate(label: "Pay"))

        XCTAssertEqual(controller.payments, 1)
        XCTAssertTrue(voiceOver.transcript.contains("VoiceOver activates Button \"Pay\" (R143): a tap at (195, 225)"))
    }

    func testR151_aCustomActionAnswers() {
        let voiceOver = VoiceOver(hosting: CheckoutViewController())
        voiceOver.focus(label: "Pay")

        XCTAssertTrue(voiceOver.performCustomAction(named: "Pay later"))
    }

    func testR156_aMisspelledLabelFailsTheTestAtItsLine() {
        let voiceOver = VoiceOver(hosting: CheckoutViewController())

        let line = #line + 1
        let failures = caughtFailures { voiceOver.focus(label: "Pya") }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertTrue(failures.first?.description.contains("no element labelled \"Pya\"; did you mean \"Pay\"?") ?? false)
    }

    func testTheDriverOwnsItsWindowAndNothingHoldsTheDriver() {
        weak var window: Window?
        weak var driver: VoiceOver?
        do {
            let voiceOver = VoiceOver(hosting: CheckoutViewController())
            voiceOver.activate(label: "Pay")
            window = voiceOver.window
            driver = voiceOver
            XCTAssertNotNil(window)
        }

        XCTAssertNil(driver)
        XCTAssertNil(window)
    }
}
