import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// FilterFormViewController driven by real touches: the segmented control and the stepper win
/// their taps over the list's tap, a vertical drag that starts on either scrolls the list, and
/// the stepper repeats on the window's clock.
@Suite struct FilterFormViewControllerTouchTests {
    let form = FilterFormViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: form)
    }

    /// The middle of status segment `index`, in window coordinates (the list at its top).
    func segment(_ index: Int) -> CGPoint {
        let control = form.statusControl!
        let width = control.bounds.width / CGFloat(control.numberOfSegments)
        return control.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: control.bounds.midY), to: nil)
    }

    var plus: CGPoint { form.guestsStepper.convert(CGPoint(x: 70, y: 16), to: nil) }
    var minus: CGPoint { form.guestsStepper.convert(CGPoint(x: 20, y: 16), to: nil) }

    @Test("R88, R90: a tap on a segment filters the list, and editing goes on: the list's tap fails")
    func tappingASegmentFiltersWithoutEndingEditing() {
        simulator.tap(on: form.searchField)
        simulator.wait(1)

        simulator.tap(at: segment(1))

        #expect(form.appliedFilter == FilterFormViewController.Filter(status: 1, guests: 2))
        #expect(form.matchingStayCount == 10)
        #expect(form.isEditing)
    }

    @Test("R91, R94: a tap on plus or minus steps the guests once, and editing goes on")
    func tappingTheStepper() {
        simulator.tap(on: form.searchField)
        simulator.wait(1)

        simulator.tap(at: plus)
        simulator.wait(1)
        simulator.tap(at: plus)
        simulator.wait(1)
        simulator.tap(at: minus)

        #expect(form.appliedFilter.guests == 3)
        #expect(form.filterChangeCount == 3)
        #expect(form.isEditing)
    }

    @Test("R95, R49: holding plus repeats on the window's clock, from when the list lets the stepper see the touch (0.15 s)")
    func holdingPlusRepeats() {
        simulator.down(at: plus)
        simulator.wait(0.64)
        #expect(form.guestsStepper.value == 2)
        simulator.wait(0.02)   // 0.15 + 0.5
        #expect(form.guestsStepper.value == 3)
        simulator.wait(0.5)
        simulator.up()

        #expect(form.appliedFilter.guests == 4)
    }

    @Test("R90, R49: a vertical drag that starts on the segmented control scrolls the list and selects nothing")
    func aVerticalDragOnTheSegmentedControlScrolls() {
        simulator.drag(from: segment(2), to: CGPoint(x: segment(2).x, y: segment(2).y - 100), duration: 0.2)

        #expect(form.listView.contentOffset.y >= 90)
        #expect(form.statusControl.selectedSegmentIndex == 0)
        #expect(form.filterChangeCount == 0)
    }

    @Test("R43 (addition), R49: a vertical drag that starts on the stepper scrolls the list and steps nothing")
    func aVerticalDragOnTheStepperScrolls() {
        simulator.drag(from: plus, to: CGPoint(x: plus.x, y: plus.y - 100), duration: 0.2)
        simulator.wait(2)

        #expect(form.listView.contentOffset.y >= 90)
        #expect(form.guestsStepper.value == 2)
    }

    @Test("R88, R90: a sideways drag from the selected segment is the control's: the list's pan fails and the selection follows to where the finger lifts")
    func aSidewaysDragMovesTheSelection() {
        simulator.drag(from: segment(0), to: segment(2), duration: 0.4)

        #expect(form.statusControl.selectedSegmentIndex == 2)
        #expect(form.appliedFilter.status == 2)
        #expect(form.listView.contentOffset == .zero)
    }

    @Test("A tap on a stay ends editing; the filter stays")
    func aTapOnTheListEndsEditing() {
        simulator.tap(on: form.searchField)
        simulator.wait(1)
        simulator.tap(at: segment(2))
        simulator.wait(1)

        simulator.tap(on: form.stayViews[1])

        #expect(!form.isEditing)
        #expect(form.appliedFilter.status == 2)
    }
}
