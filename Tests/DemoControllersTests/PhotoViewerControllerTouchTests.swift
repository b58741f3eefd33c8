import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// PhotoViewerController driven by real touches through its real recognizers, on virtual time.
@Suite struct PhotoViewerControllerTouchTests {
    let stage = ControllerStage(PhotoViewerController())
    var viewer: PhotoViewerController { stage.controller }
    let middle = CGPoint(x: 195, y: 422)

    @Test("R15: a single tap toggles the chrome only once the double tap's 0.35 s interval has passed")
    func singleTapWaitsForTheDoubleTapToFail() {
        stage.simulator.tap(at: middle)   // down at 0, up at 0.05
        stage.simulator.wait(0.34)

        #expect(!viewer.isChromeHidden)   // t = 0.39: the double tap may still come

        stage.simulator.wait(0.01)

        #expect(viewer.isChromeHidden)    // t = 0.40: the double tap failed, the single tap went ahead
    }

    @Test func aSecondSingleTapShowsTheChromeAgain() {
        stage.simulator.tap(at: middle)
        stage.simulator.wait(0.5)

        stage.simulator.tap(at: middle)
        stage.simulator.wait(0.5)

        #expect(!viewer.isChromeHidden)
    }

    @Test("R15: a double tap zooms in around the tap and never toggles the chrome")
    func doubleTapZoomsInAroundTheTap() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.tap(at: middle, count: 2)
        stage.simulator.wait(1)

