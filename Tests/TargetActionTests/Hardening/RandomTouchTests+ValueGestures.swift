import Foundation
import Testing
@testable import TargetAction

/// The checker's value-gesture invariants (R59-R70) catch what they should, shrink it, and accept
/// what the rules allow.
extension RandomTouchTests {
    @Test("The campaign catches an attached gesture whose onEnded runs twice in one touch sequence (R60) and shrinks it")
    func checkerCatchesOnEndedTwice() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .valueGestureEndsTwice

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(failure.violation.rule == "R60", "\(failure)")
        #expect(failure.violation.message.contains("onEnded ran a second time"), "\(failure)")
        // A tap (down, up), a press (down, the clock) or a drag (down, move, up).
        #expect(failure.steps.count <= 3, "\(failure)")
    }

    @Test("The campaign catches an attached gesture whose onChanged runs twice with one value (R60) and shrinks it")
    func checkerCatchesOnChangedWithAnEqualValue() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .valueGestureChangesTwice

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(failure.violation.rule == "R60", "\(failure)")
        #expect(failure.violation.message.contains("twice in a row"), "\(failure)")
        #expect(failure.steps.count <= 3, "\(failure)")
    }

    /// The window alone, with `gestures` attached to it and nothing else.
    static func valueGestureScene(_ gestures: [FuzzSceneSpec.ValueGestureSpec]) -> FuzzSceneSpec {
        var spec = plainScene([])
        spec.valueGestures = gestures
        return spec
    }

    static func node(_ kind: FuzzSceneSpec.GestureNodeSpec.Kind, _ children: [FuzzSceneSpec.GestureNodeSpec] = [],
                     initialState: Int = 0) -> FuzzSceneSpec.GestureNodeSpec {
        FuzzSceneSpec.GestureNodeSpec(kind: kind, children: children, modifiers: [.updating, .onChanged, .onEnded], initialState: initialState)
    }

    @Test("R65: a sequence whose first gesture ends as its finger lifts waits, active, for a touch for its second; then it ends and its states reset")
    func aSequenceWaitsForATouchForItsSecond() {
        let tree = Self.node(.sequenced, [Self.node(.tap(count: 1), initialState: 5), Self.node(.drag(minimumDistance: 10, space: .local), initialState: 7)],
                             initialState: -2)
        let spec = Self.valueGestureScene([FuzzSceneSpec.ValueGestureSpec(
            view: 0, root: tree, priority: .normal, mask: .all, style: .mask, isNil: false, isCustom: false)])
        let change = { (kind: FuzzStep.Change.Kind, serial: Int) in FuzzStep.Change(finger: 0, kind: kind, serial: serial) }
        let steps: [FuzzStep] = [
            .event([change(.down(CGPoint(x: 100, y: 100)), 1)], delay: 0.016), .event([change(.up(nil), 0)], delay: 0.05),
            .settle,   // the sequence waits for its second
            .event([change(.down(CGPoint(x: 100, y: 100)), 2)], delay: 0.016), .event([change(.move(CGPoint(x: 140, y: 100)), 0)], delay: 0.016),
            .event([change(.up(nil), 0)], delay: 0.016), .settle,
        ]
        let run = FuzzRun(spec: spec)

        let violation = run.run(steps)

        #expect(violation == nil, "\(violation.map(\.description) ?? "")")
        #expect(run.checker.counts["value sequence waits for a touch for its second gesture", default: 0] > 0)
        #expect(run.checker.counts["value sequence → onEnded"] == 1)
        #expect(run.scene.values.states[0].mapValues(\.wrappedValue) == [0: -2, 1: 5, 2: 7])
    }
}
