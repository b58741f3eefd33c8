import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// CounterViewController's value gestures without touches: found with `inspectGesture`, their
/// settings read, their callbacks called by hand (no `@GestureState` written), and the press played
/// through its real tree (R60): detected while it runs, counted once per press, done and removed
/// only when it ends.
@Suite struct CounterViewControllerMockTests {
    let counter = CounterViewController()
    let press: InspectedGesture<LongPressGesture>
    let badgeTap: InspectedGesture<TapGesture>

    init() throws {
        counter.loadViewIfNeeded()
        press = try #require(counter.circle.inspectGesture(LongPressGesture.self))
        badgeTap = try #require(counter.badge.inspectGesture(TapGesture.self))
    }

    // MARK: Inspected

    @Test("R62, R66: the circle's press is a 1 s LongPressGesture attached with gesture(_:) and the full mask")
    func thePressIsAOneSecondLongPressOfNormalPriority() throws {
        let handle = try #require(counter.pressGesture)

        #expect(press.gesture.minimumDuration == 1)
        #expect(press.gesture.maximumDistance == 10)
        #expect(press.mask == .all)
        #expect(press.attached.priority == .normal)
        #expect(press.attached === handle)
        #expect(press.attached.view === counter.circle)
    }

    @Test("R61, R66: the badge's start-over is a double TapGesture attached with gesture(_:) to the badge")
    func theBadgeHasADoubleTap() {
        #expect(badgeTap.gesture.count == 2)
        #expect(badgeTap.mask == .all)
        #expect(badgeTap.attached.priority == .normal)
        #expect(badgeTap.attached === counter.badgeGesture)
        #expect(counter.circle.attachedGestures.count == 1)
    }

    @Test("R62: pressDuration, set before the view loads, is the press's minimumDuration")
    func pressDurationIsTheMinimumDuration() {
        let slow = CounterViewController()
        slow.pressDuration = 2.5

        slow.loadViewIfNeeded()

        #expect(slow.circle.inspectGesture(LongPressGesture.self)?.gesture.minimumDuration == 2.5)
    }

    @Test("R66: pressHasHighPriority attaches the press with highPriorityGesture(_:); asked for at normal priority it is reported at the caller's line")
    func theHighPriorityVariantIsFoundAtHighPriorityOnly() throws {
        let variant = CounterViewController(pressHasHighPriority: true)
        variant.loadViewIfNeeded()

        let high = try #require(variant.circle.inspectGesture(LongPressGesture.self, priority: .high))
        let line = #line + 1
        let (normal, failures) = FailureReporter.capturing { variant.circle.inspectGesture(LongPressGesture.self) }

        #expect(high.attached.priority == .high)
        #expect(high.attached === variant.pressGesture)
        #expect(high.gesture.minimumDuration == 1)
        #expect(normal == nil)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("highPriorityGesture(LongPressGesture)") == true)
    }

    // MARK: Callbacks called by hand

    @Test("R60: updating, called by hand, copies the press's value into the state passed, and leaves isDetectingLongPress alone")
    func updatingCopiesThePressValue() {
        var state = false
        var transaction = Transaction()

        press.callUpdating(value: true, state: &state, transaction: &transaction)

        #expect(state)
        #expect(!counter.isDetectingLongPress)
        #expect(counter.fill == .green)
    }

    @Test("R60: onChanged counts each call; called by hand it never skips a repeated value")
    func onChangedCountsEachCall() {
        press.callOnChanged(value: true)
        press.callOnChanged(value: true)

        #expect(counter.pressCount == 2)
        #expect(!counter.isDoneCounting)
    }

    @Test("R60: onEnded, called by hand, finishes the counting and removes the press from the circle")
    func onEndedFinishesAndRemovesThePress() {
        press.callOnEnded(value: true)

        #expect(counter.isDoneCounting)
        #expect(counter.fill == .red)
        #expect(counter.pressGesture == nil)
        #expect(counter.circle.attachedGestures.isEmpty)
        #expect(press.attached.view == nil)
    }

    @Test("R61: the badge's onEnded starts over: the count back to zero, and a removed press attached again")
    func theBadgeStartsOverAndAttachesThePressAgain() throws {
        press.callOnChanged(value: true)
        press.callOnEnded(value: true)

        badgeTap.callOnEnded(value: ())

        #expect(counter.pressCount == 0)
        #expect(counter.startOverCount == 1)
        #expect(!counter.isDoneCounting)
        let again = try #require(counter.circle.inspectGesture(LongPressGesture.self))
        #expect(again.attached === counter.pressGesture)
        #expect(again.attached !== press.attached)
    }

