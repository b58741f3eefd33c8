import Foundation
import Mocks
import TargetAction
import Testing

/// The touch simulator's hover pointer (R100).
@Suite struct TouchSimulatorHoverTests {
    @Test("R100: the first hover(to:) enters the window, later ones move the pointer, hoverExit() leaves")
    func enterMoveExit() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let recorder = EventRecorder()
        window.gestureObserver = recorder
        let simulator = TouchSimulator(window: window)

        simulator.hover(to: CGPoint(x: 10, y: 10))
        simulator.hover(to: CGPoint(x: 20, y: 10))
        let pointer = simulator.hoveringPointer
        simulator.hoverExit()

        #expect(recorder.phases == [.regionEntered, .regionMoved, .regionExited])
        #expect(pointer?.type == .indirectPointer)
        #expect(simulator.hoveringPointer == nil)
    }

    @Test("R100: a hover(to:) of another type exits the pointer in the window first; a pencil's readings travel in the event")
    func anotherTypeExitsFirst() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let recorder = EventRecorder()
        window.gestureObserver = recorder
        let simulator = TouchSimulator(window: window)

        simulator.hover(to: CGPoint(x: 10, y: 10))
        simulator.hover(to: CGPoint(x: 10, y: 10), type: .pencil, zOffset: 0.3, altitudeAngle: 1, azimuthAngle: 2)

        #expect(recorder.phases == [.regionEntered, .regionExited, .regionEntered])
        #expect(simulator.hoveringPointer?.type == .pencil)
        #expect(recorder.last.map { [$0.zOffset, $0.altitudeAngle, $0.azimuthAngle] } == [0.3, 1, 2])
    }

    @Test("hover(from:to:duration:steps:) moves in equal steps on the window's clock and stays")
    func hoverFromTo() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let recorder = EventRecorder()
        window.gestureObserver = recorder
        let simulator = TouchSimulator(window: window)

        simulator.hover(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50), duration: 1, steps: 4)

        #expect(recorder.phases == [.regionEntered] + Array(repeating: .regionMoved, count: 4))
        #expect(recorder.times == [0, 0.25, 0.5, 0.75, 1])
        #expect(simulator.hoveringPointer?.location(in: nil) == CGPoint(x: 100, y: 50))
    }

    @Test("Misuse is reported at the caller's line and sends nothing")
    func misuse() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let recorder = EventRecorder()
        window.gestureObserver = recorder
        let simulator = TouchSimulator(window: window)

        let line: UInt = #line + 2
        let (_, failures) = FailureReporter.capturing {
            simulator.hover(to: CGPoint(x: CGFloat.nan, y: 0))
            simulator.hover(from: .zero, to: .zero, duration: -1)
            simulator.hoverExit()
            simulator.hover(to: .zero, zOffset: 3)
        }

        #expect(failures.count == 4)
        #expect(failures.first?.line == line)
        #expect(recorder.phases.isEmpty)
        #expect(simulator.hoveringPointer == nil)
    }
}

/// Records the phases, times and readings of a window's events.
private final class EventRecorder: GestureObserver {
    private(set) var phases: [Touch.Phase] = []
    private(set) var times: [TimeInterval] = []
    private(set) var last: Event.Change?

    func window(_ window: Window, willProcess event: Event) {
        phases += event.changes.map(\.phase)
        times.append(event.timestamp)
        last = event.changes.last
    }
}
