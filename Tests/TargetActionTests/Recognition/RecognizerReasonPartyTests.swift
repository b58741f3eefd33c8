import Foundation
import Mocks
import Testing
import TargetAction
import TestSupport

private typealias Reason = GestureRecognizer.Reason

/// A view that says no to every recognizer that asks it whether it should begin (R7).
final class ReasonRefusingView: View {
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
}

/// A recognizer whose state is set by hand: `state = .began` at touch-down, a described `.ended` at
/// the lift (R5, R105).
final class HandSetReasonRecognizer: GestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: TargetAction.Event) { state = .began }
    override func touchesEnded(_ touches: Set<Touch>, with event: TargetAction.Event) {
        setState(.ended, because: "the finger lifted where the shape closes")
    }
}

/// A pan that stops no other recognizer when it begins (R16), so that one recognizing later may
/// cancel it.
final class YieldingPan: PanGestureRecognizer {
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}

/// R104, R105: the other party that decided (a delegate, a view, a control, another recognizer, a
/// scroll view), disabling and removal, a state set by hand, and how long a reason stays.
@Suite struct RecognizerReasonPartyTests {
    @Test("R104, R7: a pan refused by its delegate names the delegate")
    func refusedByDelegate() {
        let scene = RuleScene()
        let pan = scene.pan()
        let delegate = RuleDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 200), duration: 0.1)

        #expect(pan.reason == Reason(state: .failed, rule: "R7", cause: .refusedByDelegate, decidedBy: delegate))
        #expect(pan.reason?.decidedBy === delegate)
        #expect(pan.reason?.description == "failed: its delegate (RuleDelegate) said no to gestureRecognizerShouldBegin (R7)")
    }

    @Test("R104, R7: a pan refused by a view names that view: its own, or the one its touch went down in")
    func refusedByView() {
        let scene = RuleScene()
        let child = ReasonRefusingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        child.accessibilityIdentifier = "child"
        scene.content.addSubview(child)
        let outer = scene.pan("outer")

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 180), duration: 0.1)
        #expect(outer.reason == Reason(state: .failed, rule: "R7", cause: .refusedByView(isOwnView: false), decidedBy: child))
        #expect(outer.reason?.description == "failed: \(child.debugName), which its touch went down in, said no to gestureRecognizerShouldBegin (R7)")

        let own = scene.pan("own", to: child)
        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 180), duration: 0.1)
        #expect(own.reason == Reason(state: .failed, rule: "R7", cause: .refusedByView(isOwnView: true), decidedBy: child))
        #expect(own.reason?.description == "failed: its view said no to gestureRecognizerShouldBegin (R7)")
    }

    @Test("R104, R43: a tap over a button fails by the button's precedence, naming the button")
    func controlPrecedence() {
        let scene = RuleScene()
        let button = Button(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        button.accessibilityIdentifier = "save"
        scene.content.addSubview(button)
        let tap = scene.tap()

        scene.simulator.tap(at: CGPoint(100, 70))

        #expect(tap.reason == Reason(state: .failed, rule: "R43", cause: .controlTookPrecedence, decidedBy: button))
        #expect(tap.reason?.description == "failed: the touch is \(button.debugName)'s, which takes precedence over it (R43)")
    }

    @Test("R104, R15: a single tap that requires the double tap to fail names it when it is recognized")
    func requiredToFail() {
        let scene = RuleScene()
        let single = scene.tap("singleTap")
        let double = scene.tap("doubleTap", taps: 2)
        single.require(toFail: double)

        scene.simulator.tap(at: CGPoint(100, 100), count: 2)

        #expect(single.reason == Reason(state: .failed, rule: "R15", cause: .requiredToFail(otherEntered: .ended), decidedBy: double))
        #expect(single.reason?.decidedBy === double)
        #expect(single.reason?.description == "failed: it requires doubleTap to fail, and doubleTap was recognized (R15)")
        #expect(double.reason?.rule == "R26")
    }

    @Test("R104, R16: a pan that loses to a long press that began names the press; an active one cancelled names the swipe")
    func prevented() {
        let scene = RuleScene()
        let pan = scene.pan()
        let press = scene.longPress()

        scene.simulator.longPress(at: CGPoint(100, 100), duration: 0.7)
        #expect(pan.reason == Reason(state: .failed, rule: "R16", cause: .prevented(otherEntered: .began), decidedBy: press))
        #expect(pan.reason?.decidedBy === press)
        #expect(pan.reason?.description == "failed: press began first, and the two may not recognize together (R16)")

        scene.content.removeGestureRecognizer(pan)
        let yielding = scene.add(YieldingPan(target: nil, action: nil), "yielding")
        let swipe = scene.add(SwipeGestureRecognizer(target: nil, action: nil), "swipe")
        scene.simulator.swipe(from: CGPoint(100, 400), direction: .right)
        #expect(scene.log.states(of: "yielding").first == .began)
        #expect(scene.log.states(of: "yielding").last == .cancelled)
        #expect(yielding.reason == Reason(state: .cancelled, rule: "R16", cause: .prevented(otherEntered: .ended), decidedBy: swipe))
        #expect(yielding.reason?.description == "was cancelled: swipe was recognized first, and the two may not recognize together (R16)")
    }

    @Test("R104, R12, R13: disabling fails a possible recognizer by R12; removal cancels an active one by R13")
    func disabledAndRemoved() {
        let scene = RuleScene()
        let press = scene.longPress()
        let pan = scene.pan()

        scene.simulator.down(at: CGPoint(100, 100))
        press.isEnabled = false
        #expect(press.reason == Reason(state: .failed, rule: "R12", cause: .disabled))
        #expect(press.reason?.description == "failed: it was disabled (R12)")

        scene.simulator.move(to: CGPoint(100, 150))
        #expect(pan.state == .began)
        scene.content.removeGestureRecognizer(pan)
        #expect(pan.reason == Reason(state: .cancelled, rule: "R13", cause: .removed))
        #expect(pan.reason?.description == "was cancelled: it was removed from its view (R13)")
        scene.simulator.up()
    }

    @Test("R104, R12: disabling an active pan cancels it by R12")
    func disabledWhileActive() {
        let scene = RuleScene()
        let pan = scene.pan()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 150))
        pan.isEnabled = false

        #expect(pan.reason == Reason(state: .cancelled, rule: "R12", cause: .disabled))
        #expect(pan.reason?.description == "was cancelled: it was disabled (R12)")
        scene.simulator.up()
    }

    @Test("R104, R5, R105: a state set by hand records R5; setState(_:because:) records the words given")
    func setByHand() {
        let tap = TapGestureRecognizer(target: nil, action: nil)
        tap.state = .ended
        #expect(tap.reason == Reason(state: .ended, rule: "R5", cause: .setByHand))
        #expect(tap.reason?.description == "recognized: its state was set by hand (R5)")

        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.setState(.failed, because: "the shape was not a circle")
        #expect(pan.reason == Reason(state: .failed, rule: "R5", cause: .described("the shape was not a circle")))
        #expect(pan.reason?.description == "failed: the shape was not a circle (R5)")

        let scene = RuleScene()
        let custom = scene.add(HandSetReasonRecognizer(target: nil, action: nil), "custom")
        scene.simulator.down(at: CGPoint(100, 100))
        #expect(custom.reason == Reason(state: .began, rule: "R5", cause: .setByHand))
        #expect(custom.reason?.description == "began: its state was set by hand (R5)")
        scene.simulator.up()
        #expect(custom.reason == Reason(state: .ended, rule: "R5", cause: .described("the finger lifted where the shape closes")))
        #expect(custom.reason?.description == "ended: the finger lifted where the shape closes (R5)")
    }

    @Test("R104: the reason stays through the reset to .possible and is cleared when a touch begins the next attempt")
    func keptThenCleared() {
        let scene = RuleScene()
        let tap = scene.tap()

        #expect(tap.reason == nil)
        scene.simulator.tap(at: CGPoint(100, 100))
        #expect(tap.state == .possible)
        #expect(tap.reason == Reason(state: .ended, rule: "R26", cause: .tapsCompleted(1)))

        scene.simulator.down(at: CGPoint(300, 300))
        #expect(tap.reason == nil)
        scene.simulator.move(to: CGPoint(300, 400))
        #expect(tap.reason?.rule == "R27")
        scene.simulator.up()
        #expect(tap.state == .possible)
        #expect(tap.reason?.cause == .movedTooFar(limit: 45, moved: 100, before: nil))
    }

    @Test("R104: a .changed keeps the .began reason")
    func changedKeepsBegan() {
        let scene = RuleScene()
        let pan = scene.pan()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 130))
        let began = pan.reason
        scene.simulator.move(to: CGPoint(100, 160))
        scene.simulator.move(to: CGPoint(100, 190))

        #expect(pan.state == .changed)
        #expect(began?.state == .began)
        #expect(pan.reason == began)
        #expect(pan.reason?.description == "began: the finger moved past the 10-point hysteresis (R22)")
        scene.simulator.up()
    }

    // MARK: Scroll views (R49, R50)

    @Test("R104, R49: a scroll view whose pan begins before the content heard the touch takes it from the content's tap")
    func scrollViewTookTouchBeforeContent() {
        let scene = ScrollScene()
        let tap = TapGestureRecognizer(target: nil, action: nil)
        scene.content.addGestureRecognizer(tap)

        scene.drag(from: CGPoint(200, 500), by: CGVector(dx: 0, dy: -100))

        #expect(scene.content.phases.isEmpty)
        #expect(tap.reason == Reason(state: .failed, rule: "R49", cause: .scrollViewTookTouch, decidedBy: scene.scrollView))
        #expect(tap.reason?.decidedBy === scene.scrollView)
        #expect(tap.reason?.description == "failed: \(scene.scrollView.debugName) took the touch (R49)")
        scene.simulator.up()
    }

    @Test("R104, R50: a scroll view whose pan begins after the content heard the touch takes it from the content's tap")
    func scrollViewTookTouchFromContent() {
        let scene = ScrollScene()
        let tap = TapGestureRecognizer(target: nil, action: nil)
        scene.content.addGestureRecognizer(tap)
        let outer = TapGestureRecognizer(target: nil, action: nil)
        scene.window.addGestureRecognizer(outer)

        scene.simulator.down(at: CGPoint(200, 500))
        scene.simulator.wait(0.2)
        scene.simulator.move(to: CGPoint(200, 470))

        #expect(scene.content.phases == ["began", "cancelled"])
        #expect(tap.reason == Reason(state: .failed, rule: "R50", cause: .scrollViewTookTouch, decidedBy: scene.scrollView))
        #expect(tap.reason?.description == "failed: \(scene.scrollView.debugName) took the touch (R50)")
        // A recognizer outside the content loses to the pan by R16.
        #expect(outer.reason == Reason(state: .failed, rule: "R16", cause: .prevented(otherEntered: .began), decidedBy: scene.scrollView.panGestureRecognizer))
        scene.simulator.up()
    }
}
