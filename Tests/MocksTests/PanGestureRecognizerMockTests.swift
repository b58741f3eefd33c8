import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

@Suite struct PanGestureRecognizerMockTests {
    let probe = HandlerProbe()
    let mock: PanGestureRecognizerMock

    init() {
        mock = PanGestureRecognizerMock(target: probe, action: "handle:")
    }

    // MARK: Driving

    @Test("R3: .failed and .possible send nothing", arguments: [GestureRecognizer.State.failed, .possible])
    func statesThatSendNoActions(state: GestureRecognizer.State) {
        mock.pan(state: state)

        #expect(probe.readings.isEmpty)
        #expect(mock.sentActions.isEmpty)
    }

    @Test func theArticlesJumpsFromPossibleWorkByDefault() {
        mock.pan(location: nil, translation: CGPoint(x: 0, y: 1), state: .cancelled)
        mock.pan(location: nil, translation: CGPoint(x: 0, y: 2), state: .ended)

        #expect(probe.states == [.cancelled, .ended])
    }

    @Test func panSetsTheValuesTheHandlerReads() {
        mock.pan(location: CGPoint(x: 10, y: 20), translation: CGPoint(x: 3, y: 4), velocity: CGPoint(x: 5, y: 6), state: .began)

        #expect(probe.readings == [HandlerProbe.Reading(
            state: .began, location: CGPoint(x: 10, y: 20), translation: CGPoint(x: 3, y: 4), velocity: CGPoint(x: 5, y: 6))])
        #expect(mock.gestureLocation == CGPoint(x: 10, y: 20))
        #expect(mock.gestureTranslation == CGPoint(x: 3, y: 4))
        #expect(mock.gestureVelocity == CGPoint(x: 5, y: 6))
    }

    @Test func nilLeavesEachValueAsItIs() {
        mock.pan(location: CGPoint(x: 1, y: 1), translation: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 9), state: .began)

        mock.pan(location: nil, translation: nil, state: .changed)

        #expect(probe.readings.last?.location == CGPoint(x: 1, y: 1))
        #expect(probe.readings.last?.translation == CGPoint(x: 0, y: 50))
        #expect(probe.readings.last?.velocity == CGPoint(x: 0, y: 9))
    }

    @Test("R4: actions go to every target, once per pair, in the order added, before pan returns")
    func actionsReachEveryTargetInOrder() {
        let second = HandlerProbe()
        var order: [String] = []
        probe.onAction = { _ in order.append("first") }
        second.onAction = { _ in order.append("second") }
        mock.addTarget(second, action: "handle:")

        mock.pan(state: .began)

        #expect(order == ["first", "second"])
    }

    @Test func aTypedTargetIsDrivenToo() {
        final class Sheet {
            var seen: [GestureRecognizer.State] = []
            func dragged(_ recognizer: PanGestureRecognizer) { seen.append(recognizer.state) }
        }
        let sheet = Sheet()
        let mock = PanGestureRecognizerMock(target: sheet, action: Sheet.dragged)

        mock.pan(state: .began)
        mock.pan(state: .ended)

        #expect(sheet.seen == [.began, .ended])
    }

    // MARK: Values: overrides and their fallbacks

    @Test("R24, R25: with no override set, translation and velocity are the real ones")
    func unsetOverridesFallBackToTheRealValues() {
        let (window, _) = windowWithView(holding: mock)
        let finger = Touch()
        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 100, y: 100))]))
        window.sendEvent(Event(timestamp: 0.1, changes: [.moved(finger, to: CGPoint(x: 100, y: 130))]))
        window.sendEvent(Event(timestamp: 0.2, changes: [.moved(finger, to: CGPoint(x: 100, y: 160))]))

        let real = (mock.translation(in: nil), mock.velocity(in: nil), mock.location(in: nil))

        #expect(real.0 == CGPoint(x: 0, y: 50))   // 60 moved, less the 10-point hysteresis (R22)
        #expect(abs(real.1.y - 300) < 0.001)
        #expect(real.2 == CGPoint(x: 100, y: 160))
        #expect(probe.states == [.began, .changed])
    }

    @Test func setOverridesWinAndNilBringsTheRealValuesBack() {
        let (window, _) = windowWithView(holding: mock)
        let finger = Touch()
        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 100, y: 100))]))
        window.sendEvent(Event(timestamp: 0.1, changes: [.moved(finger, to: CGPoint(x: 100, y: 140))]))
        mock.gestureTranslation = CGPoint(x: 7, y: 7)
        mock.gestureVelocity = CGPoint(x: 8, y: 8)
        mock.gestureLocation = CGPoint(x: 9, y: 9)
        #expect(mock.translation(in: nil) == CGPoint(x: 7, y: 7))
        #expect(mock.velocity(in: nil) == CGPoint(x: 8, y: 8))
        #expect(mock.location(in: nil) == CGPoint(x: 9, y: 9))

        mock.gestureTranslation = nil
        mock.gestureVelocity = nil
        mock.gestureLocation = nil

        #expect(mock.translation(in: nil) == CGPoint(x: 0, y: 30))
        #expect(abs(mock.velocity(in: nil).y - 400) < 0.001)
        #expect(mock.location(in: nil) == CGPoint(x: 100, y: 140))
    }

    @Test("R24: setTranslation in a handler resets the set translation and zeroes the set velocity")
    func setTranslationInAHandlerUpdatesTheOverrides() {
        var applied: [CGFloat] = []
        probe.onAction = { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            applied.append(pan.translation(in: nil).y)
            pan.setTranslation(.zero, in: nil)
        }
        mock.pan(translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 500), state: .began)

        mock.pan(location: nil, translation: nil, state: .changed)

        #expect(applied == [10, 0])
        #expect(mock.gestureTranslation == .zero)
        #expect(mock.gestureVelocity == .zero)
    }

    // MARK: The action log

    @Test func theLogHasOneEntryPerPairWithWhatTheHandlerRead() {
        let other = HandlerProbe()
        mock.addTarget(other, action: "handle:")

        mock.pan(location: CGPoint(x: 1, y: 2), translation: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: 400), state: .began)
        mock.pan(state: .failed)
        mock.pan(translation: CGPoint(x: 0, y: 60), state: .changed)

        let log = mock.sentActions
        #expect(log.map(\.state) == [.began, .began, .changed, .changed])
        #expect(log.map { $0.target === probe } == [true, false, true, false])
        #expect(log.map { $0.target === other } == [false, true, false, true])
        #expect(log.allSatisfy { $0.action == "handle:" })
        #expect(log.map(\.translation) == [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 60)])
        #expect(log.allSatisfy { $0.velocity == CGPoint(x: 0, y: 400) && $0.location == CGPoint(x: 1, y: 2) })
    }

    @Test func theLogRecordsOverriddenValuesAsTheHandlerSawThem() {
        final class SlowPan: PanGestureRecognizerMock {
            override func velocity(in view: View?) -> CGPoint { CGPoint(x: 0, y: 42) }
        }
        let mock = SlowPan(target: probe, action: "handle:")

        mock.pan(state: .began)

        #expect(mock.sentActions.first?.velocity == CGPoint(x: 0, y: 42))
        #expect(probe.readings.first?.velocity == CGPoint(x: 0, y: 42))
    }

    @Test("R4: a drive from inside a handler is logged at once and sent after the current action")
    func aDriveFromAHandlerIsLoggedAtOnceAndSentAfterTheCurrentAction() {
        var logSeenInHandler: [[GestureRecognizer.State]] = []
        probe.onAction = { [mock] recognizer in
            if recognizer.state == .began { mock.pan(translation: CGPoint(x: 0, y: 9), state: .changed) }
            logSeenInHandler.append(mock.sentActions.map(\.state))
        }

        mock.pan(translation: CGPoint(x: 0, y: 3), state: .began)

        #expect(probe.states == [.began, .changed])
        #expect(probe.readings.map(\.translation) == [CGPoint(x: 0, y: 3), CGPoint(x: 0, y: 9)])
        #expect(logSeenInHandler == [[.began, .changed], [.began, .changed]])
        #expect(mock.sentActions.map(\.translation) == [CGPoint(x: 0, y: 3), CGPoint(x: 0, y: 9)])
        #expect(mock.state == .changed)
    }

    @Test("R10: a target gone before a drive is not logged and gets nothing")
    func aTargetGoneBeforeADriveIsNotLogged() {
        var gone: HandlerProbe? = HandlerProbe()
        let mock = PanGestureRecognizerMock(target: gone, action: "handle:")
        gone = nil

        mock.pan(state: .began)

        #expect(mock.sentActions.isEmpty)
        #expect(mock.state == .began)
    }

    // MARK: A whole drag in one call

    @Test("R25: a drag at constant speed reports that speed; .began reports zero")
    func dragAtConstantSpeed() {
        mock.drag(translations: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200), CGPoint(x: 0, y: 300)], duration: 0.3)

        #expect(probe.states == [.began, .changed, .changed, .changed, .ended])
        #expect(probe.readings.map(\.translation) == [.zero, CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200), CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 300)])
        #expect(probe.readings[0].velocity == .zero)
        for reading in probe.readings.dropFirst() {
            #expect(abs(reading.velocity!.y - 1000) < 0.001)
        }
        #expect(mock.state == .possible)
    }

    @Test("R25: a changing speed is smoothed as a real pan smooths it")
    func dragSmoothsChangingSpeed() {
        mock.drag(translations: [CGPoint(x: 10, y: 0), CGPoint(x: 40, y: 0)], duration: 0.02)

        let velocities = probe.readings.map { $0.velocity!.x }
        #expect(abs(velocities[1] - 1000) < 0.001)                  // first sample alone
        #expect(abs(velocities[2] - (0.2 * 3000 + 0.8 * 1000)) < 0.001)
        #expect(abs(velocities[3] - velocities[2]) < 0.001)         // the lift keeps the last velocity
    }

    @Test func dragCanEndCancelled() {
        mock.drag(translations: [CGPoint(x: 0, y: 40)], duration: 0.1, ending: .cancelled)

        #expect(probe.states == [.began, .changed, .cancelled])
    }

    @Test func dragFromALocationMovesTheLocationAlong() {
        mock.drag(from: CGPoint(x: 100, y: 100), translations: [CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 20)], duration: 0.2)

        #expect(probe.readings.map(\.location) == [
            CGPoint(x: 100, y: 100), CGPoint(x: 105, y: 110), CGPoint(x: 110, y: 120), CGPoint(x: 110, y: 120),
        ])
    }

    @Test func dragAdvancesTheWindowClockByItsDuration() {
        let (window, _) = windowWithView(holding: mock)
        var times: [TimeInterval] = []
        probe.onAction = { _ in times.append(window.clock.now) }

        mock.drag(translations: [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20)], duration: 0.5)

        #expect(times == [0, 0.25, 0.5, 0.5])
        #expect(window.clock.now == 0.5)
    }

    @Test func eachDragStepGoesThroughTheOverridableMethod() {
        let mock = CountingPanMock(target: probe, action: "handle:")

        mock.drag(translations: [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20)], duration: 0.1)

        #expect(mock.calls.map(\.state) == [.began, .changed, .changed, .ended])
        #expect(probe.states == [.began, .changed, .changed, .ended])
    }

    @Test(arguments: [
        (Array<CGPoint>(), 0.1, GestureRecognizer.State.ended, "translations is empty"),
        ([CGPoint(x: 0, y: 10)], 0, .ended, "duration is 0.0"),
        ([CGPoint(x: 0, y: 10)], -.infinity, .ended, "duration is -inf"),
        ([CGPoint(x: 0, y: 10)], 0.1, .changed, "ending is .changed"),
        ([CGPoint(x: 0, y: CGFloat.nan)], 0.1, .ended, "translations[0] is (0.0, nan)"),
    ])
    func aDragWithBadArgumentsIsReportedAtTheCallerAndDrivesNothing(
        translations: [CGPoint], duration: TimeInterval, ending: GestureRecognizer.State, problem: String
    ) {
        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.drag(translations: translations, duration: duration, ending: ending) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains(problem) == true)
        #expect(failures.first?.message.contains("Nothing was driven.") == true)
        #expect(failures.first?.line == line)
        #expect(probe.readings.isEmpty)
        #expect(mock.state == .possible)
    }

    // MARK: Reports at the caller's line

    @Test func anActionNobodyAnswersIsAnIssueInSwiftTesting() {
        let target = DeafTarget()
        let mock = PanGestureRecognizerMock(target: target, action: "panGesture:")
        let line = #line + 3

        withKnownIssue {
            mock.pan(state: .began)
        } matching: { issue in
            issue.sourceLocation?.line == line
        }
    }

    @Test func aDragToADeafTargetIsReportedAtTheDragsLine() {
        let target = DeafTarget()
        let mock = PanGestureRecognizerMock(target: target, action: "panGesture:")

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.drag(translations: [CGPoint(x: 0, y: 5)], duration: 0.1) }

        #expect(failures.count == 3)
        #expect(failures.allSatisfy { $0.line == line })
    }
}
