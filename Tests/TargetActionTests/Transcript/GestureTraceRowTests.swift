import Foundation
import Mocks
import TargetAction
import Testing

/// The trace under the transcript: a touch's finger number, and a rejected event's note.
@Suite struct GestureTraceRowTests {
    @Test func fingersAreNumberedLowestFreeFirst() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isMultipleTouchEnabled = true
        let trace = window.recordingTrace()
        let (first, second, third) = (Touch(), Touch(), Touch())

        window.sendEvent(Event(timestamp: 0, changes: [.began(first, at: CGPoint(x: 10, y: 10))]))
        window.sendEvent(Event(timestamp: 0, changes: [.began(second, at: CGPoint(x: 20, y: 20))]))
        window.sendEvent(Event(timestamp: 0, changes: [.ended(first)]))
        window.sendEvent(Event(timestamp: 0, changes: [.began(third, at: CGPoint(x: 30, y: 30))]))

        let nothing = "on Window(0.0, 0.0, 100.0, 100.0): reached nothing that handles touches"
        #expect(trace.rows.filter { $0.kind == .touch }.map(\.text) == [
            "finger 0 down at (10, 10) \(nothing)",
            "finger 1 down at (20, 20) \(nothing)",
            "finger 0 up",
            "finger 0 down at (30, 30) \(nothing)",
        ])
    }

    @Test func aSimulatorsFingersKeepTheirNumbers() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let simulator = TouchSimulator(window: window)

        simulator.down(at: CGPoint(x: 10, y: 10), finger: 0)
        simulator.down(at: CGPoint(x: 20, y: 20), finger: 1)
        simulator.up(finger: 0)
        simulator.down(at: CGPoint(x: 30, y: 30), finger: 2)

        #expect(window.recordingTrace().rows.filter { $0.kind == .touch }.map { $0.text.prefix(8) } == [
            "finger 0", "finger 1", "finger 0", "finger 2",
        ])
    }

    @Test func aRejectedEventIsNoted() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let trace = window.recordingTrace()

        _ = try? window.trySendEvent(Event(timestamp: 0, changes: [.ended(Touch())]))

        #expect(trace.rows.count == 1)
        #expect(trace.rows.first?.kind == .note)
        #expect(trace.rows.first?.text.hasPrefix("event rejected:") == true)
    }
}