        #expect(viewer.zoomScale == 2.5)
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 2.5, y: 2.5))
        #expect(viewer.photoView.center == middle)   // zoomed about the tap, the view's middle
        #expect(!viewer.isChromeHidden)
        #expect(log.states(of: "singleTap") == [.failed])
        #expect(log.states(of: "doubleTap") == [.ended])
    }

    @Test func doubleTapWhileZoomedZoomsOut() {
        stage.simulator.tap(at: middle, count: 2)
        stage.simulator.wait(1)

        stage.simulator.tap(at: middle, count: 2)

        #expect(!viewer.isZoomed)
        #expect(viewer.photoView.transform == .identity)
        #expect(viewer.photoView.center == middle)
    }

    @Test func zoomScaleOnDoubleTapIsTheZoomADoubleTapGoesTo() {
        viewer.zoomScaleOnDoubleTap = 4

        stage.simulator.tap(at: middle, count: 2)

        #expect(viewer.zoomScale == 4)
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 4, y: 4))
    }

    @Test("R7: a drag on an unzoomed photo is refused by the delegate and moves nothing")
    func dragDoesNothingWhileNotZoomed() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.drag(from: middle, to: CGPoint(x: 95, y: 322), duration: 0.3)

        #expect(viewer.photoView.center == middle)
        #expect(viewer.photoView.transform == .identity)
        #expect(log.states(of: "pan") == [.failed])
    }

    @Test("R7: a drag on a zoomed photo moves it with the finger")
    func dragMovesTheZoomedPhoto() {
        stage.simulator.tap(at: middle, count: 2)
        stage.simulator.wait(1)
        let zoomedCenter = viewer.photoView.center

        // 10 steps of (-10, -5): the pan begins on the first step, past the 10-point hysteresis on
        // x only (R22), so its translation ends at (-100 + 10, -50).
        stage.simulator.drag(from: middle, to: CGPoint(x: 95, y: 372), duration: 0.3)

        #expect(viewer.photoView.center == CGPoint(x: zoomedCenter.x - 90, y: zoomedCenter.y - 50))
        #expect(viewer.zoomScale == 2.5)
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 2.5, y: 2.5))
    }

    @Test func draggingAZoomedPhotoStopsAtItsEdges() {
        stage.simulator.tap(at: CGPoint(x: 5, y: 5), count: 2)   // zoomed, top-left corner showing
        stage.simulator.wait(1)

        stage.simulator.drag(from: middle, to: CGPoint(x: 295, y: 522), duration: 0.3)

        #expect(viewer.photoView.center == CGPoint(x: 390 * 2.5 / 2, y: 844 * 2.5 / 2))   // its top-left corner at the view's
    }

    @Test("R29: holding 0.5 s opens the menu where the finger is, not before")
    func longPressOpensTheMenu() {
        var openedAt: [CGPoint] = []
        viewer.onMenu = { openedAt.append($0) }
        let point = CGPoint(x: 120, y: 300)

        stage.simulator.down(at: point)
        stage.simulator.wait(0.49)

        #expect(!viewer.isMenuVisible)

        stage.simulator.wait(0.01)

        #expect(viewer.isMenuVisible)
        #expect(viewer.menuView.center == point)
        #expect(openedAt == [point])
    }

    @Test("R16: once the long press begins, the taps and the pan fail: the chrome stays")
    func longPressBeatsTheTaps() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.longPress(at: middle, duration: 0.6)
        stage.simulator.wait(1)

        #expect(!viewer.isChromeHidden)
        #expect(!viewer.isZoomed)
        #expect(log.states(of: "singleTap") == [.failed])
        #expect(log.states(of: "doubleTap") == [.failed])
        #expect(log.states(of: "longPress") == [.began, .changed, .ended])   // R6: the lift is the next event
    }

    @Test func aTapWhileTheMenuIsOpenClosesItAndLeavesTheChrome() {
        stage.simulator.longPress(at: middle, duration: 0.6)
        stage.simulator.wait(1)

        stage.simulator.tap(at: CGPoint(x: 50, y: 100))
        stage.simulator.wait(0.5)

        #expect(!viewer.isMenuVisible)
        #expect(!viewer.isChromeHidden)
    }

    @Test func menuPressDurationIsHowLongTheMenuWaits() {
        viewer.menuPressDuration = 1

        stage.simulator.down(at: middle)
        stage.simulator.wait(0.9)

        #expect(!viewer.isMenuVisible)

        stage.simulator.wait(0.1)

        #expect(viewer.isMenuVisible)
    }

    @Test("R29: moving before the press duration opens no menu")
    func movingBeforeTheDurationOpensNoMenu() {
        stage.simulator.down(at: middle)
        stage.simulator.wait(0.2)
        stage.simulator.move(to: CGPoint(x: middle.x + 30, y: middle.y))
        stage.simulator.wait(1)

        #expect(!viewer.isMenuVisible)
    }

    // MARK: Pinch and rotation

    @Test("R35: spreading two fingers from 100 to 200 points apart doubles the photo's transform's scale, around their centre")
    func pinchOutZoomsIn() {
        stage.simulator.pinch(center: middle, from: 100, to: 200, duration: 0.5)

        #expect(abs(viewer.zoomScale - 2) < 1e-9)
        #expect(TransformReading(viewer.photoView.transform).isScale(2))
        #expect(abs(viewer.photoView.center.x - 195) < 1e-6 && abs(viewer.photoView.center.y - 422) < 1e-6)
    }

    @Test("The zoom stops at 4, and at 1")
    func pinchIsClamped() {
        stage.simulator.pinch(center: middle, from: 100, to: 500, angle: .pi / 2, duration: 0.5)

        #expect(viewer.zoomScale == 4)
        #expect(TransformReading(viewer.photoView.transform).isScale(4))

        stage.simulator.pinch(center: middle, from: 400, to: 50, angle: .pi / 2, duration: 0.5)

        #expect(viewer.zoomScale == 1)
        #expect(TransformReading(viewer.photoView.transform).isScale(1))
    }

    @Test func maximumZoomScaleIsWhereAPinchStops() {
        viewer.maximumZoomScale = 3

        stage.simulator.pinch(center: middle, from: 100, to: 500, angle: .pi / 2, duration: 0.5)

        #expect(viewer.zoomScale == 3)
    }

    @Test("R35: turning two fingers by 45° turns the photo by 45° and leaves the zoom")
    func rotateTurnsThePhoto() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.rotate(center: middle, radius: 60, from: 0, to: .pi / 4, duration: 0.5)

        #expect(abs(viewer.photoAngle - .pi / 4) < 1e-9)
        #expect(TransformReading(viewer.photoView.transform).isScale(1, angle: .pi / 4))
        #expect(viewer.zoomScale == 1)
        #expect(log.states(of: "rotation").first == .began)
        #expect(log.states(of: "rotation").last == .ended)
        #expect(log.states(of: "pinch") == [.failed])
    }

    @Test func turningBackwardsTurnsThePhotoBackwards() {
        stage.simulator.rotate(center: middle, radius: 80, from: .pi / 2, to: .pi / 6, duration: 0.5)

        #expect(abs(viewer.photoAngle + .pi / 3) < 1e-9)
        #expect(TransformReading(viewer.photoView.transform).isScale(1, angle: -.pi / 3))
    }

    @Test("R16: spreading and turning at once zooms and turns: the delegate lets both recognize")
    func pinchAndRotateTogether() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.pinchAndRotate(center: middle, distance: (100, 200), angle: (0, .pi / 6), duration: 0.5)

        #expect(abs(viewer.zoomScale - 2) < 1e-9)
        #expect(abs(viewer.photoAngle - .pi / 6) < 1e-9)
        #expect(TransformReading(viewer.photoView.transform).isScale(2, angle: .pi / 6))
        #expect(log.states(of: "pinch").first == .began)
        #expect(log.states(of: "pinch").last == .ended)
        #expect(log.states(of: "rotation").first == .began)
        #expect(log.states(of: "rotation").last == .ended)
    }

    @Test("R16: without the delegate's yes, the first to begin wins and the other fails")
    func withoutSimultaneityOnlyOneRecognizes() {
        let stage = ControllerStage(ExclusivePhotoViewer())
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.pinchAndRotate(center: middle, distance: (100, 200), angle: (0, .pi / 6), duration: 0.5)

        #expect(log.states(of: "pinch").first == .began)
        #expect(log.states(of: "rotation") == [.failed])
        #expect(abs(stage.controller.zoomScale - 2) < 1e-9)
        #expect(stage.controller.photoAngle == 0)
        #expect(TransformReading(stage.controller.photoView.transform).isScale(2))
    }

    @Test("Two fingers neither tap, open the menu nor toggle the chrome")
    func aPinchTriggersNothingElse() {
        let log = RecognizerStateLog(window: stage.window)

        stage.simulator.pinch(center: middle, from: 100, to: 150, duration: 0.8)
        stage.simulator.wait(1)

        #expect(!viewer.isChromeHidden)
        #expect(!viewer.isMenuVisible)
        #expect(log.states(of: "singleTap") == [.failed])
        #expect(log.states(of: "doubleTap") == [.failed])
        #expect(log.states(of: "longPress") == [.failed])
        #expect(log.states(of: "pan") == [.failed])
    }

    @Test("A double tap after a pinch zooms out to 1; the angle stays")
    func doubleTapAfterAPinchZoomsOut() {
        stage.simulator.pinchAndRotate(center: middle, distance: (100, 150), angle: (0, 0.5), duration: 0.5)
        stage.simulator.wait(1)

        stage.simulator.tap(at: middle, count: 2)

        #expect(viewer.zoomScale == 1)
        #expect(viewer.photoView.center == middle)
        #expect(abs(viewer.photoAngle - 0.5) < 1e-9)
        #expect(TransformReading(viewer.photoView.transform).isScale(1, angle: 0.5))
    }

    @Test("A pinch goes on from the double tap's zoom")
    func pinchAfterADoubleTapMultipliesItsZoom() {
        stage.simulator.tap(at: middle, count: 2)
        stage.simulator.wait(1)

        stage.simulator.pinch(center: middle, from: 100, to: 120, duration: 0.5)

        #expect(abs(viewer.zoomScale - 3) < 1e-9)
        #expect(TransformReading(viewer.photoView.transform).isScale(3))
    }

    @Test("R7: after a pinch has zoomed, a drag moves the photo")
    func dragAfterAPinchMovesThePhoto() {
        stage.simulator.pinch(center: middle, from: 100, to: 200, duration: 0.5)
        stage.simulator.wait(1)
        let zoomedCenter = viewer.photoView.center

        stage.simulator.drag(from: middle, to: CGPoint(x: 95, y: 372), duration: 0.3)

        #expect(abs(viewer.photoView.center.x - (zoomedCenter.x - 90)) < 1e-6)
        #expect(abs(viewer.photoView.center.y - (zoomedCenter.y - 50)) < 1e-6)
    }
}

/// A photo viewer whose delegate lets nothing recognize together.
private final class ExclusivePhotoViewer: PhotoViewerController {
    override func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        false
    }
}