    // MARK: Played (R60)

    @Test("R60, R62: a played press is detected while it runs and counts once; onChanged skips the repeated value")
    func aPlayedPressCountsOnceWhileDetected() {
        press.change(to: true)

        #expect(counter.isDetectingLongPress)
        #expect(counter.fill == .yellow)
        #expect(counter.pressCount == 1)

        press.change(to: true)

        #expect(counter.pressCount == 1)
        #expect(counter.isDetectingLongPress)
    }

    @Test("R60: a cancelled press runs no onEnded: still counting, the state reset, the press still attached")
    func aCancelledPressIsNotDone() {
        press.change(to: true)

        press.cancel()

        #expect(!counter.isDetectingLongPress)
        #expect(counter.fill == .green)
        #expect(counter.pressCount == 1)
        #expect(!counter.isDoneCounting)
        #expect(counter.pressGesture === press.attached)
    }

    @Test("R60: each played press is a new sequence, so each counts once")
    func eachPlayedPressCounts() {
        press.change(to: true)
        press.cancel()
        press.change(to: true)
        press.change(to: true)
        press.cancel()

        #expect(counter.pressCount == 2)
        #expect(!counter.isDetectingLongPress)
    }

    @Test("R60, R62: a press played to its end finishes the counting, removes itself, and resets the state after onEnded")
    func aPressPlayedToItsEndIsDone() {
        press.change(to: true)

        press.end(with: true)

        #expect(counter.isDoneCounting)
        #expect(counter.fill == .red)
        #expect(!counter.isDetectingLongPress)
        #expect(counter.pressCount == 1)
        #expect(counter.pressGesture == nil)
        #expect(counter.circle.attachedGestures.isEmpty)
    }

    @Test("R60: the press attached again by a start-over plays afresh and counts")
    func theReattachedPressPlaysAfresh() throws {
        press.change(to: true)
        press.end(with: true)
        badgeTap.end(with: ())
        let again = try #require(counter.circle.inspectGesture(LongPressGesture.self))

        again.change(to: true)

        #expect(counter.startOverCount == 1)
        #expect(counter.pressCount == 1)
        #expect(counter.isDetectingLongPress)
        #expect(counter.fill == .yellow)
    }

    @Test("R60, R66: the high-priority press plays as the normal one: counted, then done and removed")
    func theHighPriorityPressPlays() throws {
        let variant = CounterViewController(pressHasHighPriority: true)
        variant.loadViewIfNeeded()
        let high = try #require(variant.circle.inspectGesture(LongPressGesture.self, priority: .high))

        high.change(to: true)
        let countedWhileRunning = variant.pressCount
        let detectedWhileRunning = variant.isDetectingLongPress
        high.end(with: true)

        #expect(countedWhileRunning == 1)
        #expect(detectedWhileRunning)
        #expect(variant.isDoneCounting)
        #expect(variant.pressGesture == nil)
        #expect(!variant.isDetectingLongPress)
    }

    // MARK: Misuse, reported at the caller's line

    @Test("R60: once onEnded removed the press, the circle has no press to inspect: reported at the caller's line")
    func inspectingTheRemovedPressIsReported() {
        press.end(with: true)

        let line = #line + 1
        let (found, failures) = FailureReporter.capturing { counter.circle.inspectGesture(LongPressGesture.self) }

        #expect(found == nil)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("no attached gestures") == true)
    }

    /// No touch can run a removed gesture, so playing one is a misuse.
    @Test("R60: playing the press after its onEnded removed it is reported at the caller's line, and counts nothing")
    func playingTheRemovedPressIsReported() {
        press.change(to: true)
        press.end(with: true)

        let line = #line + 1
        let (_, failures) = FailureReporter.capturing { press.change(to: true) }

        #expect(counter.isDoneCounting)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(counter.pressCount == 1)
        #expect(!counter.isDetectingLongPress)
    }

    @Test("R61: the badge's double tap has no updating; calling one by hand is reported at the caller's line")
    func callingACallbackTheBadgeLacksIsReported() {
        var state = false
        var transaction = Transaction()

        let line = #line + 1
        let (_, failures) = FailureReporter.capturing { badgeTap.callUpdating(value: (), state: &state, transaction: &transaction) }

        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("has no updating callback") == true)
        #expect(counter.startOverCount == 0)
    }
}
