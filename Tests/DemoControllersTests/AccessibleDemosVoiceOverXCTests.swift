import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// The accessible cart and sheet in XCTest, used through the `VoiceOver` driver as a VoiceOver user
// uses them (R141, R143, R151-R153).

final class AccessibleDemosVoiceOverXCTests: XCTestCase {
    func testR151TheCartsRowActionsFromTheActionsRotor() {
        let cart = AccessibleCartViewController()
        let voiceOver = VoiceOver(hosting: cart)

        XCTAssertTrue(voiceOver.focus(label: "Eggs"))
        XCTAssertTrue(voiceOver.performCustomAction(named: "Add one"))
        XCTAssertEqual(voiceOver.spokenDescription, "Eggs, 2")
        XCTAssertTrue(voiceOver.performCustomAction(named: "Delete"))

        XCTAssertEqual(cart.items.map(\.name), ["Milk", "Bread"])
    }

    func testR143R153PayByActivationAndByTheMagicTap() {
        let cart = AccessibleCartViewController()
        let voiceOver = VoiceOver(hosting: cart)

        XCTAssertTrue(voiceOver.magicTap())
        XCTAssertEqual(cart.payments, [12])

        let second = AccessibleCartViewController()
        XCTAssertTrue(VoiceOver(hosting: second).activate(label: "Pay"))
        XCTAssertEqual(second.payments, [12])
    }

    func testR141R152TheModalSheetAndItsEscape() {
        let screen = AccessibleSheetViewController()
        let voiceOver = VoiceOver(hosting: screen)

        XCTAssertTrue(voiceOver.activate(label: "Open"))
        XCTAssertEqual(voiceOver.elements.map(\.label), ["Handle", "Details", "Close"])
        XCTAssertTrue(voiceOver.focus(label: "Handle"))
        XCTAssertTrue(voiceOver.escape())

        XCTAssertEqual(screen.dismissals, [.escape])
        XCTAssertEqual(voiceOver.elements.map(\.label), ["Open"])
    }
}
