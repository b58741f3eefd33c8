import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// In XCTest: a near-miss selector fails the running test once per gesture, on the line that
/// drove it, with a did-you-mean.
final class HelpfulReportXCTests: FailureCatchingTestCase {
    final class CardController: ViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            publish("panCard:", CardController.panCard)
        }

        private func panCard(_ pan: PanGestureRecognizer) {}
    }

    func testANearMissFailsTheTestOncePerDragWithASuggestion() {
        let controller = CardController()
        let simulator = TouchSimulator(hosting: controller)
        controller.view.addGestureRecognizer(PanGestureRecognizer(target: controller, action: "panCard"))

        let line = #line + 1
        let failures = caughtFailures { simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.2, steps: 4) }

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("Did you mean \"panCard:\"?") ?? false)
        XCTAssertTrue(failures.first?.description.contains("5 times") ?? false)
    }
}
