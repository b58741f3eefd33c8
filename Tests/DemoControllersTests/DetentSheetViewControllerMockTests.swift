import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// DetentSheetViewController state by state: the sheet's pan swapped for a mock whose
/// translation, velocity and state the tests set, so each release reads exactly the velocity
/// given. Detent tops on the 844-point screen: collapsed 684, half 422, full 44.
@Suite struct DetentSheetViewControllerMockTests {
    typealias Detent = DetentSheetViewController.Detent

    let stage = ControllerStage(presenting: DetentSheetViewController())
    var sheet: DetentSheetViewController { stage.controller }
    let pan: PanGestureRecognizerMock

    init() throws {
        pan = try #require(stage.controller.sheetView.replaceGestureRecognizer(
            ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil)))
    }

    /// A whole drag from `detent`: began at no translation, changed to `distance` (down positive),
    /// released at `velocity` (points per second, down positive).
    func release(from detent: Detent, after distance: CGFloat, velocity: CGFloat) {
        sheet.move(to: detent)
        pan.pan(translation: .zero, state: .began)
        pan.pan(translation: CGPoint(x: 0, y: distance), state: .changed)
        pan.pan(translation: nil, velocity: CGPoint(x: 0, y: velocity), state: .ended)
    }

    // MARK: Wiring and detents

    @Test func theSheetsPanIsWiredByName() {
        #expect(pan.view === sheet.sheetView)
        #expect(pan.name == "sheetPan")
        #expect(pan.target === sheet)
        #expect(pan.action == "sheetPan:")
    }

    @Test func theSheetStartsAtHalfAndEachDetentLeavesItsHeightOnScreen() {
        #expect(sheet.detent == .half)
        #expect(sheet.sheetTop == 422)
        #expect(sheet.sheetView.frame == CGRect(x: 0, y: 422, width: 390, height: 844))
        #expect(Detent.allCases.map(sheet.top(of:)) == [684, 422, 44])

        sheet.move(to: .full)

        #expect(sheet.detent == .full)
        #expect(sheet.sheetTop == 44)
    }

    @Test func theDetentHeightsAreSettable() {
        sheet.halfHeight = 500
        sheet.collapsedHeight = 100

        sheet.move(to: .half)

        #expect(sheet.sheetTop == 344)
        #expect(sheet.top(of: .collapsed) == 744)
    }

    // MARK: Following the finger

    @Test func theSheetFollowsTheTranslationBetweenTheFullDetentAndTheBottom() {
        pan.pan(translation: .zero, state: .began)
        pan.pan(translation: CGPoint(x: 40, y: -150), state: .changed)

        #expect(sheet.sheetTop == 272)
        #expect(sheet.isDragging)
        #expect(sheet.detent == .half)   // until the release

        pan.pan(translation: CGPoint(x: 0, y: -500), state: .changed)

        #expect(sheet.sheetTop == 44)   // no higher than the full detent

        pan.pan(translation: CGPoint(x: 0, y: 600), state: .changed)

        #expect(sheet.sheetTop == 844)   // no lower than the bottom
    }

    @Test func aChangedStraightFromPossibleMovesTheSheetAsTheArticlesTestsDo() {
        pan.pan(translation: CGPoint(x: 0, y: 100), state: .changed)

        #expect(sheet.sheetTop == 522)
    }

    @Test func aCancelledDragGoesBackToTheDetentItStartedFrom() {
        pan.pan(translation: .zero, state: .began)
        pan.pan(translation: CGPoint(x: 0, y: -300), state: .changed)

        pan.pan(translation: nil, state: .cancelled)

        #expect(sheet.detent == .half)
        #expect(sheet.sheetTop == 422)
        #expect(!sheet.isDragging)
        #expect(sheet.releaseVelocity == nil)
    }

    // MARK: Release

    @Test("R47: a release projects the top by the velocity for 0.499 s at the normal deceleration rate")
    func aReleaseProjectsTheTopAsAScrollViewsDecelerationWould() throws {
        release(from: .half, after: -50, velocity: -1000)   // let go at 372

        let projected = try #require(sheet.projectedTop)
        #expect(abs(projected - (372 - 499)) < 1e-9)
        #expect(sheet.releaseVelocity == -1000)
        #expect(abs(sheet.projectedDistance(velocity: 2000) - 998) < 1e-9)
    }

    @Test("On release the sheet settles at the detent nearest the projection", arguments: [
        (Detent.half, CGFloat(-50), CGFloat(0), Detent.half),           // let go at 372
        (Detent.half, CGFloat(-200), CGFloat(0), Detent.full),          // at 222, nearer full
        (Detent.half, CGFloat(-50), CGFloat(-500), Detent.full),        // 372 − 249.5: a flick passes the midpoint
        (Detent.half, CGFloat(0), CGFloat(-300), Detent.half),          // 422 − 149.7, short of it
        (Detent.half, CGFloat(100), CGFloat(400), Detent.collapsed),    // 522 + 199.6
        (Detent.half, CGFloat(100), CGFloat(3000), Detent.collapsed),   // fast, but not from the lowest detent
        (Detent.full, CGFloat(50), CGFloat(2000), Detent.collapsed),    // passes half
        (Detent.collapsed, CGFloat(-300), CGFloat(0), Detent.half),     // let go at 384
        (Detent.collapsed, CGFloat(-100), CGFloat(-2000), Detent.full), // passes half
    ])
    func aReleaseSettlesAtTheDetentNearestItsProjection(from start: Detent, distance: CGFloat, velocity: CGFloat, settles: Detent) {
        release(from: start, after: distance, velocity: velocity)

        #expect(sheet.detent == settles)
        #expect(sheet.sheetTop == sheet.top(of: settles))
        #expect(sheet.dismissalCount == 0)
        #expect(!sheet.isDragging)
    }

    @Test("A downward release from the lowest detent dismisses at 1500 points/s or faster", arguments: [
        (CGFloat(20), CGFloat(1500), true), (CGFloat(20), CGFloat(1499), false),
        (CGFloat(150), CGFloat(600), false), (CGFloat(-200), CGFloat(4000), true),
    ])
    func aFastDownwardReleaseFromTheLowestDetentDismisses(distance: CGFloat, velocity: CGFloat, dismisses: Bool) {
        release(from: .collapsed, after: distance, velocity: velocity)

        #expect(sheet.dismissalCount == (dismisses ? 1 : 0))
        #expect((stage.host?.presentedViewController === sheet) == !dismisses)
        #expect(sheet.sheetTop == (dismisses ? 844 : 684))
    }

    @Test func theDecelerationRateAndTheDismissingVelocityAreSettable() {
        sheet.decelerationRate = .fast   // 0.99: the velocity for 0.099 s
        release(from: .half, after: -50, velocity: -1000)

        #expect(sheet.detent == .half)   // 372 − 99

        sheet.minimumVelocityToDismiss = 3000
        release(from: .collapsed, after: 20, velocity: 2500)

        #expect(sheet.dismissalCount == 0)
        #expect(sheet.detent == .collapsed)
    }
}
