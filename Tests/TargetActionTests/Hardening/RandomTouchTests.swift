import Foundation
import Testing
@testable import TargetAction

/// Random touches on random scenes, checked after every event against R2-R5, R7, R12-R20, R23-R25
/// and R30. A short pass runs in CI; `TARGETACTION_FUZZ_EVENTS=1000000` runs a long one.
@Suite struct RandomTouchTests {
    @Test("R2-R30: random touches on random scenes keep every invariant")
    func randomTouchesKeepEveryInvariant() {
        let campaign = FuzzCampaign.fromEnvironment()
        let start = ContinuousClock.now

        let outcome = campaign.run()

        let elapsed = ContinuousClock.now - start
        print("Random touch checker: \(outcome.events) events in \(outcome.scenarios) scenarios, seed \(String(campaign.seed, radix: 16)), \(elapsed)\n  \(outcome.summary)")
        if let failure = outcome.failure {
            Issue.record(Comment(rawValue: failure.description))
            return
        }
        #expect(outcome.events >= campaign.events || campaign.scenario != nil)
    }

    @Test("The checker catches a recognizer that sends .changed without .began (R3) and shrinks to two touch-downs")
    func checkerCatchesAndShrinks() throws {
        var spec = FuzzSceneSpec(seed: 42)
        spec.views = [spec.views[0]]
        spec.recognizers = [FuzzSceneSpec.RecognizerSpec(
            view: 0, kind: .pan(minimum: 1, maximum: .max), cancelsTouchesInView: true, delaysTouchesBegan: false,
            delaysTouchesEnded: true, isEnabled: true, delegate: nil, typedAction: false)]
        spec.failureLinks = []
        let steps = FuzzStep.generate(for: spec, seed: 7, count: 300)
        let campaign = FuzzCampaign(fault: .changedActionOnSecondFinger)

        let result = campaign.execute(spec, steps)
        let violation = try #require(result.violation)
        let shrunk = campaign.shrink(Array(steps[...result.failingStep]), spec: spec, rule: violation.rule)

        #expect(violation.rule == "R3")
        #expect(shrunk.count == 2)
        let downs = shrunk.allSatisfy { step in
            if case let .event(changes, _) = step, changes.count == 1, case .down = changes[0].kind { return true }
            return false
        }
        #expect(downs)
    }

    @Test("Delta debugging finds the smallest failing subsequence")
    func minimizeFindsSmallestSubsequence() {
        let items = Array(0..<100)

        let minimal = FuzzCampaign.minimize(items) { $0.contains(17) && $0.contains(63) }

        #expect(minimal == [17, 63])
    }

    @Test("The same seed makes the same scene and the same steps")
    func seedsReplayExactly() {
        let first = FuzzSceneSpec(seed: 99)
        let second = FuzzSceneSpec(seed: 99)

        let firstSteps = FuzzStep.generate(for: first, seed: 5, count: 50).map(\.description)
        let secondSteps = FuzzStep.generate(for: second, seed: 5, count: 50).map(\.description)

        #expect(first.description == second.description)
        #expect(firstSteps == secondSteps)
    }
}
