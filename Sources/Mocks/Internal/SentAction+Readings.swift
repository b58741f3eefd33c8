import Foundation
import TargetAction

extension SentAction {
    /// What a handler of a recognizer can read from it: its location, and the values of its kind.
    /// Read through the recognizer's own methods, so that a subclass's overrides are logged as the
    /// handler sees them.
    struct Readings {
        var location: CGPoint
        var translation: CGPoint?
        var velocity: CGPoint?
        var scale: CGFloat?
        var scaleVelocity: CGFloat?
        var rotation: CGFloat?
        var rotationVelocity: CGFloat?

        /// The values `recognizer` reports now, in `view`'s coordinates.
        init(of recognizer: GestureRecognizer, in view: View?) {
            location = recognizer.location(in: view)
            if let pan = recognizer as? PanGestureRecognizer {
                translation = pan.translation(in: view)
                velocity = pan.velocity(in: view)
            }
            if let pinch = recognizer as? PinchGestureRecognizer {
                scale = pinch.scale
                scaleVelocity = pinch.velocity
            }
            if let rotationRecognizer = recognizer as? RotationGestureRecognizer {
                rotation = rotationRecognizer.rotation
                rotationVelocity = rotationRecognizer.velocity
            }
        }
    }

    /// The entry for one pair sent `state`, with `readings` taken as the actions went out.
    init(state: GestureRecognizer.State, readings: Readings, target: AnyObject, action: Selector?) {
        self.init(
            state: state, location: readings.location,
            translation: readings.translation, velocity: readings.velocity,
            scale: readings.scale, scaleVelocity: readings.scaleVelocity,
            rotation: readings.rotation, rotationVelocity: readings.rotationVelocity,
            target: target, action: action)
    }
}
