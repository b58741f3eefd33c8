import Foundation
@testable import TargetAction

/// A weak reference, to check that something was released.
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// Runs random scenarios until an event budget is spent, and shrinks the first failure to the
/// shortest step list that still breaks the same rule.
///
/// Environment: `TARGETACTION_FUZZ_EVENTS` (events to run; default a short CI pass),
/// `TARGETACTION_FUZZ_SEED` (the campaign's seed, hex), `TARGETACTION_FUZZ_SCENARIO` (replay
/// one scenario's seed, hex, as printed by a failure), `TARGETACTION_FUZZ_TRACE=1` (print the shrunk
/// replay), `TARGETACTION_FUZZ_ONLY` (count only violations of that rule or whose message contains it).
struct FuzzCampaign {
    static let defaultEvents = 30_000
    static let defaultSeed: UInt64 = 0x7A26_E7AC_7104

    var seed: UInt64 = FuzzCampaign.defaultSeed
    var events = FuzzCampaign.defaultEvents
    var stepsPerScenario = 240
    /// Only this scenario, when set.
    var scenario: UInt64?
    var fault: FuzzFault?
    /// Prints the shrunk scenario's replay step by step.
    var trace = false
    /// Some scenes' callbacks fight back (FuzzSceneSpec+Hostile.swift); off, every scene is as
    /// before they were added.
    var hostileScenes = true
    /// For investigating: only violations of this rule, or whose message contains it, count.
    var only: String?

    struct Failure: CustomStringConvertible {
        let spec: FuzzSceneSpec
        let violation: FuzzViolation
        let originalLength: Int
        let steps: [FuzzStep]

        var description: String {
            let hex = String(spec.seed, radix: 16)
            return """
                Random touch checker: \(violation)
                Replay: TARGETACTION_FUZZ_SCENARIO=\(hex) swift test --filter RandomTouchTests
                \(spec)
                steps (shrunk from \(originalLength) to \(steps.count)):
                \(steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
                """
        }
    }

    struct Outcome {
        var events = 0
        var scenarios = 0
        var failure: Failure?
        /// What the scenarios exercised: transitions by kind and state, the views' touch phases.
        var counts: [String: Int] = [:]

        var summary: String {
            counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        }
    }

    static func fromEnvironment() -> FuzzCampaign {
        var campaign = FuzzCampaign()
        let environment = ProcessInfo.processInfo.environment
        if let value = environment["TARGETACTION_FUZZ_EVENTS"], let events = Int(value) {
            campaign.events = events
        }
        if let value = environment["TARGETACTION_FUZZ_SEED"], let seed = UInt64(value, radix: 16) {
            campaign.seed = seed
        }
        if let value = environment["TARGETACTION_FUZZ_SCENARIO"], let seed = UInt64(value, radix: 16) {
            campaign.scenario = seed
        }
        campaign.trace = environment["TARGETACTION_FUZZ_TRACE"] == "1"
        campaign.only = environment["TARGETACTION_FUZZ_ONLY"]
        return campaign
    }

    func run() -> Outcome {
        var outcome = Outcome()
        var index: UInt64 = 0
        while outcome.events < events || (scenario != nil && outcome.scenarios == 0) {
            let scenarioSeed = scenario ?? SplitMix64.derive(seed, index)
            index += 1
            var spec = FuzzSceneSpec(seed: scenarioSeed)
            if !hostileScenes { spec.hostile = nil }
            var steps = FuzzStep.generate(for: spec, seed: SplitMix64.derive(scenarioSeed, 1), count: stepsPerScenario)
            if scenarioSeed % 4 == 0 {   // stop mid-gesture: the window is released with fingers down and timers pending
                steps.removeLast(Int(scenarioSeed >> 8) % steps.count)
            }
            let result = execute(spec, steps)
            outcome.events += result.events
            outcome.counts.merge(result.counts, uniquingKeysWith: +)
            outcome.scenarios += 1
            if let violation = result.violation {
                let failing = Array(steps[...result.failingStep])
                let shrunk = shrink(failing, spec: spec, rule: violation.rule)
                let needed = shrinkCallbacks(spec, shrunk, rule: violation.rule)   // hostile scenes: the callbacks it needs
                let final = execute(needed, shrunk, trace: trace).violation ?? violation
                outcome.failure = Failure(spec: needed, violation: final, originalLength: failing.count, steps: shrunk)
                return outcome
            }
            if scenarioSeed % 4 == 1 {   // R136: a quarter of the scenarios, recorded and replayed
                outcome.counts["round trips (R136)", default: 0] += 1
                if let failure = roundTrip(spec, steps) {
                    outcome.failure = failure
                    return outcome
                }
            }
            if scenario != nil { break }
        }
        return outcome
    }

