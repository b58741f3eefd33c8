import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// PhotoViewerController state by state, its recognizers swapped for mocks: each handler in
/// isolation, and the wiring (failure requirement, delegate, settings) checked directly.
@Suite struct PhotoViewerControllerMockTests {
    let viewer = PhotoViewerController()
    let doubleTap: TapGestureRecognizerMock
    let singleTap: TapGestureRecognizerMock
    let longPress: LongPressGestureRecognizerMock
    let pan: PanGestureRecognizerMock

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
        #expect(viewer.photoView.frame == CGRect(x: 100 - 250, y: 200 - 500, width: 975, height: 2110))
    }

    @Test func doubleTapWhileZoomedZoomsOut() {
        doubleTap.tap(location: CGPoint(x: 100, y: 200))

        doubleTap.tap(location: CGPoint(x: 300, y: 600))

        #expect(viewer.zoomScale == 1)
        #expect(viewer.photoView.frame == viewer.view.bounds)
    }

    @Test func zoomScaleOnDoubleTapIsTheZoomADoubleTapGoesTo() {
        viewer.zoomScaleOnDoubleTap = 3

        doubleTap.tap(location: .zero)

        #expect(viewer.zoomScale == 3)
        #expect(viewer.photoView.frame == CGRect(x: 0, y: 0, width: 390 * 3, height: 844 * 3))
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
        let start = viewer.photoView.frame.origin

        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(location: nil, translation: CGPoint(x: -40, y: 30), state: .changed)

        #expect(viewer.photoView.frame.origin == CGPoint(x: start.x - 40, y: start.y + 30))

        pan.pan(location: nil, translation: nil, state: .ended)

        #expect(viewer.photoView.frame.origin == CGPoint(x: start.x - 40, y: start.y + 30))
    }

    @Test func panStopsAtThePhotosEdges() {
        doubleTap.tap(location: CGPoint(x: 195, y: 422))

        pan.pan(location: nil, translation: .zero, state: .began)
        pan.pan(location: nil, translation: CGPoint(x: 5000, y: -5000), state: .changed)

        #expect(viewer.photoView.frame.origin == CGPoint(x: 0, y: 844 - 2110))
    }
}
