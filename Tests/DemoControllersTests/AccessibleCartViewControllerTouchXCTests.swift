import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// AccessibleCartViewController in XCTest: a real tap where VoiceOver's activation taps (R143), a
// real swipe to delete, and the rows' custom actions and the magic tap called as VoiceOver calls
// them (R151, R153).

final class AccessibleCartViewControllerTouchXCTests: XCTestCase {
    private let cart = AccessibleCartViewController()
    private var simulator: TouchSimulator!

    override func setUp() {
        super.setUp()
        simulator = TouchSimulator(hosting: cart)
    }

    private func action(_ name: String, ofRow index: Int) throws -> AccessibilityCustomAction {
        try XCTUnwrap(cart.rowViews[index].accessibilityCustomActions?.first { $0.name == name })
    }

    func testR141EachRowIsOneElementReadingItsNameAndQuantity() {
        XCTAssertEqual(cart.rowViews.map(\.isAccessibilityElement), [true, true, true])
        XCTAssertEqual(cart.rowViews.map(\.accessibilityLabel), ["Milk", "Bread", "Eggs"])
        XCTAssertEqual(cart.rowViews.map(\.accessibilityValue), ["2", "1", "1"])
        XCTAssertEqual(cart.totalView.accessibilityLabel, "Total")
        XCTAssertEqual(cart.totalView.accessibilityValue, "$12")
    }

    func testR143ATapAtThePayButtonsActivationPointPays() {
        simulator.tap(at: cart.payButton.accessibilityActivationPoint)

        XCTAssertEqual(cart.payments, [12])
        XCTAssertTrue(cart.items.isEmpty)
    }

    func testR22ADragLeftPastTheThresholdDeletesTheRow() {
        simulator.drag(on: cart.rowViews[0], by: CGPoint(x: -150, y: 0), duration: 0.5)

        XCTAssertEqual(cart.items.map(\.name), ["Bread", "Eggs"])
        XCTAssertEqual(cart.rowViews.map(\.frame.minY), [100, 160])
        XCTAssertEqual(cart.totalView.accessibilityValue, "$8")
    }

    func testR151DeleteSendsDeleteItemToTheControllerWithTheActionAsSender() throws {
        let delete = try action("Delete", ofRow: 2)
        XCTAssertTrue(delete.target === cart)
        let selector = try XCTUnwrap(delete.selector)

        XCTAssertTrue(cart.perform(selector, with: delete))

        XCTAssertEqual(cart.items.map(\.name), ["Milk", "Bread"])
        XCTAssertEqual(cart.totalView.accessibilityValue, "$7")
    }

    func testR151AddOnesHandlerAddsOneAndAnswersTrue() throws {
        let addOne = try action("Add one", ofRow: 0)
        let handler = try XCTUnwrap(addOne.actionHandler)

        XCTAssertTrue(handler(addOne))

        XCTAssertEqual(cart.items.map(\.quantity), [3, 1, 1])
        XCTAssertEqual(cart.rowViews[0].accessibilityValue, "3")
    }

    func testR153TheMagicTapPaysOnceThenAnswersFalse() {
        XCTAssertTrue(cart.accessibilityPerformMagicTap())
        XCTAssertFalse(cart.accessibilityPerformMagicTap())

        XCTAssertEqual(cart.payments, [12])
    }
}
