import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// R91-R95: a stepper's limits, halves, steps, taps and autorepeat on the window's clock.
@Suite struct StepperRuleTests {
    // MARK: R91: defaults and limits

    @Test("R91: defaults: value 0, 0…100, step 1, continuous, autorepeat, no wrapping; always 94 × 32")
    func r91_defaults() {
        let stepper = Stepper(frame: CGRect(x: 10, y: 20, width: 300, height: 300))

        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.frame == CGRect(x: 10, y: 20, width: 94, height: 32))
        #expect(stepper.autorepeatDelay == Stepper.defaultAutorepeatDelay && Stepper.defaultAutorepeatDelay == 0.5)
        #expect(stepper.autorepeatInterval == 0.1 && stepper.autorepeatFastInterval == 0.05)
    }

    @Test("R91: the value is clamped; a minimum above the maximum sets both, and a maximum below the minimum")
    func r91_limits() {
        let stepper = Stepper(frame: .zero)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)

        stepper.value = 40
        stepper.minimumValue = 120
        #expect(stepper.minimumValue == 120 && stepper.maximumValue == 120 && stepper.value == 120)
        stepper.maximumValue = 10
        #expect(stepper.minimumValue == 10 && stepper.maximumValue == 10 && stepper.value == 10)
    }

    @Test("R91: setting the value or the limits sends nothing")
    func r91_settingSendsNothing() {
        let scene = SegmentedStepperPageScene()

        scene.stepper.value = 7
        scene.stepper.maximumValue = 5
        scene.stepper.minimumValue = -5

        #expect(scene.stepper.value == 5)
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R91: a step of 0 or less, or a value or limit that is not finite, is reported and not applied",
          arguments: [0.0, -1, .nan, .infinity])
    func r91_badStepIsReported(step: Double) {
        let stepper = Stepper(frame: .zero)
        stepper.stepValue = 2

        let (_, reports) = FailureReporter.capturing {
            stepper.stepValue = step
            if !step.isFinite {
                stepper.value = step
                stepper.maximumValue = step
            }
        }

        #expect(stepper.stepValue == 2 && stepper.value == 0 && stepper.maximumValue == 100)
        #expect(reports.count == (step.isFinite ? 1 : 3))
    }

    @Test("R91: a tap on a stepper is the stepper's, not an ancestor's one-tap recognizer's")
    func r91_beatsTheBackgroundTap() {
        let scene = SegmentedStepperPageScene()
        scene.backgroundTap()

        scene.simulator.tap(at: scene.plus)

        #expect(scene.log.entries.isEmpty)
        #expect(scene.stepper.value == 1)
    }

    // MARK: R92: halves

    @Test("R92: the half under the finger is highlighted, none outside the touch region")
    func r92_highlightedHalf() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.minus)
        #expect(scene.stepper.highlightedHalf == .minus)
        scene.simulator.move(to: CGPoint(67, 116))   // x ≥ midX is plus
        #expect(scene.stepper.highlightedHalf == .plus)
        scene.simulator.move(to: CGPoint(150, 180))   // outside the bounds, inside the 70-point region
        #expect(scene.stepper.highlightedHalf == .plus)
        scene.simulator.move(to: CGPoint(300, 116))
        #expect(scene.stepper.highlightedHalf == nil)
        scene.simulator.cancel()
    }

    @Test("R92: plus is enabled below the maximum, minus above the minimum, both while it wraps")
    func r92_enabledHalves() {
        let stepper = Stepper(frame: .zero)
        #expect(stepper.isEnabled(.plus) && !stepper.isEnabled(.minus))
        stepper.value = 100
        #expect(!stepper.isEnabled(.plus) && stepper.isEnabled(.minus))
        stepper.wraps = true
        #expect(stepper.isEnabled(.plus) && stepper.isEnabled(.minus))
    }

    // MARK: R93, R94: steps and taps

    @Test("R93: a step is clamped without wrapping: 9 + 3 with maximum 10 gives 10")
    func r93_clamped() {
        let scene = SegmentedStepperPageScene()
        scene.stepper.maximumValue = 10
        scene.stepper.stepValue = 3
        scene.stepper.value = 9

        scene.simulator.tap(at: scene.plus)

        #expect(scene.stepper.value == 10)
        #expect(scene.valueChanges(of: "stepper") == 1)
    }

    @Test("R93: with wraps, past the maximum is the minimum and below the minimum the maximum")
    func r93_wraps() {
        let scene = SegmentedStepperPageScene()
        scene.stepper.wraps = true
        scene.stepper.maximumValue = 10
        scene.stepper.stepValue = 3
        scene.stepper.value = 9

        scene.simulator.tap(at: scene.plus)
        #expect(scene.stepper.value == 0)
        scene.simulator.wait(1)
        scene.simulator.tap(at: scene.minus)
        #expect(scene.stepper.value == 10)
        #expect(scene.valueChanges(of: "stepper") == 2)
    }

    @Test("R94: a touch-down changes nothing; the lift on an active half makes one step and sends valueChanged")
    func r94_tap() {
        let scene = SegmentedStepperPageScene()
        scene.stepper.value = 5

        scene.simulator.down(at: scene.minus)
        #expect(scene.stepper.value == 5)
        scene.simulator.wait(0.1)
        scene.simulator.up()

        #expect(scene.stepper.value == 4)
        #expect(scene.events(of: "stepper") == ["touchDown", "touchUpInside", "valueChanged"])
    }

    @Test("R94: a lift on a disabled half, or outside the touch region, changes nothing and sends no valueChanged")
    func r94_inactiveHalf() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.tap(at: scene.minus)   // minus is disabled at the minimum
        scene.simulator.wait(1)
        scene.simulator.down(at: scene.plus)
        scene.simulator.move(to: CGPoint(300, 300))
        scene.simulator.up()

        #expect(scene.stepper.value == 0)
        #expect(scene.valueChanges(of: "stepper") == 0)
    }

    @Test("R94: not continuous: the lift steps, then sends one valueChanged")
    func r94_notContinuous() {
        let scene = SegmentedStepperPageScene()
        scene.stepper.isContinuous = false
        var valueInAction: Double?
        scene.stepper.addAction(Action { action in valueInAction = (action.sender as? Stepper)?.value }, for: .valueChanged)

        scene.simulator.tap(at: scene.plus)

        #expect(valueInAction == 1)
        #expect(scene.valueChanges(of: "stepper") == 1)
    }

    // MARK: R95: autorepeat

    @Test("R95: holding plus for 3 s steps at 0.5, 1.0, 1.5, 2.0, 2.5 s, then every 0.1 s: 10 at 3 s, read in microseconds of real time")
    func r95_holdingForThreeSeconds() {
        let scene = SegmentedStepperPageScene()
        var valuesAt: [(TimeInterval, Double)] = []
        scene.stepper.addAction(Action { [window = scene.window] action in
            valuesAt.append((window.clock.now, (action.sender as? Stepper)?.value ?? -1))
        }, for: .valueChanged)

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(3)
        scene.simulator.up()

        #expect(scene.stepper.value == 10)
        #expect(valuesAt.map(\.1) == Array(1...10).map(Double.init))
        let times = valuesAt.map { ($0.0 * 1000).rounded() / 1000 }
        #expect(times == [0.5, 1.0, 1.5, 2.0, 2.5, 2.6, 2.7, 2.8, 2.9, 3.0])
        #expect(scene.valueChanges(of: "stepper") == 10, "the lift after a timer step makes no further step")
    }

    @Test("R95: after the nineteenth repeat the steps come every 0.05 s")
    func r95_fastRepeats() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(3.95)   // 19 steps: 5 slow, then 2.6…3.9
        #expect(scene.stepper.value == 19)
        scene.simulator.wait(0.08)   // the twentieth at 4.0, then 0.05 s apart
        #expect(scene.stepper.value == 20)
        scene.simulator.wait(0.5)   // 4.05…4.5
        #expect(scene.stepper.value == 30)
        scene.simulator.up()
    }

    @Test("R95: a fire that finds no active half makes no step and goes back to the slow pace")
    func r95_noActiveHalf() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(3.0)   // 10 steps, now every 0.1 s
        scene.simulator.move(to: CGPoint(300, 300))   // off the stepper: no active half
        scene.simulator.wait(0.1)   // the fire at 3.1 steps nothing; the next comes at 3.6
        #expect(scene.stepper.value == 10)
        scene.simulator.move(to: scene.plus)
        scene.simulator.wait(0.4)
        #expect(scene.stepper.value == 10)
        scene.simulator.wait(0.1)   // 3.6: a step, with k back to 2: the next 0.5 s later
        #expect(scene.stepper.value == 11)
        scene.simulator.wait(0.4)
        #expect(scene.stepper.value == 11)
        scene.simulator.wait(0.1)
        #expect(scene.stepper.value == 12)
        scene.simulator.up()
        #expect(scene.stepper.value == 12)
    }

    @Test("R95: a held half that reaches its limit stops stepping; a lift there sends nothing more")
    func r95_stopsAtTheLimit() {
        let scene = SegmentedStepperPageScene()
        scene.stepper.maximumValue = 3

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(5)
        scene.simulator.up()

        #expect(scene.stepper.value == 3)
        #expect(scene.valueChanges(of: "stepper") == 3)
    }

    @Test("R95: not continuous: repeats change the value silently; a lift on an active half sends one valueChanged")
    func r95_notContinuousLiftOnActiveHalf() {
        let scene = SegmentedStepperPageScene()
        scene.stepper.isContinuous = false

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(1.2)
        #expect(scene.stepper.value == 2)
        #expect(scene.valueChanges(of: "stepper") == 0)
        scene.simulator.up()

        #expect(scene.stepper.value == 2)
        #expect(scene.valueChanges(of: "stepper") == 1)
    }

    @Test("R95: not continuous: a lift off an active half sends nothing, though the value changed")
    func r95_notContinuousLiftOutside() {
        let scene = SegmentedStepperPageScene()
        scene.stepper.isContinuous = false

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(1.2)
        scene.simulator.move(to: CGPoint(300, 300))
        scene.simulator.up()

        #expect(scene.stepper.value == 2)
        #expect(scene.valueChanges(of: "stepper") == 0)
    }

    @Test("R95: a cancelled touch stops the repeats and sends nothing")
    func r95_cancel() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(0.6)
        scene.simulator.cancel()
        scene.simulator.wait(3)

        #expect(scene.stepper.value == 1)
        #expect(scene.events(of: "stepper") == ["touchDown", "valueChanged", "touchCancel"])
        #expect(scene.window.clock.pendingTimerCount == 0)
    }

    @Test("R95: without autorepeat, holding does nothing until the lift, which steps once")
    func r95_withoutAutorepeat() {
        let scene = SegmentedStepperPageScene()
        scene.stepper.autorepeat = false

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(3)
        #expect(scene.stepper.value == 0)
        scene.simulator.up()

        #expect(scene.stepper.value == 1)
    }

    @Test("R95: disabling the stepper while a half is held stops the repeats")
    func r95_disablingStops() {
        let scene = SegmentedStepperPageScene()

        scene.simulator.down(at: scene.plus)
        scene.simulator.wait(1)
        scene.stepper.isEnabled = false
        scene.simulator.wait(2)
        scene.simulator.up()

        #expect(scene.stepper.value == 2)
        #expect(scene.window.clock.pendingTimerCount == 0)
    }
}
