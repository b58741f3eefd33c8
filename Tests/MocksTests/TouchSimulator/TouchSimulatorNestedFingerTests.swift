import Foundation
import Mocks
import Testing
import TargetAction

/// A window with a button in its top half and a simulator on it; the button's `.touchDown` runs
/// whatever a test sets, as an app's handler that touches the screen again would.
private final class NestedFingerScene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let button = Button(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let simulator: TouchSimulator
    var onTouchDown: (TouchSimulator) -> Void = { _ in }
    private(set) var touchDowns = 0

    init() {
        window.addSubview(button)
        simulator = TouchSimulator(window: window)
        button.addAction(Action { [unowned self] _ in
            touchDowns += 1
            guard touchDowns == 1 else { return }   // once: the nested touch lands on the button too
            onTouchDown(simulator)
        }, for: .touchDown)
    }

    /// Whether the simulator's fingers and the window's touches agree.
    var fingersMatchWindow: Bool {
        let touches = simulator.fingersDown.compactMap { simulator.touch(finger: $0) }
        return touches.count == window.activeTouches.count
            && touches.allSatisfy { touch in window.activeTouches.contains { $0 === touch } }
    }
}

/// R4 (addition): a touch a handler puts down while the simulator's own event is delivered is
/// queued behind it. The simulator counts a finger down from the moment it sends its touch, so the
/// two never disagree, and every touch it put down can be lifted.
@Suite("R4, R30: fingers put down from inside a handler")
struct TouchSimulatorNestedFingerTests {
    @Test("R30: a handler that puts down a finger the simulator is putting down is told it is already down, and nothing is sent")
    func r30_nestedDownOnTheSameFingerIsReported() {
        let scene = NestedFingerScene()
        var nestedLine: UInt = 0
        scene.onTouchDown = { simulator in
            nestedLine = #line + 1
            simulator.down(at: CGPoint(x: 100, y: 500), finger: 0)
        }

        let (_, reports) = FailureReporter.capturing { scene.simulator.down(at: CGPoint(x: 100, y: 100), finger: 0) }

        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("finger 0 is already down") == true)
        #expect(reports.first?.line == nestedLine)   // at the handler's own call
        #expect(scene.window.activeTouches.count == 1)
        #expect(scene.simulator.fingersDown == [0])
        #expect(scene.fingersMatchWindow)
        scene.simulator.up(finger: 0)
        #expect(scene.window.activeTouches.isEmpty)
        #expect(scene.simulator.fingersDown.isEmpty)
    }

    @Test("R4: a finger a handler puts down on another number is down once its event is delivered, and lifts")
    func r4_nestedDownOnAnotherFingerLifts() {
        let scene = NestedFingerScene()
        scene.onTouchDown = { $0.down(at: CGPoint(x: 100, y: 600), finger: 1) }

        scene.simulator.down(at: CGPoint(x: 100, y: 100), finger: 0)

        #expect(scene.simulator.fingersDown == [0, 1])
        #expect(scene.window.activeTouches.count == 2)
        #expect(scene.fingersMatchWindow)
        scene.simulator.up(finger: 1)
        scene.simulator.up(finger: 0)
        #expect(scene.window.activeTouches.isEmpty)
    }

    @Test("R4: a handler that lifts the finger being put down lifts it after its down is delivered")
    func r4_nestedUpOfTheFingerGoingDown() {
        let scene = NestedFingerScene()
        scene.onTouchDown = { $0.up(finger: 0) }

        let (_, reports) = FailureReporter.capturing { scene.simulator.down(at: CGPoint(x: 100, y: 100), finger: 0) }

        #expect(reports.isEmpty)
        #expect(scene.simulator.fingersDown.isEmpty)
        #expect(scene.window.activeTouches.isEmpty)
    }

    @Test("R4: a two-finger tap whose first touch makes a handler put a finger down takes the next free number for its second")
    func r4_tapTakesFreeNumbersAsItGoes() {
        let scene = NestedFingerScene()
        scene.onTouchDown = { $0.down(at: CGPoint(x: 100, y: 600), finger: 1) }

        let (_, reports) = FailureReporter.capturing { scene.simulator.tap(at: CGPoint(x: 200, y: 100), fingers: 2) }

        #expect(reports.isEmpty)
        #expect(scene.simulator.fingersDown == [1])   // the handler's, still down
        #expect(scene.fingersMatchWindow)
        scene.simulator.up(finger: 1)
        #expect(scene.window.activeTouches.isEmpty)
    }

    @Test("R4: a pinch one of whose fingers a handler lifts goes on with the other and lifts it")
    func r4_pinchGoesOnWithTheFingerLeft() {
        let scene = NestedFingerScene()
        scene.onTouchDown = { $0.up(finger: 1) }

        let (_, reports) = FailureReporter.capturing {
            scene.simulator.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 200, duration: 0.2)
        }

        #expect(reports.isEmpty)
        #expect(scene.simulator.fingersDown.isEmpty)
        #expect(scene.window.activeTouches.isEmpty)
    }

    @Test("R4: a drag whose finger a handler lifts stops there, with nothing left down")
    func r4_dragStopsWhenItsFingerIsLifted() {
        let scene = NestedFingerScene()
        scene.onTouchDown = { $0.up(finger: 0) }

        let (_, reports) = FailureReporter.capturing {
            scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), duration: 0.2)
        }

        #expect(reports.isEmpty)
        #expect(scene.simulator.fingersDown.isEmpty)
        #expect(scene.window.activeTouches.isEmpty)
    }
}

/// A hover recognizer's target that runs `onAction` with each state it is sent.
private final class HoverTarget: Responder {
    var onAction: (GestureRecognizer.State) -> Void = { _ in }
    private(set) var states: [GestureRecognizer.State] = []

    override init() {
        super.init()
        publish("hover:", HoverTarget.hover)
    }

    private func hover(_ recognizer: HoverGestureRecognizer) {
        states.append(recognizer.state)
        onAction(recognizer.state)
    }
}

@Suite("R4, R100: the hover pointer moved from inside a handler")
struct TouchSimulatorNestedHoverTests {
    @Test("R4, R100: a handler that moves the pointer while it enters moves that pointer, and one exit ends the hover")
    func r4_r100_nestedHoverMovesTheEnteringPointer() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let target = HoverTarget()
        view.addGestureRecognizer(HoverGestureRecognizer(target: target, action: "hover:"))
        let simulator = TouchSimulator(window: window)
        target.onAction = { state in
            if state == .began { simulator.hover(to: CGPoint(x: 120, y: 100)) }
        }

        let (_, reports) = FailureReporter.capturing {
            simulator.hover(to: CGPoint(x: 100, y: 100))
            simulator.hoverExit()
        }

        #expect(reports.isEmpty)
        #expect(target.states == [.began, .changed, .ended])
        #expect(simulator.hoveringPointer == nil)
        // One pointer entered and moved: the handler's call did not bring in a second one.
        #expect(simulator.transcript.components(separatedBy: "pointer enters").count == 2)
        #expect(simulator.transcript.contains("pointer moves to (120, 100)"))
    }
}
