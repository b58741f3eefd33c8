import BottomSheetKit
import Foundation
import Mocks
import TargetAction
import XCTest

final class BottomSheetControllerXCTests: XCTestCase {
    func testADragDownFromHalfCollapsesTheSheet() {
        let controller = BottomSheetController()
        let simulator = TouchSimulator(hosting: controller, size: CGSize(width: 390, height: 844))
        simulator.drag(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 500), duration: 2)
        XCTAssertEqual(controller.detent, .half)

        simulator.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 760), duration: 2)

        XCTAssertEqual(controller.detent, .collapsed)
    }
}
