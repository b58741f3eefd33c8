import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R12-R17: enabling, views, delegates and arbitration, through real touches.
@Suite struct ArbitrationRuleTests {
    /// Counts touchesMoved deliveries.
    final class CountingPan: PanGestureRecognizer {
        var moves = 0
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
            moves += 1
            super.touchesMoved(touches, with: event)
        }
    }

    @Test("R12: disabling an active recognizer cancels it and sends its actions")
    func r12_disableWhileActive() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator
        sim.down(at: CGPoint(50, 50))
        sim.move(to: CGPoint(50, 100))

        pan.isEnabled = false
        sim.move(to: CGPoint(50, 150))
        sim.up()

        #expect(scene.log.states(of: "pan") == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test("R12: disabling a possible recognizer sends nothing and no more touches reach it")
    func r12_disableWhilePossible() {
        let scene = RuleScene()
        let pan = scene.add(CountingPan(target: nil, action: nil), "pan")
        let sim = scene.simulator
        sim.down(at: CGPoint(50, 50))
        sim.move(to: CGPoint(50, 52))
        #expect(pan.moves == 1)

        pan.isEnabled = false
        sim.move(to: CGPoint(50, 150))
        pan.isEnabled = true
        sim.move(to: CGPoint(50, 250))
        sim.up()

        #expect(pan.moves == 1)
        #expect(scene.log.entries.isEmpty)
        sim.drag(from: CGPoint(50, 50), to: CGPoint(50, 150), duration: 0.1, steps: 2)
        #expect(scene.log.states(of: "pan") == [.began, .changed, .ended])   // the next sequence works
    }

    @Test("R13: removing a recognizer that is recognizing cancels it and sends its actions")
    func r13_removeWhileRecognizing() {
        let scene = RuleScene()
        let pan = scene.pan()
        let sim = scene.simulator
        sim.down(at: CGPoint(50, 50))
        sim.move(to: CGPoint(50, 100))

        scene.content.removeGestureRecognizer(pan)
        sim.move(to: CGPoint(50, 150))
        sim.up()

        #expect(scene.log.states(of: "pan") == [.began, .cancelled])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
    }

    @Test("R13: a view holds its recognizers; a recognizer's view is weak; adding to another view moves it")
    func r13_ownership() {
        let scene = RuleScene()
        weak var weakTap: TapGestureRecognizer?
        let other = View(frame: CGRect(x: 0, y: 400, width: 400, height: 400))
        scene.content.addSubview(other)
        do {
            let tap = scene.tap()
            weakTap = tap
        }
        #expect(weakTap != nil)

        other.addGestureRecognizer(weakTap!)
        #expect(scene.content.gestureRecognizers == nil)
        #expect(weakTap?.view === other)
        scene.simulator.tap(at: CGPoint(10, 10))
        #expect(scene.log.entries.isEmpty)
        scene.simulator.tap(at: CGPoint(10, 500))
        #expect(scene.log.states(of: "tap") == [.ended])

        var detached: View? = View(frame: .zero)
        let recognizer = TapGestureRecognizer(target: nil, action: nil)
        detached!.addGestureRecognizer(recognizer)
        detached = nil
        #expect(recognizer.view == nil)
    }

    @Test("R14: a touch the delegate refuses is hidden and not counted in numberOfTouches")
    func r14_shouldReceiveHidesTouch() {
        let scene = RuleScene()
        let pan = scene.pan()
        let delegate = RuleDelegate()
        delegate.receives = { touch in touch.location(in: nil).x < 200 }
        pan.delegate = delegate
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100), finger: 0)
        sim.down(at: CGPoint(300, 100), finger: 1)
        #expect(pan.numberOfTouches == 1)
        sim.move(to: CGPoint(300, 300), finger: 1)
        #expect(pan.state == .possible)   // the refused finger moving changes nothing
        sim.move(to: CGPoint(100, 200), finger: 0)

        #expect(pan.state == .began)
        #expect(pan.location(in: nil) == CGPoint(100, 200))
    }

    @Test("R15: a single tap waits for the double tap to fail, then recognizes on the timer")
    func r15_singleWaitsForDoubleToFail() {
        let scene = RuleScene()
        let single = scene.tap("single")
        let double = scene.tap("double", taps: 2)
        single.require(toFail: double)

        scene.simulator.tap(at: CGPoint(100, 100))
        #expect(scene.log.entries.isEmpty)
        #expect(single.state == .possible)
        scene.simulator.wait(0.2)
        #expect(scene.log.entries.isEmpty)
        scene.simulator.wait(0.2)   // the double tap's 0.35 s interval runs out

        #expect(scene.log.lines == ["single .ended"])
        #expect(single.location(in: nil) == CGPoint(100, 100))
    }

    @Test("R15: when the required recognizer is recognized, the waiting one fails")
    func r15_waiterFailsWhenOtherRecognizes() {
        let scene = RuleScene()
        let single = scene.tap("single")
        let double = scene.tap("double", taps: 2)
        single.require(toFail: double)

        scene.simulator.tap(at: CGPoint(100, 100), count: 2)
        scene.simulator.wait(1)

        #expect(scene.log.lines == ["double .ended"])
        #expect(single.state == .possible)
        #expect(double.state == .possible)
    }

    @Test("R15: when the required recognizer begins, the waiting one fails")
    func r15_waiterFailsWhenOtherBegins() {
        let scene = RuleScene()
        let pan = scene.pan()
        let press = scene.longPress()
        press.allowableMovement = 100
        pan.require(toFail: press)
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 130))   // the pan wants to begin but waits
        #expect(pan.state == .possible)
        sim.wait(0.5)   // the long press begins
        sim.move(to: CGPoint(100, 160))
        sim.up()

        #expect(scene.log.states(of: "pan") == [])
        #expect(scene.log.states(of: "press") == [.began, .changed, .ended])
    }

    @Test("R15: the waiting recognizer goes ahead when the other fails, with its actions then")
    func r15_waiterProceedsWhenOtherFails() {
        let scene = RuleScene()
        let pan = scene.pan()
        let press = scene.longPress()
        press.allowableMovement = 40
        pan.require(toFail: press)
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 130))
        #expect(scene.log.entries.isEmpty)
        sim.move(to: CGPoint(100, 150))   // past the press's allowable movement: it fails

        #expect(press.state == .failed)
        #expect(scene.log.states(of: "pan") == [.began])
        #expect(pan.translation(in: nil) == CGPoint(0, 40))
    }

    @Test("R15: the delegate's shouldRequireFailureOf or shouldBeRequiredToFailBy sets up the link",
          arguments: [true, false])
    func r15_delegateLinks(fromWaiter: Bool) {
        let scene = RuleScene()
        let single = scene.tap("single")
        let double = scene.tap("double", taps: 2)
        let delegate = RuleDelegate()
        if fromWaiter {
            delegate.requiresFailureOf = { $0 === double }
            single.delegate = delegate
        } else {
            delegate.requiredToFailBy = { $0 === single }
            double.delegate = delegate
        }

        scene.simulator.tap(at: CGPoint(100, 100))
        #expect(scene.log.entries.isEmpty)
        scene.simulator.wait(0.5)

        #expect(scene.log.lines == ["single .ended"])
    }

    @Test("R16: when one recognizer begins, a competitor for the same touches fails")
    func r16_competitorFails() {
        let scene = RuleScene()
        let child = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.content.addSubview(child)
        let inner = scene.pan("inner", to: child)
        let outer = scene.pan("outer")

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 300), duration: 0.1, steps: 2)

        #expect(scene.log.states(of: "inner") == [.began, .changed, .ended])
        #expect(scene.log.states(of: "outer") == [])
        #expect(inner.state == .possible && outer.state == .possible)
    }

    @Test("R16: a delegate allowing simultaneous recognition lets both run")
    func r16_simultaneous() {
        let scene = RuleScene()
        let child = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.content.addSubview(child)
        _ = scene.pan("inner", to: child)
        let outer = scene.pan("outer")
        let delegate = RuleDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 300), duration: 0.1, steps: 2)

        #expect(scene.log.states(of: "inner") == [.began, .changed, .ended])
        #expect(scene.log.states(of: "outer") == [.began, .changed, .ended])
    }

    /// A pan that never stops others from beginning, so that a later winner can cancel it.
    final class YieldingPan: PanGestureRecognizer {
        override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
    }

    @Test("R16: a competitor that is already active is cancelled when another begins")
    func r16_activeCompetitorCancelled() {
        let scene = RuleScene()
        _ = scene.add(YieldingPan(target: nil, action: nil), "pan")
        let press = scene.longPress()
        press.allowableMovement = 1000
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 150))
        sim.wait(0.5)   // the press begins and the pan, active, is cancelled
        sim.up()

        #expect(scene.log.lines == ["pan .began", "pan .cancelled", "press .began", "press .changed", "press .ended"])
    }

    @Test("R17: defaults are cancelsTouchesInView, not delaysTouchesBegan, delaysTouchesEnded")
    func r17_defaults() {
        let recognizer = GestureRecognizer(target: nil, action: nil)

        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
    }

    @Test("R17: a recognizing pan cancels the view's touches, which then see nothing more")
    func r17_cancelsTouchesInView() {
        let scene = RuleScene()
        defer { scene.log.onAction = nil }   // the handler holds the scene
        _ = scene.pan()
        var phasesAtAction: [String] = []
        scene.log.onAction = { _ in phasesAtAction = scene.content.phases }

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 105))
        scene.simulator.move(to: CGPoint(100, 150))
        scene.simulator.move(to: CGPoint(100, 200))
        scene.simulator.up()

        #expect(scene.content.phases == ["began", "moved", "cancelled"])
        #expect(phasesAtAction == ["began", "moved", "cancelled"])   // cancelled before the action
    }

    @Test("R17: with cancelsTouchesInView off, the view sees every phase")
    func r17_cancelsTouchesInViewOff() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.cancelsTouchesInView = false

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 200), duration: 0.1, steps: 2)

        #expect(scene.content.phases == ["began", "moved", "moved", "ended"])
        #expect(scene.log.states(of: "pan") == [.began, .changed, .ended])
    }

    @Test("R17: a recognized tap turns the view's held touchesEnded into touchesCancelled")
    func r17_tapCancelsHeldEnded() {
        let scene = RuleScene()
        _ = scene.tap()

        scene.simulator.tap(at: CGPoint(100, 100))

        #expect(scene.content.phases == ["began", "cancelled"])
    }

    @Test("R17: delaysTouchesBegan holds touchesBegan until the recognizer fails")
    func r17_delaysTouchesBegan() {
        let scene = RuleScene()
        let pan = scene.pan()
        pan.delaysTouchesBegan = true
        let sim = scene.simulator

        sim.down(at: CGPoint(100, 100))
        sim.move(to: CGPoint(100, 103))
        #expect(scene.content.phases.isEmpty)
        sim.up()   // the pan fails: held phases go out, in order

        #expect(scene.content.phases == ["began", "moved", "ended"])

        sim.drag(from: CGPoint(100, 100), to: CGPoint(100, 200), duration: 0.1, steps: 2)
        #expect(scene.content.phases == ["began", "moved", "ended"])   // recognized: the view saw nothing
    }

    @Test("R17: delaysTouchesEnded holds touchesEnded until the recognizer fails")
    func r17_delaysTouchesEnded() {
        let scene = RuleScene()
        let double = scene.tap("double", taps: 2)
        double.cancelsTouchesInView = false

        scene.simulator.tap(at: CGPoint(100, 100))
        #expect(scene.content.phases == ["began"])
        scene.simulator.wait(0.4)   // the double tap fails

        #expect(scene.content.phases == ["began", "ended"])

        double.delaysTouchesEnded = false
        scene.simulator.tap(at: CGPoint(100, 100))
        #expect(scene.content.phases == ["began", "ended", "began", "ended"])
    }
}
