import Foundation
import TargetAction
import XCTest

/// R71 in XCTest, as a ported UIKit suite writes its fakes: a scroll view whose tracking and pan
/// the test sets, a recognizer whose view it sets.
final class OpenMembersRuleXCTests: XCTestCase {
    private final class FakeList: ScrollView {
        var tracking = false
        let fakePan = PanGestureRecognizer(target: nil, action: nil)
        override var isTracking: Bool { tracking }
        override var panGestureRecognizer: PanGestureRecognizer { fakePan }
    }

    private final class FakeTap: TapGestureRecognizer {
        var fakeView: View?
        override var view: View? { fakeView }
    }

    func testFakesOverrideTrackingThePanAndTheRecognizersView() {
        let list = FakeList(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let row = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let tap = FakeTap(target: nil, action: nil)

        list.tracking = true
        tap.fakeView = row

        XCTAssertTrue(list.isTracking)
        XCTAssertTrue(list.panGestureRecognizer === list.fakePan)
        XCTAssertTrue(tap.view === row)
        XCTAssertFalse(list.gestureRecognizers?.contains { $0 === list.fakePan } ?? true)
    }
}
