import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R146: a stepper as VoiceOver reaches it: a container of a "Decrement" and an "Increment" element.
@Suite struct StepperAccessibilityRuleTests {
    /// The stepper's two elements, decrement first.
    private func halves(of stepper: Stepper) throws -> (decrement: AccessibilityElement, increment: AccessibilityElement) {
        let elements = try #require(stepper.accessibilityElements)
        try #require(elements.count == 2)
        let decrement = try #require(elements[0] as? AccessibilityElement)
        let increment = try #require(elements[1] as? AccessibilityElement)
        return (decrement, increment)
    }

    @Test("R146: a stepper is no element but a container of two AccessibilityElements, Decrement then Increment, buttons of the stepper")
    func r146_twoElements() throws {
        let scene = SegmentedStepperPageScene()
        let stepper = scene.stepper
        #expect(!stepper.isAccessibilityElement)
        #expect(stepper.accessibilityLabel == nil && stepper.accessibilityValue == nil)

        let (decrement, increment) = try halves(of: stepper)
        #expect(decrement.accessibilityLabel == "Decrement" && increment.accessibilityLabel == "Increment")
        #expect(decrement.isAccessibilityElement && increment.isAccessibilityElement)
        #expect(decrement.accessibilityContainer === stepper && increment.next === stepper)
        #expect(decrement.accessibilityHint == nil && increment.accessibilityHint == nil)
        #expect(decrement.accessibilityElements == nil)
    }

    @Test("R146: the two elements are made once and kept, and hold the stepper weakly")
    func r146_elementsAreCachedAndWeak() throws {
        weak var gone: Stepper?
        let first: (decrement: AccessibilityElement, increment: AccessibilityElement)
        do {
            let stepper = Stepper(frame: .zero)
            first = try halves(of: stepper)
            let again = try halves(of: stepper)
            #expect(first.decrement === again.decrement && first.increment === again.increment)
            gone = stepper
        }
        #expect(gone == nil)
        #expect(first.decrement.accessibilityContainer == nil && first.decrement.next == nil)
        #expect(first.decrement.accessibilityValue == nil && first.decrement.accessibilityFrame == .zero)
    }

    @Test("R146: Decrement covers the left half of the bounds, Increment the right half, in window coordinates, following the stepper")
    func r146_framesAreTheHalves() throws {
        let scene = SegmentedStepperPageScene()
        let (decrement, increment) = try halves(of: scene.stepper)
        #expect(decrement.accessibilityFrame == CGRect(x: 20, y: 100, width: 47, height: 32))
        #expect(increment.accessibilityFrame == CGRect(x: 67, y: 100, width: 47, height: 32))
        #expect(decrement.accessibilityActivationPoint == CGPoint(x: 43.5, y: 116))
        #expect(increment.accessibilityActivationPoint == CGPoint(x: 90.5, y: 116))

        scene.background.frame.origin = CGPoint(x: 100, y: 50)
        #expect(decrement.accessibilityFrame == CGRect(x: 120, y: 150, width: 47, height: 32))
        #expect(increment.accessibilityActivationPoint == CGPoint(x: 190.5, y: 166))
    }

    @Test("R146: both halves are buttons; a half that cannot step by R92 is dimmed, and both are while the stepper is disabled")
    func r146_traits() throws {
        let stepper = Stepper(frame: .zero)
        let (decrement, increment) = try halves(of: stepper)
        #expect(decrement.accessibilityTraits == [.button, .notEnabled])   // at the minimum
        #expect(increment.accessibilityTraits == .button)

        stepper.value = 50
        #expect(decrement.accessibilityTraits == .button && increment.accessibilityTraits == .button)
        stepper.value = 100
        #expect(decrement.accessibilityTraits == .button && increment.accessibilityTraits == [.button, .notEnabled])
        stepper.wraps = true
        #expect(increment.accessibilityTraits == .button)

        stepper.isEnabled = false
        #expect(decrement.accessibilityTraits == [.button, .notEnabled] && increment.accessibilityTraits == [.button, .notEnabled])
    }

    @Test("R146: both halves' value is the stepper's: a whole number without a fraction, anything else as Double.description",
          arguments: [(0.0, "0"), (3, "3"), (-4, "-4"), (2.5, "2.5"), (0.1, "0.1"), (99.75, "99.75"), (-0.5, "-0.5")])
    func r146_value(value: Double, spoken: String) throws {
        let stepper = Stepper(frame: .zero)
        stepper.minimumValue = -10
        stepper.value = value
        let (decrement, increment) = try halves(of: stepper)
        #expect(decrement.accessibilityValue == spoken && increment.accessibilityValue == spoken)
    }

    @Test("R146: a huge whole value reads as Double.description")
    func r146_hugeValue() throws {
        let stepper = Stepper(frame: .zero)
        stepper.maximumValue = 1e20
        stepper.value = 1e20
        let (_, increment) = try halves(of: stepper)
        #expect(increment.accessibilityValue == "1e+20")
    }

    @Test("R146, R94: each half's activation declines, and VoiceOver's tap at its centre steps once and sends .valueChanged")
    func r146_tapAtTheHalf() throws {
        let scene = SegmentedStepperPageScene()
        scene.stepper.value = 5
        let (decrement, increment) = try halves(of: scene.stepper)
        #expect(!decrement.accessibilityActivate() && !increment.accessibilityActivate())

        scene.simulator.tap(at: increment.accessibilityActivationPoint)
        #expect(scene.stepper.value == 6)
        #expect(increment.accessibilityValue == "6")
        #expect(scene.valueChanges(of: "stepper") == 1)

        scene.simulator.tap(at: decrement.accessibilityActivationPoint)
        scene.simulator.tap(at: decrement.accessibilityActivationPoint)
        #expect(scene.stepper.value == 4)
        #expect(scene.valueChanges(of: "stepper") == 3)
    }

    @Test("R146, R94: a tap at a dimmed half's centre steps nothing")
    func r146_tapAtADimmedHalf() throws {
        let scene = SegmentedStepperPageScene()
        let (decrement, _) = try halves(of: scene.stepper)
        #expect(decrement.accessibilityTraits.contains(.notEnabled))

        scene.simulator.tap(at: decrement.accessibilityActivationPoint)

        #expect(scene.stepper.value == 0 && scene.valueChanges(of: "stepper") == 0)
    }

    @Test("R146, R140: a half's blocks answer over its defaults; elements an app sets replace the halves")
    func r146_blocksAndAppElements() throws {
        let stepper = Stepper(frame: .zero)
        let (decrement, increment) = try halves(of: stepper)
        decrement.accessibilityLabelBlock = { "Fewer" }
        increment.accessibilityActivateBlock = { true }
        #expect(decrement.accessibilityLabel == "Fewer" && increment.accessibilityActivate())

        let own = AccessibilityElement(accessibilityContainer: stepper)
        stepper.accessibilityElements = [own]
        #expect(stepper.accessibilityElements?.count == 1)
        stepper.accessibilityElements = nil
        #expect(try halves(of: stepper).decrement === decrement)
    }
}
