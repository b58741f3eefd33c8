import Foundation
import TargetAction

/// One action a recognizer mock sent: the state it reported, what the handler could read, and to
/// which target and selector it went.
///
/// A mock logs one entry per target-action pair each time it enters a state that sends actions
/// (R3), in the order they were sent. The values are read as the actions are about to go out, so
/// every pair of one drive has the same values, whatever an earlier handler changes (a `scale`
/// reset to 1 shows in the next drive's entries). Read the log with the mock's `sentActions`:
///
/// ```swift
/// #expect(mock.sentActions.map(\.state) == [.began, .changed, .ended])
/// ```
public struct SentAction: CustomStringConvertible {
    /// The state the action reported; the handler read it as the recognizer's `state`.
    public let state: GestureRecognizer.State
    /// `location(in:)` in the coordinates of the recognizer's view (window coordinates without one).
    public let location: CGPoint
    /// `translation(in:)` for a pan (a screen-edge pan too); nil for other recognizers.
    public let translation: CGPoint?
    /// `velocity(in:)` for a pan (a screen-edge pan too), in points per second; nil for other recognizers.
    public let velocity: CGPoint?
    /// `scale` for a pinch; nil for other recognizers.
    public let scale: CGFloat?
    /// `velocity` for a pinch, in scale factor per second; nil for other recognizers.
    public let scaleVelocity: CGFloat?
    /// `rotation` for a rotation, in radians, clockwise positive; nil for other recognizers.
    public let rotation: CGFloat?
    /// `velocity` for a rotation, in radians per second; nil for other recognizers.
    public let rotationVelocity: CGFloat?
    /// `zOffset` for a hover, 0…1 (1 farthest); nil for other recognizers.
    public let zOffset: CGFloat?
    /// The target, not kept alive, as the recognizer holds it (R10): nil once it is gone.
    public private(set) weak var target: AnyObject?
    /// The selector sent to the target; nil for a pair whose action is a method reference.
    public let action: Selector?

    /// An entry with the values of its kind; those of other kinds are nil.
    public init(
        state: GestureRecognizer.State, location: CGPoint, translation: CGPoint? = nil,
        velocity: CGPoint? = nil, scale: CGFloat? = nil, scaleVelocity: CGFloat? = nil,
        rotation: CGFloat? = nil, rotationVelocity: CGFloat? = nil, zOffset: CGFloat? = nil,
        target: AnyObject?, action: Selector?
    ) {
        self.state = state
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.scale = scale
        self.scaleVelocity = scaleVelocity
        self.rotation = rotation
        self.rotationVelocity = rotationVelocity
        self.zOffset = zOffset
        self.target = target
        self.action = action
    }

    public var description: String {
        var text = "\(state) → \(target.map { "\(type(of: $0))" } ?? "nil").\(action.map(\.name) ?? "(method reference)") at (\(location.x), \(location.y))"
        if let translation { text += ", translation (\(translation.x), \(translation.y))" }
        if let velocity { text += ", velocity (\(velocity.x), \(velocity.y))" }
        if let scale { text += ", scale \(scale)" }
        if let scaleVelocity { text += ", scale velocity \(scaleVelocity)" }
        if let rotation { text += ", rotation \(rotation)" }
        if let rotationVelocity { text += ", rotation velocity \(rotationVelocity)" }
        if let zOffset { text += ", zOffset \(zOffset)" }
        return text
    }
}
