import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// CounterViewController driven by real touches through its two attached value gestures, on
/// virtual time: the press's `@GestureState` and count while the finger is down, the badge's
/// double tap inside the circle, and the high-priority variant.
@Suite struct CounterViewControllerTouchTests {
    /// A point on the circle, away from the badge (window coordinates).
    let onCircle = CGPoint(x: 155, y: 462)
    /// The badge's centre, in the circle's top-right corner.
    let onBadge = CGPoint(x: 263, y: 354)

    /// A counter on screen, its gestures' recognizers named "press" and "badgeTap" for the log.
    func hosted(_ controller: CounterViewController = CounterViewController()) -> (CounterViewController, TouchSimulator, RecognizerStateLog) {
        let simulator = TouchSimulator(hosting: controller)
        controller.pressGesture?.recognizer.name = "press"
        controller.badgeGesture.recognizer.name = "badgeTap"
        return (controller, simulator, RecognizerStateLog(window: simulator.window))
    }

    @Test("R62, R60: a press counts at its touch-down and is detected until it fails at the lift")
    func aShortPressCountsAndResets() {
        let (counter, simulator, log) = hosted()

        simulator.down(at: onCircle)

        #expect(counter.pressCount == 1)
        #expect(counter.isDetectingLongPress)
        #expect(counter.fill == .yellow)

        simulator.wait(0.3)
        simulator.up()

        #expect(counter.pressCount == 1)
        #expect(!counter.isDetectingLongPress)
        #expect(counter.fill == .green)
        #expect(!counter.isDoneCounting)
        #expect(log.states(of: "press") == [.failed])
    }

    @Test("R62: a press that lasts 1 s ends the counting at that moment, the finger still down, and its onEnded removes it")
    func aLongPressEndsTheCounting() {
        let (counter, simulator, log) = hosted()
        simulator.down(at: onCircle)
        simulator.wait(0.99)

        #expect(!counter.isDoneCounting)

        simulator.wait(0.01)

        #expect(counter.isDoneCounting)
        #expect(counter.fill == .red)
        #expect(!counter.isDetectingLongPress)   // reset after onEnded (R60)
        #expect(counter.pressGesture == nil)
        #expect(counter.circle.attachedGestures.isEmpty)
        #expect(counter.pressCount == 1)
        #expect(log.states(of: "press") == [.ended])
    }

    @Test("R60: once counting is done, presses count no more")
    func nothingCountsOnceDone() {
        let (counter, simulator, _) = hosted()
        simulator.longPress(at: onCircle, duration: 1.2)

        simulator.tap(at: onCircle)
        simulator.longPress(at: onCircle, duration: 0.5)

        #expect(counter.pressCount == 1)
        #expect(counter.isDoneCounting)
        #expect(!counter.isDetectingLongPress)
    }

    @Test("R66: a double tap on the badge starts over; the circle's press, which loses to it, never runs for those touches")
    func aDoubleTapOnTheBadgeStartsOver() {
        let (counter, simulator, log) = hosted()
        simulator.tap(at: onCircle)
        simulator.wait(0.5)
        simulator.tap(at: onCircle)
        simulator.wait(0.5)
        #expect(counter.pressCount == 2)

        simulator.down(at: onBadge)

        #expect(counter.pressCount == 2)   // the press waits for the badge's double tap to fail
        #expect(!counter.isDetectingLongPress)

        simulator.wait(0.05)
        simulator.up()
        simulator.wait(0.05)
        simulator.tap(at: onBadge)

        #expect(counter.pressCount == 0)
        #expect(counter.startOverCount == 1)
        #expect(log.states(of: "badgeTap") == [.ended])
    }

    @Test("R66, R61: on the badge the press runs only once the double tap fails (held 0.75 s), and still ends at 1 s")
    func holdingTheBadgeRunsThePressOnceTheDoubleTapFails() {
        let (counter, simulator, log) = hosted()
        simulator.down(at: onBadge)
        simulator.wait(0.74)

        #expect(counter.pressCount == 0)
        #expect(!counter.isDetectingLongPress)

        simulator.wait(0.01)

        #expect(log.states(of: "badgeTap") == [.failed])
        #expect(counter.pressCount == 1)
        #expect(counter.isDetectingLongPress)

        simulator.wait(0.25)

        #expect(counter.isDoneCounting)
        #expect(counter.startOverCount == 0)
    }

    @Test("Starting over once done attaches the press again, and presses count again")
    func startingOverAttachesThePressAgain() throws {
        let (counter, simulator, _) = hosted()
        simulator.longPress(at: onCircle, duration: 1.2)
        #expect(counter.pressGesture == nil)

        simulator.tap(at: onBadge, count: 2)
        simulator.wait(0.5)

        let press = try #require(counter.pressGesture)
        #expect(!counter.isDoneCounting)
        #expect(counter.circle.attachedGestures.count == 1 && counter.circle.attachedGestures.first === press)

        simulator.tap(at: onCircle)

        #expect(counter.pressCount == 1)
    }

    @Test("R66: with the press attached by highPriorityGesture, a touch on the badge counts at once")
    func aHighPriorityPressCountsOnTheBadgeAtOnce() {
        let (counter, simulator, _) = hosted(CounterViewController(pressHasHighPriority: true))

        simulator.down(at: onBadge)

        #expect(counter.pressGesture?.priority == .high)
        #expect(counter.pressCount == 1)
        #expect(counter.isDetectingLongPress)
    }

    @Test("R66: with the press attached by highPriorityGesture, the badge's double tap waits for it to fail at each lift, then starts over")
    func aHighPriorityPressLetsTheDoubleTapGoAfterItFails() {
        let (counter, simulator, log) = hosted(CounterViewController(pressHasHighPriority: true))
        simulator.down(at: onBadge)
        simulator.wait(0.05)
        simulator.up()
        simulator.wait(0.05)
        simulator.down(at: onBadge)

        #expect(counter.pressCount == 2)   // each touch-down counted
        #expect(counter.startOverCount == 0)

        simulator.wait(0.05)
        simulator.up()

        #expect(counter.startOverCount == 1)
        #expect(counter.pressCount == 0)
        #expect(log.states(of: "press") == [.failed, .failed])
        #expect(log.states(of: "badgeTap") == [.ended])
    }

    @Test("R66: with the press attached by highPriorityGesture, a press that lasts makes the badge's waiting double tap fail")
    func aLastingHighPriorityPressBeatsTheDoubleTap() {
        let counter = CounterViewController(pressHasHighPriority: true)
        counter.pressDuration = 0.5   // ends before the double tap's own 0.75 s limit
        let (_, simulator, log) = hosted(counter)
        simulator.down(at: onBadge)

        simulator.wait(0.5)

        #expect(log.states(of: "press") == [.ended])
        #expect(log.states(of: "badgeTap") == [.failed])
        #expect(counter.isDoneCounting)
        #expect(counter.pressCount == 1)
        #expect(counter.startOverCount == 0)
    }

    @Test func theGestureClosuresDoNotKeepTheControllerAlive() {
        weak var released: CounterViewController?
        do {
            let (counter, simulator, _) = hosted()
            released = counter
            simulator.longPress(at: onCircle, duration: 1.2)
            simulator.tap(at: onBadge, count: 2)
            #expect(counter.startOverCount == 1)
        }

        #expect(released == nil)
    }
}
