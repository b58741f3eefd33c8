import Foundation
import Testing
@testable import TargetAction

/// The checker's invariants for what code sets: an offset set mid-drag (R45, R46 amended) and a
/// terminal state set by hand (R5, addition). They catch what they should and hold on scripted scenes.
extension RandomTouchTests {
    @Test("The campaign catches a drag that goes on from where it was before an offset set mid-drag (R45) and shrinks it")
    func checkerCatchesADragIgnoringAnOffsetSetMidDrag() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .dragIgnoresOffsetSetMidDrag

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(["R45", "R46"].contains(failure.violation.rule), "\(failure)")
        #expect(failure.violation.message.contains("set there by code since the last move"), "\(failure)")
        #expect(failure.steps.count <= 6, "\(failure)")
    }

    @Test("The campaign catches a state set by hand that resets at once (R5) and shrinks it to that step")
    func checkerCatchesAStateSetByHandResettingAtOnce() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .handSetStateResetsAtOnce

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(failure.violation.rule == "R5", "\(failure)")
        #expect(failure.violation.message.contains("reads .possible"), "\(failure)")
        #expect(failure.steps.count == 1 && failure.steps[0].setsStateByHand, "\(failure)")
    }

    @Test("The campaign catches a state set by hand that outlives its next touch (R5) and shrinks it")
    func checkerCatchesAStateSetByHandOutlivingATouch() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .handSetStateSurvivesTouch
        campaign.hostileScenes = false   // the scenes it was written against: states set by hand between steps

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(failure.violation.rule == "R5", "\(failure)")
        #expect(failure.violation.message.contains("set by hand"), "\(failure)")
        #expect(failure.steps.first?.setsStateByHand == true, "\(failure)")
        #expect(failure.steps.count <= 3, "\(failure)")
    }

    @Test("The campaign catches a state set by hand that sends other recognizers its action (R5) and shrinks it to that step")
    func checkerCatchesAStateSetByHandSendingToOthers() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .handSetStateSendsToOthers

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(failure.violation.rule == "R5", "\(failure)")
        #expect(failure.violation.message.contains("made the handlers hear"), "\(failure)")
        #expect(failure.steps.count == 1 && failure.steps[0].setsStateByHand, "\(failure)")
    }

    @Test("The campaign catches a state set by hand that changes how other recognizers arbitrate later (R5) and shrinks it")
    func checkerCatchesAStateSetByHandSwayingArbitration() throws {
        var campaign = FuzzCampaign()
        campaign.fault = .handSetStateVetoesOthers

        let outcome = campaign.run()

        let failure = try #require(outcome.failure)
        #expect(failure.violation.rule == "R5", "\(failure)")
        #expect(failure.violation.message.contains("went otherwise"), "\(failure)")
        #expect(failure.steps.first?.setsStateByHand == true, "\(failure)")
        #expect(failure.steps.count <= 5, "\(failure)")
    }
}

extension RandomTouchTests {
    /// The window with a 400×500 scroll view at its top (content 400×5000) whose delegate recentres
    /// it by 400 past 600, and below it v2, whose pan r0 sets the scroll view's offset to (0, 100)
    /// on each `.changed` while it drags.
    static func endlessListScene() -> FuzzSceneSpec {
        var spec = plainScene([.pan(minimum: 1, maximum: .max)])
        var list = FuzzSceneSpec.ViewSpec(
            parent: 0, frame: CGRect(x: 0, y: 0, width: 400, height: 500), boundsOrigin: .zero,
            isHidden: false, alpha: 1, isUserInteractionEnabled: true, refusesToBegin: false)
        list.scroll = FuzzSceneSpec.ScrollSpec(
            contentSize: CGSize(width: 400, height: 5000), inset: .zero, bounces: true, alwaysBounceVertical: false,
            isPagingEnabled: false, delaysContentTouches: true, canCancelContentTouches: true, isFast: false,
            recentre: FuzzSceneSpec.RecentreSpec(vertical: true, low: nil, high: 600, amount: 400))
        spec.views.append(list)
        spec.views.append(FuzzSceneSpec.ViewSpec(
            parent: 0, frame: CGRect(x: 0, y: 600, width: 400, height: 200), boundsOrigin: .zero,
            isHidden: false, alpha: 1, isUserInteractionEnabled: true, refusesToBegin: false))
        spec.recognizers[0].view = 2
        spec.handlerEffects = [0: [(state: .changed, effect: .setContentOffset(view: 1, CGPoint(x: 0, y: 100)))]]
        return spec
    }

