import DemoControllers
import Foundation
import TargetAction

// `swift run`: drives a PannableViewController with real touches on virtual time and prints what
// happened, step by step.

final class PresentingController: ViewController {}

/// Prints each action the pan sends, with the values the controller reads.
final class Watcher: Responder {
    let sheet: ViewController
    init(sheet: ViewController) {
        self.sheet = sheet
        super.init()
        publish("watch:", Watcher.watch)
    }
    private func watch(_ recognizer: PanGestureRecognizer) {
        let translation = recognizer.translation(in: nil)
        let velocity = recognizer.velocity(in: nil)
        print("        action \("\(recognizer.state)".padding(toLength: 10, withPad: " ", startingAt: 0))"
            + " translation.y \(format(translation.y))  velocity.y \(format(velocity.y))")
    }
}

func format(_ value: CGFloat) -> String {
    String(format: "%8.1f", Double(value))
}

func runSwipeToDismiss() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = PresentingController()
    window.rootViewController = root
    let sheet = PannableViewController()
    root.present(sheet, animated: false, completion: nil)
    let pan = sheet.view.gestureRecognizers!.first as! PanGestureRecognizer
    let watcher = Watcher(sheet: sheet)
    pan.addTarget(watcher, action: "watch:")

    print("PannableViewController: a fast flick down dismisses it")
    let finger = Touch()
    var time: TimeInterval = 0
    func send(_ change: Event.Change, _ what: String) {
        print("t=\(String(format: "%.3f", time))  \(what)")
        window.sendEvent(Event(timestamp: time, changes: [change]))
        print("        sheet view y = \(format(sheet.view.frame.origin.y))")
    }
    send(.began(finger, at: CGPoint(x: 200, y: 100)), "finger down at (200, 100)")
    for step in 1...5 {
        time += 0.016
        send(.moved(finger, to: CGPoint(x: 200, y: 100 + CGFloat(step) * 40)), "finger moves to y = \(100 + step * 40)")
    }
    time += 0.016
    send(.ended(finger), "finger lifts")
    print("still presented after the flick: \(root.presentedViewController == nil ? "no, dismissed" : "yes")")
}

runSwipeToDismiss()
