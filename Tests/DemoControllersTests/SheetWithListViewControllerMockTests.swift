import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// SheetWithListViewController state by state: the sheet's pan swapped for a mock whose
/// translation, velocity and state the tests set, the list staged by its `contentOffset`.
///
/// Can the list's pan be mocked too? Yes, with care: `listView.replaceGestureRecognizer(ofType:
/// PanGestureRecognizer.self, with: mock)` moves the scroll view's own handler to the mock, which
/// then drags and flings the content (``theListsPanCanBeMockedForItsDragAndFling()``). But
/// `listView.panGestureRecognizer` still names the recognizer that was removed, and what the scroll
/// view learns from its pan's touches (a touch-down stops a deceleration) goes with it. Mock
/// recognizers also skip arbitration, so no mock shows how the two pans share a touch. Most tests
/// need neither: set the list's `contentOffset` to put it where the test needs it, and drive the
/// two pans together with real touches (SheetWithListViewControllerTouchTests).
@Suite struct SheetWithListViewControllerMockTests {
    let host = ViewController()
    /// Owns the window the sheet is presented in (its clock runs the list's deceleration).
    let simulator: TouchSimulator
    let sheet = SheetWithListViewController()
    let pan: PanGestureRecognizerMock

    init() throws {
        simulator = TouchSimulator(hosting: host)
        host.present(sheet, animated: false, completion: nil)
        pan = try #require(sheet.view.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil)))
    }

