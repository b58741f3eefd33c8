import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R86-R89: a segmented control's segments, geometry, selection on the lift and momentary mode.
@Suite struct SegmentedControlRuleTests {
    // MARK: R86: segments and the selection

    @Test("R86: nothing is selected at first; setting the selection sends nothing")
    func r86_selectionStartsEmptyAndSettingItSendsNothing() {
        let scene = SegmentedStepperPageScene()
        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(SegmentedControl.noSegment == -1)

        scene.segmented.selectedSegmentIndex = 2
        scene.segmented.selectedSegmentIndex = SegmentedControl.noSegment
        scene.segmented.selectedSegmentIndex = 1

        #expect(scene.segmented.selectedSegmentIndex == 1)
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R86: a selection outside noSegment…n−1 is reported and not applied", arguments: [-2, 3, 99])
    func r86_badSelectionIsReported(index: Int) {
        let segmented = SegmentedControl(items: ["A", "B", "C"])
        segmented.selectedSegmentIndex = 1

        let (_, reports) = FailureReporter.capturing { segmented.selectedSegmentIndex = index }

        #expect(segmented.selectedSegmentIndex == 1)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("selectedSegmentIndex = \(index)") == true)
    }

    @Test("R86: items become segments: strings are titles, anything else an untitled segment")
    func r86_items() {
        let segmented = SegmentedControl(items: ["Day", 7, "Month"])
        let empty = SegmentedControl(items: nil)

        #expect(segmented.numberOfSegments == 3)
        #expect((0..<3).map(segmented.titleForSegment(at:)) == ["Day", nil, "Month"])
        #expect(segmented.titleForSegment(at: 3) == nil)
        #expect(empty.numberOfSegments == 0)
    }

    @Test("R86: an insert is pinned to 0…n and keeps the same segment selected")
    func r86_insertKeepsTheSelection() {
        let segmented = SegmentedControl(items: ["A", "B", "C"])
        segmented.selectedSegmentIndex = 1

        segmented.insertSegment(withTitle: "first", at: -5, animated: false)
        segmented.insertSegment(withTitle: "last", at: 99, animated: true)
        segmented.insertSegment(action: Action(title: "after B") { _ in }, at: 3, animated: false)

        #expect((0..<6).map(segmented.titleForSegment(at:)) == ["first", "A", "B", "after B", "C", "last"])
        #expect(segmented.selectedSegmentIndex == 2)
        #expect(segmented.titleForSegment(at: segmented.selectedSegmentIndex) == "B")
        #expect(segmented.actionForSegment(at: 3)?.title == "after B")
    }

    @Test("R86: removing the selected segment selects none; removing one before it moves it down; nothing is sent")
    func r86_removing() {
        let scene = SegmentedStepperPageScene()
        scene.segmented.insertSegment(withTitle: "D", at: 3, animated: false)
        scene.segmented.selectedSegmentIndex = 2

        scene.segmented.removeSegment(at: 0, animated: false)
        #expect(scene.segmented.selectedSegmentIndex == 1)
        scene.segmented.removeSegment(at: 2, animated: false)
        #expect(scene.segmented.selectedSegmentIndex == 1)
        scene.segmented.removeSegment(at: 1, animated: true)
        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        scene.segmented.selectedSegmentIndex = 0
        scene.segmented.removeAllSegments()

        #expect(scene.segmented.numberOfSegments == 0)
        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R86: disabling the selected segment selects none and sends nothing; a segment index out of range is reported")
    func r86_disablingAndBadIndices() {
        let scene = SegmentedStepperPageScene()
        scene.segmented.selectedSegmentIndex = 1

        scene.segmented.setEnabled(false, forSegmentAt: 1)
        let (_, reports) = FailureReporter.capturing {
            scene.segmented.setEnabled(false, forSegmentAt: 3)
            scene.segmented.setTitle("Z", forSegmentAt: -1)
            scene.segmented.removeSegment(at: 7, animated: false)
        }

        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(!scene.segmented.isEnabledForSegment(at: 1) && scene.segmented.isEnabledForSegment(at: 0))
        #expect(!scene.segmented.isEnabledForSegment(at: 3))
        #expect(scene.journal.entries.isEmpty)
        #expect(reports.count == 3)
        #expect(scene.segmented.numberOfSegments == 3)
    }

    // MARK: R87: geometry

    @Test("R87: segments share the width; the closest segment is clamped to the ends",
          arguments: [(-50.0, 0), (0, 0), (99.9, 0), (100, 1), (199, 1), (200, 2), (299.9, 2), (300, 2), (800, 2)])
    func r87_closestSegment(x: Double, segment: Int) {
        let segmented = SegmentedControl(items: ["A", "B", "C"])
        segmented.frame = CGRect(x: 0, y: 0, width: 300, height: 40)

        #expect(segmented.closestSegment(toX: CGFloat(x)) == segment)
    }

    @Test("R87: the closest enabled segment is the nearest enabled one towards it, the lower on a tie")
    func r87_closestEnabledSegment() {
        let segmented = SegmentedControl(items: ["A", "B", "C", "D", "E"])
        segmented.frame = CGRect(x: 0, y: 0, width: 500, height: 40)
        segmented.setEnabled(false, forSegmentAt: 2)
        segmented.setEnabled(false, forSegmentAt: 3)

        #expect(segmented.closestEnabledSegment(toX: 250) == 1)   // C is disabled: B is one away
        #expect(segmented.closestEnabledSegment(toX: 350) == 4)   // D is disabled: E is one away
        segmented.setEnabled(false, forSegmentAt: 4)
        #expect(segmented.closestEnabledSegment(toX: 450) == 1)
        (0..<5).forEach { segmented.setEnabled(false, forSegmentAt: $0) }
        #expect(segmented.closestEnabledSegment(toX: 450) == nil)
    }

    @Test("R87: a tie between enabled segments either side goes to the lower index")
    func r87_tieGoesLower() {
        let segmented = SegmentedControl(items: ["A", "B", "C"])
        segmented.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        segmented.setEnabled(false, forSegmentAt: 1)

        #expect(segmented.closestEnabledSegment(toX: 150) == 0)
    }

    // MARK: R88: the selection changes on the lift

    @Test("R88: a touch-down highlights its segment and selects nothing; the lift selects it and sends valueChanged, then primaryActionTriggered")
    func r88_selectionChangesOnTheLift() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.segment(1))
        #expect(scene.segmented.highlightedSegmentIndex == 1)
        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(scene.valueChanges(of: "segmented") == 0)
        scene.simulator.wait(0.05)
        scene.simulator.up()

        #expect(scene.segmented.selectedSegmentIndex == 1)
        #expect(scene.segmented.highlightedSegmentIndex == SegmentedControl.noSegment)
        #expect(scene.events(of: "segmented") == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
    }

