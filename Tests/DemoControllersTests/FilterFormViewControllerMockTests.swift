import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// FilterFormViewController as UIKit tests do it: each control set and fired with
/// `sendActions(for:)`, and the list's tap recognizer swapped for a mock. No window, no touches.
@Suite struct FilterFormViewControllerMockTests {
    let form = FilterFormViewController()
    let listTap: TapGestureRecognizerMock

    init() throws {
        form.loadViewIfNeeded()
        listTap = try #require(form.listView.replaceGestureRecognizer(
            ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil)))
    }

    @Test("R42: the controls target the controller; the list's tap ends editing")
    func theControlsAreWired() {
        #expect(form.statusControl.actions(forTarget: form, forControlEvent: .valueChanged) == ["statusChanged:"])
        #expect(form.guestsStepper.actions(forTarget: form, forControlEvent: .valueChanged) == ["guestsChanged:"])
        #expect(form.searchField.actions(forTarget: form, forControlEvent: .primaryActionTriggered) == ["search:"])
        #expect(listTap.target === form && listTap.action == "endEditing:" && listTap.name == "endEditing")
        #expect(listTap.view === form.listView)
    }

    @Test func theFormStartsWithAllStaysForTwoGuests() {
        #expect(form.statusControl.selectedSegmentIndex == 0)
        #expect((0..<3).map(form.statusControl.titleForSegment(at:)) == FilterFormViewController.statusTitles)
        #expect(form.guestsStepper.value == 2 && form.guestsStepper.minimumValue == 1 && form.guestsStepper.maximumValue == 8)
        #expect(form.appliedFilter == FilterFormViewController.Filter(status: 0, guests: 2))
        #expect(form.matchingStayCount == 13)
    }

    @Test("R86, R91: setting a control in code sends nothing, so the filter stays")
    func settingAControlSendsNothing() {
        form.statusControl.selectedSegmentIndex = 2
        form.guestsStepper.value = 6

        #expect(form.appliedFilter == FilterFormViewController.Filter(status: 0, guests: 2))
        #expect(form.filterChangeCount == 0)
    }

    @Test func firingTheControlsAppliesTheFilter() {
        form.statusControl.selectedSegmentIndex = 1
        form.statusControl.sendActions(for: .valueChanged)
        form.guestsStepper.value = 4
        form.guestsStepper.sendActions(for: .valueChanged)

        #expect(form.appliedFilter == FilterFormViewController.Filter(status: 1, guests: 4))
        #expect(form.matchingStayCount == 4)
        #expect(form.filterChangeCount == 2)
    }

    @Test func aTapOnTheListEndsEditing() {
        form.searchField.sendActions(for: .primaryActionTriggered)
        #expect(form.isEditing)

        listTap.tap(location: CGPoint(x: 195, y: 600))

        #expect(!form.isEditing)
        #expect(listTap.sentActions.map(\.state) == [.ended])
    }
}
