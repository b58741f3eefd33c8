import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// What happens when a handler changes the scene while actions are being sent: each case safe,
/// nothing half-applied, nothing reported that should not be.
@Suite struct ReentrancyTests {
    @Test("R12: disabling a pan inside its .changed action, with its .ended already queued, ends it cancelled")
    func r12_disableInsideChangedWithEndedQueued() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let pan = scene.pan()
        scene.log.onAction = { recognizer in
            if recognizer.state == .changed { recognizer.isEnabled = false }
        }
        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 100))

        scene.simulator.up()   // R6's .changed and the lift's .ended go out in one update

        #expect(scene.log.states(of: "pan") == [.began, .changed, .cancelled])
        #expect(pan.state == .possible)
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R13: removing a pan inside its .changed action, with its .ended already queued, ends it cancelled")
    func r13_removeInsideChangedWithEndedQueued() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let pan = scene.pan()
        scene.log.onAction = { recognizer in
            if recognizer.state == .changed { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 100))

        scene.simulator.up()

        #expect(scene.log.states(of: "pan") == [.began, .changed, .cancelled])
        #expect(pan.view == nil)
        #expect(scene.content.gestureRecognizers == nil)
    }

    @Test("R12: a recognizer disabled before its queued .began went out sends nothing at all")
    func r12_disabledBeforeBeganWentOutSendsNothing() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        let first = scene.pan("first")
        let second = scene.pan("second")
        first.delegate = delegate
        scene.log.onAction = { recognizer in
            if recognizer === first, recognizer.state == .began { second.isEnabled = false }
        }
        scene.simulator.down(at: CGPoint(50, 50))

        scene.simulator.move(to: CGPoint(50, 100))   // both begin in one update; first's action goes out first
        scene.simulator.up()

        #expect(scene.log.states(of: "first") == [.began, .changed, .ended])
        #expect(scene.log.states(of: "second") == [])
        #expect(second.state == .possible)
    }

    @Test("R15 (addition): recognizers that require each other to fail, with nothing left to decide them, fail instead of waiting forever")
    func r15_failureRequirementCycleFails() {
        let scene = RuleScene()
        let first = scene.tap("first")
        let second = scene.tap("second")
        first.require(toFail: second)
        second.require(toFail: first)

        scene.simulator.tap(at: CGPoint(50, 50))

        #expect(scene.log.lines == [])
        #expect(first.state == .possible && second.state == .possible)
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R15 (addition): a cycle through the delegate is broken the same way, and the next tap starts afresh")
    func r15_delegateCycleFailsAndNextTapIsFresh() {
        let scene = RuleScene()
        let first = scene.tap("first")
        let second = scene.tap("second")
        let delegate = RuleDelegate()
        delegate.requiredToFailBy = { $0 === second }
        first.delegate = delegate
        first.require(toFail: second)
        scene.simulator.tap(at: CGPoint(50, 50))
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
        first.delegate = nil

        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(50, 50))

        #expect(scene.log.lines == ["second .ended"])
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R15 (addition): a cycle does not fail recognizers that a finger still down can decide")
    func r15_cycleWithFingerDownWaits() {
        let scene = RuleScene()
        let pan = scene.pan()
        let press = scene.longPress()
        pan.require(toFail: press)
        press.require(toFail: pan)
        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 55))

        scene.simulator.wait(1)   // the press wants to begin but waits on the pan, which waits on it

        #expect(press.state == .possible && pan.state == .possible)
        scene.simulator.up()
        #expect(scene.log.lines == [])
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R15 (addition): every recognizer of a longer cycle fails, each of them once")
    func r15_everyRecognizerOfACycleFails() {
        let scene = RuleScene()
        let states = RecognizerStateLog(window: scene.window)
        let first = scene.tap("first")
        let second = scene.tap("second")
        let third = scene.tap("third")
        first.require(toFail: second)
        second.require(toFail: third)
        third.require(toFail: first)

        scene.simulator.tap(at: CGPoint(50, 50))

        #expect(states.states(of: "first") == [.failed])
        #expect(states.states(of: "second") == [.failed])
        #expect(states.states(of: "third") == [.failed])
        #expect(scene.log.lines == [])
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R13: a recognizer removed while its .cancelled handler puts a finger down never sees that finger")
    func r13_removedRecognizerMissesTouchSentFromItsCancelledAction() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let press = scene.longPress()
        press.minimumPressDuration = 0
        scene.log.onAction = { recognizer in
            if recognizer.state == .cancelled { scene.simulator.down(at: CGPoint(60, 60), finger: 1) }
        }
        scene.simulator.down(at: CGPoint(50, 50))

        scene.content.removeGestureRecognizer(press)

        #expect(scene.log.states(of: "press") == [.began, .cancelled])
        #expect(scene.window.activeTouches.count == 2)
        #expect(press.numberOfTouches == 0)
        #expect(!scene.window.engagedGestureRecognizers.contains { $0 === press })
    }

    @Test("R4 (addition): an event sent from inside an action is delivered right after the current one, before the call returns")
    func r4_nestedEventIsDeferred() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        _ = scene.pan()
        var touchesDownInsideAction: [Int] = []
        scene.log.onAction = { recognizer in
            guard recognizer.state == .began else { return }
            scene.simulator.down(at: CGPoint(200, 200), finger: 1)
            touchesDownInsideAction.append(scene.window.activeTouches.count)
        }
        scene.simulator.down(at: CGPoint(50, 50))

        scene.simulator.move(to: CGPoint(50, 100))

        #expect(touchesDownInsideAction == [1])
        #expect(scene.window.activeTouches.count == 2)
        #expect(scene.log.states(of: "pan") == [.began, .changed])   // R6 on the nested event
    }

    @Test("R4 (addition), R30: a nested event, delivered later, that breaks a rule only the window's state shows is reported at the line that sent it")
    func r30_nestedEventRejectedLaterIsReportedAtSender() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        _ = scene.pan()
        let stranger = Touch()
        var sendLine: UInt = 0
        var thrown: EventRejection?
        scene.log.onAction = { _ in
            sendLine = #line + 2
            do {
                try scene.window.reporting(at: CallSite()) {
                    try scene.window.trySendEvent(Event(timestamp: scene.window.clock.now, changes: [.moved(stranger, to: CGPoint(1, 1))]))
                }
            } catch { thrown = error as? EventRejection }
        }
        scene.simulator.down(at: CGPoint(50, 50))

        let (_, failures) = FailureReporter.capturing { scene.simulator.move(to: CGPoint(50, 100)) }

        #expect(thrown == nil)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("sent while the window was delivering another event") == true)
        #expect(failures.first?.message.contains("never began") == true)
        #expect(failures.first?.line == sendLine)
        #expect(scene.window.activeTouches.count == 1)
    }

    @Test("R30: a nested event that goes back in time is rejected at once")
    func r30_nestedEventEarlierIsThrownAtOnce() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        _ = scene.pan()
        var thrown: EventRejection?
        scene.log.onAction = { _ in
            do throws(EventRejection) {
                try scene.window.trySendEvent(Event(timestamp: -1, changes: [.began(Touch(), at: CGPoint(1, 1))]))
            } catch { thrown = error }
        }
        scene.simulator.down(at: CGPoint(50, 50))

        scene.simulator.move(to: CGPoint(50, 100))

        #expect(thrown?.rule == .timestampEarlierThanPrevious)
        #expect(scene.window.activeTouches.count == 1)
    }

    @Test("R4 (addition): an event sent from a handler waits until every target has had the current event's action")
    func r4_eventFromHandlerWaitsForTheCurrentActions() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let pan = scene.pan()
        let journal = CallJournal()
        let second = JournalTarget("second", journal: journal)
        pan.addTarget(second, action: "handle:")
        scene.log.onAction = { recognizer in
            journal.entries.append("log \(recognizer.state)")
            if recognizer.state == .began { scene.simulator.move(to: CGPoint(50, 150)) }
            journal.entries.append("log returns")
        }
        scene.simulator.down(at: CGPoint(50, 50))

        scene.simulator.move(to: CGPoint(50, 100))

        #expect(journal.entries == [
            "log .began", "log returns", "second .began",     // the nested move is not delivered inside the handler
            "log .changed", "log returns", "second .changed", // it is delivered once the current event is done
        ])
        #expect(scene.log.states(of: "pan") == [.began, .changed])
    }

    @Test("An action that answers every action with another event is stopped and reported, not looped forever")
    func feedbackLoopIsCapped() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        _ = scene.pan()
        var moves = 0
        scene.log.onAction = { _ in
            moves += 1
            scene.simulator.move(to: CGPoint(50, 100 + CGFloat(moves)))
        }
        scene.simulator.down(at: CGPoint(50, 50))

        let (_, failures) = FailureReporter.capturing { scene.simulator.move(to: CGPoint(50, 100)) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("more than \(GestureEngine.maximumDeferredEvents) events") == true)
        #expect(moves > GestureEngine.maximumDeferredEvents)
        scene.log.onAction = nil
        scene.simulator.up()
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R4: a handler that answers every action by changing its recognizer's state is stopped and reported, not looped forever")
    func runawaySettleIsReported() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        _ = scene.pan()
        var actions = 0
        scene.log.onAction = { recognizer in
            actions += 1
            if recognizer.state == .changed { recognizer.state = .changed }
        }
        scene.simulator.down(at: CGPoint(50, 50))
        scene.simulator.move(to: CGPoint(50, 100))

        let (_, failures) = FailureReporter.capturing { scene.simulator.move(to: CGPoint(50, 120)) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("without the window coming to rest") == true)
        #expect(failures.first?.fileID.hasSuffix("ReentrancyTests.swift") == true)
        #expect(actions <= 2 + GestureEngine.maximumSettleActions)
        scene.log.onAction = nil
        scene.simulator.up()
        #expect(scene.window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R12: advancing the clock inside an action fires other recognizers' timers; their actions follow in order")
    func clockAdvancedInsideAction() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let left = View(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = View(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        scene.content.addSubview(left)
        scene.content.addSubview(right)
        _ = scene.pan(to: left)
        _ = scene.longPress(to: right)
        scene.log.onAction = { recognizer in
            if recognizer.name == "pan", recognizer.state == .began { scene.window.clock.advance(by: 1) }
        }
        scene.simulator.down(at: CGPoint(300, 50), finger: 1)
        scene.simulator.down(at: CGPoint(50, 50))

        scene.simulator.move(to: CGPoint(50, 100))

        #expect(scene.log.lines == ["pan .began", "press .began"])
    }

    @Test("R13: removing the view from the window inside its recognizer's action cancels the gesture; the window comes to rest")
    func viewRemovedFromWindowInsideAction() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let child = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.content.addSubview(child)
        let pan = scene.pan(to: child)
        scene.log.onAction = { recognizer in
            if recognizer.state == .began { child.removeFromSuperview() }
        }
        scene.simulator.down(at: CGPoint(50, 50))

        let (_, failures) = FailureReporter.capturing {
            scene.simulator.move(to: CGPoint(50, 100))
            scene.simulator.move(to: CGPoint(50, 150))
            scene.simulator.up()
        }

        #expect(failures.isEmpty)
        #expect(scene.log.states(of: "pan") == [.began, .cancelled])
        #expect(child.phases == ["began", "cancelled"])
        #expect(pan.state == .possible)
        #expect(scene.window.engagedGestureRecognizers.isEmpty && scene.window.activeTouches.isEmpty)
    }

    @Test("R18: a recognizer added inside an action joins at the next touch-down, not the touches already down")
    func recognizerAddedInsideActionJoinsNextTouch() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        _ = scene.tap()
        var added: PanGestureRecognizer?
        scene.log.onAction = { recognizer in
            if recognizer.name == "tap", added == nil { added = scene.pan() }
        }
        scene.simulator.tap(at: CGPoint(50, 50))
        scene.simulator.down(at: CGPoint(50, 50), finger: 1)
        scene.log.onAction = { recognizer in
            if recognizer.name == "tap" { _ = scene.pan("late") }
        }

        scene.simulator.move(to: CGPoint(50, 120), finger: 1)
        scene.simulator.up(finger: 1)

        #expect(scene.log.lines == ["tap .ended", "pan .began", "pan .changed", "pan .ended"])
    }

    @Test("R9: a handler removing its recognizer's other targets mid-send: the removed ones get nothing")
    func handlerRemovesOtherTargets() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        let tap = scene.tap()
        let second = ActionLog()
        tap.addTarget(second, action: "record:")
        scene.log.onAction = { recognizer in recognizer.removeTarget(second, action: nil) }

        scene.simulator.tap(at: CGPoint(50, 50))

        #expect(scene.log.lines == ["tap .ended"])
        #expect(second.lines == [])
    }
}
