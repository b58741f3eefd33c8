import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// DraggableCircleViewController driven by real touches through its attached value gesture, on
/// virtual time: the `@GestureState` read while the finger is down, the kept offset after.
@Suite struct DraggableCircleViewControllerTouchTests {
    let controller = DraggableCircleViewController()
    let simulator: TouchSimulator
    /// The circle's centre at rest: the middle of the 390 × 844 screen.
    let start = CGPoint(x: 195, y: 422)

    init() {
        simulator = TouchSimulator(hosting: controller)
    }

    func point(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint {
        CGPoint(x: start.x + dx, y: start.y + dy)
    }

    @Test("R62, R65, R60: the state is .pressing from the touch-down, then .dragging by nothing the moment the press has lasted 0.5 s")
    func theStateFollowsThePress() {
        simulator.down(at: start)

        #expect(controller.dragState == .pressing)
        #expect(controller.circle.alpha == 0.8)   // lifted

        simulator.wait(0.49)

        #expect(controller.dragState == .pressing)

        simulator.wait(0.01)

        #expect(controller.dragState == .dragging(translation: .zero))   // .second(true, nil): the drag may start
        #expect(controller.circle.center == start)
    }

    @Test("R63, R65, R60: after the press the circle follows the finger, and the state holds the translation")
    func theCircleFollowsTheFingerAfterThePress() {
        simulator.down(at: start)
        simulator.wait(0.6)

        simulator.move(to: point(30, 40))

        #expect(controller.dragState == .dragging(translation: CGSize(width: 30, height: 40)))
        #expect(controller.circle.center == point(30, 40))
        #expect(controller.offset == .zero)   // kept only at the end
    }

    @Test("R65: the drag is measured from where the finger was when the press ended, not where it went down")
    func theDragStartsWhereThePressEnded() {
        simulator.down(at: start)
        simulator.wait(0.2)
        simulator.move(to: point(0, 5))   // within the press's 10 points
        simulator.wait(0.4)

        simulator.move(to: point(0, 45))

        #expect(controller.dragState == .dragging(translation: CGSize(width: 0, height: 40)))
    }

    @Test("R60: onEnded keeps where the circle was dropped, and the state is back to .inactive at the lift")
    func aDropKeepsTheOffset() {
        simulator.down(at: start)
        simulator.wait(0.6)
        simulator.move(to: point(60, 30))
        simulator.move(to: point(120, 60))

        simulator.up()

        #expect(controller.offset == CGSize(width: 120, height: 60))
        #expect(controller.dragState == .inactive)
        #expect(controller.circle.center == point(120, 60))
        #expect(controller.circle.alpha == 1)
    }

    @Test func dragsAddUp() {
        simulator.down(at: start)
        simulator.wait(0.6)
        simulator.move(to: point(100, 0))
        simulator.up()
        simulator.wait(0.5)

        simulator.down(at: point(100, 0))
        simulator.wait(0.6)
        simulator.move(to: point(100, -80))
        simulator.up()

        #expect(controller.offset == CGSize(width: 100, height: -80))
        #expect(controller.circle.center == point(100, -80))
    }

    @Test("R62: a finger that moves 10 points before 0.5 s fails the press, and the circle stays where it is")
    func draggingAtOnceMovesNothing() {
        let log = RecognizerStateLog(window: simulator.window)
        controller.circleGesture.recognizer.name = "circle"

        simulator.drag(from: start, to: point(100, 0), duration: 0.3)

        #expect(controller.offset == .zero)
        #expect(controller.circle.center == start)
        #expect(controller.dragState == .inactive)
        #expect(log.states(of: "circle") == [.failed])
    }

    @Test("R62, R60: a press lifted before 0.5 s ends nothing, and the state goes back to .inactive")
    func aShortPressEndsNothing() {
        simulator.down(at: start)
        simulator.wait(0.3)

        #expect(controller.dragState == .pressing)

        simulator.up()

        #expect(controller.dragState == .inactive)
        #expect(controller.circle.alpha == 1)
        #expect(controller.offset == .zero)
    }

    @Test("R65, R63: a lift after the press, before the drag moved 10 points, fails the drag: nothing is kept")
    func aLiftWithoutDraggingKeepsNothing() {
        simulator.down(at: start)
        simulator.wait(0.6)
        simulator.move(to: point(5, 0))

        simulator.up()

        #expect(controller.offset == .zero)
        #expect(controller.circle.center == start)
        #expect(controller.dragState == .inactive)
    }

    @Test("R63, R60: a second finger on the circle fails the drag mid-way: no onEnded, and the state's reset shows the circle at its kept offset")
    func aSecondFingerPutsTheCircleBack() {
        let log = RecognizerStateLog(window: simulator.window)
        controller.circleGesture.recognizer.name = "circle"
        simulator.down(at: start)
        simulator.wait(0.6)
        simulator.move(to: point(0, -50))
        #expect(controller.circle.center == point(0, -50))

        simulator.down(at: point(20, -30), finger: 1)

        #expect(controller.dragState == .inactive)
        #expect(controller.circle.center == start)
        #expect(controller.circle.alpha == 1)
        #expect(controller.offset == .zero)
        #expect(log.states(of: "circle") == [.began, .changed, .cancelled])
    }

    @Test("R69: the attached gesture runs on one recognizer among the circle's gestureRecognizers")
    func theGestureIsOneRecognizerOfTheCircle() throws {
        let gesture = try #require(controller.circleGesture)

        #expect(controller.circle.attachedGestures.count == 1)
        #expect(controller.circle.attachedGestures.first === gesture)
        #expect(gesture.priority == .normal)
        #expect(controller.circle.gestureRecognizers?.contains { $0 === gesture.recognizer } == true)
    }

    @Test func theGestureClosuresDoNotKeepTheControllerAlive() {
        weak var released: DraggableCircleViewController?
        do {
            let controller = DraggableCircleViewController()
            released = controller
            let simulator = TouchSimulator(hosting: controller)
            simulator.down(at: start)
            simulator.wait(0.6)
            simulator.move(to: point(0, 40))
            simulator.up()
            #expect(controller.offset == CGSize(width: 0, height: 40))
        }

        #expect(released == nil)
    }
}
