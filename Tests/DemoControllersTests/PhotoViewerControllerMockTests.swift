import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// PhotoViewerController state by state, its recognizers swapped for mocks: each handler in
/// isolation, and the wiring (failure requirement, delegate, settings) checked directly.
@Suite struct PhotoViewerControllerMockTests {
    let viewer = PhotoViewerController()
    let doubleTap: TapGestureRecognizerMock
    let singleTap: TapGestureRecognizerMock
    let longPress: LongPressGestureRecognizerMock
    let pan: PanGestureRecognizerMock
    let pinch: PinchGestureRecognizerMock
    let rotation: RotationGestureRecognizerMock

    init() throws {
        let view: View = viewer.view
        // The double tap is the view's first tap recognizer: replaceGestureRecognizer finds it.
        doubleTap = try #require(view.replaceGestureRecognizer(
            ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil)))
        longPress = try #require(view.replaceGestureRecognizer(
            ofType: LongPressGestureRecognizer.self, with: LongPressGestureRecognizerMock(target: nil, action: nil)))
        pan = try #require(view.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil)))
        // The single tap is the second: swap it as the article did, reaching its handler by name.
        let original = try #require(view.gestureRecognizers?.first { $0.name == "singleTap" })
        view.removeGestureRecognizer(original)
        singleTap = TapGestureRecognizerMock(target: viewer, action: "singleTap:")
        view.addGestureRecognizer(singleTap)
        // The pinch and the rotation are the photo's.
        pinch = try #require(viewer.photoView.replaceGestureRecognizer(
            ofType: PinchGestureRecognizer.self, with: PinchGestureRecognizerMock(target: nil, action: nil)))
        rotation = try #require(viewer.photoView.replaceGestureRecognizer(
            ofType: RotationGestureRecognizer.self, with: RotationGestureRecognizerMock(target: nil, action: nil)))
    }

    // MARK: Wiring

    @Test("R15: the single tap requires the double tap to fail, and the double tap needs two taps")
    func theTapsAreWired() throws {
        let fresh = PhotoViewerController()
        let recognizers = try #require(fresh.view.gestureRecognizers)
        let double = try #require(recognizers.first { $0.name == "doubleTap" } as? TapGestureRecognizer)
        let single = try #require(recognizers.first { $0.name == "singleTap" } as? TapGestureRecognizer)

        #expect(single.requiredToFail.count == 1)
        #expect(single.requiredToFail.first === double)
        #expect(double.numberOfTapsRequired == 2)
        #expect(single.numberOfTapsRequired == 1)
    }

    @Test func theMocksTookOverTheNamedHandlers() {
        #expect(doubleTap.target === viewer)
        #expect(doubleTap.action == "doubleTap:")
        #expect(longPress.action == "longPress:")
        #expect(pan.action == "pan:")
        #expect(pan.delegate === viewer)
        #expect(longPress.minimumPressDuration == 0.5)
    }

    @Test("R7: the delegate lets the pan begin only while zoomed, and never stops the others")
    func theDelegateGatesThePanOnTheZoom() {
        #expect(!viewer.gestureRecognizerShouldBegin(pan))
        #expect(viewer.gestureRecognizerShouldBegin(singleTap))

        doubleTap.tap(location: CGPoint(x: 100, y: 100))

        #expect(viewer.gestureRecognizerShouldBegin(pan))
    }

    @Test func menuPressDurationUpdatesTheLongPress() throws {
        let fresh = PhotoViewerController()
        let press = try #require(fresh.view.gestureRecognizers?.first { $0 is LongPressGestureRecognizer } as? LongPressGestureRecognizer)

        fresh.menuPressDuration = 1.2

        #expect(press.minimumPressDuration == 1.2)
    }

    // MARK: Handlers

    @Test func doubleTapZoomsInAroundTheLocation() {
        doubleTap.tap(location: CGPoint(x: 100, y: 200))

        #expect(viewer.zoomScale == 2.5)
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 2.5, y: 2.5))
        #expect(viewer.photoView.center == CGPoint(x: 100 + 95 * 2.5, y: 200 + 222 * 2.5))   // (100, 200) stays put
    }

    @Test func doubleTapWhileZoomedZoomsOut() {
        doubleTap.tap(location: CGPoint(x: 100, y: 200))

        doubleTap.tap(location: CGPoint(x: 300, y: 600))

        #expect(viewer.zoomScale == 1)
        #expect(viewer.photoView.transform == .identity)
        #expect(viewer.photoView.center == CGPoint(x: 195, y: 422))
    }

    @Test func zoomScaleOnDoubleTapIsTheZoomADoubleTapGoesTo() {
        viewer.zoomScaleOnDoubleTap = 3

        doubleTap.tap(location: .zero)

        #expect(viewer.zoomScale == 3)
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 3, y: 3))
        #expect(viewer.photoView.center == CGPoint(x: 195 * 3, y: 422 * 3))   // the top-left corner stays put
    }

    @Test func singleTapTogglesTheChrome() {
        singleTap.tap(location: CGPoint(x: 100, y: 100))

        #expect(viewer.isChromeHidden)

        singleTap.tap(location: CGPoint(x: 100, y: 100))

        #expect(!viewer.isChromeHidden)
    }

    @Test func singleTapWithTheMenuOpenClosesItAndLeavesTheChrome() {
        longPress.longPress(location: CGPoint(x: 150, y: 300), state: .began)

        singleTap.tap(location: CGPoint(x: 20, y: 20))

        #expect(!viewer.isMenuVisible)
        #expect(!viewer.isChromeHidden)
    }

    @Test func longPressBeganOpensTheMenuThere() {
        var opened: [CGPoint] = []
        viewer.onMenu = { opened.append($0) }

        longPress.longPress(location: CGPoint(x: 150, y: 300), state: .began)

        #expect(viewer.isMenuVisible)
        #expect(viewer.menuView.center == CGPoint(x: 150, y: 300))
        #expect(opened == [CGPoint(x: 150, y: 300)])
    }

    @Test("Only .began opens the menu", arguments: [GestureRecognizer.State.changed, .ended, .cancelled])
    func otherLongPressStatesOpenNothing(state: GestureRecognizer.State) {
        longPress.longPress(location: CGPoint(x: 150, y: 300), state: state)

        #expect(!viewer.isMenuVisible)
    }

    @Test func panMovesTheZoomedPhotoByTheTranslation() {
        doubleTap.tap(location: CGPoint(x: 195, y: 422))
        let start = viewer.photoView.center

        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(location: nil, translation: CGPoint(x: -40, y: 30), state: .changed)

        #expect(viewer.photoView.center == CGPoint(x: start.x - 40, y: start.y + 30))

        pan.pan(location: nil, translation: nil, state: .ended)

        #expect(viewer.photoView.center == CGPoint(x: start.x - 40, y: start.y + 30))
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 2.5, y: 2.5))   // moving leaves the zoom
    }

    @Test func panStopsAtThePhotosEdges() {
        doubleTap.tap(location: CGPoint(x: 195, y: 422))

        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(location: nil, translation: CGPoint(x: 5000, y: -5000), state: .changed)

        // The 975 × 2110 zoomed photo's left edge at the view's, its bottom edge at the view's.
        #expect(viewer.photoView.center == CGPoint(x: 975 / 2.0, y: 844 - 2110 / 2.0))
    }

    // MARK: Pinch and rotation

    @Test func thePinchAndRotationAreThePhotosAndAnswerByName() {
        #expect(pinch.view === viewer.photoView)
        #expect(rotation.view === viewer.photoView)
        #expect(pinch.target === viewer)
        #expect(pinch.action == "pinch:")
        #expect(rotation.action == "rotation:")
        #expect(pinch.name == "pinch")
        #expect(rotation.name == "rotation")
        #expect(pinch.delegate === viewer)
        #expect(rotation.delegate === viewer)
    }

    @Test("R16: the delegate lets the pinch and the rotation recognize together, and no other pair")
    func onlyThePinchAndRotationRecognizeTogether() {
        #expect(viewer.gestureRecognizer(pinch, shouldRecognizeSimultaneouslyWith: rotation))
        #expect(viewer.gestureRecognizer(rotation, shouldRecognizeSimultaneouslyWith: pinch))
        #expect(!viewer.gestureRecognizer(pinch, shouldRecognizeSimultaneouslyWith: pan))
        #expect(!viewer.gestureRecognizer(rotation, shouldRecognizeSimultaneouslyWith: doubleTap))
        #expect(!viewer.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: longPress))
        #expect(viewer.gestureRecognizerShouldBegin(pinch))
        #expect(viewer.gestureRecognizerShouldBegin(rotation))
    }

    @Test("R35: the pinch multiplies the zoom by each scale, then resets the scale to 1")
    func pinchMultipliesTheZoomAndResetsTheScale() {
        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: 1.5, state: .began)

        #expect(viewer.zoomScale == 1.5)
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 1.5, y: 1.5))
        #expect(pinch.scale == 1)
        #expect(pinch.sentActions.last?.scale == 1.5)

        pinch.pinch(scale: 2, state: .changed)   // an increment on what the handler left

        #expect(viewer.zoomScale == 3)
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 3, y: 3))
        #expect(pinch.scale == 1)
    }

    @Test func pinchZoomsAroundItsLocation() {
        pinch.pinch(location: CGPoint(x: 100, y: 200), scale: 2, state: .began)

        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(viewer.photoView.center == CGPoint(x: 100 + 95 * 2, y: 200 + 222 * 2))   // (100, 200) stays put
    }

    @Test("The zoom stays within 1…4", arguments: [(CGFloat(3), CGFloat(3), CGFloat(4)), (0.5, 1, 1), (2, 0.1, 1)])
    func pinchIsClamped(first: CGFloat, second: CGFloat, zoom: CGFloat) {
        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: first, state: .began)
        pinch.pinch(scale: second, state: .changed)

        #expect(viewer.zoomScale == zoom)
        #expect(TransformReading(viewer.photoView.transform).isScale(zoom))
    }

    @Test func theZoomLimitsAreSettable() {
        viewer.minimumZoomScale = 0.5
        viewer.maximumZoomScale = 2

        pinch.pinch(location: .zero, scale: 3, state: .began)

        #expect(viewer.zoomScale == 2)

        pinch.pinch(scale: 0.1, state: .changed)

        #expect(viewer.zoomScale == 0.5)
    }

    @Test("Only .began and .changed zoom", arguments: [GestureRecognizer.State.ended, .cancelled, .failed])
    func otherPinchStatesLeaveTheZoom(state: GestureRecognizer.State) {
        pinch.pinch(location: .zero, scale: 2, state: state)

        #expect(viewer.zoomScale == 1)
    }

    @Test("R35: the rotation adds each rotation to the angle, then resets it to 0")
    func rotationAddsToTheAngleAndResets() {
        rotation.rotate(location: CGPoint(x: 195, y: 422), rotation: 0.2, state: .began)

        #expect(viewer.photoAngle == 0.2)
        #expect(viewer.photoView.transform == CGAffineTransform(rotationAngle: 0.2))
        #expect(rotation.rotation == 0)

        rotation.rotate(rotation: -0.5, state: .changed)
        rotation.rotate(state: .ended)

        #expect(abs(viewer.photoAngle + 0.3) < 1e-12)
        #expect(TransformReading(viewer.photoView.transform).isScale(1, angle: -0.3))
        #expect(viewer.zoomScale == 1)
    }

    @Test func pinchAndRotationTogetherEachChangeTheirOwnValue() {
        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: 1.2, state: .began)
        rotation.rotate(location: CGPoint(x: 195, y: 422), rotation: 0.1, state: .began)
        pinch.pinch(scale: 1.5, state: .changed)
        rotation.rotate(rotation: 0.1, state: .changed)

        #expect(abs(viewer.zoomScale - 1.8) < 1e-12)
        #expect(abs(viewer.photoAngle - 0.2) < 1e-12)
        #expect(TransformReading(viewer.photoView.transform).isScale(1.8, angle: 0.2))
    }

    @Test("A double tap on a photo the pinch zoomed zooms out, and leaves the angle")
    func doubleTapAfterAPinchZoomsOut() {
        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: 1.3, state: .began)
        rotation.rotate(rotation: 0.4, state: .began)

        doubleTap.tap(location: CGPoint(x: 195, y: 422))

        #expect(viewer.zoomScale == 1)
        #expect(viewer.photoView.transform == CGAffineTransform(rotationAngle: 0.4))
        #expect(viewer.photoView.center == CGPoint(x: 195, y: 422))
        #expect(viewer.photoAngle == 0.4)
    }

    @Test func aPinchMultipliesTheDoubleTapsZoom() {
        doubleTap.tap(location: CGPoint(x: 195, y: 422))

        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: 1.2, state: .began)

        #expect(abs(viewer.zoomScale - 3) < 1e-12)
        #expect(TransformReading(viewer.photoView.transform).isScale(3))
    }

    @Test func aDoubleTapZoomsNoFurtherThanTheMaximum() {
        viewer.zoomScaleOnDoubleTap = 6

        doubleTap.tap(location: .zero)

        #expect(viewer.zoomScale == 4)
        #expect(viewer.photoView.transform == CGAffineTransform(scaleX: 4, y: 4))
    }

    @Test("R7: once a pinch has zoomed, the delegate lets the pan begin")
    func aPinchZoomLetsThePanBegin() {
        pinch.pinch(location: CGPoint(x: 195, y: 422), scale: 1.1, state: .began)

        #expect(viewer.isZoomed)
        #expect(viewer.gestureRecognizerShouldBegin(pan))
    }
}
