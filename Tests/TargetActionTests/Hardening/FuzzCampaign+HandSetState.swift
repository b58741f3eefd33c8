import Foundation
@testable import TargetAction

/// R5 (addition): setting a state by hand on a recognizer no touch is on changes nothing else, now
/// or later. A run whose steps set states by hand is compared with a run of the same steps without
/// them: the same transitions, actions, deliveries and offsets, step by step.
extension FuzzCampaign {
    /// Runs `steps` less those that set states by hand on a fresh scene and compares it with the run
    /// `model` logged; nil when both did the same, else the violation and the step where they parted.
    func compareWithoutStatesSetByHand(_ spec: FuzzSceneSpec, _ steps: [FuzzStep], with model: FuzzHandSetModel) -> (violation: FuzzViolation, step: Int)? {
        guard let log = model.log else { return nil }
        let kept = steps.indices.filter { !steps[$0].setsStateByHand }
        let run = FuzzRun(spec: spec, fault: fault)
        run.checker.hostileModel.only = only
        run.checker.handSet.log = []
        let violation = run.run(kept.map { steps[$0] })
        if let violation {
            let step = kept[run.failingStep ?? kept.count - 1]
            return (FuzzViolation(rule: "R5", message: "without the steps that set states by hand, step \(step + 1) breaks [\(violation.rule)] \(violation.message) With them it does not: setting a state by hand changed how the scene went on."), step)
        }
        let other = run.checker.handSet.log ?? []
        let common = min(log.count, other.count)
        guard let first = (0..<common).first(where: { log[$0] != other[$0] }) ?? (log.count == other.count ? nil : common) else { return nil }
        let position = min(model.stepEnds.firstIndex { $0 > first } ?? kept.count - 1,
                           run.checker.handSet.stepEnds.firstIndex { $0 > first } ?? kept.count - 1)
        let step = kept[min(position, kept.count - 1)]
        return (FuzzViolation(rule: "R5", message: "from step \(step + 1) on, the run went otherwise (its transitions, actions, deliveries or offsets) than the same steps without those that set states by hand: setting a state by hand changed how the scene went on."), step)
    }
}
