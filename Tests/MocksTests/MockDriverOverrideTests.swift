import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// Reports its own failure at the caller's location and drives nothing: an override that never
/// calls `super` still has the test's line.
final class RefusingPanMock: PanGestureRecognizerMock {
    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        FailureReporter.report("pan(state: \(state)) refused", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Before ending, drives a last `.changed` with `self.pan(...)`: a second drive through the
/// override, which this time carries it out with `super`.
final class ReDispatchingPanMock: PanGestureRecognizerMock {
    var entered: [GestureRecognizer.State] = []

    override func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        entered.append(state)
        if state == .ended {
            self.pan(translation: translation, state: .changed, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        super.pan(location: location, translation: translation, state: state,
                  fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Overrides of a mock's driver that pass the caller's location on: whatever they do, misuse is
/// reported on the test's line, whether the test holds the mock as the mock's type or its own.
@Suite struct MockDriverOverrideTests {
    let probe = HandlerProbe()

    @Test func anOverrideThatCallsSuperOnceReportsAtTheTestsLine() {
        let mock = CountingPanMock(target: probe, action: "handle:")
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(translation: CGPoint(x: 0, y: 4), state: .ended) }

        #expect(failures.count == 1)
        #expect(failures.first?.line == line)
        #expect(failures.first?.filePath == "\(#filePath)")
        #expect(mock.calls.map(\.state) == [.ended])
        #expect(mock.gestureTranslation == nil)
    }

    @Test func anOverrideThatCallsSuperTwiceReportsBothAtTheTestsLine() {
        let mock = SettlingPanMock(target: probe, action: "handle:")
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(state: .ended) }

        #expect(failures.count == 2)   // .changed, then .ended, both from .possible
        #expect(failures.first?.line == line)
        #expect(failures.map(\.line) == [line, line])
        #expect(probe.readings.isEmpty)
    }

    @Test func anOverrideThatSkipsSuperHasTheTestsLineToReportAt() {
        let mock = RefusingPanMock(target: probe, action: "handle:")

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(location: nil, translation: nil, state: .began) }

        #expect(failures.map(\.message) == ["pan(state: .began) refused"])
        #expect(failures.first?.line == line)
        #expect(probe.readings.isEmpty)
    }

    @Test func aDragThroughAnOverrideThatSkipsSuperReportsItsMisuseAtTheTestsLine() {
        let mock = InertPanMock(target: probe, action: "handle:")

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.drag(translations: [], duration: 0.1) }

        #expect(failures.first?.line == line)
        #expect(failures.first?.message.contains("translations is empty") == true)
        #expect(mock.swallowed == 0)
    }

    @Test func anOverrideCalledThroughTheSubclassesOwnTypeReportsAtTheTestsLine() {
        let mock = CountingPanMock(target: probe, action: "handle:")
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(location: nil, translation: nil, state: .changed) }

        #expect(failures.first?.line == line)
        #expect(failures.first?.fileID == "\(#fileID)")
    }

    @Test func tapAndLongPressOverridesReportAtTheTestsLine() {
        let deaf = DeafTarget()
        let tap = CountingTapMock(target: deaf, action: "tapped:")
        let press = CountingLongPressMock(target: deaf, action: "pressed:")
        press.strictTransitions = true

        let tapLine: UInt = #line + 1
        let (_, tapFailures) = FailureReporter.capturing { tap.tap() }
        let pressLine: UInt = #line + 1
        let (_, pressFailures) = FailureReporter.capturing { press.longPress(state: .changed) }

        #expect(tapFailures.first?.line == tapLine)
        #expect(tapFailures.first?.message.contains("does not respond") == true)
        #expect(pressFailures.first?.line == pressLine)
        #expect(pressFailures.first?.message.contains("begins first") == true)
        #expect(tap.taps == 1 && press.presses == [.changed])
    }

    @Test func everyStepOfADragThroughAnOverrideReportsAtTheDragsLine() {
        let deaf = DeafTarget()
        let mock = CountingPanMock(target: deaf, action: "panned:")

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.drag(translations: [CGPoint(x: 0, y: 10)], duration: 0.1) }

        #expect(mock.calls.map(\.state) == [.began, .changed, .ended])
        #expect(failures.map(\.line) == [line, line, line])
    }

    @Test func aDragStopsAtAStepStrictModeRefusesInsideAnOverride() {
        let mock = CountingPanMock(target: probe, action: "handle:")
        mock.strictTransitions = true
        probe.onAction = { recognizer in
            if recognizer.state == .began { recognizer.isEnabled = false }
        }

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.drag(translations: [CGPoint(x: 0, y: 10)], duration: 0.1) }

        #expect(failures.map(\.line) == [line])
        #expect(failures.first?.message.contains("on a disabled mock") == true)
        #expect(mock.calls.map(\.state) == [.began, .changed])
    }

    @Test func theVelocityOfACallReachesTheBaseThroughTheSubclassesType() {
        let mock = CountingPanMock(target: probe, action: "handle:")

        mock.pan(translation: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 900), state: .began)
        mock.pan(translation: CGPoint(x: 0, y: 60), state: .changed)

        #expect(mock.calls.map(\.state) == [.began, .changed])
        #expect(probe.readings.map(\.velocity) == [CGPoint(x: 0, y: 900), CGPoint(x: 0, y: 900)])
    }

    @Test func aRefusedStepDoesNotSetTheVelocityItCarried() {
        let mock = CountingPanMock(target: probe, action: "handle:")
        mock.strictTransitions = true

        _ = FailureReporter.capturing { mock.pan(velocity: CGPoint(x: 0, y: 700), state: .changed) }
        mock.pan(state: .began)

        #expect(mock.gestureVelocity == nil)
        #expect(probe.readings.map(\.velocity) == [.zero])
    }

    @Test func selfPanInsideAnOverrideIsANewDriveThroughTheOverride() {
        let mock = ReDispatchingPanMock(target: probe, action: "handle:")
        mock.pan(state: .began)

        mock.pan(translation: CGPoint(x: 0, y: 8), state: .ended)

        #expect(mock.entered == [.began, .ended, .changed])
        #expect(probe.states == [.began, .changed, .ended])
        #expect(probe.readings.last?.translation == CGPoint(x: 0, y: 8))
    }

    @Test func aReDispatchPassingTheLocationOnReportsAtTheTestsLine() {
        let mock = ReDispatchingPanMock(target: probe, action: "handle:")
        mock.strictTransitions = true

        let line: UInt = #line + 1
        let (_, failures) = FailureReporter.capturing { mock.pan(state: .ended) }

        #expect(failures.map(\.line) == [line, line])
        #expect(probe.readings.isEmpty)
    }
}
