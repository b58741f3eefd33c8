import Foundation
import TargetAction

/// One action a recognizer mock sent: the state it reported, what the handler could read, and to
/// which target and selector it went.
///
/// A mock logs one entry per target-action pair each time it enters a state that sends actions
/// (R3), in the order they were sent. Read the log with the mock's `sentActions`:
///
/// ```swift
/// #expect(mock.sentActions.map(\.state) == [.began, .changed, .ended])
/// ```
public struct SentAction: CustomStringConvertible {
    /// The state the action reported; the handler read it as the recognizer's `state`.
    public let state: GestureRecognizer.State
    /// `location(in:)` in the coordinates of the recognizer's view (window coordinates without one).
    public let location: CGPoint
    /// `translation(in:)` for a pan; nil for other recognizers.
    public let translation: CGPoint?
    /// `velocity(in:)` for a pan; nil for other recognizers.
    public let velocity: CGPoint?
    /// The target, not kept alive, as the recognizer holds it (R10): nil once it is gone.
    public private(set) weak var target: AnyObject?
    /// The selector sent to the target; nil for a pair whose action is a method reference.
    public let action: Selector?

    public init(
        state: GestureRecognizer.State, location: CGPoint, translation: CGPoint? = nil,
        velocity: CGPoint? = nil, target: AnyObject?, action: Selector?
    ) {
        self.state = state
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.target = target
        self.action = action
    }

    public var description: String {
        var text = "\(state) → \(target.map { "\(type(of: $0))" } ?? "nil").\(action.map(\.name) ?? "(method reference)") at (\(location.x), \(location.y))"
        if let translation { text += ", translation (\(translation.x), \(translation.y))" }
        if let velocity { text += ", velocity (\(velocity.x), \(velocity.y))" }
        return text
    }
}
