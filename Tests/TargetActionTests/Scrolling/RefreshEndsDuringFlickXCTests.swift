import Foundation
import Mocks
import TargetAction
import XCTest

/// R47, R85 in XCTest: a feed whose refresh finishes while a flick carries the content back to the
/// top comes to rest at the top, not in the refresh control's room.
final class RefreshEndsDuringFlickXCTests: XCTestCase {
    func test_R47_R85_aRefreshThatEndsMidFlickLeavesTheFeedAtTheTop() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let feed = ScrollView(frame: window.bounds)
        feed.contentSize = CGSize(width: 400, height: 2000)
        let refresh = RefreshControl()
        feed.refreshControl = refresh
        window.addSubview(feed)
        let simulator = TouchSimulator(window: window)

        simulator.down(at: CGPoint(x: 200, y: 200))
        for step in 1...20 {
            simulator.wait(0.01)
            simulator.move(to: CGPoint(x: 200, y: 200 + CGFloat(step) * 20))   // a pull past the trigger
        }
        XCTAssertTrue(refresh.isRefreshing)
        feed.contentOffset = CGPoint(x: 0, y: 1000)   // the app jumps down the feed mid-drag
        for step in 1...10 {
            simulator.wait(0.01)
            simulator.move(to: CGPoint(x: 200, y: 600 + CGFloat(step) * 20))   // and the finger flicks back up the feed
        }
        simulator.up()
        simulator.wait(0.05)
        XCTAssertTrue(feed.isDecelerating)

        refresh.endRefreshing()
        simulator.wait(10)

        XCTAssertEqual(feed.contentOffset, .zero)
        XCTAssertFalse(feed.isDecelerating)
    }
}
