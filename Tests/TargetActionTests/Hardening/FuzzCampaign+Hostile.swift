import Foundation
@testable import TargetAction

/// Hostile scenes: a failure's scene keeps only the callbacks that fight back that it needs.
extension FuzzCampaign {
    /// Drops, one at a time, every hostile plan whose removal still breaks `rule` with `steps`:
    /// what is left is what the failure needs.
    func shrinkCallbacks(_ spec: FuzzSceneSpec, _ steps: [FuzzStep], rule: String) -> FuzzSceneSpec {
        guard spec.hostile != nil else { return spec }
        let fails = { (candidate: FuzzSceneSpec) in execute(candidate, steps).violation?.rule == rule }
        var current = spec
        for site in (current.hostile?.plans.keys.map { $0 } ?? []).sorted(by: { $0.description < $1.description }) {
            var candidate = current
            candidate.hostile?.plans[site] = nil
            if fails(candidate) { current = candidate }
        }
        return current
    }
}