    @Test("R88: the selection is set before valueChanged, and the segment's action runs between valueChanged and primaryActionTriggered")
    func r88_orderOfACommit() {
        var order: [String] = []
        let week = Action(title: "Week") { _ in order.append("action Week") }
        let segmented = SegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40), actions: [Action(title: "Day") { _ in }, week])
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(segmented)
        segmented.addAction(Action { action in
            order.append("valueChanged \((action.sender as? SegmentedControl)?.selectedSegmentIndex ?? -9)")
        }, for: .valueChanged)
        segmented.addAction(Action { _ in order.append("primaryActionTriggered") }, for: .primaryActionTriggered)

        TouchSimulator(window: window).tap(at: CGPoint(150, 20))

        #expect(segmented.titleForSegment(at: 1) == "Week")
        #expect(order == ["valueChanged 1", "action Week", "primaryActionTriggered"])
    }

    @Test("R88: a touch-down on a disabled segment tracks nothing")
    func r88_disabledSegmentTracksNothing() {
        let scene = SegmentedStepperPageScene()
        scene.segmented.setEnabled(false, forSegmentAt: 2)

        scene.simulator.down(at: scene.segment(2))
        #expect(!scene.segmented.isTracking)
        #expect(scene.segmented.highlightedSegmentIndex == SegmentedControl.noSegment)
        scene.simulator.move(to: scene.segment(0))
        scene.simulator.up()

        #expect(scene.journal.entries.isEmpty)
        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test("R88: from the selected segment, the selection is dragged: each move highlights the closest enabled segment and the lift commits it, inside or not")
    func r88_draggingTheSelection() {
        let scene = SegmentedStepperPageScene()
        scene.segmented.selectedSegmentIndex = 0
        scene.segmented.setEnabled(false, forSegmentAt: 1)

        scene.simulator.down(at: scene.segment(0))
        scene.simulator.move(to: CGPoint(170, 40))   // over the disabled B: A is closest, lower on the tie
        #expect(scene.segmented.highlightedSegmentIndex == 0)
        scene.simulator.move(to: CGPoint(280, 600))   // far outside, below C
        #expect(scene.segmented.highlightedSegmentIndex == 2)
        scene.simulator.up()

        #expect(scene.segmented.selectedSegmentIndex == 2)
        #expect(scene.events(of: "segmented").suffix(3) == ["touchUpOutside", "valueChanged", "primaryActionTriggered"])
    }

    @Test("R88: from another segment, a move highlights the segment under the finger inside the touch region and none outside; a lift outside commits nothing")
    func r88_notTheSelectedSegment() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.segment(0))
        scene.simulator.move(to: CGPoint(360, 80))   // outside the bounds, inside the 70-point region: C is closest
        #expect(scene.segmented.highlightedSegmentIndex == 2)
        scene.simulator.move(to: CGPoint(270, 400))   // outside the region
        #expect(scene.segmented.highlightedSegmentIndex == SegmentedControl.noSegment)
        scene.simulator.up()

        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(scene.valueChanges(of: "segmented") == 0)
        scene.simulator.wait(1)
        scene.simulator.down(at: scene.segment(0))
        scene.simulator.move(to: CGPoint(280, 70))
        scene.simulator.up()
        #expect(scene.segmented.selectedSegmentIndex == 2)
    }

    @Test("R88: a lift inside on a disabled segment, or on the selected one, sends nothing")
    func r88_committingTheSelectedSegmentSendsNothing() {
        let scene = SegmentedStepperPageScene()
        scene.segmented.selectedSegmentIndex = 1
        scene.segmented.setEnabled(false, forSegmentAt: 2)

        scene.simulator.tap(at: scene.segment(1))
        scene.simulator.wait(1)
        scene.simulator.down(at: scene.segment(0))
        scene.simulator.move(to: scene.segment(2))
        #expect(scene.segmented.highlightedSegmentIndex == SegmentedControl.noSegment)
        scene.simulator.up()

        #expect(scene.segmented.selectedSegmentIndex == 1)
        #expect(scene.valueChanges(of: "segmented") == 0)
        #expect(scene.events(of: "segmented").filter { $0 == "primaryActionTriggered" }.isEmpty)
    }

    @Test("R88: a cancelled touch commits nothing and clears the highlight")
    func r88_cancel() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.segment(2))
        scene.simulator.cancel()

        #expect(scene.segmented.highlightedSegmentIndex == SegmentedControl.noSegment)
        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(scene.events(of: "segmented") == ["touchDown", "touchCancel"])
    }

    // MARK: R89: momentary

    @Test("R89: momentary: each tap selects its segment for the actions, sends valueChanged, and leaves nothing selected, so a second tap sends again")
    func r89_momentary() {
        let scene = SegmentedStepperPageScene()
        scene.segmented.isMomentary = true
        var selectedInAction: [Int] = []
        scene.segmented.addAction(Action { action in
            selectedInAction.append((action.sender as? SegmentedControl)?.selectedSegmentIndex ?? -9)
        }, for: .primaryActionTriggered)

        scene.simulator.tap(at: scene.segment(1))
        scene.simulator.wait(1)
        scene.simulator.tap(at: scene.segment(1))

        #expect(scene.valueChanges(of: "segmented") == 2)
        #expect(selectedInAction == [1, 1])
        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test("R89: momentary: no dragging of the selection; a lift outside commits nothing")
    func r89_momentaryDoesNotDrag() {
        let scene = SegmentedStepperPageScene()
        scene.segmented.isMomentary = true

        scene.simulator.down(at: scene.segment(0))
        scene.simulator.move(to: CGPoint(270, 500))
        #expect(scene.segmented.highlightedSegmentIndex == SegmentedControl.noSegment)
        scene.simulator.up()

        #expect(scene.valueChanges(of: "segmented") == 0)
    }
}
