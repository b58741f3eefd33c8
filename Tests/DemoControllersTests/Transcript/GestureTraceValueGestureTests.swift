import DemoControllers
import DemoSupport
import Foundation
import Mocks
import TargetAction
import Testing

/// The demo's trace of attached value gestures: their recognizers' states, their callbacks and
/// `@GestureState` values, and why one waited, went ahead, failed or lost (R60-R66).
@Suite struct GestureTraceValueGestureTests {
    func rows(_ trace: GestureTrace, _ kinds: GestureTrace.Row.Kind...) -> [String] {
        trace.rows.filter { kinds.contains($0.kind) }.map(\.text)
    }

    let onBadge = CGPoint(x: 263, y: 354)

    @Test("R60, R62: a press that lifts early is traced: its callbacks, its state written and reset, its failure and why")
    func callbacksAndStatesAreTracedInOrder() {
        let session = DemoSession(showing: DraggableCircleViewController()) { [] }

        session.longPress(at: CGPoint(x: 195, y: 422), duration: 0.3)

        #expect(rows(session.trace, .callback, .gestureState, .state, .why) == [
            "circle.gesture runs updating(first(true))",
            "circle.gesture: @GestureState = pressing",
            "circle.gesture runs onChanged(the same value)",
            "circle.gesture: .possible → .failed",
            "circle.gesture failed: the finger lifted before 0.5 s (R62)",
            "circle.gesture: @GestureState back to inactive (R60)",
            "circle.gesture: .failed → .possible  (reset, R5)",
        ])
        #expect(session.trace.lanes == ["circle.gesture"])
        #expect(session.trace.rows.first { $0.kind == .callback }?.time == 0)   // at the touch-down (R62)
    }

    @Test("R65, R63: a press then drag is traced beginning when the press ends, and cancelled by a second finger, with the drag's values compact")
    func aSequenceIsExplainedStageByStage() {
        let session = DemoSession(showing: DraggableCircleViewController()) { [] }

        session.down(at: CGPoint(x: 195, y: 422))
        session.wait(0.6)
        session.move(to: CGPoint(x: 195, y: 452))
        session.down(at: CGPoint(x: 205, y: 462), finger: 1)

        let trace = session.trace
        let why = rows(trace, .why)
        #expect(why == [
            "circle.gesture began: the finger was held 0.5 s within 10 points (R62), and DragGesture now follows on the same touch (R65)",
            "circle.gesture was cancelled: after LongPressGesture ended, DragGesture failed: a second finger went down (R63)",
        ])
        #expect(rows(trace, .callback).contains {
            $0.hasPrefix("circle.gesture runs updating(second(true, DragGesture.Value(location: (60, 90), startLocation: (60, 60), velocity: (0, ")
        })
        #expect(rows(trace, .gestureState).contains("circle.gesture: @GestureState = dragging(translation: (0, 30))"))
        #expect(rows(trace, .gestureState).last == "circle.gesture: @GestureState back to inactive (R60)")
        #expect(!rows(trace, .callback).contains { $0.contains("onEnded") })
        #expect(!trace.rows.contains { $0.text.contains("Optional(") || $0.text.contains("TargetAction.") || $0.text.contains("time:") })
    }

    @Test("R66: a gesture(_:) on the circle waits for the badge's double tap inside it, and fails by its own lift without running a callback")
    func aWaitingGestureIsExplained() {
        let session = DemoSession(showing: CounterViewController()) { [] }

        session.tap(at: onBadge)
        session.wait(0.5)

        let trace = session.trace
        #expect(rows(trace, .waits) == [
            "circle.gesture waits for badge.onTapGesture to fail before its callbacks may run: the badge's onTapGesture(count: 2) is inside the circle's gesture(_:), which loses to the gestures inside it (R66)",
        ])
        #expect(rows(trace, .why) == [
            "circle.gesture failed: the finger lifted before 1 s (R62); it was still waiting for badge.onTapGesture to fail (R66), so none of its callbacks ran",
            "badge.onTapGesture failed: no next tap within 0.35 s of the lift (R61)",
        ])
        #expect(rows(trace, .callback).isEmpty)
        #expect(trace.waitSpans.count == 1)
        #expect(trace.waitSpans.first.map { $0.start == 0 && abs(($0.end ?? 0) - 0.05) < 1e-9 } == true)
    }

    @Test("R66, R61: when the badge's double tap fails, the circle's press goes ahead and its callbacks run then")
    func aWaitingGestureGoesAheadWhenTheInnerOneFails() throws {
        let session = DemoSession(showing: CounterViewController()) { [] }

        session.down(at: onBadge)
        session.wait(0.8)

        let trace = session.trace
        let why = rows(trace, .why)
        #expect(why == [
            "badge.onTapGesture failed: the finger was held 0.75 s (R61)",
            "circle.gesture goes ahead: badge.onTapGesture failed (R66)",
        ])
        let firstCallback = try #require(trace.rows.first { $0.kind == .callback })
        #expect(firstCallback.text == "circle.gesture runs updating(true)")
        #expect(abs(firstCallback.time - 0.75) < 1e-9)
        #expect(trace.waitSpans.first.map { abs(($0.end ?? 0) - 0.75) < 1e-9 } == true)
    }

    @Test("R66: a highPriorityGesture that recognizes explains the failure of the double tap inside it")
    func aHighPriorityWinIsExplained() {
        let counter = CounterViewController(pressHasHighPriority: true)
        counter.pressDuration = 0.5
        let session = DemoSession(showing: counter) { [] }

        session.longPress(at: onBadge, duration: 0.7)

        let trace = session.trace
        #expect(rows(trace, .waits) == [
            "badge.onTapGesture waits for circle.highPriorityGesture to fail before its callbacks may run: the circle's highPriorityGesture(LongPressGesture) wins over the gestures inside it (R66)",
        ])
        // The loser's failure is committed first, as its state rows show (R15, R16).
        #expect(rows(trace, .why) == [
            "badge.onTapGesture failed: the circle's highPriorityGesture(LongPressGesture) wins over the gestures inside it (R66)",
            "circle.highPriorityGesture recognized: the finger was held 0.5 s within 10 points (R62)",
        ])
        #expect(rows(trace, .callback).last == "circle.highPriorityGesture runs onEnded(true)")
    }

    @Test("R66: a gesture inside a gesture(_:) that recognizes explains the outer one's failure, even with the outer one's own gesture done")
    func anInnerWinIsExplained() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let outer = View(frame: window.bounds)
        outer.accessibilityIdentifier = "outer"
        let inner = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        inner.accessibilityIdentifier = "inner"
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.gesture(DragGesture(minimumDistance: 0))   // active at the touch-down
        var taps = 0
        inner.onTapGesture { taps += 1 }
        let trace = window.recordingTrace()
        let simulator = TouchSimulator(window: window)

        simulator.tap(at: CGPoint(x: 200, y: 200))

        #expect(taps == 1)
        #expect(trace.lanes == ["outer.gesture", "inner.onTapGesture"])
        #expect(rows(trace, .waits) == [
            "outer.gesture has its gesture (wants .began) but waits for inner.onTapGesture to fail: the inner's onTapGesture is inside the outer's gesture(_:), which loses to the gestures inside it (R66)",
        ])
        #expect(rows(trace, .why) == [
            "outer.gesture failed: the inner's onTapGesture is inside the outer's gesture(_:) and wins (R66)",
            "inner.onTapGesture recognized: the tap completed on the lift (R61)",
        ])
    }

    @Test("Attached gestures' lanes are named by their view and how they were attached; a gesture attached again gets a lane of its own")
    func lanesAreNamedByViewAndAttachment() {
        let counter = CounterViewController()
        let session = DemoSession(showing: counter) { [] }

        session.longPress(at: CGPoint(x: 155, y: 462), duration: 1.2)   // done: the press is removed
        session.tap(at: onBadge, count: 2)                              // start over: attached again
        session.wait(0.5)
        session.tap(at: CGPoint(x: 155, y: 462))

        #expect(session.trace.lanes == ["circle.gesture", "badge.onTapGesture", "circle.gesture #2"])
        #expect(counter.pressCount == 1)
    }
}
