import Foundation
import Mocks
import TargetAction
import XCTest

/// R45 (amended) in XCTest, as a ported suite drives a list: an offset set mid-drag is where the
/// drag goes on from.
final class ScrollDragDeltaXCTests: XCTestCase {
    func testARecentredListGoesOnFromItsNewOffset() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 400, height: 5000)
        window.addSubview(list)
        let simulator = TouchSimulator(window: window)

        simulator.down(at: CGPoint(x: 200, y: 700))
        simulator.move(to: CGPoint(x: 200, y: 690))
        simulator.move(to: CGPoint(x: 200, y: 390))
        list.contentOffset.y -= 200   // the list recentres itself
        simulator.move(to: CGPoint(x: 200, y: 340))

        XCTAssertEqual(list.contentOffset.y, 150, accuracy: 0.001)   // 300 − 200 + 50, not 350
        XCTAssertTrue(list.isDragging)
    }
}
