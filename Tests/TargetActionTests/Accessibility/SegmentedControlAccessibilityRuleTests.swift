import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R148: a segmented control as VoiceOver reaches it: one element per segment.
@Suite struct SegmentedControlAccessibilityRuleTests {
    /// The control's elements, in order.
    private func segments(of control: SegmentedControl) throws -> [AccessibilityElement] {
        let elements = try #require(control.accessibilityElements)
        return try elements.map { try #require($0 as? AccessibilityElement) }
    }

    @Test("R148: a segmented control is no element but a container of one AccessibilityElement per segment, in index order, labelled by the titles, with no value")
    func r148_oneElementPerSegment() throws {
        let scene = SegmentedStepperPageScene()
        let control = scene.segmented
        #expect(!control.isAccessibilityElement)
        #expect(control.accessibilityLabel == nil)

        let elements = try segments(of: control)
        #expect(elements.map(\.accessibilityLabel) == ["A", "B", "C"])
        #expect(elements.allSatisfy { $0.isAccessibilityElement && $0.accessibilityValue == nil && $0.accessibilityHint == nil })
        #expect(elements.allSatisfy { $0.accessibilityContainer === control && $0.next === control })
        #expect(elements.map { $0.accessibilitySeriesPosition?.position } == [1, 2, 3])
        #expect(elements.allSatisfy { $0.accessibilitySeriesPosition?.count == 3 })
    }

    @Test("R148, R87: each segment's frame is its equal share of the control, in window coordinates, following the control")
    func r148_framesAreTheSegments() throws {
        let scene = SegmentedStepperPageScene()
        let elements = try segments(of: scene.segmented)
        #expect(elements.map(\.accessibilityFrame) == [
            CGRect(x: 20, y: 20, width: 100, height: 40), CGRect(x: 120, y: 20, width: 100, height: 40),
            CGRect(x: 220, y: 20, width: 100, height: 40),
        ])
        #expect(elements.map(\.accessibilityActivationPoint) == (0..<3).map(scene.segment))

        scene.segmented.frame = CGRect(x: 0, y: 300, width: 150, height: 30)
        #expect(elements[2].accessibilityFrame == CGRect(x: 100, y: 300, width: 50, height: 30))
    }

    @Test("R148: each segment is a button, .selected for the selected segment, .notEnabled for a disabled segment or control")
    func r148_traits() throws {
        let scene = SegmentedStepperPageScene()
        let control = scene.segmented
        let elements = try segments(of: control)
        #expect(elements.allSatisfy { $0.accessibilityTraits == .button })

        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        #expect(elements.map(\.accessibilityTraits) == [.button, [.button, .selected], [.button, .notEnabled]])

        control.isEnabled = false
        #expect(elements.map(\.accessibilityTraits) == [[.button, .notEnabled], [.button, .selected, .notEnabled], [.button, .notEnabled]])
    }

    @Test("R148: the elements are kept while the segments stay, read titles afresh, and are made anew when segments come or go")
    func r148_elementsFollowTheSegments() throws {
        let control = SegmentedControl(items: ["Day", "Week"])
        let first = try segments(of: control)
        let again = try segments(of: control)
        #expect(again.map(ObjectIdentifier.init) == first.map(ObjectIdentifier.init))

        control.setTitle("Today", forSegmentAt: 0)
        #expect(first[0].accessibilityLabel == "Today")

        control.insertSegment(withTitle: "Month", at: 2, animated: false)
        let inserted = try segments(of: control)
        #expect(inserted.map(\.accessibilityLabel) == ["Today", "Week", "Month"])
        #expect(inserted.map { $0.accessibilitySeriesPosition?.count } == [3, 3, 3])
        #expect(inserted[0] !== first[0] && inserted[1] !== first[1])

        control.removeSegment(at: 0, animated: false)
        #expect(try segments(of: control).map(\.accessibilityLabel) == ["Week", "Month"])
        // An element kept past its segment reads nothing of the control.
        #expect(inserted[2].accessibilityLabel == nil && inserted[2].accessibilitySeriesPosition == nil)

        control.removeAllSegments()
        #expect(try segments(of: control).isEmpty)
    }

    @Test("R148: the elements hold the control weakly")
    func r148_elementsHoldTheControlWeakly() throws {
        weak var gone: SegmentedControl?
        let elements: [AccessibilityElement]
        do {
            let control = SegmentedControl(items: ["A", "B"])
            elements = try segments(of: control)
            gone = control
        }
        #expect(gone == nil)
        #expect(elements[0].accessibilityContainer == nil && elements[0].accessibilityLabel == nil)
        #expect(elements[0].accessibilityTraits == [.button, .notEnabled])
    }

    @Test("R148, R88: a segment's activation declines, and VoiceOver's tap at its centre selects it on the lift and sends .valueChanged")
    func r148_tapAtTheSegment() throws {
        let scene = SegmentedStepperPageScene()
        let elements = try segments(of: scene.segmented)
        #expect(elements.allSatisfy { !$0.accessibilityActivate() })

        scene.simulator.tap(at: elements[2].accessibilityActivationPoint)

        #expect(scene.segmented.selectedSegmentIndex == 2)
        #expect(scene.valueChanges(of: "segmented") == 1)
        #expect(elements[2].accessibilityTraits == [.button, .selected])
        #expect(elements[0].accessibilityTraits == .button)
    }

    @Test("R148, R88: a tap at a disabled segment's centre selects nothing")
    func r148_tapAtADisabledSegment() throws {
        let scene = SegmentedStepperPageScene()
        scene.segmented.setEnabled(false, forSegmentAt: 1)
        let elements = try segments(of: scene.segmented)

        scene.simulator.tap(at: elements[1].accessibilityActivationPoint)

        #expect(scene.segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(scene.valueChanges(of: "segmented") == 0)
    }

    @Test("R148, R140: a segment's label block answers over its title")
    func r148_labelBlock() throws {
        let control = SegmentedControl(items: ["A", "B"])
        let elements = try segments(of: control)
        elements[1].accessibilityLabelBlock = { "Second" }
        #expect(elements.map(\.accessibilityLabel) == ["A", "Second"])
    }
}
