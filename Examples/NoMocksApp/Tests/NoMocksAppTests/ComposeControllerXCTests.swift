import NoMocksApp
import TargetAction
import XCTest

/// The same in XCTest.
final class ComposeControllerXCTests: XCTestCase {
    func testTheSendButtonSendsItsAction() {
        let controller = ComposeController()
        controller.loadViewIfNeeded()
        controller.sendButton.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(controller.sendButton.allTargets.count, 1)
    }
}
