import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R8-R11 with actions sent by real recognition.
@Suite struct TargetRuleTests {
    @Test("R8: adding a pair that is already there does nothing")
    func r8_duplicatePairIgnored() {
        let scene = RuleScene()
        let tap = scene.tap()
        tap.addTarget(scene.log, action: "record:")

        scene.simulator.tap(at: CGPoint(10, 10))

        #expect(scene.log.states(of: "tap") == [.ended])
    }

    @Test("R9: removeTarget wildcards remove the pairs they name", arguments: [
        ("nil, nil", [String]()),
        ("a, nil", ["b.record:", "b.other:"]),
        ("nil, record:", ["a.other:", "b.other:"]),
        ("a, record:", ["a.other:", "b.record:", "b.other:"]),
    ])
    func r9_wildcardRemoval(removal: String, expected: [String]) {
        final class Named: Responder {
            let label: String
            var received: [String]
            init(_ label: String, into received: [String]) {
                self.label = label
                self.received = received
                super.init()
                publish("record:", Named.record)
                publish("other:", Named.other)
            }
            private func record(_ g: GestureRecognizer) { received.append("\(label).record:") }
            private func other(_ g: GestureRecognizer) { received.append("\(label).other:") }
        }
        let scene = RuleScene()
        let a = Named("a", into: [])
        let b = Named("b", into: [])
        let tap = TapGestureRecognizer(target: nil, action: nil)
        for target in [a, b] {
            tap.addTarget(target, action: "record:")
            tap.addTarget(target, action: "other:")
        }
        scene.content.addGestureRecognizer(tap)

        switch removal {
        case "nil, nil": tap.removeTarget(nil, action: nil)
        case "a, nil": tap.removeTarget(a, action: nil)
        case "nil, record:": tap.removeTarget(nil, action: "record:")
        default: tap.removeTarget(a, action: "record:")
        }
        scene.simulator.tap(at: CGPoint(10, 10))

        #expect(a.received + b.received == expected)
    }

    @Test("R10: a target that is gone gets nothing, and the others still do")
    func r10_weakTargets() {
        let scene = RuleScene()
        let tap = scene.tap()
        weak var gone: ActionLog?
        do {
            let temporary = ActionLog()
            gone = temporary
            tap.addTarget(temporary, action: "record:")
        }

        scene.simulator.tap(at: CGPoint(10, 10))

        #expect(gone == nil)
        #expect(scene.log.states(of: "tap") == [.ended])
        #expect(tap.targetActionPairs.count == 1)
    }

    @Test("R11: a handler takes the sender, or nothing")
    func r11_handlerWithOrWithoutSender() {
        final class Counter: Responder {
            var plain = 0
            var withSender: [GestureRecognizer.State] = []
            override init() {
                super.init()
                publish("plain", Counter.count)
                publish("withSender:", Counter.note)
            }
            private func count() { plain += 1 }
            private func note(_ pan: PanGestureRecognizer) { withSender.append(pan.state) }
        }
        let scene = RuleScene()
        let counter = Counter()
        let pan = PanGestureRecognizer(target: counter, action: "plain")
        pan.addTarget(counter, action: "withSender:")
        scene.content.addGestureRecognizer(pan)

        scene.simulator.drag(from: CGPoint(10, 10), to: CGPoint(10, 100), duration: 0.1, steps: 2)

        #expect(counter.plain == 3)
        #expect(counter.withSender == [.began, .changed, .ended])
    }

    @Test("R11: a typed method reference receives the actions too")
    func r11_typedMethodReference() {
        final class Screen {
            var states: [GestureRecognizer.State] = []
            func handle(_ tap: TapGestureRecognizer) { states.append(tap.state) }
        }
        let scene = RuleScene()
        let screen = Screen()
        scene.content.addGestureRecognizer(TapGestureRecognizer(target: screen, action: Screen.handle))

        scene.simulator.tap(at: CGPoint(10, 10))

        #expect(screen.states == [.ended])
    }

    @Test("An action nobody answers is reported at the simulator caller's line")
    func unansweredActionReportedAtCaller() {
        let scene = RuleScene()
        let tap = TapGestureRecognizer(target: scene.log, action: "missing:")
        scene.content.addGestureRecognizer(tap)

        let (_, failures) = FailureReporter.capturing {
            scene.simulator.tap(at: CGPoint(10, 10)); let line = #line
            return line
        }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("ActionLog does not respond to \"missing:\"") == true)
        #expect(failures.first?.fileID.hasSuffix("TargetRuleTests.swift") == true)
    }
}
