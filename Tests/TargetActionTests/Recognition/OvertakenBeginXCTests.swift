import Foundation
import Mocks
import TargetAction
import XCTest

/// A delegate that turns its recognizer off while asked whether it should begin, then says yes:
/// as an app does that locks a gesture from inside its own delegate.
private final class LockingDelegate: GestureRecognizerDelegate {
    var lock: (GestureRecognizer) -> Void = { $0.isEnabled = false }
    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        lock(g)
        return true
    }
}

/// Counts the actions it receives and the states it saw.
private final class StateCounter: Responder {
    private(set) var states: [GestureRecognizer.State] = []
    override init() {
        super.init()
        publish("handle:", StateCounter.handle)
    }
    private func handle(_ recognizer: GestureRecognizer) { states.append(recognizer.state) }
}

/// R2, R12, R13 in XCTest: what a delegate does to its own recognizer while asked whether it should
/// begin stands; the recognizer does not begin behind its back.
final class OvertakenBeginXCTests: XCTestCase {
    private func scene(_ recognizer: GestureRecognizer) -> (window: Window, view: View, simulator: TouchSimulator) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return (window, view, TouchSimulator(window: window))
    }

    func test_R12_aPanDisabledInShouldBeginSendsNothingAndEndsPossible() {
        let counter = StateCounter()
        let pan = PanGestureRecognizer(target: counter, action: "handle:")
        let delegate = LockingDelegate()
        pan.delegate = delegate
        let (window, _, simulator) = scene(pan)

        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.2)

        XCTAssertEqual(counter.states, [])
        XCTAssertFalse(pan.isEnabled)
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(window.activeTouches.count, 0)
    }

    func test_R13_aLongPressRemovedInShouldBeginSendsNothing() {
        let counter = StateCounter()
        let press = LongPressGestureRecognizer(target: counter, action: "handle:")
        let delegate = LockingDelegate()
        delegate.lock = { $0.view?.removeGestureRecognizer($0) }
        press.delegate = delegate
        let (_, view, simulator) = scene(press)

        simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 1)

        XCTAssertEqual(counter.states, [])
        XCTAssertNil(press.view)
        XCTAssertEqual(view.gestureRecognizers?.count ?? 0, 0)
        XCTAssertEqual(press.state, .possible)
    }

    func test_R13_aPinchWhoseViewLeavesInShouldBeginSendsNothing() {
        let counter = StateCounter()
        let pinch = PinchGestureRecognizer(target: counter, action: "handle:")
        let delegate = LockingDelegate()
        delegate.lock = { $0.view?.removeFromSuperview() }
        pinch.delegate = delegate
        let (_, view, simulator) = scene(pinch)

        simulator.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 300, duration: 0.3)

        XCTAssertEqual(counter.states, [])
        XCTAssertNil(view.window)
        XCTAssertEqual(pinch.state, .possible)
    }

    func test_R12_aTapDisabledInShouldBeginIsNotRecognized() {
        let counter = StateCounter()
        let tap = TapGestureRecognizer(target: counter, action: "handle:")
        let delegate = LockingDelegate()
        tap.delegate = delegate
        let (_, _, simulator) = scene(tap)

        simulator.tap(at: CGPoint(x: 100, y: 100))

        XCTAssertEqual(counter.states, [])
        XCTAssertEqual(tap.state, .possible)
    }

    func test_R2_R7_aRequestMadeWhileAskedToBeginOvertakesTheBegin() {
        let counter = StateCounter()
        let recognizer = EndsOnTimerRecognizer(target: counter, action: "handle:")
        let (window, _, simulator) = scene(recognizer)
        let delegate = ClockMovingDelegate(clock: window.clock)
        recognizer.delegate = delegate

        simulator.down(at: CGPoint(x: 100, y: 100))
        simulator.up()

        XCTAssertEqual(counter.states, [.ended])   // never .began
        XCTAssertEqual(recognizer.state, .possible)
    }
}

/// Asks to begin at its first touch, and to end 0.1 s later.
private final class EndsOnTimerRecognizer: GestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        scheduleTimer(after: 0.1) { [unowned self] in state = .ended }
        state = .began
    }
}

/// Moves the clock 0.2 s on while asked whether its recognizer should begin, then says yes.
private final class ClockMovingDelegate: GestureRecognizerDelegate {
    let clock: ManualClock
    init(clock: ManualClock) { self.clock = clock }
    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        clock.advance(by: 0.2)
        return true
    }
}
