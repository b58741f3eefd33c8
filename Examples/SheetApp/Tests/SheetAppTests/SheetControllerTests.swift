import Foundation
import Mocks
import SheetApp
import TargetAction
import Testing

@Test func aFlickDownDismissesTheSheet() {
    let controller = SheetController()
    let mock = PanGestureRecognizerMock(target: nil, action: nil)
    controller.view.replaceGestureRecognizer(ofType: PanGestureRecognizer.self, with: mock)

    mock.pan(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 2000), state: .ended)

    #expect(controller.isDismissed)
}

@Test func aRealFlickDownDismissesTheSheet() {
    let controller = SheetController()
    let simulator = TouchSimulator(hosting: controller)

    simulator.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 600), duration: 0.2)

    #expect(controller.isDismissed)
}

@Test func aShortSlowDragKeepsTheSheet() {
    let controller = SheetController()
    let simulator = TouchSimulator(hosting: controller)

    simulator.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 300), duration: 1)

    #expect(!controller.isDismissed)
}

@Test func aMistakeFailsTheTestOnItsLine() {
    let controller = SheetController()
    controller.loadViewIfNeeded()
    let mock = PanGestureRecognizerMock(target: controller, action: "handlePann:")

    let line = #line + 2
    withKnownIssue {
        mock.pan(translation: CGPoint(x: 0, y: 10), velocity: .zero, state: .began)
    } matching: { issue in
        issue.sourceLocation?.line == line
            && issue.comments.contains { $0.rawValue.contains("\"handlePann:\"") }
    }
}
