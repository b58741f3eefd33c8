import Foundation
import Testing
@testable import TargetAction

/// The hostile scenes' checks (callbacks that fight back): each catches a deliberate bug of its
/// kind in the default campaign and shrinks it.
extension RandomTouchTests {
    /// The default campaign with `fault`: its failure, which must be there.
    static func failure(with fault: FuzzFault) throws -> FuzzCampaign.Failure {
        var campaign = FuzzCampaign()
        campaign.fault = fault
        return try #require(campaign.run().failure)
    }

    @Test("The campaign catches a recognizer removed while active that sends its action once more (R13) and shrinks it")
    func checkerCatchesAnActionAfterRemoval() throws {
        let failure = try Self.failure(with: .sendsAfterRemoval)

        #expect(failure.violation.rule == "R13", "\(failure)")
        #expect(failure.violation.message.contains("removed from its view but sent its action for .changed"), "\(failure)")
        #expect(failure.steps.contains { if case .setRecognizerAttached(_, false) = $0 { true } else { false } } || failure.spec.hostile != nil, "\(failure)")
        #expect(failure.steps.count <= 8, "\(failure)")
    }

    @Test("The campaign catches an attached gesture that runs a callback once its view left the window (R60) and shrinks it")
    func checkerCatchesAValueCallbackOutOfTheWindow() throws {
        let failure = try Self.failure(with: .valueCallbackOutOfWindow)

        #expect(failure.violation.rule == "R60", "\(failure)")
        #expect(failure.violation.message.contains("while its recognizer is out of the window"), "\(failure)")
        #expect(failure.steps.count <= 3, "\(failure)")
    }

    @Test("The campaign catches a simulator that counts a finger the window no longer holds (R4) and shrinks it to a callback's touch-down")
    func checkerCatchesASimulatorOutOfStepWithTheWindow() throws {
        let failure = try Self.failure(with: .windowDropsSimulatorTouch)

        #expect(failure.violation.rule == "R4", "\(failure)")
        #expect(failure.violation.message.contains("the simulator counts finger"), "\(failure)")
        #expect(failure.spec.hostile?.usesSimulator == true, "\(failure)")
        #expect(failure.steps.count <= 4, "\(failure)")
    }

    @Test("The campaign catches an event from a callback rejected for a reason no callback explains (R30) and shrinks it")
    func checkerCatchesAnUnexplainedRejection() throws {
        let failure = try Self.failure(with: .nestedMoveOfUnknownTouch)

        #expect(failure.violation.rule == "R30", "\(failure)")
        #expect(failure.violation.message.contains("a valid event was rejected"), "\(failure)")
        #expect(failure.violation.message.contains("never began"), "\(failure)")
        #expect(failure.steps.count <= 4, "\(failure)")
    }

    @Test("The campaign catches a released target kept alive (R10) and shrinks it")
    func checkerCatchesAReleasedTargetKeptAlive() throws {
        let failure = try Self.failure(with: .keepsReleasedTargets)

        #expect(failure.violation.rule == "R10", "\(failure)")
        #expect(failure.violation.message.contains("still alive after the run dropped its last strong reference"), "\(failure)")
        #expect(failure.spec.hostile.map { !$0.plans.isEmpty } == true, "\(failure)")
        #expect(failure.steps.count <= 4, "\(failure)")
    }

    @Test("The campaign catches a control that sends once a callback disabled it (R40) and shrinks it")
    func checkerCatchesAControlSendingWhileDisabled() throws {
        let failure = try Self.failure(with: .controlSendsWhenDisabled)

        #expect(failure.violation.rule == "R40", "\(failure)")
        #expect(failure.violation.message.contains("sent [.touchDragInside]") || failure.violation.message.contains("sent .touchDragInside"), "\(failure)")
        #expect(failure.steps.count <= 5, "\(failure)")
    }

    @Test("The campaign catches a button updated twice at one flush (R116) and shrinks it")
    func checkerCatchesAnUncoalescedUpdate() throws {
        let failure = try Self.failure(with: .buttonUpdatesTwice)

        #expect(failure.violation.rule == "R116", "\(failure)")
        #expect(failure.violation.message.contains("was updated twice at one event's flush"), "\(failure)")
        #expect(failure.steps.count <= 3, "\(failure)")
    }

    @Test("The campaign catches a control highlighted while disabled (R111) and shrinks it")
    func checkerCatchesAHighlightedDisabledControl() throws {
        let failure = try Self.failure(with: .buttonStaysHighlightedWhenDisabled)

        #expect(failure.violation.rule == "R111", "\(failure)")
        #expect(failure.violation.message.contains("is highlighted while disabled"), "\(failure)")
        #expect(failure.steps.count <= 5, "\(failure)")
    }
}
