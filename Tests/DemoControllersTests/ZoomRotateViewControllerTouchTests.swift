import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// ZoomRotateViewController driven by real two-finger touches through its attached value gesture,
/// on virtual time: the `@GestureState`s and the live transform mid-gesture, what is kept after.
@Suite struct ZoomRotateViewControllerTouchTests {
    let controller = ZoomRotateViewController()
    let simulator: TouchSimulator
    /// The photo's centre: the middle of the 390 × 844 screen.
    let middle = CGPoint(x: 195, y: 422)

    init() {
        simulator = TouchSimulator(hosting: controller)
    }

    var reading: TransformReading { TransformReading(controller.photo.transform) }

    /// Fingers 0 and 1 down 100 points apart on a horizontal line through the middle.
    func putTwoFingersDown() {
        simulator.down(at: CGPoint(x: 145, y: 422), finger: 0)
        simulator.down(at: CGPoint(x: 245, y: 422), finger: 1)
    }

    @Test("R64, R60: two fingers spreading zoom the photo as they go; the magnification state reads it mid-gesture")
    func spreadingZoomsLive() {
        putTwoFingersDown()
        simulator.wait(0.1)

        simulator.move(to: CGPoint(x: 295, y: 422), finger: 1)   // 150 points apart

        #expect(controller.magnification == 1.5)
        #expect(controller.rotation == .zero)
        #expect(reading.isScale(1.5))
        #expect(controller.scale == 1)   // kept only at the end
    }

    @Test("R64, R65, R60: onEnded keeps the zoom, and both states are back to their initial values at the lift")
    func theZoomIsKeptAtTheLift() {
        putTwoFingersDown()
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 295, y: 422), finger: 1)

        simulator.up(finger: 0)

        #expect(controller.scale == 1.5)
        #expect(controller.magnification == 1)
        #expect(controller.rotation == .zero)
        #expect(reading.isScale(1.5))
    }

    @Test("R64: turning two fingers turns the photo as they go; the rotation state reads the angle, clockwise positive")
    func turningRotatesLive() {
        putTwoFingersDown()
        simulator.wait(0.1)

        simulator.move(to: CGPoint(x: 145 + 100 * cos(CGFloat.pi / 4), y: 422 + 100 * sin(CGFloat.pi / 4)), finger: 1)

        #expect(abs(controller.rotation.degrees - 45) < 1e-9)
        #expect(reading.isScale(1, angle: .pi / 4))
        #expect(controller.angle == .zero)
    }

    @Test("R65: fingers that only spread leave the rotate side nil: the angle stays")
    func aSpreadAloneKeepsTheAngle() {
        simulator.pinch(center: middle, from: 100, to: 150, duration: 0.5)

        #expect(abs(controller.scale - 1.5) < 1e-9)
        #expect(controller.angle == .zero)
        #expect(reading.isScale(1.5))
    }

    @Test("R65: fingers that only turn leave the magnify side nil: the zoom stays")
    func aTurnAloneKeepsTheZoom() {
        simulator.rotate(center: middle, radius: 60, from: 0, to: -.pi / 6, duration: 0.5)

        #expect(abs(controller.angle.degrees + 30) < 1e-9)
        #expect(controller.scale == 1)
        #expect(reading.isScale(1, angle: -.pi / 6))
    }

    @Test("R64, R65: zoom and turn at once, both kept at the end")
    func zoomAndTurnTogether() {
        simulator.pinchAndRotate(center: middle, distance: (100, 150), angle: (0, .pi / 4), duration: 0.5)

        #expect(abs(controller.scale - 1.5) < 1e-9)
        #expect(abs(controller.angle.degrees - 45) < 1e-9)
        #expect(reading.isScale(1.5, angle: .pi / 4), "\(reading)")
        #expect(controller.magnification == 1)
        #expect(controller.rotation == .zero)
    }

    @Test func gesturesAddUp() {
        simulator.pinch(center: middle, from: 100, to: 200, duration: 0.5)
        simulator.rotate(center: middle, radius: 60, from: 0, to: .pi / 6, duration: 0.5)
        simulator.pinchAndRotate(center: middle, distance: (100, 150), angle: (0, .pi / 12), duration: 0.5)

        #expect(abs(controller.scale - 3) < 1e-9)
        #expect(abs(controller.angle.degrees - 45) < 1e-9)
        #expect(reading.isScale(3, angle: .pi / 4), "\(reading)")
    }

    @Test("R64: the zoom stays within 0.5…4 while the fingers go on, and when it is kept")
    func theZoomIsClamped() {
        simulator.down(at: CGPoint(x: 185, y: 422), finger: 0)
        simulator.down(at: CGPoint(x: 205, y: 422), finger: 1)
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 285, y: 422), finger: 1)   // from 20 to 100 points apart

        #expect(controller.magnification == 5)
        #expect(reading.isScale(4))

        simulator.up(finger: 1)
        #expect(controller.scale == 4)
        simulator.up(finger: 0)
        simulator.pinch(center: middle, from: 400, to: 20, angle: .pi / 2, duration: 0.5)   // ÷20

        #expect(controller.scale == 0.5)
        #expect(reading.isScale(0.5))
    }

    @Test("R60: a cancelled gesture keeps nothing: the states reset, and their reset shows the kept transform again")
    func aCancelKeepsNothing() {
        simulator.pinch(center: middle, from: 100, to: 200, duration: 0.5)
        putTwoFingersDown()
        simulator.wait(0.1)
        simulator.move(to: CGPoint(x: 295, y: 422), finger: 1)
        #expect(reading.isScale(3))

        simulator.cancel(finger: 0)

        #expect(controller.magnification == 1)
        #expect(controller.scale == 2)
        #expect(reading.isScale(2))
    }

    @Test("R64: one finger is not enough: its drag fails the gesture, and nothing changes")
    func oneFingerDoesNothing() {
        let log = RecognizerStateLog(window: simulator.window)
        controller.photoGesture.recognizer.name = "zoomRotate"

        simulator.drag(from: middle, to: CGPoint(x: 295, y: 522), duration: 0.3)

        #expect(controller.photo.transform == .identity)
        #expect(log.states(of: "zoomRotate") == [.failed])
    }

    @Test("R64, R65: fingers that lift before spreading 1% or turning 1° fail both sides: nothing is kept")
    func aStillTwoFingerTouchFails() {
        let log = RecognizerStateLog(window: simulator.window)
        controller.photoGesture.recognizer.name = "zoomRotate"
        putTwoFingersDown()
        simulator.wait(0.2)

        simulator.up(finger: 0)

        #expect(controller.scale == 1)
        #expect(log.states(of: "zoomRotate") == [.failed])
    }

    @Test("R69: the attached gesture runs on one recognizer among the photo's gestureRecognizers")
    func theGestureIsOneRecognizerOfThePhoto() throws {
        let gesture = try #require(controller.photoGesture)

        #expect(controller.photo.attachedGestures.first === gesture)
        #expect(gesture.priority == .normal)
        #expect(controller.photo.gestureRecognizers?.contains { $0 === gesture.recognizer } == true)
    }

    @Test func theGestureClosuresDoNotKeepTheControllerAlive() {
        weak var released: ZoomRotateViewController?
        do {
            let controller = ZoomRotateViewController()
            released = controller
            TouchSimulator(hosting: controller).pinch(center: middle, from: 100, to: 200, duration: 0.5)
            #expect(abs(controller.scale - 2) < 1e-9)
        }

        #expect(released == nil)
    }
}
