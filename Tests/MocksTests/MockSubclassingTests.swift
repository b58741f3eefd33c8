import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// A user's subclass, as a test target writes it: it overrides the public contract's method and calls super.
class CountingPanMock: PanGestureRecognizerMock {
    struct Call: Equatable {
        var location: CGPoint?
        var translation: CGPoint?
        var state: GestureRecognizer.State
    }

    var calls: [Call] = []

    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        calls.append(Call(location: location, translation: translation, state: state))
        super.pan(location: location, translation: translation, state: state,
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Keeps a pan vertical by changing what reaches the base implementation.
final class VerticalPanMock: PanGestureRecognizerMock {
    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        super.pan(location: location, translation: translation.map { CGPoint(x: 0, y: $0.y) }, state: state,
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Swallows every drive: an override that does not call super.
final class InertPanMock: PanGestureRecognizerMock {
    var swallowed = 0
    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        swallowed += 1
    }
}

/// Turns an ending into a last change and then the ending, with two `super` calls.
final class SettlingPanMock: PanGestureRecognizerMock {
    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        if state == .ended {
            super.pan(location: location, translation: translation, state: .changed,
                      fileID: fileID, filePath: filePath, line: line, column: column)
        }
        super.pan(location: location, translation: translation, state: state,
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Drives itself with `self.pan(...)` from its override, instead of `super`: a new drive each time.
final class SelfCallingPanMock: PanGestureRecognizerMock {
    var entered = 0
    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        entered += 1
        guard entered < 10 else { return }   // a loop would stop here and fail the test
        self.pan(location: location, translation: translation, velocity: CGPoint(x: 0, y: 3), state: state)
    }
}

final class CountingTapMock: TapGestureRecognizerMock {
    var taps = 0
    override func tap(
        location: CGPoint? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        taps += 1
        super.tap(location: location, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

final class CountingLongPressMock: LongPressGestureRecognizerMock {
    var presses: [GestureRecognizer.State] = []
    override func longPress(
        location: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        presses.append(state)
        super.longPress(location: location, state: state, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Overrides the value properties instead of setting them.
final class FixedVelocityPanMock: PanGestureRecognizerMock {
    override var gestureVelocity: CGPoint? {
        get { CGPoint(x: 0, y: 1234) }
        set {}
    }
}

@Suite struct MockSubclassingTests {
    let probe = HandlerProbe()

    @Test func anOverrideRunsOnceForACallThroughTheMocksType() {
        let counting = CountingPanMock(target: probe, action: "handle:")
        let mock: PanGestureRecognizerMock = counting

        mock.pan(location: nil, translation: CGPoint(x: 0, y: 5), state: .began)

        #expect(counting.calls == [CountingPanMock.Call(location: nil, translation: CGPoint(x: 0, y: 5), state: .began)])
        #expect(probe.states == [.began])
    }

    @Test func anOverrideRunsOnceForACallThroughTheSubclassesType() {
        let mock = CountingPanMock(target: probe, action: "handle:")

        mock.pan(location: nil, translation: CGPoint(x: 0, y: 5), state: .began)
        mock.pan(state: .ended)

        #expect(mock.calls.map(\.state) == [.began, .ended])
        #expect(probe.states == [.began, .ended])
    }

    @Test func theVelocityOfACallReachesTheBaseThroughAnOverride() {
        let mock: PanGestureRecognizerMock = CountingPanMock(target: probe, action: "handle:")

        mock.pan(translation: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 900), state: .began)

        #expect(probe.readings.first?.velocity == CGPoint(x: 0, y: 900))
    }

    @Test func anOverrideCanChangeWhatIsDriven() {
        let mock: PanGestureRecognizerMock = VerticalPanMock(target: probe, action: "handle:")

        mock.pan(translation: CGPoint(x: 30, y: 40), state: .began)

        #expect(probe.readings.first?.translation == CGPoint(x: 0, y: 40))
    }

    @Test func anOverrideThatSkipsSuperDrivesNothing() {
        let inert = InertPanMock(target: probe, action: "handle:")
        let mock: PanGestureRecognizerMock = inert

        mock.pan(state: .began)
        mock.drag(translations: [CGPoint(x: 0, y: 10)], duration: 0.1)

        #expect(inert.swallowed == 4)
        #expect(probe.readings.isEmpty)
        #expect(mock.state == .possible)
    }

    @Test func aStrictReportThroughAnOverrideLandsOnTheTestsLine() {
        let mock: PanGestureRecognizerMock = CountingPanMock(target: probe, action: "handle:")
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(location: nil, translation: nil, state: .changed) }

        #expect(failures.map(\.line) == [line])
        #expect(probe.readings.isEmpty)
    }

    @Test func aStrictReportThroughTheSubclassesOwnTypeIsStillMade() {
        let mock = CountingPanMock(target: probe, action: "handle:")
        mock.strictTransitions = true

        let (_, failures) = FailureReporter.capturing { mock.pan(location: nil, translation: nil, state: .changed) }

        #expect(failures.count == 1)
        #expect(failures.first?.fileID.hasSuffix("MockSubclassingTests.swift") == true)
        #expect(mock.calls.map(\.state) == [.changed])
        #expect(probe.readings.isEmpty)
    }

    @Test func anOverrideMayCallSuperMoreThanOnce() {
        let mock: PanGestureRecognizerMock = SettlingPanMock(target: probe, action: "handle:")
        mock.pan(state: .began)

        mock.pan(translation: CGPoint(x: 0, y: 8), state: .ended)

        #expect(probe.states == [.began, .changed, .ended])
        #expect(probe.readings.last?.translation == CGPoint(x: 0, y: 8))
    }

    @Test func anOverrideThatCallsSelfReDispatchesThroughItself() {
        let selfCalling = SelfCallingPanMock(target: probe, action: "handle:")
        let mock: PanGestureRecognizerMock = selfCalling

        mock.pan(state: .began)

        // `self.pan(...)` is a new drive through the override, never a hidden `super`: this one
        // recurses until its own guard stops it, and the base never runs.
        #expect(selfCalling.entered == 10)
        #expect(probe.readings.isEmpty)
        #expect(mock.state == .possible)
    }

    @Test func aDriveFromInsideAHandlerGoesThroughTheOverrideToo() {
        let counting = CountingPanMock(target: probe, action: "handle:")
        let mock: PanGestureRecognizerMock = counting
        probe.onAction = { recognizer in
            if recognizer.state == .began { mock.pan(translation: CGPoint(x: 0, y: 1), state: .changed) }
        }

        mock.pan(state: .began)

        #expect(counting.calls.map(\.state) == [.began, .changed])
        #expect(probe.states == [.began, .changed])
    }

    @Test func tapAndLongPressOverridesRunOncePerDrive() {
        let tap = CountingTapMock(target: probe, action: "handle:")
        let press = CountingLongPressMock(target: probe, action: "handle:")
        let tapMock: TapGestureRecognizerMock = tap
        let pressMock: LongPressGestureRecognizerMock = press

        tapMock.tap(location: CGPoint(x: 1, y: 1))
        tap.tap(location: nil)
        pressMock.longPress(location: nil, state: .began)
        press.longPress(location: nil, state: .ended)

        #expect(tap.taps == 2)
        #expect(press.presses == [.began, .ended])
        #expect(probe.states == [.ended, .ended, .began, .ended])
    }

    @Test func anOverriddenValuePropertyIsWhatTheHandlerReads() {
        let mock = FixedVelocityPanMock(target: probe, action: "handle:")

        mock.pan(velocity: CGPoint(x: 0, y: 1), state: .ended)

        #expect(probe.readings.first?.velocity == CGPoint(x: 0, y: 1234))
    }
}
