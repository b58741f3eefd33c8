import Foundation
import Testing
@testable import TargetAction

/// R133-R136 in the random checker: recordings replayed in random scenes, and the round trip.
extension RandomTouchTests {
    @Test("R133, R137: the checker's real recordings are the thirteen recorded flings")
    func checkerReplaysTheRecordedFlings() {
        #expect(FuzzReplay.realFlings.count == 13)
        #expect(FuzzReplay.realFlings.allSatisfy { (try? $0.validate()) != nil })
    }

    @Test("R133: random samples made valid pass validate(), keep their count and begin inside the window")
    func randomSamplesAreMadeValid() throws {
        var random = SplitMix64(seed: 36)
        for _ in 0..<200 {
            let raw = FuzzReplay.randomSamples(&random)
            let made = FuzzReplay.madeValid(raw)
            try made.validate()
            #expect(made.fingers.count == raw.fingers.count)
            #expect(made.fingers.allSatisfy { (0...399).contains($0.firstLocation.x) && (0...799).contains($0.firstLocation.y) })
        }
    }

    @Test("R136: the campaign catches a recording that replays a millisecond late, and shrinks it")
    func checkerCatchesALateReplay() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .replayRunsLate

        let failure = try #require(campaign.run().failure)

        #expect(failure.violation.rule == "R136", "\(failure)")
        #expect(failure.violation.message.contains("replayed into a fresh scene, went otherwise from action 1"), "\(failure)")
        #expect(failure.steps.count <= 3, "\(failure)")
    }
}
