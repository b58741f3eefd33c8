import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// Releasing a window releases everything in it; targets, delegates, observers and a clock the
/// test keeps hold nothing alive.
@Suite struct MemoryTests {
    /// A weak reference with a label, for saying which object leaked.
    struct Watched {
        let label: String
        weak var object: AnyObject?
    }

    /// A controller that is the target of its own recognizers and the delegate of one, as apps do.
    final class GestureController: ViewController, GestureRecognizerDelegate {
        private(set) var actions = 0
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let doubleTap = TapGestureRecognizer(target: nil, action: nil)
        let press = LongPressGestureRecognizer(target: nil, action: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            publish("handle:", GestureController.handle)
            pan.addTarget(self, action: "handle:")
            doubleTap.addTarget(self, action: GestureController.typedHandle)
            doubleTap.numberOfTapsRequired = 2
            press.addTarget(self, action: "handle:")
            press.minimumPressDuration = 5
            pan.delegate = self
            let left = View(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
            let right = View(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
            view.addSubview(left)
            view.addSubview(right)
            left.addGestureRecognizer(pan)
            right.addGestureRecognizer(doubleTap)
            right.addGestureRecognizer(press)
            press.require(toFail: doubleTap)
        }

        private func handle(_ recognizer: GestureRecognizer) { actions += 1 }
        func typedHandle(_ recognizer: GestureRecognizer) { actions += 1 }
    }

    final class Observer: GestureObserver {}

    /// Builds a window with a presented controller, drives it, and returns weak references to
    /// everything, with fingers left down when `midGesture` (a pan active, a long press's timer
    /// and a double tap's interval timer pending).
    static func driveScene(clock: ManualClock, observer: Observer, midGesture: Bool) -> [Watched] {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800), clock: clock)
        window.gestureObserver = observer
        let root = ViewController()
        window.rootViewController = root
        let controller = GestureController()
        root.present(controller, animated: false, completion: nil)
        let simulator = TouchSimulator(window: window)

        simulator.drag(from: CGPoint(50, 50), to: CGPoint(50, 300), duration: 0.2)
        simulator.tap(at: CGPoint(300, 300), count: 2)
        var watched = [
            Watched(label: "window", object: window), Watched(label: "root controller", object: root),
            Watched(label: "presented controller", object: controller), Watched(label: "root view", object: root.view),
            Watched(label: "presented view", object: controller.view), Watched(label: "pan", object: controller.pan),
            Watched(label: "double tap", object: controller.doubleTap), Watched(label: "long press", object: controller.press),
            Watched(label: "simulator", object: simulator),
        ] + controller.view.subviews.map { Watched(label: "subview", object: $0) }
        if midGesture {
            simulator.tap(at: CGPoint(300, 300))   // the double tap waits for a second tap on a timer
            simulator.down(at: CGPoint(300, 400), finger: 1)   // the press's timer runs
            simulator.down(at: CGPoint(50, 50))
            simulator.move(to: CGPoint(50, 200))   // the pan is active
            watched += [0, 1].compactMap { simulator.touch(finger: $0) }.map { Watched(label: "touch", object: $0) }
            #expect(controller.pan.state == .changed || controller.pan.state == .began)
            #expect(clock.pendingTimerCount >= 2)
        }
        #expect(controller.actions > 0)
        return watched
    }

    @Test("Releasing a window at rest releases every view, recognizer and controller")
    func windowAtRestReleasesEverything() {
        let clock = ManualClock()
        let observer = Observer()

        let watched = MemoryTests.driveScene(clock: clock, observer: observer, midGesture: false)

        #expect(watched.filter { $0.object != nil }.map(\.label) == [])
    }

    @Test("Releasing a window mid-gesture, timers pending and the clock kept, releases everything; the clock has nothing left to fire")
    func windowMidGestureReleasesEverything() {
        let clock = ManualClock()
        let observer = Observer()

        let watched = MemoryTests.driveScene(clock: clock, observer: observer, midGesture: true)

        #expect(watched.filter { $0.object != nil }.map(\.label) == [])
        #expect(clock.pendingTimerCount == 0)
        clock.advance(by: 10)
        #expect(clock.now > 0)
    }

    @Test("R10: a recognizer holds its targets weakly: a released target is gone, the recognizer lives on")
    func targetsAreHeldWeakly() {
        let pan = PanGestureRecognizer(target: nil, action: nil)
        weak var weakTarget: ActionLog?
        weak var weakTyped: ActionLog?

        do {
            let target = ActionLog()
            let typed = ActionLog()
            weakTarget = target
            weakTyped = typed
            pan.addTarget(target, action: "record:")
            pan.addTarget(typed, action: ActionLog.clear)
            #expect(pan.targetActionPairs.count == 2)
        }

        #expect(weakTarget == nil && weakTyped == nil)
        #expect(pan.targetActionPairs.isEmpty)
    }

    @Test("A touch the test keeps holds its view (as on UIKit) but not the window; a pending timer holds nothing")
    func aKeptTouchDoesNotKeepTheWindow() {
        let clock = ManualClock()
        let finger = Touch()
        weak var weakWindow: Window?
        weak var weakPress: LongPressGestureRecognizer?

        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock)
            weakWindow = window
            let content = View(frame: window.bounds)
            window.addSubview(content)
            let press = LongPressGestureRecognizer(target: nil, action: nil)
            weakPress = press
            window.addGestureRecognizer(press)
            window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(10, 10))]))
            #expect(clock.pendingTimerCount == 1)
        }

        #expect(weakWindow == nil && weakPress == nil)
        #expect(finger.window == nil)
        #expect(finger.view != nil && finger.view?.superview == nil)
        #expect(finger.gestureRecognizers.isEmpty)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("A window with a finger down on the window itself (no subview there) is released")
    func fingerDownOnTheWindowItself() {
        weak var weakWindow: Window?
        weak var weakFinger: Touch?

        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakWindow = window
            let finger = Touch()
            weakFinger = finger
            window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(10, 10))]))
            #expect(finger.view === window)
        }

        #expect(weakWindow == nil && weakFinger == nil)
    }

    @Test("Delegates and observers are held weakly")
    func delegatesAndObserversAreWeak() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = TapGestureRecognizer(target: nil, action: nil)
        weak var weakDelegate: RuleDelegate?
        weak var weakObserver: Observer?

        do {
            let delegate = RuleDelegate()
            let observer = Observer()
            weakDelegate = delegate
            weakObserver = observer
            tap.delegate = delegate
            window.gestureObserver = observer
        }

        #expect(weakDelegate == nil && weakObserver == nil)
        #expect(tap.delegate == nil && window.gestureObserver == nil)
    }
}