    /// Delta debugging: the shortest subsequence of `steps` that still breaks `rule` on a fresh scene.
    ///
    /// Then drops the changes of multi-touch events that are not needed, and the changes that did
    /// not apply (a move of a finger that is no longer down), so the list reads as what happened.
    func shrink(_ steps: [FuzzStep], spec: FuzzSceneSpec, rule: String) -> [FuzzStep] {
        let fails = { (candidate: [FuzzStep]) in execute(spec, candidate).violation?.rule == rule }
        var current = FuzzCampaign.minimize(steps, fails: fails)
        for index in current.indices {
            guard case let .event(changes, delay) = current[index], changes.count > 1 else { continue }
            let kept = FuzzCampaign.minimize(changes) { subset in
                var candidate = current
                candidate[index] = .event(subset, delay: delay)
                return fails(candidate)
            }
            var candidate = current
            candidate[index] = .event(kept, delay: delay)
            if fails(candidate) { current = candidate }
        }
        let run = FuzzRun(spec: spec, fault: fault)
        run.checker.hostileModel.only = only
        run.recordsAppliedSteps = true
        run.run(current)
        let cleaned = run.appliedSteps.filter { step in
            if case let .event(changes, _) = step { return !changes.isEmpty }
            return true
        }
        return fails(cleaned) ? cleaned : current
    }

    struct Result {
        var violation: FuzzViolation?
        var failingStep = 0
        var events = 0
        var counts: [String: Int] = [:]
    }

    /// Runs `steps` on a fresh scene, then releases it and checks that the window took everything
    /// with it: views, recognizers, touches (the memory rule).
    func execute(_ spec: FuzzSceneSpec, _ steps: [FuzzStep], trace: Bool = false) -> Result {
        var result = Result()
        var watched: [(label: String, object: WeakBox)] = []
        do {
            let run = FuzzRun(spec: spec, fault: fault)
            run.checker.hostileModel.only = only
            run.checker.trace = trace
            run.tracesSteps = trace
            if steps.contains(where: \.setsStateByHand) { run.checker.handSet.log = [] }   // to compare (R5, addition)
            result.violation = run.run(steps)
            result.failingStep = run.failingStep ?? steps.count - 1
            if result.violation == nil, let difference = compareWithoutStatesSetByHand(spec, steps, with: run.checker.handSet) {
                (result.violation, result.failingStep) = (difference.violation, difference.step)
            }
            result.events = run.events
            result.counts = run.checker.counts
            watched = run.scene.views.enumerated().map { ($0.offset == 0 ? "the window" : "v\($0.offset)", WeakBox($0.element)) }
                + run.scene.recognizers.enumerated().map { ("r\($0.offset)", WeakBox($0.element)) }
                + run.createdTouches.map { ("touch #\(($0.object as? FuzzTouch)?.serial ?? -1)", $0) }
                + run.scene.values.history.map { ("g\($0.gesture)'s recognizer (attached \($0.generation + 1) times)", $0.recognizer) }
                + run.hostile.presentedViews.map { ("a presented controller's view", $0) }
        }
        if result.violation == nil, let leaked = watched.first(where: { $0.object.object != nil }) {
            result.violation = FuzzViolation(rule: "memory", message: "after the scene was released, \(leaked.label) is still alive.")
            result.failingStep = steps.count - 1
        }
        return result
    }

    /// ddmin over complements, then single-step removal; `fails` must hold for `items`.
    static func minimize<T>(_ items: [T], budget: Int = 4000, fails: ([T]) -> Bool) -> [T] {
        var current = items
        var tries = 0
        var granularity = 2
        while current.count >= 2, tries < budget {
            let chunk = (current.count + granularity - 1) / granularity
            var reduced = false
            var start = 0
            while start < current.count, tries < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                tries += 1
                if !candidate.isEmpty, fails(candidate) {
                    current = candidate
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(current.count, granularity * 2)
            }
        }
        var index = 0
        while index < current.count, current.count > 1, tries < budget {
            var candidate = current
            candidate.remove(at: index)
            tries += 1
            if fails(candidate) { current = candidate } else { index += 1 }
        }
        return current
    }
}
