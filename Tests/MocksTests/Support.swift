import Foundation
import Mocks

/// A target that records what its handlers read from the recognizer, for each action.
final class HandlerProbe: Responder {
    struct Reading: Equatable, CustomStringConvertible {
        var state: GestureRecognizer.State
        var location: CGPoint
        var translation: CGPoint?
        var velocity: CGPoint?

        var description: String { "\(state) at \(location) t=\(translation.map { "\($0)" } ?? "-") v=\(velocity.map { "\($0)" } ?? "-")" }
    }

    private(set) var readings: [Reading] = []
    var states: [GestureRecognizer.State] { readings.map(\.state) }
    /// Runs inside every action, after the reading is taken.
    var onAction: ((GestureRecognizer) -> Void)?

    override init() {
        super.init()
        publish("handle:", HandlerProbe.handle)
    }

    private func handle(_ recognizer: GestureRecognizer) {
        let pan = recognizer as? PanGestureRecognizer
        readings.append(Reading(
            state: recognizer.state,
            location: recognizer.location(in: recognizer.view),
            translation: pan?.translation(in: recognizer.view),
            velocity: pan?.velocity(in: recognizer.view)))
        onAction?(recognizer)
    }
}

/// A target that answers no selector at all.
final class DeafTarget: Responder {}

/// A window holding one view at `frame` with `recognizer` attached to it.
func windowWithView(
    at frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 300), holding recognizer: GestureRecognizer
) -> (window: Window, view: View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view = View(frame: frame)
    window.addSubview(view)
    view.addGestureRecognizer(recognizer)
    return (window, view)
}
