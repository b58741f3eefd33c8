import Foundation
import TargetAction

/// A long-press recognizer a test drives by hand: ``longPress(location:state:fileID:filePath:line:column:)``
/// enters a state and sends the actions to every target at once, with no touches and no waiting.
///
/// ```swift
/// mock.longPress(location: CGPoint(x: 50, y: 50), state: .began)
/// mock.longPress(location: CGPoint(x: 80, y: 50), state: .changed)
/// mock.longPress(location: nil, state: .ended)
/// ```
///
/// Driving bypasses the window's arbitration (R7, R15, R16) and its clock. By default any state
/// may follow any state; set ``strictTransitions`` to have steps a real long press never makes
/// reported (R2). Subclass it to override anything.
open class LongPressGestureRecognizerMock: LongPressGestureRecognizer, GestureRecognizerMock {
    let core: MockCore

    /// ``GestureRecognizerMock/gestureLocation``, stored here so that a subclass can override it.
    open var gestureLocation: CGPoint?

    public override init(target: AnyObject?, action: Selector?) {
        core = MockCore(kind: "LongPressGestureRecognizer", driver: "longPress", target: target, action: action)
        super.init(target: target, action: action)
    }

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R19).
    override open func location(in view: View?) -> CGPoint {
        mockedLocation(in: view) ?? super.location(in: view)
    }

    /// Sets ``gestureLocation`` (nil keeps it), enters `state`, and sends the actions to every
    /// target synchronously; inside a handler `state` reads as given. After `.ended`, `.cancelled`
    /// or `.failed` the mock is back in `.possible` (R5).
    ///
    /// An override writes the whole signature, defaults included, and passes the location
    /// parameters on to `super`, so that misuse is reported on the test's line.
    /// - Parameters:
    ///   - location: The new ``gestureLocation``, or nil to keep it.
    ///   - state: The state to enter.
    ///   - fileID: With `filePath`, `line` and `column`, where a misuse is reported: the caller's, by default.
    ///   - filePath: The caller's file.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    open func longPress(
        location: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard core.permits(state, for: self, call: "longPress(state: \(state))", at: site) else { return }
        if let location { gestureLocation = location }
        let view = self.view
        core.enter(state, on: self, readings: { .init(location: self.location(in: view)) }, at: site)
    }
}

extension LongPressGestureRecognizerMock: MockCoreHolding {}
