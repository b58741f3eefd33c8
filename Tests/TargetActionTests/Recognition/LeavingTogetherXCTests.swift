import Foundation
import Mocks
import TargetAction
import XCTest

/// Counts the actions it receives.
private final class ActionCounter: Responder {
    private(set) var count = 0
    override init() {
        super.init()
        publish("handle:", ActionCounter.handle)
    }
    private func handle(_ recognizer: GestureRecognizer) { count += 1 }
}

/// R13 in XCTest: a card whose view goes away mid-drag, while its pan waits for a long press to
/// fail, sends nothing: the pan does not begin because the press left first.
final class LeavingTogetherXCTests: XCTestCase {
    func test_R13_aPanWaitingForAPressSendsNothingWhenTheirViewLeaves() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = View(frame: window.bounds)
        window.addSubview(card)
        let counter = ActionCounter()
        let press = LongPressGestureRecognizer(target: counter, action: "handle:")
        press.allowableMovement = 1000
        let pan = PanGestureRecognizer(target: counter, action: "handle:")
        pan.require(toFail: press)
        card.addGestureRecognizer(press)
        card.addGestureRecognizer(pan)
        let simulator = TouchSimulator(window: window)

        simulator.down(at: CGPoint(x: 100, y: 100))
        for step in 1...5 {
            simulator.wait(0.01)
            simulator.move(to: CGPoint(x: 100, y: 100 + CGFloat(step) * 20))
        }
        card.removeFromSuperview()
        simulator.up()

        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(press.state, .possible)
    }
}
