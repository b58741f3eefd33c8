import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing
import TestSupport

/// PannableViewController driven by real drags: the article's behaviours, end to end.
@Suite struct PannableViewControllerTouchTests {
    let stage = ControllerStage(presenting: PannableViewController())
    var sheet: PannableViewController { stage.controller }
    let top = CGPoint(x: 200, y: 100)

    func below(_ dy: CGFloat) -> CGPoint {
        CGPoint(x: top.x, y: top.y + dy)
    }

    @Test func aFastFlickDownDismissesThePresentedController() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = ViewController()
        window.rootViewController = host
        let sheet = PannableViewController()
        host.present(sheet, animated: false, completion: nil)
        let finger = Touch()

        window.sendEvent(Event(timestamp: 0, changes: [.began(finger, at: CGPoint(x: 200, y: 100))]))
        for step in 1...5 {
            window.sendEvent(Event(timestamp: 0.016 * Double(step), changes: [.moved(finger, to: CGPoint(x: 200, y: 100 + 40 * CGFloat(step)))]))
        }
        window.sendEvent(Event(timestamp: 0.1, changes: [.ended(finger)]))

        #expect(host.presentedViewController == nil)
    }

    @Test("R22: the view follows the finger down, the hysteresis taken off")
    func theViewFollowsTheFingerDown() {
        stage.simulator.down(at: top)
        stage.simulator.wait(0.05)
        stage.simulator.move(to: below(30))

        #expect(sheet.view.frame.minY == 20)

        stage.simulator.wait(0.05)
        stage.simulator.move(to: below(230))

        #expect(sheet.view.frame.minY == 220)
    }

    @Test func theViewNeverGoesAboveTheTop() {
        stage.simulator.down(at: below(200))
        stage.simulator.wait(0.05)
        stage.simulator.move(to: below(100))

        #expect(sheet.view.frame.minY == 0)
    }

    @Test func aSlowShortDragSlidesBack() {
        stage.simulator.drag(from: top, to: below(200), duration: 1)   // 200 points per second

        #expect(sheet.view.frame.minY == 0)
        #expect(stage.host?.presentedViewController === sheet)
    }

    @Test func aSlowDragPastHalfWhileMovingDownDismisses() {
        stage.simulator.drag(from: top, to: below(500), duration: 1)   // 500 points per second, past 422

        #expect(stage.host?.presentedViewController == nil)
    }

    @Test func aDragPastHalfThatEndsMovingUpSlidesBack() {
        stage.simulator.down(at: top)
        for step in 1...5 {
            stage.simulator.wait(0.1)
            stage.simulator.move(to: below(CGFloat(step) * 110))   // down to 550
        }
        for step in 1...2 {
            stage.simulator.wait(0.1)
            stage.simulator.move(to: below(550 - CGFloat(step) * 20))   // back up to 510
        }

        stage.simulator.up()

        #expect(sheet.view.frame.minY == 0)
        #expect(stage.host?.presentedViewController === sheet)
    }

    @Test("R23: a cancelled drag goes back to the top")
    func aCancelledDragGoesBack() {
        stage.simulator.down(at: top)
        stage.simulator.wait(0.05)
        stage.simulator.move(to: below(300))

        stage.simulator.cancel()

        #expect(sheet.view.frame.minY == 0)
        #expect(stage.host?.presentedViewController === sheet)
    }

    @Test func minimumVelocityToHideIsSettable() {
        sheet.minimumVelocityToHide = 150

        stage.simulator.drag(from: top, to: below(200), duration: 1)   // 200 points per second, short

        #expect(stage.host?.presentedViewController == nil)
    }
}
