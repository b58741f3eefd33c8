import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// R10 for mocks: the mock's `target` and its log's entries refer to the target without keeping it
/// alive, and read nil once it is gone, whether it is a responder or any other class.
@Suite("R10: mock targets and the action log")
struct MockTargetLifetimeTests {
    /// A typed target that is not a responder (held weakly, unlike a responder).
    final class PlainTarget {
        var calls = 0
        func handle(_ sender: PanGestureRecognizer) { calls += 1 }
    }

    @Test("R10: the mock's target and its log entries read nil once the responder target is gone")
    func r10_responderTargetGone() {
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        weak var gone: HandlerProbe?
        do {
            let probe = HandlerProbe()
            gone = probe
            let replacement = PanGestureRecognizerMock(target: probe, action: "handle:")
            #expect(replacement.target === probe)
            replacement.pan(location: .zero, translation: .zero, state: .began)
            replacement.pan(location: .zero, translation: CGPoint(x: 5, y: 0), state: .ended)
            #expect(replacement.sentActions.allSatisfy { $0.target === probe })
            #expect(probe.states == [.began, .ended])
            mock.addTarget(probe, action: "handle:")
            mock.pan(location: .zero, translation: .zero, state: .began)
        }
        #expect(gone == nil, "neither the mocks nor their logs keep the target alive")
        #expect(mock.sentActions.count == 1)
        #expect(mock.sentActions[0].target == nil)
        mock.pan(location: .zero, translation: .zero, state: .ended)   // nothing to send to (R10)
        #expect(mock.sentActions.count == 1)
    }

    @Test("R10: a log entry made by hand refers to its target without keeping it alive")
    func r10_handMadeEntry() {
        weak var gone: PlainTarget?
        let entry: SentAction
        do {
            let target = PlainTarget()
            gone = target
            entry = SentAction(state: .began, location: .zero, target: target, action: "handle:")
            #expect(entry.target === target)
        }
        #expect(gone == nil)
        #expect(entry.target == nil)
    }

    @Test("R10: a typed target that is not a responder is held weakly by the mock and its log")
    func r10_plainTypedTarget() {
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        weak var gone: PlainTarget?
        do {
            let target = PlainTarget()
            gone = target
            mock.addTarget(target, action: PlainTarget.handle)
            mock.pan(location: .zero, translation: .zero, state: .began)
            #expect(target.calls == 1)
            #expect(mock.sentActions.last?.target === target)
        }
        #expect(gone == nil)
        #expect(mock.sentActions.last?.target == nil)
    }
}
