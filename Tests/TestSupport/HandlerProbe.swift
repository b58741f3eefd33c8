import Foundation
import TargetAction

/// A target that records what its handler reads from the recognizer, for each action.
public final class HandlerProbe: Responder {
    /// What the handler read during one action.
    public struct Reading: Equatable, CustomStringConvertible {
        public var state: GestureRecognizer.State
        public var location: CGPoint
        public var translation: CGPoint?
        public var velocity: CGPoint?

        public init(state: GestureRecognizer.State, location: CGPoint, translation: CGPoint? = nil, velocity: CGPoint? = nil) {
            self.state = state
            self.location = location
            self.translation = translation
            self.velocity = velocity
        }

        public var description: String { "\(state) at \(location) t=\(translation.map { "\($0)" } ?? "-") v=\(velocity.map { "\($0)" } ?? "-")" }
    }

    public private(set) var readings: [Reading] = []
    public var states: [GestureRecognizer.State] { readings.map(\.state) }
    /// Runs inside every action, after the reading is taken.
    public var onAction: ((GestureRecognizer) -> Void)?

    public override init() {
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