    @Test("R45 (amended), R46: a delegate recentring mid-drag and another pan's handler setting the offset keep every invariant")
    func offsetsSetMidDragKeepTheInvariants() throws {
        let change = { (finger: Int, kind: FuzzStep.Change.Kind) in FuzzStep.Change(finger: finger, kind: kind, serial: finger + 1) }
        let drag: [FuzzStep] = [.event([change(0, .down(CGPoint(x: 200, y: 450)))], delay: 0.016)]
            + (1...15).map { .event([change(0, .move(CGPoint(x: 200, y: 450 - CGFloat($0) * 50)))], delay: 0.016) }
        let handOver: [FuzzStep] = [
            .event([change(1, .down(CGPoint(x: 200, y: 750)))], delay: 0.016),
            .event([change(1, .move(CGPoint(x: 200, y: 700)))], delay: 0.016),
            .event([change(1, .move(CGPoint(x: 200, y: 650)))], delay: 0.016),   // r0's .changed: the offset goes to 100
            .event([change(0, .move(CGPoint(x: 200, y: -330)))], delay: 0.016),   // 30 more: 130
        ]
        let run = FuzzRun(spec: Self.endlessListScene())

        run.run(drag + handOver)
        let list = try #require(run.scene.views[1] as? ScrollView)
        let offset = list.contentOffset.y
        run.run([.settle])

        #expect(run.violation == nil, "\(run.violation.map(\.description) ?? "")")
        #expect(offset == 130)
        #expect(run.checker.counts["offset recentred by the delegate during a drag move", default: 0] >= 1)
        #expect(run.checker.counts["offset set mid-drag by a handler", default: 0] >= 1)
        #expect(run.checker.counts["drag move checked after an offset set mid-drag", default: 0] >= 2)
    }

    @Test("R5 (addition): states set by hand, handlers called by hand, then touches and rest keep every invariant")
    func statesSetByHandKeepTheInvariants() {
        var spec = Self.plainScene([.tap(taps: 1, touches: 1), .pan(minimum: 1, maximum: .max), .pan(minimum: 1, maximum: .max)])
        spec.recognizers[2].delegate = FuzzSceneSpec.DelegateSpec(
            shouldBegin: false, simultaneousWith: [], requiresFailureOf: [], requiredToFailBy: [], refusesTouchesModulo: 0)
        let change = { (kind: FuzzStep.Change.Kind) in FuzzStep.Change(finger: 0, kind: kind, serial: 1) }
        let setByHand: [FuzzStep] = [
            .setStateByHand(recognizer: 0, [.ended], callsHandler: true),
            .setStateByHand(recognizer: 1, [.began, .changed, .cancelled], callsHandler: true),
            .setStateByHand(recognizer: 2, [.began, .ended], callsHandler: false),   // its delegate says no: .failed
            .advance(0.5), .settle,
        ]
        let tap: [FuzzStep] = [.event([change(.down(CGPoint(x: 100, y: 100)))], delay: 0.016), .event([change(.up(nil))], delay: 0.05), .settle]
        let run = FuzzRun(spec: spec)

        run.run(setByHand)
        let states = run.scene.recognizers.map(\.state)
        run.run(tap)

        #expect(run.violation == nil, "\(run.violation.map(\.description) ?? "")")
        #expect(states == [.ended, .cancelled, .failed])
        #expect(run.scene.recognizers.map(\.state) == [.possible, .possible, .possible])
        #expect(run.checker.counts["state set by hand ended by a touch"] == 3)
        #expect(run.checker.counts["handler called by hand"] == 2)
        #expect(run.checker.counts["tap → .ended"] == 1)
        #expect(FuzzCampaign().execute(spec, setByHand + tap).violation == nil)
    }
}
