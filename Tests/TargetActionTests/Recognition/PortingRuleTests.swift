import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// A recognizer written as UIKit's recipe for a custom discrete one: it sets `.recognized` from
/// `.possible` on the lift, declaring nothing.
final class LiftRecognizer: GestureRecognizer {
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .recognized }
    }
}

/// A view that vetoes the recognizers of its ancestors (as a slider vetoes a swipe on its thumb).
final class VetoingView: View {
    private(set) var asked = 0

    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked += 1
        return false
    }
}

/// A recognizer that gives up every touch after its first, from inside `touchesBegan`.
final class FirstTouchOnlyRecognizer: GestureRecognizer {
    private(set) var phasesAfterIgnore = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in trackedTouches.dropFirst() where touches.contains(touch) {
            ignore(touch, for: event)
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        phasesAfterIgnore += touches.filter { $0 !== trackedTouches.first }.count
    }
}

/// R2, R7, R19, R22, R31, R32 as amended or added for ports of UIKit code, touch-driven.
@Suite struct PortingRuleTests {
    @Test("R2 (amended): a custom recognizer goes .possible → .recognized without declaring it discrete")
    func r2_customDiscreteRecognizer() {
        let scene = RuleScene()
        let lift = scene.add(LiftRecognizer(), "lift")

        let (_, failures) = FailureReporter.capturing { scene.simulator.tap(at: CGPoint(50, 50)) }

        #expect(failures.isEmpty)
        #expect(scene.log.states(of: "lift") == [.ended])
        #expect(lift.state == .possible)
    }

    @Test("R2 (amended), R13: removed while its .ended waits, a custom recognizer that never began sends nothing, not .cancelled")
    func r2_removedWhileEndedWaits() {
        final class Together: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
        }
        let scene = RuleScene()
        defer { scene.log.onAction = nil }
        let together = Together()
        let first = scene.add(LiftRecognizer(), "first")
        let second = scene.add(LiftRecognizer(), "second")
        first.delegate = together
        second.delegate = together
        let content = scene.content
        scene.log.onAction = { recognizer in
            if recognizer.name == "first" { content.removeGestureRecognizer(second) }
        }

        let (_, failures) = FailureReporter.capturing { scene.simulator.tap(at: CGPoint(50, 50)) }

