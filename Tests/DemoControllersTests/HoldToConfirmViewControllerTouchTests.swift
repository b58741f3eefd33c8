import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// HoldToConfirmViewController driven by real touches, a one-second hold costing nothing.
@Suite struct HoldToConfirmViewControllerTouchTests {
    let stage = ControllerStage(HoldToConfirmViewController())
    var screen: HoldToConfirmViewController { stage.controller }
    var button: CGPoint { stage.center(of: screen.button) }

    @Test("R29: the button fades at touch-down and a 1 s hold confirms, once")
    func holdingOneSecondConfirms() {
        var confirmations = 0
        screen.onConfirm = { confirmations += 1 }

        stage.simulator.down(at: button)

        #expect(screen.button.alpha == 0.5)
        #expect(screen.isPressing)

        stage.simulator.wait(0.99)

        #expect(!screen.confirmed)
        #expect(screen.button.alpha == 0.5)

        stage.simulator.wait(0.01)

        #expect(screen.confirmed)
        #expect(confirmations == 1)
        #expect(screen.button.alpha == 1)

        stage.simulator.up()

        #expect(screen.confirmed)
        #expect(confirmations == 1)
    }

    @Test func liftingEarlyCancelsAndRestoresTheButton() {
        stage.simulator.down(at: button)
        stage.simulator.wait(0.5)

        stage.simulator.up()
        stage.simulator.wait(2)

        #expect(!screen.confirmed)
        #expect(!screen.isPressing)
        #expect(screen.button.alpha == 1)
    }

    @Test func draggingOffTheButtonCancelsAndRestoresIt() {
        stage.simulator.down(at: button)
        stage.simulator.wait(0.3)

        stage.simulator.move(to: CGPoint(x: button.x, y: button.y - 80))   // 48 points above the button's top edge

        #expect(!screen.isPressing)
        #expect(screen.button.alpha == 1)

        stage.simulator.wait(2)
        stage.simulator.up()

        #expect(!screen.confirmed)
    }

    @Test func strayingWithinTheMarginKeepsThePress() {
        stage.simulator.down(at: button)
        stage.simulator.move(to: CGPoint(x: button.x, y: button.y - 45))   // 13 points above the top edge

        stage.simulator.wait(1)

        #expect(screen.confirmed)
    }

    @Test func aSystemCancelCancelsThePress() {
        stage.simulator.down(at: button)
        stage.simulator.wait(0.5)

        stage.simulator.cancel()
        stage.simulator.wait(1)

        #expect(!screen.confirmed)
        #expect(screen.button.alpha == 1)
    }

    @Test func aPressAfterConfirmingDoesNothing() {
        var confirmations = 0
        screen.onConfirm = { confirmations += 1 }
        stage.simulator.longPress(at: button, duration: 1.2)

        stage.simulator.down(at: button)

        #expect(screen.button.alpha == 1)
        #expect(!screen.isPressing)

        stage.simulator.wait(2)
        stage.simulator.up()

        #expect(confirmations == 1)
    }

    @Test func aTouchBesideTheButtonDoesNothing() {
        stage.simulator.down(at: CGPoint(x: 20, y: 100))

        #expect(!screen.isPressing)
        #expect(screen.button.alpha == 1)

        stage.simulator.wait(2)

        #expect(!screen.confirmed)
    }

    @Test func holdDurationIsHowLongTheHoldLasts() {
        screen.holdDuration = 2
        stage.simulator.down(at: button)
        stage.simulator.wait(1.5)

        #expect(!screen.confirmed)
        #expect(screen.holdProgress == 0.75)

        stage.simulator.wait(0.5)

        #expect(screen.confirmed)
        #expect(screen.holdProgress == 1)
    }

    @Test func anEarlyLiftThenAFullHoldConfirms() {
        stage.simulator.longPress(at: button, duration: 0.6)

        stage.simulator.longPress(at: button, duration: 1)

        #expect(screen.confirmed)
    }
}
