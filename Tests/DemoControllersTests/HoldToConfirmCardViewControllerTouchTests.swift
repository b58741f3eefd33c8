import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// HoldToConfirmCardViewController pressed by real touches: the style's long press decides, the
/// card itself tracks nothing.
@Suite struct HoldToConfirmCardViewControllerTouchTests {
    let screen = HoldToConfirmCardViewController()
    let simulator: TouchSimulator

    init() {
        simulator = TouchSimulator(hosting: screen)
    }

    var card: Button { screen.card }
    var body: View? { card.styleBody }
    var centre: CGPoint { card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil) }

    @Test("R125, R117: a 1 s hold confirms at 1 s; dimmed at 0.5 s into the hold, undimmed after")
    func aOneSecondHoldConfirms() {
        simulator.down(at: centre)
        simulator.wait(0.5)

        #expect(body?.alpha == HoldToConfirmStyle.pressedAlpha)
        #expect(!screen.isConfirmed)

        simulator.wait(0.5)

        #expect(screen.isConfirmed)
        #expect(body?.alpha == 1)
        simulator.up()
        #expect(screen.confirmCount == 1)
        #expect(body?.alpha == 1)
    }

    @Test("R125: a tap does nothing: the long press fails at the lift")
    func aTapDoesNotConfirm() {
        simulator.tap(on: card)

        #expect(!screen.isConfirmed)
        #expect(body?.alpha == 1)
    }

    @Test("R125: a 0.5 s hold is too short: dimmed while down, undimmed at the lift, nothing confirmed")
    func aHalfSecondHoldDoesNotConfirm() {
        simulator.down(at: centre)
        simulator.wait(0.5)
        #expect(body?.alpha == HoldToConfirmStyle.pressedAlpha)

        simulator.up()

        #expect(!screen.isConfirmed)
        #expect(body?.alpha == 1)
    }

    @Test("R125: the card never highlights or tracks, and sends no touch events, even for a confirming hold")
    func theCardNeverHighlights() {
        var touchEvents = 0
        card.addAction(Action { _ in touchEvents += 1 }, for: .allTouchEvents)

        simulator.down(at: centre)
        #expect(!card.isHighlighted)
        #expect(!card.isTracking)
        simulator.wait(1.2)
        #expect(!card.isHighlighted)
        simulator.up()

        #expect(touchEvents == 0)
        #expect(screen.confirmCount == 1)
    }

    @Test("R125, R62: a hold that strays 20 points fails the long press and confirms nothing")
    func aStrayingHoldDoesNotConfirm() {
        simulator.down(at: centre)
        simulator.move(to: CGPoint(x: centre.x + 20, y: centre.y))
        simulator.wait(1.2)
        simulator.up()

        #expect(!screen.isConfirmed)
        #expect(body?.alpha == 1)
    }

    @Test("R125: the style's body and its gesture do not keep the controller alive")
    func theStyleDoesNotKeepTheControllerAlive() {
        weak var released: HoldToConfirmCardViewController?
        weak var releasedBody: View?
        do {
            let screen = HoldToConfirmCardViewController()
            let simulator = TouchSimulator(hosting: screen)
            simulator.longPress(on: screen.card, duration: 1.2)
            #expect(screen.isConfirmed)
            released = screen
            releasedBody = screen.card.styleBody
        }

        #expect(released == nil)
        #expect(releasedBody == nil)
    }
}
