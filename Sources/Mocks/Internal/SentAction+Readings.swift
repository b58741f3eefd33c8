import Foundation
import TargetAction

extension SentAction {
    /// What a handler of a recognizer can read from it: its location, and the values of its kind.
    /// Each mock reads them through its own methods, so that a subclass's overrides are logged as
    /// the handler sees them.
    struct Readings {
        var location: CGPoint
        var translation: CGPoint? = nil
        var velocity: CGPoint? = nil
        var scale: CGFloat? = nil
        var scaleVelocity: CGFloat? = nil
        var rotation: CGFloat? = nil
        var rotationVelocity: CGFloat? = nil
        var zOffset: CGFloat? = nil
    }

    /// The entry for one pair sent `state`, with `readings` taken as the actions went out.
    init(state: GestureRecognizer.State, readings: Readings, target: AnyObject, action: Selector?) {
        self.init(
            state: state, location: readings.location,
            translation: readings.translation, velocity: readings.velocity,
            scale: readings.scale, scaleVelocity: readings.scaleVelocity,
            rotation: readings.rotation, rotationVelocity: readings.rotationVelocity,
            zOffset: readings.zOffset, target: target, action: action)
    }
}
