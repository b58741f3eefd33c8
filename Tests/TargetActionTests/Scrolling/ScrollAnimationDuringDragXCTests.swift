import Foundation
import Mocks
import TargetAction
import XCTest

/// Counts a list's deceleration and animation calls.
private final class MotionCalls: ScrollViewDelegate {
    private(set) var willBeginDecelerating = 0
    private(set) var didEndDecelerating = 0
    private(set) var didEndScrollingAnimation = 0
    private(set) var willDecelerate: Bool?

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { willDecelerate = decelerate }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { willBeginDecelerating += 1 }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { didEndDecelerating += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { didEndScrollingAnimation += 1 }
}

/// R47, R52 in XCTest: a "scroll to top" started while the finger still drags ends as an animation;
/// the list never claims to decelerate without ever stopping.
final class ScrollAnimationDuringDragXCTests: XCTestCase {
    func test_R47_R52_aLiftDuringScrollToTopEndsAsTheAnimation() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 400, height: 5000)
        let calls = MotionCalls()
        list.delegate = calls
        window.addSubview(list)
        let simulator = TouchSimulator(window: window)

        simulator.down(at: CGPoint(x: 200, y: 700))
        for step in 1...4 {
            simulator.wait(0.01)
            simulator.move(to: CGPoint(x: 200, y: 700 - CGFloat(step) * 100))
        }
        list.setContentOffset(.zero, animated: true)   // the app scrolls to the top mid-drag
        simulator.up()
        simulator.wait(30)

        XCTAssertEqual(calls.willDecelerate, false)
        XCTAssertEqual(calls.willBeginDecelerating, 0)
        XCTAssertEqual(calls.didEndDecelerating, 0)
        XCTAssertEqual(calls.didEndScrollingAnimation, 1)
        XCTAssertFalse(list.isDecelerating)
        XCTAssertEqual(list.contentOffset, .zero)
    }
}
