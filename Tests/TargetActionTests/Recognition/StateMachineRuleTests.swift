import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R1-R7 driven by real touches through a window.
@Suite struct StateMachineRuleTests {
    /// Records every committed state, from inside each recognizer's own touches and actions.
    final class StateTrace: Responder {
        var trace: [GestureRecognizer.State] = [.possible]
        override init() {
            super.init()
            publish("note:", StateTrace.note)
        }
        private func note(_ recognizer: GestureRecognizer) { trace.append(recognizer.state) }
        func noteIfChanged(_ state: GestureRecognizer.State) {
            if trace.last != state { trace.append(state) }
        }
    }

    @Test("R1: a recognizer starts in .possible and .recognized is .ended")
    func r1_startsPossible() {
        let scene = RuleScene()
        let tap = scene.tap()
        var stateInAction: GestureRecognizer.State?
        scene.log.onAction = { stateInAction = $0.state }

        #expect(tap.state == .possible)
        scene.simulator.tap(at: CGPoint(50, 50))

        #expect(GestureRecognizer.State.recognized == .ended)
        #expect(stateInAction == .recognized)
        #expect(tap.state == .possible)
    }

    @Test("R2: pan, tap and long press make only legal transitions", arguments: ["pan", "tap", "press"])
    func r2_onlyLegalTransitions(kind: String) {
        let scene = RuleScene()
        let recognizer: GestureRecognizer = switch kind {
        case "pan": scene.pan()
        case "tap": scene.tap()
        default: scene.longPress()
        }
        let trace = StateTrace()
        recognizer.addTarget(trace, action: "note:")
        let sim = scene.simulator
        func step(_ body: () -> Void) {
            body()
            trace.noteIfChanged(recognizer.state)
        }

        // Success, failure and cancellation in turn.
        step { sim.drag(from: CGPoint(50, 50), to: CGPoint(50, 300), duration: 0.2) }
        step { sim.tap(at: CGPoint(50, 50)) }
        step { sim.longPress(at: CGPoint(60, 60), duration: 1) }
        step { sim.down(at: CGPoint(70, 70)) }
        step { sim.move(to: CGPoint(70, 200)) }
        step { sim.wait(1) }
        step { sim.cancel() }

        var previous = GestureRecognizer.State.possible
        for state in trace.trace.dropFirst() {
            let legal = recognizer.isLegalTransition(from: previous, to: state)
                || (previous.isTerminal && state == .possible)   // R5's reset
                || (previous == .possible && state == .possible)
            #expect(legal, "\(kind): \(previous) → \(state) in \(trace.trace)")
            previous = state
        }
        #expect(recognizer.state == .possible)
    }

