import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// In XCTest, as a UIKit test reads VoiceOver's view of the controls (R140, R145-R149, R154).
final class ControlAccessibilityRuleXCTests: FailureCatchingTestCase {
    func test_R149_buttonReadsItsTitleAndActivatesByATap() {
        let scene = ControlScene()
        scene.button.setTitle("Save", for: .normal)

        XCTAssertTrue(scene.button.isAccessibilityElement)
        XCTAssertEqual(scene.button.accessibilityLabel, "Save")
        XCTAssertEqual(scene.button.accessibilityTraits, .button)
        XCTAssertFalse(scene.button.accessibilityActivate())
        scene.simulator.tap(at: scene.button.accessibilityActivationPoint)

        XCTAssertEqual(scene.events(of: "button"), ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    func test_R149_switchValueFollowsATap() {
        let scene = ControlScene()
        XCTAssertEqual(scene.toggle.accessibilityValue, "0")
        XCTAssertEqual(scene.toggle.accessibilityTraits, [.button, .toggleButton])

        scene.simulator.tap(at: scene.toggle.accessibilityActivationPoint)

        XCTAssertEqual(scene.toggle.accessibilityValue, "1")
        XCTAssertEqual(scene.events(of: "switch").filter { $0 == "valueChanged" }.count, 1)
    }

    func test_R145_sliderStepsATenthAndSendsValueChangedOnce() {
        let scene = ControlScene()
        scene.slider.value = 0.5
        XCTAssertEqual(scene.slider.accessibilityValue, "50%")

        scene.slider.accessibilityIncrement()

        XCTAssertEqual(scene.slider.value, 0.6, accuracy: 1e-6)
        XCTAssertEqual(scene.slider.accessibilityValue, "60%")
        XCTAssertEqual(scene.events(of: "slider"), ["valueChanged"])
        XCTAssertEqual(scene.slider.accessibilityActivationPoint, scene.thumbCentre)
    }

    func test_R145_badStepFractionFailsTheTestAndIsKept() {
        let scene = ControlScene()
        let failures = caughtFailures { scene.slider.accessibilityStepFraction = 0 }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("accessibilityStepFraction") == true)
        XCTAssertEqual(scene.slider.accessibilityStepFraction, Slider.defaultAccessibilityStepFraction)
    }

    func test_R146_stepperHalvesStepByATap() throws {
        let scene = SegmentedStepperPageScene()
        let elements = try XCTUnwrap(scene.stepper.accessibilityElements as? [AccessibilityElement])
        XCTAssertEqual(elements.map(\.accessibilityLabel), ["Decrement", "Increment"])

        scene.simulator.tap(at: elements[1].accessibilityActivationPoint)

        XCTAssertEqual(scene.stepper.value, 1)
        XCTAssertEqual(elements[0].accessibilityValue, "1")
        XCTAssertEqual(scene.valueChanges(of: "stepper"), 1)
    }

    func test_R147_pageControlIncrementMovesAPage() {
        let scene = SegmentedStepperPageScene()
        scene.pages.accessibilityIncrement()

        XCTAssertEqual(scene.pages.accessibilityValue, "page 2 of 5")
        XCTAssertEqual(scene.pages.interactionState, .discrete)
        XCTAssertEqual(scene.valueChanges(of: "pages"), 1)
    }

    func test_R148_segmentTappedAtItsCentreIsSelected() throws {
        let scene = SegmentedStepperPageScene()
        let elements = try XCTUnwrap(scene.segmented.accessibilityElements as? [AccessibilityElement])
        XCTAssertEqual(elements.map(\.accessibilityLabel), ["A", "B", "C"])

        scene.simulator.tap(at: elements[1].accessibilityActivationPoint)

        XCTAssertEqual(scene.segmented.selectedSegmentIndex, 1)
        XCTAssertEqual(elements[1].accessibilityTraits, [.button, .selected])
    }

    func test_R154_scrollViewMovesAPage() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = CGSize(width: 1200, height: 800)
        window.addSubview(scroll)

        XCTAssertTrue(scroll.accessibilityScroll(.left))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 400, y: 0))
        XCTAssertFalse(scroll.accessibilityScroll(.up))
    }

    func test_R140_viewFrameFollowsItsSuperview() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let container = View(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let view = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(view)
        XCTAssertEqual(view.accessibilityFrame, CGRect(x: 15, y: 15, width: 50, height: 50))

        container.frame.origin = CGPoint(x: 100, y: 100)

        XCTAssertEqual(view.accessibilityFrame, CGRect(x: 105, y: 105, width: 50, height: 50))
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 130, y: 130))
    }
}
