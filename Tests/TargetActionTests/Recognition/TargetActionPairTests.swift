import Foundation
import Testing
@testable import TargetAction
import TestSupport

/// Takes the sender, or nothing (R11).
private final class TwoHandlers: Responder {
    private(set) var log: [String] = []

    override init() {
        super.init()
        publish("withSender:", TwoHandlers.withSender)
        publish("withoutSender", TwoHandlers.withoutSender)
    }

    private func withSender(_ recognizer: GestureRecognizer) { log.append("sender \(recognizer.state)") }
    private func withoutSender() { log.append("none") }
}

@Suite("Target-action pairs (R4, R8-R11)")
struct TargetActionPairTests {
    @Test("R8: adding a pair that is already there does nothing")
    func r8_duplicatePairIsIgnored() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")

        recognizer.addTarget(target, action: "handle:")
        recognizer.addTarget(target, action: Selector("handle:"))
        recognizer.state = .began

        #expect(recognizer.targetActionPairs.count == 1)
        #expect(journal.entries == ["t .began"])
    }

    @Test("R8: the same target with another action, or another target, is a new pair")
    func r8_differentPairsAreKept() {
        let journal = CallJournal()
        let first = JournalTarget("first", journal: journal)
        let second = JournalTarget("second", journal: journal)
        let recognizer = ManualRecognizer(target: first, action: "handle:")

        recognizer.addTarget(first, action: "ping")
        recognizer.addTarget(second, action: "handle:")
        recognizer.state = .began

        #expect(recognizer.targetActionPairs.count == 3)
        #expect(journal.entries == ["first .began", "first ping", "second .began"])
    }

    enum Removal: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case everything = "removeTarget(nil, action: nil)"
        case everyPairOfA = "removeTarget(a, action: nil)"
        case actionPingOfEveryTarget = "removeTarget(nil, action: \"ping\")"
        case onePair = "removeTarget(a, action: \"ping\")"
        case aTargetWithNoPair = "removeTarget(stranger, action: nil)"
        case anActionNobodyHas = "removeTarget(nil, action: \"other\")"

        var testDescription: String { rawValue }

        /// The pairs left of (a, handle:), (a, ping), (b, handle:), (b, ping).
        var remaining: [String] {
            switch self {
            case .everything: []
            case .everyPairOfA: ["b handle:", "b ping"]
            case .actionPingOfEveryTarget: ["a handle:", "b handle:"]
            case .onePair: ["a handle:", "b handle:", "b ping"]
            case .aTargetWithNoPair, .anActionNobodyHas: ["a handle:", "a ping", "b handle:", "b ping"]
            }
        }
    }

    @Test("R9: removeTarget with nil wildcards", arguments: Removal.allCases)
    func r9_wildcardRemovals(removal: Removal) {
        let journal = CallJournal()
        let a = JournalTarget("a", journal: journal)
        let b = JournalTarget("b", journal: journal)
        let stranger = JournalTarget("stranger", journal: journal)
        let recognizer = ManualRecognizer(target: a, action: "handle:")
        recognizer.addTarget(a, action: "ping")
        recognizer.addTarget(b, action: "handle:")
        recognizer.addTarget(b, action: "ping")

        switch removal {
        case .everything: recognizer.removeTarget(nil, action: nil)
        case .everyPairOfA: recognizer.removeTarget(a, action: nil)
        case .actionPingOfEveryTarget: recognizer.removeTarget(nil, action: "ping")
        case .onePair: recognizer.removeTarget(a, action: "ping")
        case .aTargetWithNoPair: recognizer.removeTarget(stranger, action: nil)
        case .anActionNobodyHas: recognizer.removeTarget(nil, action: "other")
        }
        recognizer.state = .began

        let pairs = recognizer.targetActionPairs.map { pair in
            "\((pair.target as! JournalTarget).label) \(pair.action)"
        }
        #expect(pairs == removal.remaining)
        #expect(journal.entries == removal.remaining.map { $0.replacingOccurrences(of: "handle:", with: ".began") })
    }

    @Test("R10: a target that is gone gets nothing, nothing crashes, and its pair is pruned")
    func r10_deallocatedTargetGetsNothing() {
        let journal = CallJournal()
        var gone: JournalTarget? = JournalTarget("gone", journal: journal)
        weak let weakGone = gone
        let stays = JournalTarget("stays", journal: journal)
        let recognizer = ManualRecognizer(target: gone, action: "handle:")
        recognizer.addTarget(stays, action: "handle:")

        gone = nil
        let (_, failures) = FailureReporter.capturing {
            recognizer.state = .began
            recognizer.state = .ended
        }

        #expect(weakGone == nil)
        #expect(failures.isEmpty)
        #expect(journal.entries == ["stays .began", "stays .ended"])
        #expect(recognizer.targetActionPairs.map { $0.target === stays } == [true])
        #expect(recognizer.pairs.count == 1)
    }

    @Test("R10: the recognizer does not keep its target alive")
    func r10_recognizerDoesNotRetainTarget() {
        var target: JournalTarget? = JournalTarget("t", journal: CallJournal())
        weak let weakTarget = target

        let recognizer = ManualRecognizer(target: target, action: "handle:")
        target = nil

        #expect(weakTarget == nil)
        #expect(recognizer.targetActionPairs.isEmpty)
    }

    @Test("R10: a target deallocated by an earlier handler gets nothing in that dispatch")
    func r10_targetReleasedDuringDispatchGetsNothing() {
        let journal = CallJournal()
        let first = JournalTarget("first", journal: journal)
        var second: JournalTarget? = JournalTarget("second", journal: journal)
        let recognizer = ManualRecognizer(target: first, action: "handle:")
        recognizer.addTarget(second!, action: "handle:")
        first.onAction = { _ in second = nil }

        let (_, failures) = FailureReporter.capturing { recognizer.state = .began }

        #expect(second == nil)
        #expect(failures.isEmpty)
        #expect(journal.entries == ["first .began"])
    }

    @Test("R11: a handler takes the sender, or nothing")
    func r11_handlerWithOrWithoutSender() {
        let target = TwoHandlers()
        let recognizer = ManualRecognizer(target: target, action: "withSender:")
        recognizer.addTarget(target, action: "withoutSender")

        recognizer.state = .began
        recognizer.state = .changed

        #expect(target.log == ["sender .began", "none", "sender .changed", "none"])
    }

    @Test("R4: actions go out once per pair, in the order the pairs were added")
    func r4_dispatchOrderIsOrderAdded() {
        let journal = CallJournal()
        let targets = ["c", "a", "b"].map { JournalTarget($0, journal: journal) }
        let recognizer = ManualRecognizer(target: nil, action: nil)
        for target in targets { recognizer.addTarget(target, action: "handle:") }
        recognizer.addTarget(targets[1], action: "ping")

        recognizer.state = .began

        #expect(journal.entries == ["c .began", "a .began", "b .began", "a ping"])
    }

    @Test("R4: removing a pair and adding it back puts it last")
    func r4_readdedPairGoesLast() {
        let journal = CallJournal()
        let a = JournalTarget("a", journal: journal)
        let b = JournalTarget("b", journal: journal)
        let recognizer = ManualRecognizer(target: a, action: "handle:")
        recognizer.addTarget(b, action: "handle:")

        recognizer.removeTarget(a, action: "handle:")
        recognizer.addTarget(a, action: "handle:")
        recognizer.state = .began

        #expect(journal.entries == ["b .began", "a .began"])
    }

    @Test("R4: inside an action, state reads as the state being reported",
          arguments: [GestureRecognizer.State.began, .ended, .cancelled])
    func r4_stateReadsAsReportedInsideHandler(final: GestureRecognizer.State) {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        var seenInside: [GestureRecognizer.State] = []
        target.onAction = { seenInside.append($0.state) }
        let recognizer = ManualRecognizer(target: target, action: "handle:")

        recognizer.state = .began
        if final != .began { recognizer.state = final }

        #expect(seenInside == (final == .began ? [.began] : [.began, final]))
        #expect(recognizer.state == final)   // a terminal state set by hand stays (R5, addition)
    }

    @Test("R4: drive(to:) reports the driven state inside the handler, then resets after a terminal one")
    func r4_driveReportsTheDrivenState() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let recognizer = ManualRecognizer(target: target, action: "handle:")

        recognizer.drive(to: .began)
        recognizer.drive(to: .changed)
        recognizer.drive(to: .ended)

        #expect(journal.entries == ["t .began", "t .changed", "t .ended"])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resetCount == 1)
    }
}

/// Lets every recognizer run alongside every other (R16), so R4 can be seen on its own.
private final class Permissive: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

@Suite("R4 in a window")
struct WindowDispatchTests {
    @Test("R4: in a window, actions go out after the event reached every recognizer")
    func r4_actionsAfterEveryRecognizerSawTheEvent() {
        let fixture = WindowFixture()
        let inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.content.addSubview(inner)
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)
        let permissive = Permissive()
        let first = BeginOnTouchRecognizer(target: target, action: "handle:")
        let second = BeginOnTouchRecognizer(target: nil, action: nil)
        first.delegate = permissive
        second.delegate = permissive
        inner.addGestureRecognizer(first)
        fixture.content.addGestureRecognizer(second)
        var secondHadSeenTheTouch: [Bool] = []
        target.onAction = { _ in secondHadSeenTheTouch.append(second.received.contains("began")) }
        let finger = Touch()

        fixture.send(0, .began(finger, at: CGPoint(x: 10, y: 10)))

        #expect(journal.entries == ["t .began"])
        #expect(secondHadSeenTheTouch == [true])
        #expect(second.state == .began)
    }
}
