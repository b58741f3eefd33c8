import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R145: a slider as VoiceOver reads and adjusts it.
@Suite struct SliderAccessibilityRuleTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

    /// A 300 × 40 slider at (50, 100) in ``window``, logging each `.valueChanged` in `journal`.
    private func stage(value: Float = 0.5) -> (slider: Slider, journal: CallJournal) {
        let slider = Slider(frame: CGRect(x: 50, y: 100, width: 300, height: 40))
        slider.value = value
        window.addSubview(slider)
        let journal = CallJournal()
        slider.addAction(Action { action in
            journal.entries.append("valueChanged \((action.sender as? Slider)?.value ?? .nan)")
        }, for: .valueChanged)
        return (slider, journal)
    }

    @Test("R145: a slider is an element with traits .adjustable, no label and no hint")
    func r145_defaults() {
        let slider = Slider(frame: .zero)
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityLabel == nil && slider.accessibilityHint == nil)
        #expect(slider.accessibilityElements == nil)
        #expect(slider.accessibilityStepFraction == Slider.defaultAccessibilityStepFraction)
        #expect(Slider.defaultAccessibilityStepFraction == 0.1)
    }

    @Test("R145: the value is the position in the range as a whole percentage, halves away from zero: 0.5 of 0…1 reads 50%, 195 of 0…200 reads 98%",
          arguments: [
            (Float(0), Float(1), Float(0.5), "50%"), (0, 200, 195, "98%"), (0, 200, 193, "97%"), (0, 1, 0, "0%"),
            (0, 1, 1, "100%"), (-10, 10, -5, "25%"), (0, 1, 0.004, "0%"), (0, 200, 1, "1%"), (0, 3, 1, "33%"),
            (-Float.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0, "50%"),
          ])
    func r145_valueIsAPercentage(minimum: Float, maximum: Float, value: Float, spoken: String) {
        let slider = Slider(frame: .zero)
        slider.maximumValue = maximum
        slider.minimumValue = minimum
        slider.value = value
        #expect(slider.accessibilityValue == spoken)
    }

    @Test("R145: the value reads 0% when the maximum equals the minimum")
    func r145_emptyRange() {
        let slider = Slider(frame: .zero)
        slider.minimumValue = 5
        slider.maximumValue = 5
        #expect(slider.value == 5)
        #expect(slider.accessibilityValue == "0%")
    }

    @Test("R145: increment adds a tenth of the range and sends .valueChanged once; decrement takes it away")
    func r145_incrementAndDecrement() {
        let (slider, journal) = stage()

        slider.accessibilityIncrement()
        #expect(slider.value == 0.6)
        #expect(slider.accessibilityValue == "60%")
        #expect(journal.entries == ["valueChanged 0.6"])

        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 0.4) < 1e-6)
        #expect(slider.accessibilityValue == "40%")
        #expect(journal.entries.count == 3)
    }

    @Test("R145: a step is the fraction of the range, wherever the range lies: 20 of −100…100")
    func r145_stepFollowsTheRange() {
        let (slider, journal) = stage(value: 0)
        slider.minimumValue = -100
        slider.maximumValue = 100
        slider.value = 0

        slider.accessibilityIncrement()
        #expect(slider.value == 20 && slider.accessibilityValue == "60%")
        slider.accessibilityStepFraction = 0.25
        slider.accessibilityDecrement()
        #expect(slider.value == -30 && slider.accessibilityValue == "35%")
        #expect(journal.entries.count == 2)
    }

    @Test("R145: a step is clamped to the range; at a limit nothing changes and nothing is sent")
    func r145_clampedAndNothingAtALimit() {
        let (slider, journal) = stage(value: 0.95)

        slider.accessibilityIncrement()
        #expect(slider.value == 1 && slider.accessibilityValue == "100%")
        #expect(journal.entries == ["valueChanged 1.0"])

        slider.accessibilityIncrement()
        #expect(slider.value == 1)
        #expect(journal.entries.count == 1)

        slider.value = 0
        slider.accessibilityDecrement()
        #expect(slider.value == 0 && journal.entries.count == 1)
    }

    @Test("R145: a non-continuous slider also sends .valueChanged once per step")
    func r145_notContinuousStillSends() {
        let (slider, journal) = stage()
        slider.isContinuous = false

        slider.accessibilityIncrement()
        slider.accessibilityIncrement()

        #expect(journal.entries.count == 2)
        #expect(slider.accessibilityValue == "70%")
    }

    @Test("R145, R40: a disabled slider is dimmed and its steps change nothing and send nothing")
    func r145_disabledSliderDoesNotStep() {
        let (slider, journal) = stage()
        slider.isEnabled = false

        slider.accessibilityIncrement()
        slider.accessibilityDecrement()

        #expect(slider.value == 0.5 && journal.entries.isEmpty)
        #expect(slider.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test("R145: the activation point is the thumb's centre in window coordinates: (200, 120) for a 300 × 40 slider at (50, 100) with value 0.5; it follows the value")
    func r145_activationPointIsTheThumb() {
        let (slider, _) = stage()
        #expect(slider.accessibilityActivationPoint == CGPoint(x: 200, y: 120))
        #expect(slider.accessibilityFrame == CGRect(x: 50, y: 100, width: 300, height: 40))

        slider.value = 0   // the thumb's centre at half its width from the left end
        #expect(slider.accessibilityActivationPoint == CGPoint(x: 64, y: 120))
        slider.value = 1
        #expect(slider.accessibilityActivationPoint == CGPoint(x: 336, y: 120))
    }

    @Test("R145, R143: VoiceOver's tap at the activation point lands on the thumb: the slider tracks it and keeps its value")
    func r145_tapAtTheThumb() {
        let (slider, journal) = stage(value: 0.8)
        let events = CallJournal()
        slider.addAction(Action { _ in events.entries.append("touchDown") }, for: .touchDown)
        slider.addAction(Action { _ in events.entries.append("touchUpInside") }, for: .touchUpInside)

        TouchSimulator(window: window).tap(at: slider.accessibilityActivationPoint)

        #expect(events.entries == ["touchDown", "touchUpInside"])
        #expect(slider.value == 0.8 && journal.entries.isEmpty)
    }

    @Test("R145: a stepFraction that is not finite and above zero is reported and not applied", arguments: [Float(0), -0.1, .nan, .infinity])
    func r145_badStepFractionIsReported(fraction: Float) {
        let slider = Slider(frame: .zero)
        slider.accessibilityStepFraction = 0.2

        let (_, reports) = FailureReporter.capturing { slider.accessibilityStepFraction = fraction }

        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("accessibilityStepFraction") == true)
        #expect(slider.accessibilityStepFraction == 0.2)
    }

    @Test("R145, R140: the increment and decrement blocks answer instead of stepping, and the value block over the percentage")
    func r145_blocksAnswerFirst() {
        let (slider, journal) = stage()
        let calls = BlockCalls()
        slider.accessibilityIncrementBlock = { calls.note("increment") }
        slider.accessibilityDecrementBlock = { calls.note("decrement") }
        slider.accessibilityValueBlock = { "half" }

        slider.accessibilityIncrement()
        slider.accessibilityDecrement()

        #expect(calls.names == ["increment", "decrement"])
        #expect(slider.value == 0.5 && journal.entries.isEmpty)
        #expect(slider.accessibilityValue == "half")

        slider.accessibilityIncrementBlock = nil
        slider.accessibilityIncrement()
        #expect(slider.value == 0.6 && journal.entries.count == 1)
    }
}
