import Foundation
import TargetAction

/// A rotation recognizer a test drives by hand: set the rotation its handler reads, enter a
/// state, and its actions reach every target at once, no touches needed.
///
/// ```swift
/// let mock = controller.view.replaceGestureRecognizer(
///     ofType: RotationGestureRecognizer.self, with: RotationGestureRecognizerMock(target: nil, action: nil))
/// mock?.rotate(location: CGPoint(x: 100, y: 200), rotation: .pi / 8, state: .began)
/// mock?.rotate(rotation: .pi / 4, state: .changed)
/// mock?.rotate(state: .ended)
/// ```
///
/// The driver sets the real `RotationGestureRecognizer.rotation` (radians, clockwise positive),
/// as the pinch mock sets `scale`: a handler that resets it to 0 on each change works as on a real
/// rotation. Driving bypasses the window's arbitration (R7, R15, R16). By default it takes any
/// state from any state; set ``strictTransitions`` to have steps a real rotation never makes
/// reported (R2). Subclass it to override anything.
open class RotationGestureRecognizerMock: RotationGestureRecognizer {
    let core: MockCore

    /// The target given to `init`; after a replacement, the first target taken over. Not kept
    /// alive (R10): nil once it is gone.
    public var target: AnyObject? { core.target }
    /// The action given to `init`; after a replacement, the first action taken over (nil when that
    /// is a method reference).
    public var action: Selector? { core.action }

    /// What ``location(in:)`` returns, in the coordinates of the view the mock is attached to
    /// (converted for any other view; window coordinates when attached to none). Nil: the real value.
    open var gestureLocation: CGPoint? {
        get { core.gestureLocation }
        set { core.gestureLocation = newValue }
    }
    /// What ``velocity`` returns, in radians per second, whatever sets `rotation` meanwhile.
    /// Nil: the real value (zero unless real touches moved).
    open var gestureVelocity: CGFloat?

    /// Whether a drive a real rotation could never make (R2), such as `.changed` from `.possible`,
    /// is reported and refused. Default: false, so a test may jump to any state.
    public var strictTransitions: Bool {
        get { core.strictTransitions }
        set { core.strictTransitions = newValue }
    }
    /// Every action the mock sent, one entry per target-action pair, oldest first, with the
    /// ``SentAction/rotation`` and ``SentAction/rotationVelocity`` the handler could read.
    public var sentActions: [SentAction] { core.sentActions }

    public override init(target: AnyObject?, action: Selector?) {
        core = MockCore(kind: "RotationGestureRecognizer", driver: "rotate", target: target, action: action)
        super.init(target: target, action: action)
    }

    /// Empties ``sentActions``.
    public func clearSentActions() {
        core.sentActions.removeAll()
    }

    // MARK: Values the handler reads

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R19).
    override open func location(in view: View?) -> CGPoint {
        guard let gestureLocation else { return super.location(in: view) }
        return core.convert(gestureLocation, of: self, to: view)
    }

    /// ``gestureVelocity`` when set, else the real velocity (R35).
    override open var velocity: CGFloat {
        gestureVelocity ?? super.velocity
    }

    // MARK: Driving

    /// Sets the given values (nil leaves a value as it is), enters `state`, and sends the actions to
    /// every target synchronously; inside a handler `state` reads as given. After `.ended`,
    /// `.cancelled` or `.failed` the mock is back in `.possible` (R5), its rotation 0 again.
    ///
    /// An override writes the whole signature, defaults included, and passes the location
    /// parameters on to `super`, so that misuse is reported on the test's line. A rotation that is
    /// not finite is reported there too, and nothing is driven.
    /// - Parameters:
    ///   - location: The new ``gestureLocation``, or nil to keep it.
    ///   - rotation: The new `rotation` (the real property), in radians, or nil to keep it.
    ///   - state: The state to enter.
    ///   - fileID: With `filePath`, `line` and `column`, where a misuse is reported: the caller's, by default.
    ///   - filePath: The caller's file.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    open func rotate(
        location: CGPoint? = nil, rotation: CGFloat? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let rotation, !rotation.isFinite {
            return FailureReporter.report(
                "rotate(rotation: \(rotation), state: \(state)): a rotation must be finite, in radians, such as 0.5. Nothing was driven.", at: site)
        }
        guard core.permits(state, for: self, call: "rotate(state: \(state))", at: site) else { return }
        if let location { gestureLocation = location }
        if let rotation { self.rotation = rotation }
        let view = self.view
        core.enter(state, on: self, readings: {
            .init(location: self.location(in: view), rotation: self.rotation, rotationVelocity: self.velocity)
        }, at: site)
    }
}

extension RotationGestureRecognizerMock: MockCoreHolding {}
