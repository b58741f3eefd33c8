import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// HoldToConfirmViewController state by state: its long press swapped for a mock, time advanced
/// on the controller's clock (its own while the view is in no window).
@Suite struct HoldToConfirmViewControllerMockTests {
    let screen = HoldToConfirmViewController()
    let hold: LongPressGestureRecognizerMock
    let middle = CGPoint(x: 120, y: 32)   // the button's centre, in its own coordinates

    init() throws {
        screen.loadViewIfNeeded()
        hold = try #require(screen.button.replaceGestureRecognizer(
            ofType: LongPressGestureRecognizer.self, with: LongPressGestureRecognizerMock(target: nil, action: nil)))
    }

    @Test("R29: the press is tracked by a long press that begins at touch-down")
    func theLongPressBeginsAtTouchDown() {
        #expect(hold.minimumPressDuration == 0)
        #expect(hold.name == "hold")
        #expect(hold.action == "holdGesture:")
    }

    @Test func beganFadesTheButton() {
        hold.longPress(location: middle, state: .began)

        #expect(screen.button.alpha == 0.5)
        #expect(screen.isPressing)
        #expect(!screen.confirmed)
    }

    @Test func holdingForTheDurationConfirmsOnce() {
        var confirmations = 0
        screen.onConfirm = { confirmations += 1 }
        hold.longPress(location: middle, state: .began)

        screen.clock.advance(by: 0.999)

        #expect(!screen.confirmed)
        #expect(screen.holdProgress > 0.99)

        screen.clock.advance(by: 0.001)

        #expect(screen.confirmed)
        #expect(confirmations == 1)
        #expect(screen.button.alpha == 1)

        hold.longPress(location: nil, state: .ended)

        #expect(screen.confirmed)
        #expect(confirmations == 1)
    }

    @Test("Lifting, or the system cancelling, before the hold completes restores the button",
          arguments: [GestureRecognizer.State.ended, .cancelled])
    func anEarlyEndCancels(ending: GestureRecognizer.State) {
        hold.longPress(location: middle, state: .began)
        screen.clock.advance(by: 0.5)

        hold.longPress(location: nil, state: ending)
        screen.clock.advance(by: 1)

        #expect(!screen.confirmed)
        #expect(!screen.isPressing)
        #expect(screen.button.alpha == 1)
        #expect(screen.holdProgress == 0)
    }

    @Test func movingOffTheButtonCancels() {
        hold.longPress(location: middle, state: .began)

        hold.longPress(location: CGPoint(x: 120, y: -30), state: .changed)   // 30 points above: past the 20-point margin
        screen.clock.advance(by: 2)

        #expect(!screen.isPressing)
        #expect(!screen.confirmed)
        #expect(screen.button.alpha == 1)
    }

    @Test func movingWithinTheMarginKeepsThePress() {
        hold.longPress(location: middle, state: .began)

        hold.longPress(location: CGPoint(x: 255, y: 80), state: .changed)   // 15 right, 16 below
        screen.clock.advance(by: 1)

        #expect(screen.confirmed)
    }

    @Test func dragExitMarginIsSettable() {
        screen.dragExitMargin = 0
        hold.longPress(location: middle, state: .began)

        hold.longPress(location: CGPoint(x: 241, y: 32), state: .changed)

        #expect(!screen.isPressing)
    }

    @Test func aPressAfterConfirmingDoesNothing() {
        hold.longPress(location: middle, state: .began)
        screen.clock.advance(by: 1)
        hold.longPress(location: nil, state: .ended)

        hold.longPress(location: middle, state: .began)

        #expect(screen.button.alpha == 1)
        #expect(!screen.isPressing)
    }

    @Test func pressedAlphaAndHoldDurationAreSettable() {
        screen.pressedAlpha = 0.2
        screen.holdDuration = 3
        hold.longPress(location: middle, state: .began)

        #expect(screen.button.alpha == 0.2)

        screen.clock.advance(by: 2.5)

        #expect(!screen.confirmed)

        screen.clock.advance(by: 0.5)

        #expect(screen.confirmed)
    }

    @Test func inAWindowTheHoldRunsOnTheWindowsClock() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        hold.longPress(location: middle, state: .began)

        window.clock.advance(by: 1)

        #expect(screen.clock === window.clock)
        #expect(screen.confirmed)
    }
}
