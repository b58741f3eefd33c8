import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// R109 in XCTest: a tap aimed past the window's edge (a point copied from a larger screen) fails
/// the test at its own line, and touches nothing.
final class TouchSimulatorOutsideWindowXCTests: FailureCatchingTestCase {
    func test_R109_aTapOutsideTheWindowFailsAtItsLineAndTouchesNothing() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = Button(frame: window.bounds)
        var taps = 0
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        let simulator = TouchSimulator(window: window)

        var line = 0
        let failures = caughtFailures {
            line = #line + 1
            simulator.tap(at: CGPoint(x: 400, y: 900))
        }

        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.description.contains("(400, 900) is outside the window (0, 0, 390, 844)") ?? false, "\(failures)")
        XCTAssertEqual(taps, 0)
        XCTAssertTrue(simulator.fingersDown.isEmpty)
    }
}
