import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// A delegate whose `shouldReceive` runs app code, then says yes.
final class ReceivingDelegate: GestureRecognizerDelegate {
    var onReceive: ((GestureRecognizer) -> Void)?

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        onReceive?(recognizer)
        return true
    }
}

/// What app code does from inside a callback that the random checker's hostile scenes found the
/// toolkit mishandling: each case as a user writes it, on the public API.
@Suite struct HostileCallbackTests {
    /// A 400×800 window with a 200×200 view at its top left, and a simulator.
    static func stage() -> (window: Window, view: View, simulator: TouchSimulator) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        return (window, view, TouchSimulator(window: window))
    }

    // MARK: A delegate's shouldReceive that disables or removes (R12, R13, R18)

    @Test("R12: a recognizer its delegate disables from shouldReceive does not get that touch")
    func r12_disabledFromShouldReceiveGetsNoTouch() throws {
        let (window, view, simulator) = Self.stage()
        let tap = TapGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        tap.addTarget(probe, action: "handle:")
        let delegate = ReceivingDelegate()
        delegate.onReceive = { $0.isEnabled = false }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)

        simulator.down(at: CGPoint(x: 50, y: 50))
        let touch = try #require(simulator.touch(finger: 0))
        simulator.up()

        #expect(!touch.gestureRecognizers.contains { $0 === tap })
        #expect(probe.states.isEmpty)
        #expect(tap.state == .possible && window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R13: a recognizer its delegate removes from its view from shouldReceive does not get that touch")
    func r13_removedFromShouldReceiveGetsNoTouch() throws {
        let (window, view, simulator) = Self.stage()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let delegate = ReceivingDelegate()
        delegate.onReceive = { $0.view?.removeGestureRecognizer($0) }
        pan.delegate = delegate
        view.addGestureRecognizer(pan)

        simulator.down(at: CGPoint(x: 50, y: 50))
        let touch = try #require(simulator.touch(finger: 0))
        simulator.move(to: CGPoint(x: 50, y: 120))
        simulator.up()

        #expect(!touch.gestureRecognizers.contains { $0 === pan })
        #expect(pan.view == nil && pan.state == .possible && window.engagedGestureRecognizers.isEmpty)
    }

    @Test("R13, R18: a delegate that takes its view out of the window from shouldReceive: its recognizer gets nothing, the window's still get the touch")
    func r13_r18_viewTakenOutFromShouldReceive() throws {
        let (window, view, simulator) = Self.stage()
        let inner = PanGestureRecognizer(target: nil, action: nil)
        let delegate = ReceivingDelegate()
        delegate.onReceive = { $0.view?.removeFromSuperview() }
        inner.delegate = delegate
        view.addGestureRecognizer(inner)
        let outer = TapGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        outer.addTarget(probe, action: "handle:")
        window.addGestureRecognizer(outer)

        simulator.down(at: CGPoint(x: 50, y: 50))
        let touch = try #require(simulator.touch(finger: 0))
        simulator.up()

        #expect(view.window == nil)
        #expect(touch.gestureRecognizers.map { $0 === outer } == [true])
        #expect(probe.states == [.ended])
        #expect(inner.state == .possible && window.engagedGestureRecognizers.isEmpty)
    }

    // MARK: The simulator driven from a handler (R4, R30)

    @Test("R4, R30: a simulator touch-down sent from a handler and rejected when its turn comes is not counted down")
    func r4_rejectedNestedDownIsNotDown() {
        let (window, view, simulator) = Self.stage()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(button)
        button.addAction(Action { [weak simulator] _ in
            simulator?.down(at: CGPoint(x: 300, y: 300), finger: 1)   // waits until this event is done (R4)
            simulator?.wait(0.1)   // the clock passes it: the window rejects it when its turn comes (R30)
        }, for: .touchDown)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 50, y: 50)) }

        #expect(failures.count == 1 && failures[0].message.contains("rejected"), "\(failures)")
        #expect(simulator.fingersDown == [0])
        #expect(window.activeTouches.count == 1)
        #expect(FailureReporter.capturing { simulator.up() }.failures.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }

    @Test("R4, R30: a simulator lift sent from a handler and rejected when its turn comes leaves the finger down, and it can be lifted")
    func r4_rejectedNestedLiftLeavesTheFingerDown() {
        let (window, view, simulator) = Self.stage()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(button)
        simulator.down(at: CGPoint(x: 300, y: 300), finger: 1)
        button.addAction(Action { [weak simulator] _ in
            simulator?.up(finger: 1)
            simulator?.wait(0.1)
        }, for: .touchDown)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 50, y: 50)) }

        #expect(failures.count == 1 && failures[0].message.contains("rejected"), "\(failures)")
        #expect(simulator.fingersDown == [0, 1])
        #expect(window.activeTouches.count == 2)
        #expect(FailureReporter.capturing { simulator.up(finger: 1); simulator.up(finger: 0) }.failures.isEmpty)
        #expect(window.activeTouches.isEmpty && simulator.fingersDown.isEmpty)
    }

    // MARK: A scroll view's delegate that animates as the drag ends (R47, R52)

    @Test("R47, R52: an animation the delegate starts from scrollViewDidEndDragging goes on instead of the deceleration, which never begins")
    func r47_r52_animationFromDidEndDraggingReplacesTheDeceleration() {
        let (window, _, simulator) = Self.stage()
        let list = ScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 400, height: 5000)
        window.addSubview(list)
        let delegate = AnimatingOnLiftDelegate()
        list.delegate = delegate

        simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.1, steps: 5)   // a flick

        #expect(delegate.willDecelerate == [true])
        #expect(!list.isDecelerating)
        #expect(delegate.calls == ["didEndDragging"])
        simulator.wait(1)
        #expect(!list.isDecelerating)
        #expect(delegate.calls == ["didEndDragging", "didEndScrollingAnimation"])
        #expect(list.contentOffset == CGPoint(x: 0, y: 100))
    }

    // MARK: A control that one of its handlers disables (R40)

    @Test("R40: a slider its .valueChanged handler disables sends nothing more for that touch")
    func r40_sliderDisabledByItsValueChangedHandler() {
        let (window, view, simulator) = Self.stage()
        let log = ControlEventLog(window: window)
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        view.addSubview(slider)
        slider.addAction(Action { action in (action.sender as? Control)?.isEnabled = false }, for: .valueChanged)

        simulator.down(at: CGPoint(x: 14, y: 15))
        simulator.move(to: CGPoint(x: 100, y: 15))
        simulator.move(to: CGPoint(x: 150, y: 15))
        simulator.up()

        #expect(log.events(of: "Slider") == [.touchDown, .valueChanged])
        #expect(!slider.isTracking && !slider.isHighlighted)
    }

    @Test("R40: a switch or a button its .touchUpInside handler disables neither toggles nor sends its primary action")
    func r40_liftHandlerThatDisables() {
        let (window, view, simulator) = Self.stage()
        let log = ControlEventLog(window: window)
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let button = Button(frame: CGRect(x: 0, y: 100, width: 80, height: 44))
        view.addSubview(toggle)
        view.addSubview(button)
        for control in [toggle, button] as [Control] {
            control.addAction(Action { action in (action.sender as? Control)?.isEnabled = false }, for: .touchUpInside)
        }

        simulator.tap(at: CGPoint(x: 25, y: 15))
        simulator.tap(at: CGPoint(x: 40, y: 120))

        #expect(!toggle.isOn)
        #expect(log.events(of: "Switch") == [.touchDown, .touchUpInside])
        #expect(log.events(of: "Button") == [.touchDown, .touchUpInside])
    }

    // MARK: Issue 32's sightings: a finger put down again from inside its own touch-down (R4)

    /// Arms a recognizer on the window whose delegate, the first time it is asked about a touch,
    /// puts `simulator`'s finger 0 down again at `point`: while finger 0's own touch-down is sent.
    /// The recognizer holds its delegate weakly: keep the delegate.
    static func putFingerZeroDownAgain(at point: CGPoint, in window: Window, _ simulator: TouchSimulator) -> (TapGestureRecognizer, ReceivingDelegate) {
        let spy = TapGestureRecognizer(target: nil, action: nil)
        let delegate = ReceivingDelegate()
        delegate.onReceive = { [weak simulator, weak delegate] _ in
            delegate?.onReceive = nil
            simulator?.down(at: point, finger: 0)
        }
        spy.delegate = delegate
        window.addGestureRecognizer(spy)
        return (spy, delegate)
    }

    @Test("R4, R47: a finger put down again from inside its own touch-down is reported and sends nothing: no scroll view is left dragging or tracking after every finger lifted")
    func r4_r47_noScrollViewLeftDragging() {
        let (window, _, simulator) = Self.stage()
        let list = ScrollView(frame: CGRect(x: 0, y: 300, width: 400, height: 500))
        list.contentSize = CGSize(width: 400, height: 5000)
        window.addSubview(list)
        let (_, delegate) = Self.putFingerZeroDownAgain(at: CGPoint(x: 200, y: 500), in: window, simulator)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 200, y: 700)) }
        simulator.move(to: CGPoint(x: 200, y: 600))
        simulator.move(to: CGPoint(x: 200, y: 400))
        simulator.up()
        simulator.wait(5)

        #expect(failures.count == 1 && failures[0].message.contains("already down"), "\(failures)")
        #expect(delegate.onReceive == nil)
        #expect(!list.isDragging && !list.isTracking && !list.isDecelerating)
        #expect(list.panGestureRecognizer.state == .possible)
        #expect(window.activeTouches.isEmpty && simulator.fingersDown.isEmpty)
    }

    @Test("R4, R41: a finger put down again from inside its own touch-down is reported and sends nothing: no page control is left tracking")
    func r4_r41_noPageControlLeftTracking() {
        let (window, _, simulator) = Self.stage()
        let pages = PageControl(frame: CGRect(x: 0, y: 500, width: 200, height: 26))
        pages.numberOfPages = 5
        window.addSubview(pages)
        let (_, delegate) = Self.putFingerZeroDownAgain(at: CGPoint(x: 100, y: 513), in: window, simulator)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 300, y: 700)) }
        simulator.up()
        simulator.wait(5)

        #expect(failures.count == 1 && failures[0].message.contains("already down"), "\(failures)")
        #expect(delegate.onReceive == nil)
        #expect(!pages.isTracking && !pages.isHighlighted)
        #expect(window.activeTouches.isEmpty)
    }

    @Test("R4, R23: a finger put down again from inside its own touch-down is reported and sends nothing: no pan is left in .changed")
    func r4_r23_noPanLeftChanged() {
        let (window, _, simulator) = Self.stage()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        pan.addTarget(probe, action: "handle:")
        window.addGestureRecognizer(pan)
        let (_, delegate) = Self.putFingerZeroDownAgain(at: CGPoint(x: 100, y: 700), in: window, simulator)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 300, y: 700)) }
        simulator.move(to: CGPoint(x: 300, y: 600))
        simulator.up()
        simulator.wait(5)

        #expect(failures.count == 1 && failures[0].message.contains("already down"), "\(failures)")
        #expect(delegate.onReceive == nil)
        #expect(probe.states == [.began, .changed, .ended])
        #expect(pan.state == .possible && window.activeTouches.isEmpty)
    }
}

/// A scroll view's delegate that scrolls to 100 with an animation when a drag ends, and records its calls.
final class AnimatingOnLiftDelegate: ScrollViewDelegate {
    var willDecelerate: [Bool] = []
    var calls: [String] = []

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        willDecelerate.append(decelerate)
        calls.append("didEndDragging")
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}
