import Foundation
import Testing
@testable import TargetAction

/// R104: every state change the checker hears, to a state other than `.changed` and `.possible`,
/// comes with the recognizer's reason for that state, naming a rule of the rule book. The check
/// catches a decision that names a rule the book lacks, and one that records nothing.
extension RandomTouchTests {
    @Test("R104: the rule book the reasons are checked against holds RULES.md's rules, and not the faults' made-up one")
    func ruleBookIsRead() throws {
        let rules = try FuzzRuleBook.rules.get()

        #expect(rules.isSuperset(of: (1...109).map { "R\($0)" }))
        #expect(!rules.contains(FuzzRuleBook.unknownRule))
    }

    @Test("R104: the campaign catches a decision naming a rule the rule book does not have and shrinks it to a flick")
    func checkerCatchesAReasonWithAnUnknownRule() throws {
        let failure = try Self.failure(with: .decidesByUnknownRule)

        #expect(failure.violation.rule == "R104", "\(failure)")
        #expect(failure.violation.message.contains("rule \(FuzzRuleBook.unknownRule) is not in RULES.md"), "\(failure)")
        #expect(failure.violation.message.contains(".possible → .ended"), "\(failure)")
        // A finger down and its lift far enough away; nothing else survives the shrink.
        guard case let .event(changes, _) = failure.steps.first, case .down = changes.first?.kind else {
            Issue.record("the shrunk steps do not start with a touch-down: \(failure)")
            return
        }
        #expect(failure.steps.count <= 3, "\(failure)")
    }

    @Test("R104: the campaign catches a decided state entered with no reason of its own and shrinks it")
    func checkerCatchesAStateEnteredWithoutItsReason() throws {
        let failure = try Self.failure(with: .decidesWithoutReason)

        #expect(failure.violation.rule == "R104", "\(failure)")
        #expect(failure.violation.message.contains(".possible → .failed"), "\(failure)")
        #expect(failure.violation.message.contains("records no reason") || failure.violation.message.contains("its reason is for"), "\(failure)")
        #expect(failure.steps.count <= 3, "\(failure)")
    }

    @Test("R104: in a campaign without faults every decided state's reason was checked, and several rules decided")
    func campaignChecksReasons() {
        var campaign = FuzzCampaign()
        campaign.events = 3_000

        let outcome = campaign.run()

        #expect(outcome.failure == nil, "\(outcome.failure.map(\.description) ?? "")")
        let checked = outcome.counts.filter { $0.key.hasPrefix("reason for ") }
        let rules = Set(checked.keys.compactMap { $0.split(separator: " ").last.map(String.init) })
        #expect(checked.values.reduce(0, +) > 100)
        #expect(rules.count >= 4, "\(rules.sorted())")
    }
}
