import Foundation
import Mocks
import Testing
import TargetAction

/// R109: a touch begins only inside its window. A simulator call that would put a finger down
/// outside it is reported once, at the caller's line, and sends nothing; a touch that began inside
/// keeps moving wherever the finger goes, as on UIKit.
@Suite("R109: touches that would begin outside the window")
struct TouchSimulatorOutsideWindowTests {
    /// A 390 × 844 window whose whole area is one view with a pan, and a simulator on it.
    private final class Stage: GestureObserver {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pan = PanGestureRecognizer(target: nil, action: nil)
        let simulator: TouchSimulator
        private(set) var events = 0

        init() {
            let view = View(frame: window.bounds)
            window.addSubview(view)
            view.addGestureRecognizer(pan)
            simulator = TouchSimulator(window: window)
            window.gestureObserver = self
        }

        func window(_ window: Window, willProcess event: Event) { events += 1 }
        func window(_ window: Window, didReject event: Event, because rejection: EventRejection) { events += 1 }
    }

    enum Call: String, CaseIterable, Sendable, CustomStringConvertible {
        case down, tap, twoFingerTap, longPress, drag, pinch, rotate, swipe
        var description: String { rawValue }

        /// Performs the call with its touches beginning around (500, 900), returning its line.
        func perform(on simulator: TouchSimulator) -> UInt {
            let outside = CGPoint(x: 500, y: 900)
            switch self {
            case .down: simulator.down(at: outside); return #line
            case .tap: simulator.tap(at: outside); return #line
            case .twoFingerTap: simulator.tap(at: CGPoint(x: 385, y: 100), fingers: 2); return #line   // the second finger at 395
            case .longPress: simulator.longPress(at: outside, duration: 1); return #line
            case .drag: simulator.drag(from: outside, to: CGPoint(x: 100, y: 100), duration: 0.2); return #line
            case .pinch: simulator.pinch(center: outside, from: 50, to: 100, duration: 0.2); return #line
            case .rotate: simulator.rotate(center: outside, radius: 50, from: 0, to: 1, duration: 0.2); return #line
            case .swipe: simulator.swipe(from: outside, direction: .left); return #line
            }
        }
    }

    @Test("R109: a call whose touch would begin outside the window makes one report at the caller's line and sends nothing",
          arguments: Call.allCases)
    func r109_beginningOutsideIsReportedOnce(call: Call) {
        let stage = Stage()

        let (line, reports) = FailureReporter.capturing { call.perform(on: stage.simulator) }

        #expect(reports.count == 1)
        #expect(reports.first?.line == line)
        #expect(reports.first?.message.contains("is outside the window (0, 0, 390, 844)") == true)
        #expect(reports.first?.message.contains("(R109)") == true)
        #expect(stage.events == 0)
        #expect(stage.simulator.fingersDown.isEmpty)
        #expect(stage.window.activeTouches.isEmpty)
    }

    @Test("R109: the report names the point as the test wrote it")
    func r109_theReportNamesThePoint() {
        let stage = Stage()

        let (_, reports) = FailureReporter.capturing { stage.simulator.down(at: CGPoint(x: 500, y: 900)) }

        #expect(reports.first?.message.hasPrefix("TouchSimulator.down(at:): (500, 900) is outside the window (0, 0, 390, 844)") == true)
    }

    @Test("R109: a touch that began inside moves outside and back, and its pan follows it all the way")
    func r109_aTouchThatBeganInsideMovesAnywhere() {
        let stage = Stage()

        let (_, reports) = FailureReporter.capturing {
            stage.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 600, y: 100), duration: 0.2)
        }

        #expect(reports.isEmpty)
        #expect(stage.events == 12)   // down, ten moves, up
        #expect(stage.pan.state == .possible)
        #expect(stage.window.activeTouches.isEmpty)
    }

    @Test("R109: a touch inside the window that reaches no view is sent, not reported: tapping empty space is a test step")
    func r109_emptySpaceInsideIsNotAnError() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let simulator = TouchSimulator(window: window)

        let (_, reports) = FailureReporter.capturing { simulator.tap(at: CGPoint(x: 200, y: 400)) }

        #expect(reports.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }
}
