import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

private typealias Reason = GestureRecognizer.Reason

/// R104, R105 in XCTest: the other party that decided, disabling and removal, a state set by hand,
/// and how long a reason stays.
final class RecognizerReasonPartyXCTests: XCTestCase {
    func test_R104_R7_aPanRefusedByItsDelegateNamesTheDelegate() {
        let scene = RuleScene()
        let pan = scene.pan()
        let delegate = RuleDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 200), duration: 0.1)

        assertReason(pan, Reason(state: .failed, rule: "R7", cause: .refusedByDelegate, decidedBy: delegate),
                     "failed: its delegate (RuleDelegate) said no to gestureRecognizerShouldBegin (R7)")
        XCTAssertTrue(pan.reason?.decidedBy === delegate)
    }

    func test_R104_R7_aPanRefusedByAViewNamesTheView() {
        let scene = RuleScene()
        let child = ReasonRefusingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        child.accessibilityIdentifier = "child"
        scene.content.addSubview(child)
        let outer = scene.pan("outer")
        let own = scene.pan("own", to: child)

        scene.simulator.drag(from: CGPoint(100, 100), to: CGPoint(100, 180), duration: 0.1)

        assertReason(outer, Reason(state: .failed, rule: "R7", cause: .refusedByView(isOwnView: false), decidedBy: child),
                     "failed: \(child.debugName), which its touch went down in, said no to gestureRecognizerShouldBegin (R7)")
        assertReason(own, Reason(state: .failed, rule: "R7", cause: .refusedByView(isOwnView: true), decidedBy: child),
                     "failed: its view said no to gestureRecognizerShouldBegin (R7)")
    }

    func test_R104_R43_aTapOverAButtonFailsByTheButtonsPrecedence() {
        let scene = RuleScene()
        let button = Button(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        button.accessibilityIdentifier = "save"
        scene.content.addSubview(button)
        let tap = scene.tap()

        scene.simulator.tap(at: CGPoint(100, 70))

        assertReason(tap, Reason(state: .failed, rule: "R43", cause: .controlTookPrecedence, decidedBy: button),
                     "failed: the touch is \(button.debugName)'s, which takes precedence over it (R43)")
    }

    func test_R104_R15_aSingleTapNamesTheDoubleTapItRequiredToFail() {
        let scene = RuleScene()
        let single = scene.tap("singleTap")
        let double = scene.tap("doubleTap", taps: 2)
        single.require(toFail: double)

        scene.simulator.tap(at: CGPoint(100, 100), count: 2)

        assertReason(single, Reason(state: .failed, rule: "R15", cause: .requiredToFail(otherEntered: .ended), decidedBy: double),
                     "failed: it requires doubleTap to fail, and doubleTap was recognized (R15)")
        XCTAssertTrue(single.reason?.decidedBy === double)
    }

    func test_R104_R16_aPanNamesTheRecognizerThatPreventedIt() {
        let scene = RuleScene()
        let pan = scene.pan()
        let press = scene.longPress()

        scene.simulator.longPress(at: CGPoint(100, 100), duration: 0.7)
        assertReason(pan, Reason(state: .failed, rule: "R16", cause: .prevented(otherEntered: .began), decidedBy: press),
                     "failed: press began first, and the two may not recognize together (R16)")

        scene.content.removeGestureRecognizer(pan)
        let yielding = scene.add(YieldingPan(target: nil, action: nil), "yielding")
        let swipe = scene.add(SwipeGestureRecognizer(target: nil, action: nil), "swipe")
        scene.simulator.swipe(from: CGPoint(100, 400), direction: .right)
        XCTAssertEqual(scene.log.states(of: "yielding").first, .began)
        assertReason(yielding, Reason(state: .cancelled, rule: "R16", cause: .prevented(otherEntered: .ended), decidedBy: swipe),
                     "was cancelled: swipe was recognized first, and the two may not recognize together (R16)")
    }

    func test_R104_R12_R13_disablingAndRemoval() {
        let scene = RuleScene()
        let press = scene.longPress()
        let pan = scene.pan()

        scene.simulator.down(at: CGPoint(100, 100))
        press.isEnabled = false
        assertReason(press, Reason(state: .failed, rule: "R12", cause: .disabled), "failed: it was disabled (R12)")
        scene.simulator.move(to: CGPoint(100, 150))
        scene.content.removeGestureRecognizer(pan)
        assertReason(pan, Reason(state: .cancelled, rule: "R13", cause: .removed), "was cancelled: it was removed from its view (R13)")
        scene.simulator.up()

        let other = RuleScene()
        let active = other.pan()
        other.simulator.down(at: CGPoint(100, 100))
        other.simulator.move(to: CGPoint(100, 150))
        active.isEnabled = false
        assertReason(active, Reason(state: .cancelled, rule: "R12", cause: .disabled), "was cancelled: it was disabled (R12)")
        other.simulator.up()
    }

    func test_R104_R5_R105_aStateSetByHandAndSetStateBecause() {
        let tap = TapGestureRecognizer(target: nil, action: nil)
        tap.state = .ended
        assertReason(tap, Reason(state: .ended, rule: "R5", cause: .setByHand), "recognized: its state was set by hand (R5)")

        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.setState(.failed, because: "the shape was not a circle")
        assertReason(pan, Reason(state: .failed, rule: "R5", cause: .described("the shape was not a circle")),
                     "failed: the shape was not a circle (R5)")

        let scene = RuleScene()
        let custom = scene.add(HandSetReasonRecognizer(target: nil, action: nil), "custom")
        scene.simulator.down(at: CGPoint(100, 100))
        assertReason(custom, Reason(state: .began, rule: "R5", cause: .setByHand), "began: its state was set by hand (R5)")
        scene.simulator.up()
        assertReason(custom, Reason(state: .ended, rule: "R5", cause: .described("the finger lifted where the shape closes")),
                     "ended: the finger lifted where the shape closes (R5)")
    }

    func test_R104_theReasonStaysThroughTheResetAndIsClearedByTheNextAttempt() {
        let scene = RuleScene()
        let tap = scene.tap()

        XCTAssertNil(tap.reason)
        scene.simulator.tap(at: CGPoint(100, 100))
        XCTAssertEqual(tap.state, .possible)
        assertReason(tap, Reason(state: .ended, rule: "R26", cause: .tapsCompleted(1)), "recognized: the tap completed on the lift (R26)")
        scene.simulator.down(at: CGPoint(300, 300))
        XCTAssertNil(tap.reason)
        scene.simulator.move(to: CGPoint(300, 400))
        scene.simulator.up()
        XCTAssertEqual(tap.state, .possible)
        assertReason(tap, Reason(state: .failed, rule: "R27", cause: .movedTooFar(limit: 45, moved: 100, before: nil)),
                     "failed: the finger moved more than 45 points (R27)")
    }

    func test_R104_aChangedKeepsTheBeganReason() {
        let scene = RuleScene()
        let pan = scene.pan()

        scene.simulator.down(at: CGPoint(100, 100))
        scene.simulator.move(to: CGPoint(100, 130))
        let began = pan.reason
        scene.simulator.move(to: CGPoint(100, 160))

        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(began?.state, .began)
        XCTAssertEqual(pan.reason, began)
        scene.simulator.up()
    }

    func test_R104_R49_R50_aScrollViewThatTakesTheTouchIsNamedByTheContentsTap() {
        let early = ScrollScene()
        let tap = TapGestureRecognizer(target: nil, action: nil)
        early.content.addGestureRecognizer(tap)
        early.drag(from: CGPoint(200, 500), by: CGVector(dx: 0, dy: -100))
        assertReason(tap, Reason(state: .failed, rule: "R49", cause: .scrollViewTookTouch, decidedBy: early.scrollView),
                     "failed: \(early.scrollView.debugName) took the touch (R49)")
        early.simulator.up()

        let late = ScrollScene()
        let lateTap = TapGestureRecognizer(target: nil, action: nil)
        late.content.addGestureRecognizer(lateTap)
        late.simulator.down(at: CGPoint(200, 500))
        late.simulator.wait(0.2)
        late.simulator.move(to: CGPoint(200, 470))
        assertReason(lateTap, Reason(state: .failed, rule: "R50", cause: .scrollViewTookTouch, decidedBy: late.scrollView),
                     "failed: \(late.scrollView.debugName) took the touch (R50)")
        XCTAssertEqual(late.content.phases, ["began", "cancelled"])
        late.simulator.up()
    }
}