    /// A whole pull from the list's top: began 10 points down, changed to `distance`, released at `velocity` (points per second).
    func release(after distance: CGFloat, velocity: CGFloat) {
        pan.pan(translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: distance), state: .changed)
        pan.pan(translation: nil, velocity: CGPoint(x: 0, y: velocity), state: .ended)
    }

    // MARK: Wiring

    @Test func theSheetsPanIsWiredAndRecognizesWithTheListsPan() {
        let list = sheet.listView.panGestureRecognizer

        #expect(pan.name == "sheetPan")
        #expect(pan.target === sheet)
        #expect(pan.action == "sheetPan:")
        #expect(pan.delegate === sheet)
        #expect(sheet.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: list))
        #expect(sheet.gestureRecognizer(list, shouldRecognizeSimultaneouslyWith: pan))
        #expect(!sheet.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: PanGestureRecognizer(target: nil, action: nil)))
    }

    @Test func theListFillsTheSheetWithFiftyRowsOf44Points() {
        #expect(sheet.listView.superview === sheet.view)
        #expect(sheet.listView.frame == sheet.view.bounds)
        #expect(sheet.listView.contentSize == CGSize(width: 390, height: 2200))
        #expect(sheet.rowViews.count == 50)
        #expect(sheet.rowViews[49].frame == CGRect(x: 0, y: 2156, width: 390, height: 44))
        #expect(sheet.rowViews.allSatisfy { $0.superview === sheet.listView })
        #expect(sheet.listView.delegate === sheet)
    }

    // MARK: Pulling the sheet

    @Test func aDownwardPullFromTheTopMovesTheSheetAndPinsTheList() {
        pan.pan(translation: CGPoint(x: 0, y: 10), state: .began)

        #expect(sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 10)

        pan.pan(translation: CGPoint(x: 30, y: 200), state: .changed)
        sheet.listView.contentOffset = CGPoint(x: 0, y: -40)   // as the list's own pan would, into its rubber band

        #expect(sheet.sheetOffset == 200)
        #expect(sheet.listView.contentOffset == .zero)
    }

    @Test func aPanThatBeginsWithNoTranslationIsDecidedByItsFirstMovement() {
        pan.pan(translation: .zero, state: .began)   // a real pan that begins exactly at its hysteresis

        #expect(!sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 0)

        pan.pan(translation: CGPoint(x: 0, y: 25), state: .changed)

        #expect(sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 25)
    }

    @Test func anUpwardDragFromTheTopLeavesTheSheetForTheWholeDrag() {
        pan.pan(translation: CGPoint(x: 0, y: -10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 200), state: .changed)   // back down past the start: no hand-off

        #expect(!sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 0)
    }

    @Test func aDownwardDragOnAScrolledListLeavesTheSheet() {
        sheet.listView.contentOffset = CGPoint(x: 0, y: 300)

        pan.pan(translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 400), state: .changed)
        pan.pan(translation: nil, velocity: CGPoint(x: 0, y: 3000), state: .ended)

        #expect(sheet.sheetOffset == 0)
        #expect(sheet.dismissalCount == 0)
        #expect(sheet.listView.contentOffset.y == 300)   // the mock is not the list's pan
    }

    // MARK: Release

    @Test("On release a pull dismisses when fast enough downwards or past half the height", arguments: [
        (CGFloat(100), CGFloat(1500), true), (CGFloat(100), CGFloat(1499), false),
        (CGFloat(423), CGFloat(0), true), (CGFloat(422), CGFloat(100), false),
        (CGFloat(600), CGFloat(-200), false), (CGFloat(40), CGFloat(-3000), false),
    ])
    func aReleaseDismissesOrSpringsBack(distance: CGFloat, velocity: CGFloat, dismisses: Bool) {
        release(after: distance, velocity: velocity)

        #expect(sheet.dismissalCount == (dismisses ? 1 : 0))
        #expect((host.presentedViewController === sheet) == !dismisses)
        #expect(sheet.sheetOffset == (dismisses ? 844 : 0))
        #expect(!sheet.isPullingSheet)
    }

    @Test func aCancelledPullSpringsBack() {
        pan.pan(translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 600), state: .changed)

        pan.pan(translation: nil, state: .cancelled)

        #expect(sheet.sheetOffset == 0)
        #expect(sheet.dismissalCount == 0)
        #expect(!sheet.isPullingSheet)
    }

    @Test func theThresholdsAreSettable() {
        sheet.minimumVelocityToDismiss = 3000
        release(after: 100, velocity: 2000)

        #expect(sheet.dismissalCount == 0)

        sheet.minimumHeightRatioToDismiss = 0.25
        release(after: 220, velocity: 0)

        #expect(sheet.dismissalCount == 1)
    }

    // MARK: The list's pan as a mock

    @Test func theListsPanCanBeMockedForItsDragAndFling() throws {
        let listPan = try #require(sheet.listView.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil)))

        listPan.pan(translation: .zero, state: .began)
        listPan.pan(translation: CGPoint(x: 0, y: -300), state: .changed)

        #expect(sheet.listView.contentOffset.y == 300)
        #expect(sheet.listView.isDragging)

        listPan.pan(translation: nil, velocity: CGPoint(x: 0, y: -1000), state: .ended)   // 1 point per ms up the content

        #expect(sheet.listView.isDecelerating)

        simulator.wait(5)

        #expect(abs(sheet.listView.contentOffset.y - 799) < 0.001)   // 300 + 1 × 0.998 ÷ 0.002
        #expect(!sheet.listView.isDecelerating)
        #expect(sheet.listView.panGestureRecognizer !== listPan)   // still names the real pan, now removed
    }

    @Test func aDragThatBeganOnAScrolledListDoesNotPullOnceTheListReachesItsTop() throws {
        let listPan = try #require(sheet.listView.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil)))
        sheet.listView.contentOffset = CGPoint(x: 0, y: 5)

        listPan.pan(translation: CGPoint(x: 0, y: 10), state: .began)   // the list's pan acts first: it reaches its top
        pan.pan(translation: CGPoint(x: 0, y: 10), state: .began)
        pan.pan(translation: CGPoint(x: 0, y: 100), state: .changed)

        #expect(sheet.listView.contentOffset.y < 0)
        #expect(!sheet.isPullingSheet)
        #expect(sheet.sheetOffset == 0)
    }
}
