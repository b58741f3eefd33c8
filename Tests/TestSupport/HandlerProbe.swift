import Foundation
import TargetAction

/// A target that records what its handler reads from the recognizer, for each action.
public final class HandlerProbe: Responder {
    /// What the handler read during one action: the state and location, and the values of the
    /// recognizer's kind (nil for other kinds).
    public struct Reading: Equatable, CustomStringConvertible {
        public var state: GestureRecognizer.State
        public var location: CGPoint
        /// A pan's `translation(in:)` and `velocity(in:)`.
        public var translation: CGPoint?
        public var velocity: CGPoint?
        /// A pinch's `scale` and `velocity`.
        public var scale: CGFloat?
        public var scaleVelocity: CGFloat?
        /// A rotation's `rotation` and `velocity`.
        public var rotation: CGFloat?
        public var rotationVelocity: CGFloat?

        public init(
            state: GestureRecognizer.State, location: CGPoint, translation: CGPoint? = nil, velocity: CGPoint? = nil,
            scale: CGFloat? = nil, scaleVelocity: CGFloat? = nil, rotation: CGFloat? = nil, rotationVelocity: CGFloat? = nil
        ) {
            self.state = state
            self.location = location
            self.translation = translation
            self.velocity = velocity
            self.scale = scale
            self.scaleVelocity = scaleVelocity
            self.rotation = rotation
            self.rotationVelocity = rotationVelocity
        }

        public var description: String {
            var text = "\(state) at \(location) t=\(translation.map { "\($0)" } ?? "-") v=\(velocity.map { "\($0)" } ?? "-")"
            if let scale { text += " scale=\(scale) (\(scaleVelocity.map { "\($0)" } ?? "-")/s)" }
            if let rotation { text += " rotation=\(rotation) (\(rotationVelocity.map { "\($0)" } ?? "-")/s)" }
            return text
        }
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
        let pinch = recognizer as? PinchGestureRecognizer
        let rotation = recognizer as? RotationGestureRecognizer
        readings.append(Reading(
            state: recognizer.state,
            location: recognizer.location(in: recognizer.view),
            translation: pan?.translation(in: recognizer.view),
            velocity: pan?.velocity(in: recognizer.view),
            scale: pinch?.scale, scaleVelocity: pinch?.velocity,
            rotation: rotation?.rotation, rotationVelocity: rotation?.velocity))
        onAction?(recognizer)
    }
}
