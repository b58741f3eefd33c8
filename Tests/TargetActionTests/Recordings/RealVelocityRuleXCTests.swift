import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// R137 and R25 (amended) in XCTest, as a ported suite checks a fling: a recorded fling replayed
/// into a pan, and a finger that rests before it lifts.
final class RealVelocityRuleXCTests: FailureCatchingTestCase {
    /// A pan on a view filling a 400×800 window, which keeps `velocity(in: nil)` from its `.ended` action.
    private final class Card {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let pan = PanGestureRecognizer()
        var velocityAtLift: CGPoint?

        init() {
            let view = View(frame: window.bounds)
            window.addSubview(view)
            view.addGestureRecognizer(pan)
            pan.addTarget(self, action: Card.panned)
        }

        private func panned() {
            if pan.state == .ended { velocityAtLift = pan.velocity(in: nil) }
        }
    }

    func testAnUpwardFlingReplayedFromTheBottomReadsTheFingersVelocity() throws {
        let card = Card()
        let touches = TouchSimulator(window: card.window)
        let fling = try Fixtures.flutterFlings()[3].moved(to: CGPoint(x: 200, y: 600))   // flutter-fling-04, upward
        let reference = try XCTUnwrap(ReferenceVelocity.estimate(fling))

        touches.replay(fling)

        let velocity = try XCTUnwrap(card.velocityAtLift)
        XCTAssertLessThan(reference.y, -2500)
        XCTAssertLessThan(velocity.y, 0)
        XCTAssertEqual(velocity.y / reference.y, 1, accuracy: 0.35)
    }

    func testAFingerThatRestsBeforeLiftingEndsWithoutVelocity() throws {
        let card = Card()
        let touches = TouchSimulator(window: card.window)

        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
        XCTAssertEqual(try XCTUnwrap(card.velocityAtLift).y, -2000, accuracy: 1e-6)
        card.velocityAtLift = nil
        touches.down(at: CGPoint(x: 200, y: 600))
        for step in 1...10 {
            touches.wait(0.01)
            touches.move(to: CGPoint(x: 200, y: 600 - CGFloat(step) * 20))
        }
        touches.wait(0.05)   // more than velocityStopInterval (40 ms)
        touches.up()

        XCTAssertEqual(card.velocityAtLift, .zero)
    }

    func testAScrollViewLeftWhereTheRestingFingerLiftedDoesNotDecelerate() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 400, height: 5000)
        window.addSubview(list)
        let touches = TouchSimulator(window: window)

        touches.down(at: CGPoint(x: 200, y: 600))
        for step in 1...10 {
            touches.wait(0.01)
            touches.move(to: CGPoint(x: 200, y: 600 - CGFloat(step) * 20))
        }
        touches.wait(0.2)
        touches.up()

        XCTAssertFalse(list.isDecelerating)
        XCTAssertEqual(list.contentOffset.y, 190, accuracy: 1e-9)   // 200 points less R22's 10
    }

    func testAStopIntervalOfZeroIsReportedAndInfinityKeepsTheVelocity() throws {
        let card = Card()
        let failures = caughtFailures { card.pan.velocityStopInterval = 0 }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("velocityStopInterval = 0.0") ?? false, "\(failures)")
        XCTAssertEqual(card.pan.velocityStopInterval, PanGestureRecognizer.defaultVelocityStopInterval)

        card.pan.velocityStopInterval = .infinity
        let touches = TouchSimulator(window: card.window)
        touches.down(at: CGPoint(x: 200, y: 600))
        touches.wait(0.1)
        touches.move(to: CGPoint(x: 200, y: 500))
        touches.wait(5)
        touches.up()

        XCTAssertEqual(try XCTUnwrap(card.velocityAtLift).y, -1000, accuracy: 1e-6)
    }
}
