import Foundation
import Mocks
import TargetAction
import TestSupport
import Testing

/// A user's tap mock that snaps its location to a 10-point grid by overriding `gestureLocation`.
private final class SnappingTapMock: TapGestureRecognizerMock {
    override var gestureLocation: CGPoint? {
        get { super.gestureLocation.map { CGPoint(x: ($0.x / 10).rounded() * 10, y: ($0.y / 10).rounded() * 10) } }
        set { super.gestureLocation = newValue }
    }
}

/// A recognizer of a user's own that adopts the protocol, implementing only what has no default.
private final class HandMadeTapMock: TapGestureRecognizer, GestureRecognizerMock {
    var gestureLocation: CGPoint?
}

/// A recognizer of a user's own that implements every member itself.
private final class SelfLoggingTapMock: TapGestureRecognizer, GestureRecognizerMock {
    var target: AnyObject? { self }
    var action: Selector? { "ownLog:" }
    var gestureLocation: CGPoint?
    var strictTransitions = true
    var sentActions = [SentAction(state: .ended, location: .zero, target: nil, action: "handle:")]
    func clearSentActions() { sentActions = [] }
}

/// `GestureRecognizerMock`: the members every mock shares, the same in each and reachable through
/// the protocol.
@Suite struct GestureRecognizerMockTests {
    @Test func everyMockAnswersTheProtocolsMembersAsItsOwn() {
        let probe = HandlerProbe()
        let tap = TapGestureRecognizerMock(target: probe, action: "handle:")
        let press = LongPressGestureRecognizerMock(target: probe, action: "handle:")
        let pan = PanGestureRecognizerMock(target: probe, action: "handle:")
        let pinch = PinchGestureRecognizerMock(target: probe, action: "handle:")
        let rotation = RotationGestureRecognizerMock(target: probe, action: "handle:")
        let swipe = SwipeGestureRecognizerMock(target: probe, action: "handle:")
        let edgePan = ScreenEdgePanGestureRecognizerMock(target: probe, action: "handle:")
        let hover = HoverGestureRecognizerMock(target: probe, action: "handle:")
        let drives: [(mock: any GestureRecognizerMock, drive: () -> Void)] = [
            (tap, { tap.tap() }), (press, { press.longPress(state: .began) }),
            (pan, { pan.pan(state: .began) }), (pinch, { pinch.pinch(state: .began) }),
            (rotation, { rotation.rotate(state: .began) }), (swipe, { swipe.swipe() }),
            (edgePan, { edgePan.pan(state: .began) }), (hover, { hover.hover(state: .began) }),
        ]

        for (index, (mock, drive)) in drives.enumerated() {
            let location = CGPoint(x: index, y: 2 * index)
            #expect(mock.target === probe && mock.action == "handle:")
            #expect(!mock.strictTransitions)
            mock.gestureLocation = location
            drive()
            #expect(mock.location(in: nil) == location)
            #expect(mock.sentActions.map(\.location) == [location])
            #expect(mock.sentActions.allSatisfy { $0.target === probe && $0.action == "handle:" })
            mock.clearSentActions()
            mock.strictTransitions = true
            #expect(mock.sentActions.isEmpty && mock.strictTransitions)
        }
        #expect(probe.readings.map(\.location) == (0..<8).map { CGPoint(x: $0, y: 2 * $0) })
    }

    @Test("R19: a subclass's gestureLocation is what location(in:), the driver and the log read")
    func aSubclassOverridingGestureLocationIsReadEverywhere() {
        let probe = HandlerProbe()
        let mock = SnappingTapMock(target: probe, action: "handle:")
        let (window, view) = windowWithView(at: CGRect(x: 100, y: 200, width: 50, height: 50), holding: mock)
        let shared: any GestureRecognizerMock = mock

        mock.tap(location: CGPoint(x: 12, y: 27))

        #expect(shared.gestureLocation == CGPoint(x: 10, y: 30))
        #expect(mock.location(in: view) == CGPoint(x: 10, y: 30))
        #expect(mock.location(in: window) == CGPoint(x: 110, y: 230))
        #expect(mock.sentActions.map(\.location) == [CGPoint(x: 10, y: 30)])
        #expect(probe.readings.map(\.location) == [CGPoint(x: 10, y: 30)])
    }

    @Test("R30: a recognizer of the test's own that adopts the protocol has each default it reaches reported, reading as empty")
    func aDefaultReachedByAnotherAdopterIsReported() {
        let probe = HandlerProbe()
        let mock = HandMadeTapMock(target: probe, action: "handle:")

        let (read, failures) = FailureReporter.capturing {
            mock.strictTransitions = true
            mock.clearSentActions()
            return (mock.target, mock.action, mock.strictTransitions, mock.sentActions)
        }

        #expect(read.0 == nil && read.1 == nil && !read.2 && read.3.isEmpty)
        #expect(failures.map { $0.message.prefix(while: { $0 != ":" }) } == [
            "strictTransitions of HandMadeTapMock", "clearSentActions() of HandMadeTapMock", "target of HandMadeTapMock",
            "action of HandMadeTapMock", "strictTransitions of HandMadeTapMock", "sentActions of HandMadeTapMock",
        ])
        #expect(failures.first?.message.contains("Implement strictTransitions in HandMadeTapMock, or subclass the mock of its kind.") == true)
    }

    @Test func anAdopterThatImplementsTheMembersIsReadThroughTheProtocolUnreported() {
        let mock: any GestureRecognizerMock = SelfLoggingTapMock(target: nil, action: nil)

        let (read, failures) = FailureReporter.capturing {
            let logged = mock.sentActions.count
            mock.clearSentActions()
            return (mock.target === mock, mock.action, mock.strictTransitions, logged, mock.sentActions.count)
        }

        #expect(read.0 && read.1 == "ownLog:" && read.2 && read.3 == 1 && read.4 == 0)
        #expect(failures.isEmpty)
    }
}
