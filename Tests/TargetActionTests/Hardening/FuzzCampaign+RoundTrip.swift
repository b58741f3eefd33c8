import Foundation
@testable import TargetAction

extension FuzzCampaign {
    /// R135, R136: a scenario's touches, recorded by its window, replayed into a fresh scene of the
    /// same spec whose clock is at the recording's start, give the same actions at the same times.
    ///
    /// The scenario is cut to what a recording keeps, as a test's touches are: its events and
    /// waits, no two events at one time, touch-downs inside the window (R109), lifts where the
    /// touch is, no stationary changes, one kind of touch, and no VoiceOver steps. Its scene loses what answers or acts
    /// by touch identity or by callback (delegates, handler effects, hostile callbacks), and its
    /// menus, which a settle chooses from without a touch. Both runs are checked as any run is. A
    /// difference is shrunk to the fewest steps that still show it.
    func roundTrip(_ spec: FuzzSceneSpec, _ steps: [FuzzStep]) -> Failure? {
        var plain = spec
        plain.hostile = nil
        plain.handlerEffects = [:]
        plain.valueEffects = [:]
        for index in plain.recognizers.indices { plain.recognizers[index].delegate = nil }
        // A settle chooses from a menu still shown, which is no touch: the replay would find it shown.
        for index in plain.views.indices where [.menu, .pressMenu, .popUp].contains(plain.views[index].buttonLook) {
            plain.views[index].buttonLook = .plain
        }
        let recordable = FuzzCampaign.recordable(steps)
        guard let first = roundTripDifference(plain, recordable) else { return nil }
        let shrunk = FuzzCampaign.minimize(recordable, budget: 600) { roundTripDifference(plain, $0) != nil }
        let violation = roundTripDifference(plain, shrunk) ?? first
        return Failure(spec: plain, violation: violation, originalLength: recordable.count, steps: shrunk)
    }

    /// What a window's recording keeps of `steps` (R135): events and waits, touches that begin
    /// inside the window and lift where they are, without stationary changes or touch types.
    static func recordable(_ steps: [FuzzStep]) -> [FuzzStep] {
        steps.flatMap { step -> [FuzzStep] in
            switch step {
            case let .event(changes, delay):
                let recordable = changes.compactMap { change -> FuzzStep.Change? in
                    var change = change
                    change.type = .direct
                    switch change.kind {
                    case let .down(point): change.kind = .down(CGPoint(x: min(max(point.x, 0), 399), y: min(max(point.y, 0), 799)))
                    case .up: change.kind = .up(nil)
                    case .stationary: return nil
                    case .move, .cancel: break
                    }
                    return change
                }
                // No two events at one time: a recording keeps no event boundaries (R136).
                return recordable.isEmpty ? [] : [.event(recordable, delay: max(delay, 0.0004))]
            case .advance, .settle: return [step]
            // R143-R154: a VoiceOver step's focus, adjustments, escapes and scrolls are no touches,
            // and its activations' taps go with them: the recording keeps none of it.
            case .voiceOver: return []
            default: return []
            }
        }
    }

    /// `log` with the actions of one time in one order: a replay sends the changes of one time in
    /// the recording's finger order, not always the order they were first sent in (R136).
    static func byTime(_ log: [String]) -> [String] {
        var sorted: [String] = []
        var sameTime: [String] = []
        for line in log {
            if let first = sameTime.first, first.prefix(while: { $0 != " " }) != line.prefix(while: { $0 != " " }) {
                sorted += sameTime.sorted()
                sameTime = []
            }
            sameTime.append(line)
        }
        return sorted + sameTime.sorted()
    }

    /// Runs `steps` recording the window's touches, lifts every finger, replays the recording into
    /// a fresh scene, and says how the second run went otherwise: a broken invariant in either, or
    /// other actions. (Touches still down are not recorded: the settle at the end lifts them.)
    private func roundTripDifference(_ spec: FuzzSceneSpec, _ steps: [FuzzStep]) -> FuzzViolation? {
        let recorded = FuzzRun(spec: spec)
        recorded.actionLog = []
        recorded.scene.window.recordTouches(name: "round trip")
        // Each settle's lift comes after the last event, not at its time (however the steps were shrunk).
        let spaced = (steps + [.settle]).flatMap { step -> [FuzzStep] in
            if case .settle = step { return [.advance(0.0004), step] }
            return [step]
        }
        if let violation = recorded.run(spaced) { return violation }
        let recording = recorded.scene.window.stopRecordingTouches()
        guard !recording.fingers.isEmpty else { return nil }
        let replayed = FuzzRun(spec: spec)
        replayed.actionLog = []
        replayed.scene.window.clock.advance(to: recording.startTime + (fault == .replayRunsLate ? 0.001 : 0))
        if let violation = replayed.run([.replay(FuzzReplay(recording: recording, label: "the recording")), .settle]) {
            return violation
        }
        let expected = FuzzCampaign.byTime(recorded.actionLog ?? []), actual = FuzzCampaign.byTime(replayed.actionLog ?? [])
        guard let index = expected.indices.first(where: { $0 >= actual.count || expected[$0] != actual[$0] })
                ?? (actual.count > expected.count ? expected.count : nil) else { return nil }
        let wanted = index < expected.count ? expected[index] : "nothing more"
        let got = index < actual.count ? actual[index] : "nothing more"
        return FuzzViolation(rule: "R136", message: "the window's recording, replayed into a fresh scene, went otherwise from action \(index + 1): recorded \(wanted), replayed \(got).")
    }
}
