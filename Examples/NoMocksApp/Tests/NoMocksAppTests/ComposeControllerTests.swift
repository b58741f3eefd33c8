import NoMocksApp
import TargetAction
import Testing

/// Passes its own expectation; the toolkit's report of the unanswered action must still fail the run.
@Suite struct ComposeControllerTests {
    @Test func theSendButtonSendsItsAction() {
        let controller = ComposeController()
        controller.loadViewIfNeeded()
        controller.sendButton.sendActions(for: .primaryActionTriggered)
        #expect(controller.sendButton.allTargets.count == 1)
    }
}