    @Test("R3: actions go out on began, changed, ended and cancelled, never on failed")
    func r3_actionsOnlyOnReportedStates() {
        let scene = RuleScene()
        _ = scene.pan()

        scene.simulator.drag(from: CGPoint(50, 50), to: CGPoint(50, 150), duration: 0.1, steps: 3)
        #expect(scene.log.states(of: "pan") == [.began, .changed, .changed, .ended])

        scene.log.clear()
        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 53))
        scene.simulator.up()
        #expect(scene.log.entries.isEmpty)   // failed: nothing sent

        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 100))
        scene.simulator.cancel()
        #expect(scene.log.states(of: "pan") == [.began, .changed, .cancelled])   // R6 steps began → changed
    }

    /// Logs deliveries so that actions can be placed relative to them.
    final class DeliveryLoggingPan: PanGestureRecognizer {
        var journal: ((String) -> Void)?
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
            super.touchesMoved(touches, with: event)
            journal?("\(name ?? "?") delivered")
        }
    }

    @Test("R4: actions go out after every recognizer got the event, per pair in the order added")
    func r4_actionsAfterDelivery() {
        let scene = RuleScene()
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        var journal: [String] = []
        let first = scene.add(DeliveryLoggingPan(target: nil, action: nil), "first")
        let second = scene.add(DeliveryLoggingPan(target: nil, action: nil), "second")
        first.delegate = delegate
        first.journal = { journal.append($0) }
        second.journal = { journal.append($0) }
        let extra = ActionLog()
        first.addTarget(extra, action: "record:")
        scene.log.onAction = { journal.append("\($0.name ?? "?") action \($0.state)") }
        extra.onAction = { journal.append("\($0.name ?? "?") extra action \($0.state)") }

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 150))

        #expect(journal == [
            "first delivered", "second delivered",
            "first action .began", "first extra action .began",
            "second action .began",
        ])
    }

    /// Counts reset() calls.
    final class CountingLongPress: LongPressGestureRecognizer {
        var resets = 0
        override func reset() {
            super.reset()
            resets += 1
        }
    }

    @Test("R5: after ended it ignores the rest of the sequence, then resets once the touches are over")
    func r5_resetAfterSequence() {
        let scene = RuleScene()
        let press = scene.add(CountingLongPress(target: nil, action: nil), "press")
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.wait(0.6)
        sim.down(at: CGPoint(200, 200), finger: 1)
        sim.up(finger: 0)   // the first lift ends it
        #expect(press.state == .ended)
        sim.move(to: CGPoint(250, 250), finger: 1)
        #expect(press.state == .ended)   // ignores the remaining touch
        #expect(press.resets == 0)
        sim.up(finger: 1)

        #expect(press.state == .possible)
        #expect(press.resets == 1)
        #expect(scene.log.states(of: "press") == [.began, .changed, .ended])
    }

    @Test("R5: a failed tap ignores the rest of its touches and is possible again afterwards")
    func r5_failedTapIgnoresRest() {
        let scene = RuleScene()
        let tap = scene.tap()
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 200))   // too far: fails
        #expect(tap.state == .failed)
        sim.move(to: CGPoint(100, 100))
        sim.up()

        #expect(tap.state == .possible)
        #expect(scene.log.entries.isEmpty)
        sim.tap(at: CGPoint(100, 100))
        #expect(scene.log.states(of: "tap") == [.ended])
    }

    @Test("R6: a recognizer still in .began when the next event comes moves to .changed and sends")
    func r6_beganBecomesChangedOnNextEvent() {
        let scene = RuleScene()
        let left = View(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = View(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        scene.content.addSubview(left)
        scene.content.addSubview(right)
        let pan = scene.pan(to: left)
        let sim = scene.simulator

        sim.down(at: CGPoint(50, 50), finger: 0)
        sim.move(to: CGPoint(50, 100), finger: 0)
        #expect(pan.state == .began)
        sim.down(at: CGPoint(300, 50), finger: 1)   // an event the pan takes no touch from

        #expect(pan.state == .changed)
        #expect(scene.log.states(of: "pan") == [.began, .changed])
    }

    @Test("R6: a long press that began on its timer reports .changed before .ended on the lift")
    func r6_longPressLiftAfterBegan() {
        let scene = RuleScene()
        _ = scene.longPress()

        scene.simulator.longPress(at: CGPoint(100, 100), duration: 1)

        #expect(scene.log.states(of: "press") == [.began, .changed, .ended])
    }

    final class RefusingView: View {
        var allows = false
        private(set) var asked = 0
        override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            asked += 1
            return allows
        }
    }

    @Test("R7: the delegate saying no to gestureRecognizerShouldBegin fails the recognizer")
    func r7_delegateRefusesBegin() {
        let scene = RuleScene()
        let pan = scene.pan()
        let delegate = RuleDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 200))

        #expect(pan.state == .failed)
        #expect(delegate.shouldBeginAsked == 1)
        scene.simulator.move(to: CGPoint(100, 300))
        scene.simulator.up()
        #expect(scene.log.entries.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("R7: the view saying no to gestureRecognizerShouldBegin fails the recognizer")
    func r7_viewRefusesBegin() {
        let scene = RuleScene()
        let view = RefusingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.content.addSubview(view)
        let tap = scene.tap(to: view)

        scene.simulator.tap(at: CGPoint(100, 100))
        #expect(scene.log.entries.isEmpty)
        #expect(view.asked == 1)

        view.allows = true
        scene.simulator.tap(at: CGPoint(100, 100))
        #expect(scene.log.states(of: "tap") == [.ended])
        #expect(tap.state == .possible)
    }
}
