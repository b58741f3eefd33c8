import Foundation
import Testing
@testable import TargetAction

/// Random touches on random scenes, checked after every event against R2-R5, R7, R12-R20, R22-R25,
/// R30-R33, R35, R37, R39, R40-R43 and R86-R99 (controls), R45-R51 (scroll views), R72-R85
/// (zooming, refresh), R54-R55 (transforms), R59-R69 (value gestures) and R100-R103 (hover), with
/// offsets set mid-drag (R45, R46), states set by hand (R5), recordings replayed (R133-R136) and
/// VoiceOver's actions (R143-R154), and every decided state's reason (R104); in some scenes every callback fights back (FuzzSceneSpec+Hostile.swift), checked against
/// R2, R4, R10, R12, R13, R30 and R40 and at rest. The checker hears the scene through the window's
/// observer and its views' and targets' hooks: its recognizers are the toolkit's own kinds.
/// A short pass runs in CI; `TARGETACTION_FUZZ_EVENTS=1000000` runs a long one.
@Suite struct RandomTouchTests {
    @Test("R2-R103: random touches on random scenes keep every invariant")
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
        spec.valueGestures = []
        spec.valueFailureLinks = []
        spec.hostile = nil
        let campaign = FuzzCampaign(fault: .changedActionOnSecondFinger)
        // The first step seed from 7 whose steps put a second finger down before the pan began.
        let (steps, result) = try #require((UInt64(7)..<27).lazy.map { seed in
            let steps = FuzzStep.generate(for: spec, seed: seed, count: 300)
            return (steps, campaign.execute(spec, steps))
        }.first { $0.1.violation != nil })
        let violation = result.violation!
        let shrunk = campaign.shrink(Array(steps[...result.failingStep]), spec: spec, rule: violation.rule)

        #expect(violation.rule == "R3")
        #expect(shrunk.count == 2)
        let downs = shrunk.allSatisfy { step in
            if case let .event(changes, _) = step, changes.count == 1, case .down = changes[0].kind { return true }
            return false
        }
        #expect(downs)
    }

    @Test("The campaign catches a pan that keeps touches beyond its maximum once it began (R22) and shrinks it")
    func checkerCatchesPanBeyondItsMaximum() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .keepsTouchesBeyondMaximum

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(failure.violation.rule == "R22", "\(failure)")
        #expect(failure.violation.message.contains("more than its maximum"), "\(failure)")
        // Fingers down, a move that makes the pan begin, and last one finger more than its maximum down;
        // nothing else survives the shrink.
        let changes = failure.steps.map { step -> [FuzzStep.Change] in
            guard case let .event(changes, _) = step else { return [] }
            return changes
        }
        #expect(changes.allSatisfy { !$0.isEmpty }, "only events survive: \(failure)")
        #expect(changes.flatMap { $0 }.contains { if case .move = $0.kind { true } else { false } }, "\(failure)")
        let last = try #require(changes.last)
        #expect(last.allSatisfy { if case .down = $0.kind { true } else { false } }, "\(failure)")
        #expect(failure.steps.count <= 5, "\(failure)")
    }

    @Test("The campaign catches a swipe that sends its action twice for one touch sequence (R37) and shrinks it")
    func checkerCatchesSwipeSendingTwice() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .swipeSendsAgain

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(failure.violation.rule == "R37", "\(failure)")
        #expect(failure.violation.message.contains("again"), "\(failure)")
        // A finger down, the moves that make the swipe recognize, a later event or clock step
        // that runs its repeat.
        guard case let .event(changes, _) = failure.steps.first, case .down = changes.first?.kind else {
            Issue.record("the shrunk steps do not start with a touch-down: \(failure)")
            return
        }
        #expect(failure.steps.count <= 4, "\(failure)")
    }

    /// A scene of the window alone and `recognizers`, without delegates or handler effects.
    static func plainScene(_ recognizers: [FuzzSceneSpec.Kind]) -> FuzzSceneSpec {
        var spec = FuzzSceneSpec(seed: 42)
        spec.views = [spec.views[0]]
        spec.recognizers = recognizers.map { kind in
            FuzzSceneSpec.RecognizerSpec(view: 0, kind: kind, cancelsTouchesInView: true, delaysTouchesBegan: false,
                                         delaysTouchesEnded: true, isEnabled: true, delegate: nil, typedAction: false)
        }
        spec.failureLinks = []
        spec.valueGestures = []
        spec.valueFailureLinks = []
        spec.hostile = nil
        spec.handlerEffects = [:]
        return spec
    }

    @Test("R33: a pinch or rotation whose first touch lifts while its .began waits never begins with one touch",
          arguments: [(twoTouchKind: 0, waitsOnFailure: false), (0, true), (1, false), (1, true)])
    func twoTouchRecognizerNeverBeginsWithOneTouch(twoTouchKind: Int, waitsOnFailure: Bool) {
        let kind: FuzzSceneSpec.Kind = twoTouchKind == 0 ? .pinch(hysteresis: 8, resetsScale: false) : .rotation(hysteresis: 0.035, resetsRotation: false)
        // With waitsOnFailure, it requires a two-finger long press to fail (R15), which fails when a finger lifts.
        var spec = Self.plainScene(waitsOnFailure ? [kind, .longPress(duration: 0.5, taps: 0, touches: 2, movement: 50)] : [kind])
        if waitsOnFailure { spec.failureLinks = [(waiter: 0, other: 1)] }
        let change = { (finger: Int, kind: FuzzStep.Change.Kind) in FuzzStep.Change(finger: finger, kind: kind, serial: finger + 1) }
        // The second finger's move spreads the pair by 30 points and turns it by 0.29 radians.
        let move = change(1, .move(CGPoint(x: 230, y: 330)))
        let lift = change(0, .up(nil))
        let steps: [FuzzStep] = [
            .event([change(0, .down(CGPoint(x: 100, y: 300)))], delay: 0.016),
            .event([change(1, .down(CGPoint(x: 200, y: 300)))], delay: 0.016),
        ] + (waitsOnFailure ? [.event([move], delay: 0.016), .event([lift], delay: 0.016)] : [.event([move, lift], delay: 0.016)])
        let campaign = FuzzCampaign()

        let violation = campaign.execute(spec, steps).violation

        #expect(violation == nil, "\(violation.map(\.description) ?? "")")
    }

    @Test("R22 (amended): a pan whose finger lifts while its .began waits never begins below its minimum")
    func panNeverBeginsBelowItsMinimum() {
        var spec = FuzzSceneSpec(seed: 42)
        spec.views = [spec.views[0]]
        spec.recognizers = [FuzzSceneSpec.RecognizerSpec(
            view: 0, kind: .pan(minimum: 2, maximum: .max), cancelsTouchesInView: true, delaysTouchesBegan: false,
            delaysTouchesEnded: true, isEnabled: true, delegate: nil, typedAction: false)]
        spec.failureLinks = []
        spec.valueGestures = []
        spec.valueFailureLinks = []
        spec.hostile = nil
        spec.handlerEffects = [:]
        let down = { (finger: Int, x: CGFloat) in
            FuzzStep.Change(finger: finger, kind: .down(CGPoint(x: x, y: 100)), serial: finger + 1)
        }
        let move = { (finger: Int, x: CGFloat) in FuzzStep.Change(finger: finger, kind: .move(CGPoint(x: x, y: 100)), serial: 0) }
        // The second finger's move makes the pan ask for .began; the first finger lifts in the same event.
        let steps: [FuzzStep] = [
            .event([down(0, 100)], delay: 0.016), .event([down(1, 200)], delay: 0.016), .event([move(0, 130)], delay: 0.016),
            .event([move(1, 230), FuzzStep.Change(finger: 0, kind: .up(nil), serial: 0)], delay: 0.016),
        ]
        let campaign = FuzzCampaign()

        let violation = campaign.execute(spec, steps).violation

        #expect(violation == nil, "\(violation.map(\.description) ?? "")")
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
