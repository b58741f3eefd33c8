import Foundation
import Mocks
@testable import TargetAction
import TestSupport
import XCTest

/// HostileCallbackTests in XCTest: what app code does from inside a callback, as a ported suite
/// writes it.
final class HostileCallbackXCTests: XCTestCase {
    func test_R12_disabledFromShouldReceiveGetsNoTouch() throws {
        let (window, view, simulator) = HostileCallbackTests.stage()
        let tap = TapGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        tap.addTarget(probe, action: "handle:")
        let delegate = ReceivingDelegate()
        delegate.onReceive = { $0.isEnabled = false }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)

        simulator.down(at: CGPoint(x: 50, y: 50))
        let touch = try XCTUnwrap(simulator.touch(finger: 0))
        simulator.up()

        XCTAssertFalse(touch.gestureRecognizers.contains { $0 === tap })
        XCTAssertTrue(probe.states.isEmpty)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertTrue(window.engagedGestureRecognizers.isEmpty)
    }

    func test_R13_R18_viewTakenOutFromShouldReceive() throws {
        let (window, view, simulator) = HostileCallbackTests.stage()
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
        let touch = try XCTUnwrap(simulator.touch(finger: 0))
        simulator.up()

        XCTAssertNil(view.window)
        XCTAssertEqual(touch.gestureRecognizers.count, 1)
        XCTAssertTrue(touch.gestureRecognizers.first === outer)
        XCTAssertEqual(probe.states, [.ended])
        XCTAssertEqual(inner.state, .possible)
        XCTAssertTrue(window.engagedGestureRecognizers.isEmpty)
    }

    func test_R4_R30_rejectedNestedDownIsNotDown() {
        let (window, view, simulator) = HostileCallbackTests.stage()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(button)
        button.addAction(Action { [weak simulator] _ in
            simulator?.down(at: CGPoint(x: 300, y: 300), finger: 1)
            simulator?.wait(0.1)
        }, for: .touchDown)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 50, y: 50)) }

        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(simulator.fingersDown, [0])
        XCTAssertEqual(window.activeTouches.count, 1)
        XCTAssertTrue(FailureReporter.capturing { simulator.up() }.failures.isEmpty)
        XCTAssertTrue(window.activeTouches.isEmpty)
    }

    func test_R47_R52_animationFromDidEndDraggingReplacesTheDeceleration() {
        let (window, _, simulator) = HostileCallbackTests.stage()
        let list = ScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 400, height: 5000)
        window.addSubview(list)
        let delegate = AnimatingOnLiftDelegate()
        list.delegate = delegate

        simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.1, steps: 5)
        XCTAssertEqual(delegate.willDecelerate, [true])
        XCTAssertFalse(list.isDecelerating)
        simulator.wait(1)

        XCTAssertFalse(list.isDecelerating)
        XCTAssertEqual(delegate.calls, ["didEndDragging", "didEndScrollingAnimation"])
        XCTAssertEqual(list.contentOffset, CGPoint(x: 0, y: 100))
    }

    func test_R40_sliderDisabledByItsValueChangedHandler() {
        let (window, view, simulator) = HostileCallbackTests.stage()
        let log = ControlEventLog(window: window)
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        view.addSubview(slider)
        slider.addAction(Action { action in (action.sender as? Control)?.isEnabled = false }, for: .valueChanged)

        simulator.down(at: CGPoint(x: 14, y: 15))
        simulator.move(to: CGPoint(x: 100, y: 15))
        simulator.move(to: CGPoint(x: 150, y: 15))
        simulator.up()

        XCTAssertEqual(log.events(of: "Slider"), [.touchDown, .valueChanged])
        XCTAssertFalse(slider.isTracking)
    }

    func test_R40_switchDisabledByItsTouchUpInsideHandler() {
        let (window, view, simulator) = HostileCallbackTests.stage()
        let log = ControlEventLog(window: window)
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        view.addSubview(toggle)
        toggle.addAction(Action { action in (action.sender as? Control)?.isEnabled = false }, for: .touchUpInside)

        simulator.tap(at: CGPoint(x: 25, y: 15))

        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(log.events(of: "Switch"), [.touchDown, .touchUpInside])
    }

    func test_R4_R47_noScrollViewLeftDraggingByAFingerPutDownAgain() {
        let (window, _, simulator) = HostileCallbackTests.stage()
        let list = ScrollView(frame: CGRect(x: 0, y: 300, width: 400, height: 500))
        list.contentSize = CGSize(width: 400, height: 5000)
        window.addSubview(list)
        let (_, delegate) = HostileCallbackTests.putFingerZeroDownAgain(at: CGPoint(x: 200, y: 500), in: window, simulator)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 200, y: 700)) }
        simulator.move(to: CGPoint(x: 200, y: 600))
        simulator.move(to: CGPoint(x: 200, y: 400))
        simulator.up()
        simulator.wait(5)

        XCTAssertEqual(failures.count, 1)
        XCTAssertNil(delegate.onReceive)
        XCTAssertFalse(list.isDragging)
        XCTAssertFalse(list.isTracking)
        XCTAssertTrue(window.activeTouches.isEmpty)
    }

    func test_R4_R41_noPageControlLeftTrackingByAFingerPutDownAgain() {
        let (window, _, simulator) = HostileCallbackTests.stage()
        let pages = PageControl(frame: CGRect(x: 0, y: 500, width: 200, height: 26))
        pages.numberOfPages = 5
        window.addSubview(pages)
        let (_, delegate) = HostileCallbackTests.putFingerZeroDownAgain(at: CGPoint(x: 100, y: 513), in: window, simulator)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 300, y: 700)) }
        simulator.up()

        XCTAssertEqual(failures.count, 1)
        XCTAssertNil(delegate.onReceive)
        XCTAssertFalse(pages.isTracking)
        XCTAssertTrue(window.activeTouches.isEmpty)
    }

    func test_R4_R23_noPanLeftChangedByAFingerPutDownAgain() {
        let (window, _, simulator) = HostileCallbackTests.stage()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let probe = HandlerProbe()
        pan.addTarget(probe, action: "handle:")
        window.addGestureRecognizer(pan)
        let (_, delegate) = HostileCallbackTests.putFingerZeroDownAgain(at: CGPoint(x: 100, y: 700), in: window, simulator)

        let (_, failures) = FailureReporter.capturing { simulator.down(at: CGPoint(x: 300, y: 700)) }
        simulator.move(to: CGPoint(x: 300, y: 600))
        simulator.up()

        XCTAssertEqual(failures.count, 1)
        XCTAssertNil(delegate.onReceive)
        XCTAssertEqual(probe.states, [.began, .changed, .ended])
        XCTAssertEqual(pan.state, .possible)
    }
}
