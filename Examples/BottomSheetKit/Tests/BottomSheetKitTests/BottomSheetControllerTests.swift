import BottomSheetKit
import Foundation
import Mocks
import TargetAction
import Testing

@Suite struct BottomSheetControllerTests {
    @Test func aSlowDragSnapsToTheNearestDetent() {
        let controller = BottomSheetController()
        let simulator = TouchSimulator(hosting: controller, size: CGSize(width: 390, height: 844))

        // From 120 visible to about 400, slowly: half is nearest.
        simulator.drag(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 500), duration: 2)

        #expect(controller.detent == .half)
        #expect(controller.visibleHeight == BottomSheetController.Detent.half.rawValue)
    }

    @Test func aFlickCarriesTheSheetPastTheNearestDetent() {
        let controller = BottomSheetController()
        let simulator = TouchSimulator(hosting: controller, size: CGSize(width: 390, height: 844))

        // The same distance in 0.1 s: 2,800 points a second coasts far past half.
        simulator.drag(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 500), duration: 0.1)

        #expect(controller.detent == .full)
    }

    @Test func aMockPanDrivesTheSameHandler() throws {
        let controller = BottomSheetController()
        controller.loadViewIfNeeded()
        let mock = PanGestureRecognizerMock()
        try #require(controller.sheet.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: mock) != nil)

        mock.pan(translation: .zero, state: .began)
        mock.gestureVelocity = CGPoint(x: 0, y: 3000)   // a flick down from full height
        mock.pan(translation: CGPoint(x: 0, y: -700), state: .changed)
        mock.pan(state: .ended)

        #expect(controller.detent == .collapsed)
    }
}
