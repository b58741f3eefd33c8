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
open class RotationGestureRecognizerMock: RotationGestureRecognizer, GestureRecognizerMock {
    let core: MockCore

    /// ``GestureRecognizerMock/gestureLocation``, stored here so that a subclass can override it.
    open var gestureLocation: CGPoint?
    /// What ``velocity`` returns, in radians per second, whatever sets `rotation` meanwhile.
    /// Nil: the real value (zero unless real touches moved).
    open var gestureVelocity: CGFloat?

    public override init(target: AnyObject?, action: Selector?) {
        core = MockCore(kind: "RotationGestureRecognizer", driver: "rotate", target: target, action: action)
        super.init(target: target, action: action)
    }

    // MARK: Values the handler reads

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R19).
    override open func location(in view: View?) -> CGPoint {
        mockedLocation(in: view) ?? super.location(in: view)
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
        if let rotation, let problem = SettingRule<CGFloat>.finite.problem(rotation, "rotation", in: { "rotate(rotation: \($0), state: \(state))" }) {
            return FailureReporter.report("\(problem) Nothing was driven; pass radians such as 0.5.", at: site)
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
