import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// FilterFormViewController in XCTest, with no window: the controls fired with sendActions(for:)
// and the list's tap recognizer swapped for a mock, as a UIKit suite does it.

final class FilterFormViewControllerMockXCTests: XCTestCase {
    private let form = FilterFormViewController()
    private var listTap: TapGestureRecognizerMock!

    override func setUp() {
        super.setUp()
        form.loadViewIfNeeded()
        listTap = form.listView.replaceGestureRecognizer(
            ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))
    }

    func testChoosingBookedAppliesTheFilter() {
        form.statusControl.selectedSegmentIndex = 2
        form.statusControl.sendActions(for: .valueChanged)

        XCTAssertEqual(form.appliedFilter.status, 2)
        XCTAssertEqual(form.matchingStayCount, 3)
    }

    func testStepperValueChangedAppliesTheGuests() {
        form.guestsStepper.value = 7
        form.guestsStepper.sendActions(for: .valueChanged)

        XCTAssertEqual(form.appliedFilter.guests, 7)
        XCTAssertEqual(form.matchingStayCount, 0)
    }

    func testTheListTapEndsEditingAndKeepsTheFilter() {
        form.searchField.sendActions(for: .primaryActionTriggered)
        form.statusControl.selectedSegmentIndex = 1
        form.statusControl.sendActions(for: .valueChanged)

        listTap.tap()

        XCTAssertFalse(form.isEditing)
        XCTAssertEqual(form.appliedFilter.status, 1)
        XCTAssertEqual(listTap.sentActions.count, 1)
    }
}
