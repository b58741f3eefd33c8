import Foundation
import Testing
@testable import TargetAction

/// R143-R154 in the random checker: VoiceOver steps interleaved with touches, and the faults that
/// show their checks catch what they should.
extension RandomTouchTests {
    @Test("R143-R154: a normal campaign generates VoiceOver steps and applies each kind")
    func campaignAppliesVoiceOverSteps() {
        let outcome = FuzzCampaign().run()

        #expect(outcome.failure == nil, "\(outcome.failure.map(\.description) ?? "")")
        let counts = outcome.counts
        for key in ["VoiceOver activations that tapped", "VoiceOver activations that activated themselves",
                    "VoiceOver escapes answered", "VoiceOver magic taps answered", "VoiceOver scrolls taken"] {
            #expect(counts[key, default: 0] > 0, "\(key): \(outcome.summary)")
        }
        let adjusted = counts.filter { $0.key.hasPrefix("VoiceOver increments") || $0.key.hasPrefix("VoiceOver decrements") }
        #expect(!adjusted.isEmpty, "\(outcome.summary)")
    }

    @Test("R152: the campaign catches an escape that climbs on past the view that answered it, and shrinks it")
    func checkerCatchesAnEscapeThatClimbsOn() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .voiceOverEscapeClimbsOn

        let failure = try #require(campaign.run().failure)

        #expect(failure.violation.rule == "R152", "\(failure)")
        #expect(failure.violation.message.contains("the escape from"), "\(failure)")
        #expect(failure.steps.count <= 2, "\(failure)")
        #expect(failure.steps.contains { if case .voiceOver(let step) = $0, case .escape = step.kind { true } else { false } }, "\(failure)")
    }

    @Test("R143: the campaign catches an activation that taps twice, and shrinks it to the activation")
    func checkerCatchesAnActivationThatTapsTwice() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .voiceOverActivationTapsTwice

        let failure = try #require(campaign.run().failure)

        #expect(failure.violation.rule == "R143", "\(failure)")
        #expect(failure.violation.message.contains("sent 4 events"), "\(failure)")
        #expect(failure.steps.count <= 2, "\(failure)")
    }
}