        #expect(failures.isEmpty)
        #expect(scene.log.states(of: "first") == [.ended])
        #expect(scene.log.states(of: "second").isEmpty)
        #expect(second.view == nil && second.state == .possible)
    }

    @Test("R7 (amended): a view between the touch and the recognizer's view vetoes it; elsewhere it begins")
    func r7_viewsFromTheHitViewUpAreAsked() {
        let scene = RuleScene()
        let thumb = VetoingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.content.addSubview(thumb)
        let pan = scene.pan()

        scene.simulator.drag(from: CGPoint(50, 50), to: CGPoint(50, 200), duration: 0.1)
        #expect(thumb.asked == 1)
        #expect(scene.log.states(of: "pan").isEmpty)

        scene.simulator.drag(from: CGPoint(200, 300), to: CGPoint(200, 500), duration: 0.1)
        #expect(thumb.asked == 1)
        #expect(scene.log.states(of: "pan").first == .began)
        #expect(scene.log.states(of: "pan").last == .ended)
        #expect(pan.state == .possible)
    }

    @Test("R7 (amended): the delegate is asked before the views, and a no from it asks no view")
    func r7_delegateFirst() {
        let scene = RuleScene()
        let thumb = VetoingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.content.addSubview(thumb)
        let delegate = RuleDelegate()
        delegate.shouldBegin = false
        scene.pan().delegate = delegate

        scene.simulator.drag(from: CGPoint(50, 50), to: CGPoint(50, 200), duration: 0.1)

        #expect(delegate.shouldBeginAsked == 1)
        #expect(thumb.asked == 0)
        #expect(scene.log.states(of: "pan").isEmpty)
    }

    @Test("R19 (amended): inside a two-finger tap's action it has the two touches that completed it")
    func r19_discreteActionReadsItsCompletingTouches() {
        let scene = RuleScene()
        let tap = scene.tap()
        tap.numberOfTouchesRequired = 2
        var seen: [(count: Int, second: CGPoint)] = []
        scene.log.onAction = { recognizer in
            seen.append((recognizer.numberOfTouches, recognizer.location(ofTouch: 1, in: nil)))
        }
        defer { scene.log.onAction = nil }

        scene.simulator.tap(at: CGPoint(100, 100), fingers: 2)

        #expect(seen.count == 1)
        #expect(seen.first?.count == 2)
        #expect(seen.first?.second == CGPoint(110, 100))
        #expect(tap.numberOfTouches == 0)
    }

    @Test("R22 (amended): an active pan ends when fewer than its minimum touches remain")
    func r22_endsBelowTheMinimum() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.minimumNumberOfTouches = 2
        let sim = scene.simulator
        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(200, 100), finger: 1)
        sim.move(to: CGPoint(100, 150), finger: 0)
        sim.move(to: CGPoint(200, 150), finger: 1)
        #expect(pan.state == .changed || pan.state == .began)

        sim.up(finger: 1)

        #expect(scene.log.states(of: "pan").last == .ended)
        sim.up(finger: 0)
        #expect(pan.state == .possible)
    }

    @Test("R22 (amended): a finger lifting below the minimum while the pan's begin waits fails it")
    func r22_liftWhileBeginWaits() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.minimumNumberOfTouches = 2
        let first = Touch(), second = Touch()
        scene.window.sendEvent(Event(timestamp: 0, changes: [.began(first, at: CGPoint(100, 100)), .began(second, at: CGPoint(200, 100))]))
        scene.window.sendEvent(Event(timestamp: 0.02, changes: [.moved(first, to: CGPoint(130, 100))]))

        scene.window.sendEvent(Event(timestamp: 0.04, changes: [.moved(second, to: CGPoint(230, 100)), .ended(first)]))

        #expect(scene.log.states(of: "pan").isEmpty)
        #expect(pan.state == .failed)
        scene.window.sendEvent(Event(timestamp: 0.06, changes: [.ended(second)]))
        #expect(pan.state == .possible)
    }

    @Test("R31: a view without multiple touch hears only its first touch; its recognizers hear both", arguments: [false, true])
    func r31_multipleTouch(enabled: Bool) {
        let scene = RuleScene()
        scene.content.isMultipleTouchEnabled = enabled
        let pan = scene.pan()
        pan.delaysTouchesEnded = false   // each lift reaches the view at once
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(200, 100), finger: 1)
        #expect(pan.numberOfTouches == 2)
        sim.up(finger: 1)
        sim.up(finger: 0)

        #expect(scene.content.phases == (enabled ? ["began", "began", "ended", "ended"] : ["began", "ended"]))
    }

    @Test("R31: a touch down on an exclusive-touch view keeps other views and their recognizers from touches")
    func r31_exclusiveTouchBlocksOthers() {
        let scene = RuleScene()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        scene.content.addSubview(exclusive)
        scene.content.addSubview(other)
        let otherTap = scene.tap(to: other)
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.tap(at: CGPoint(300, 100))

        #expect(other.phases.isEmpty)
        #expect(otherTap.numberOfTouches == 0)
        #expect(scene.log.states(of: "tap").isEmpty)
        sim.up(finger: 0)
        sim.tap(at: CGPoint(300, 100))
        #expect(scene.log.states(of: "tap") == [.ended])
    }

    @Test("R31: while touches are down elsewhere, an exclusive-touch view gets none")
    func r31_exclusiveViewBlockedByOthers() {
        let scene = RuleScene()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        scene.content.addSubview(exclusive)
        scene.content.addSubview(other)
        _ = scene.tap(to: exclusive)
        let sim = scene.simulator

        sim.down(at: CGPoint(300, 100), finger: 0)
        sim.tap(at: CGPoint(100, 100))

        #expect(exclusive.phases.isEmpty)
        #expect(scene.log.states(of: "tap").isEmpty)
        #expect(other.phases == ["began"])
        sim.up(finger: 0)
    }

    @Test("R32: a recognizer receives only its allowed touch types, before its delegate is asked")
    func r32_allowedTouchTypes() {
        let scene = RuleScene()
        let tap = scene.tap()
        tap.allowedTouchTypes = [.pencil]
        let delegate = RuleDelegate()
        var askedTypes: [Touch.TouchType] = []
        delegate.receives = { touch in
            askedTypes.append(touch.type)
            return true
        }
        tap.delegate = delegate

        scene.simulator.tap(at: CGPoint(50, 50))
        scene.simulator.touchType = .pencil
        scene.simulator.tap(at: CGPoint(50, 50))

        #expect(askedTypes == [.pencil])
        #expect(scene.log.states(of: "tap") == [.ended])
    }

    @Test("R32: with an exclusive touch type a recognizer ignores other kinds until it resets", arguments: [true, false])
    func r32_requiresExclusiveTouchType(exclusive: Bool) {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.requiresExclusiveTouchType = exclusive
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.touchType = .pencil
        sim.down(at: CGPoint(200, 100), finger: 1)

        #expect(pan.numberOfTouches == (exclusive ? 1 : 2))
        sim.up(finger: 0)
        sim.up(finger: 1)
        sim.down(at: CGPoint(100, 100), finger: 0)
        #expect(pan.numberOfTouches == 1)   // reset: a pencil may start the next attempt
        sim.up(finger: 0)
    }

    @Test("R32: an ignored touch is no longer counted or delivered")
    func r32_ignore() {
        let scene = RuleScene()
        let recognizer = scene.add(FirstTouchOnlyRecognizer(), "first")
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(200, 100), finger: 1)
        sim.move(to: CGPoint(210, 120), finger: 1)

        #expect(recognizer.numberOfTouches == 1)
        #expect(recognizer.phasesAfterIgnore == 0)
        #expect(scene.simulator.touch(finger: 1)?.gestureRecognizers.contains { $0 === recognizer } == false)
        sim.up(finger: 0)
        sim.up(finger: 1)
    }
}
