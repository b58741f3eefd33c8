import DemoControllers
import Foundation
import Mocks
import TargetAction
import XCTest

// FilterFormViewController in XCTest, driven by real touches: the controls keep their taps from
// the list's tap, and a vertical drag on them still scrolls the list.

final class FilterFormViewControllerTouchXCTests: XCTestCase {
    private let form = FilterFormViewController()
    private lazy var simulator = TouchSimulator(hosting: form)

    private var plus: CGPoint { form.guestsStepper.convert(CGPoint(x: 70, y: 16), to: nil) }

    private func segment(_ index: Int) -> CGPoint {
        let control = form.statusControl!
        let width = control.bounds.width / CGFloat(control.numberOfSegments)
        return control.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY), to: nil)
    }

    func testTappingBookedFiltersAndKeepsEditing() {
        simulator.tap(on: form.searchField)
        simulator.wait(1)

        simulator.tap(at: segment(2))

        XCTAssertEqual(form.appliedFilter.status, 2)
        XCTAssertEqual(form.matchingStayCount, 3)
        XCTAssertTrue(form.isEditing)
    }

    func testHoldingPlusForTwoSecondsAddsFour() {
        simulator.down(at: plus)
        simulator.wait(2)   // steps at 0.65, 1.15, 1.65, 2.15 s: three so far
        XCTAssertEqual(form.guestsStepper.value, 5)
        simulator.wait(0.2)
        simulator.up()

        XCTAssertEqual(form.appliedFilter.guests, 6)
    }

    func testAVerticalDragOnTheControlsScrollsTheList() {
        simulator.drag(from: segment(1), to: CGPoint(x: segment(1).x, y: segment(1).y - 150), duration: 0.2)
        simulator.wait(3)

        XCTAssertGreaterThan(form.listView.contentOffset.y, 140)
        XCTAssertEqual(form.filterChangeCount, 0)
    }

    func testATapBesideTheControlsEndsEditing() {
        simulator.tap(on: form.searchField)
        simulator.wait(1)

        simulator.tap(at: CGPoint(x: 60, y: 216))   // the stepper's row, left of the stepper

        XCTAssertFalse(form.isEditing)
        XCTAssertEqual(form.guestsStepper.value, 2)
    }
}
