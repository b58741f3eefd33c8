import Foundation
import TargetAction

/// A pinch recognizer a test drives by hand: set the scale its handler reads, enter a state, and
/// its actions reach every target at once, no touches needed.
///
/// ```swift
/// let mock = controller.view.replaceGestureRecognizer(
///     ofType: PinchGestureRecognizer.self, with: PinchGestureRecognizerMock(target: nil, action: nil))
/// mock?.pinch(location: CGPoint(x: 100, y: 200), scale: 1.5, state: .began)
/// mock?.pinch(scale: 2, state: .changed)
/// mock?.pinch(state: .ended)
/// ```
///
/// The driver sets the real `PinchGestureRecognizer.scale`, so a handler that resets it to 1 on
/// each change, as UIKit code does, works as on a real pinch: the next drive's scale is what it
/// reads, and a drive with no scale reads what the handler left. Driving bypasses the window's
/// arbitration (R7, R15, R16). By default it takes any state from any state; set
/// ``strictTransitions`` to have steps a real pinch never makes reported (R2). Subclass it to
/// override anything.
open class PinchGestureRecognizerMock: PinchGestureRecognizer, GestureRecognizerMock {
    let core: MockCore

    /// ``GestureRecognizerMock/gestureLocation``, stored here so that a subclass can override it.
    open var gestureLocation: CGPoint?
    /// What ``velocity`` returns, in scale factor per second, whatever sets `scale` meanwhile.
    /// Nil: the real value (zero unless real touches moved).
    open var gestureVelocity: CGFloat?

    public override init(target: AnyObject?, action: Selector?) {
        core = MockCore(kind: "PinchGestureRecognizer", driver: "pinch", target: target, action: action)
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
    /// `.cancelled` or `.failed` the mock is back in `.possible` (R5), its scale 1 again.
    ///
    /// An override writes the whole signature, defaults included, and passes the location
    /// parameters on to `super`, so that misuse is reported on the test's line. A scale that is not
    /// finite is reported there too, and nothing is driven.
    /// - Parameters:
    ///   - location: The new ``gestureLocation``, or nil to keep it.
    ///   - scale: The new `scale` (the real property), or nil to keep it.
    ///   - state: The state to enter.
    ///   - fileID: With `filePath`, `line` and `column`, where a misuse is reported: the caller's, by default.
    ///   - filePath: The caller's file.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    open func pinch(
        location: CGPoint? = nil, scale: CGFloat? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let scale, let problem = SettingRule<CGFloat>.finite.problem(scale, "scale", in: { "pinch(scale: \($0), state: \(state))" }) {
            return FailureReporter.report("\(problem) Nothing was driven; pass a scale such as 1.5.", at: site)
        }
        guard core.permits(state, for: self, call: "pinch(state: \(state))", at: site) else { return }
        if let location { gestureLocation = location }
        if let scale { self.scale = scale }
        let view = self.view
        core.enter(state, on: self, readings: {
            .init(location: self.location(in: view), scale: self.scale, scaleVelocity: self.velocity)
        }, at: site)
    }
}

extension PinchGestureRecognizerMock: MockCoreHolding {}
