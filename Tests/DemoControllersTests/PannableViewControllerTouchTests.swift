import DemoControllers
import Foundation
import TargetAction
import Testing

@Suite struct PannableViewControllerTouchTests {
    final class Host: ViewController {}

    @Test func aFastFlickDownDismissesThePresentedController() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = Host()
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
}
