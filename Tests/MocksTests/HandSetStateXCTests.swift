import Foundation
import Mocks
import TargetAction
import XCTest

/// R5 (addition) as a ported UIKit suite meets it: a fake recognizer that sets `state` and calls
/// the controller's handler itself.
final class HandSetStateXCTests: XCTestCase {
    /// A fake pan whose translation the test sets.
    final class FakePan: PanGestureRecognizer {
        var fakeTranslation = CGPoint.zero
        override func translation(in view: View?) -> CGPoint { fakeTranslation }
    }

    /// A sheet that dismisses when a pan ends past half its height.
    final class SheetController: ViewController {
        private(set) var isDismissed = false

        func handlePan(_ pan: PanGestureRecognizer) {
            guard pan.state == .ended else { return }
            isDismissed = pan.translation(in: view).y > view.bounds.height / 2
        }
    }

    func testAHandlerCalledAfterSettingEndedReadsEndedAndTheSheetDismisses() {
        let controller = SheetController()
        let host = TouchSimulator(hosting: controller)
        let fake = FakePan(target: nil, action: nil)
        controller.view.addGestureRecognizer(fake)

        fake.state = .began
        controller.handlePan(fake)
        fake.fakeTranslation = CGPoint(x: 0, y: 600)
        fake.state = .ended
        controller.handlePan(fake)

        XCTAssertTrue(controller.isDismissed)
        XCTAssertEqual(fake.state, .ended)
        XCTAssertEqual(host.window.activeTouches.count, 0)
    }

    func testAMocksDriveAfterAStateSetByHandStartsAfresh() {
        let mock = PanGestureRecognizerMock(target: nil, action: nil)
        mock.strictTransitions = true
        mock.state = .began
        mock.state = .cancelled

        let (_, failures) = FailureReporter.capturing {
            mock.pan(location: nil, translation: CGPoint(x: 0, y: 10), state: .began)
        }

        XCTAssertTrue(failures.isEmpty)
        XCTAssertEqual(mock.state, .began)
    }
}
