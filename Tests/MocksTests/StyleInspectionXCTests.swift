import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// R127 in XCTest: a style's bodies inspected by hand, and the style a button has found by type,
/// a miss failing the running test on the caller's line.
final class StyleInspectionXCTests: FailureCatchingTestCase {
    func testAButtonStyleBlursWhilePressed() {
        let style = SoftWhenPressedStyle()
        XCTAssertEqual(style.inspect(isPressed: false).radius, 0)
        XCTAssertEqual(style.inspect(isPressed: true).radius, 5)
    }

    func testAPrimitiveStyleTriggersExactlyOnceWhenTapped() {
        let triggered = expectation(description: "trigger()")
        triggered.expectedFulfillmentCount = 1
        triggered.assertForOverFulfill = true
        let body = TriggerOnTapButton(configuration: PrimitiveButtonStyleConfiguration(onTrigger: { triggered.fulfill() }))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(body)

        TouchSimulator(window: window).tap(at: CGPoint(x: 60, y: 22))

        wait(for: [triggered], timeout: 0)
        XCTAssertEqual(body.blurRadius, 5)
    }

    func testAToggleStyleBlursWhileOn() {
        XCTAssertEqual(SoftWhenOnStyle().inspect(isOn: false).radius, 0)
        XCTAssertEqual(SoftWhenOnStyle().inspect(isOn: true).radius, 5)
    }

    func testTheAttachedStyleIsFoundByTypeAndAMissFailsTheTest() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.buttonStyle(SoftWhenPressedStyle())
        XCTAssertNotNil(button.inspectButtonStyle(SoftWhenPressedStyle.self))

        var found: TriggerOnTapStyle?
        let line = #line + 1
        let failures = caughtFailures { found = button.inspectButtonStyle(TriggerOnTapStyle.self) }

        XCTAssertNil(found)
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("the ButtonStyle SoftWhenPressedStyle") == true)
    }
}
