import Foundation
import TargetAction

/// A tap recognizer a test drives by hand: ``tap(location:fileID:filePath:line:column:)``
/// recognizes a tap at once and sends the actions to every target, no touches needed.
///
/// ```swift
/// let mock = view.replaceGestureRecognizer(
///     ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))
/// mock?.tap(location: CGPoint(x: 20, y: 30))
/// ```
///
/// Driving bypasses the window's arbitration (R7, R15, R16). Set ``strictTransitions`` to have a
/// tap a real recognizer could not make reported (R2). Subclass it to override anything.
open class TapGestureRecognizerMock: TapGestureRecognizer, GestureRecognizerMock {
    let core: MockCore

    /// ``GestureRecognizerMock/gestureLocation``, stored here so that a subclass can override it.
    open var gestureLocation: CGPoint?

    public override init(target: AnyObject?, action: Selector?) {
        core = MockCore(kind: "TapGestureRecognizer", driver: "tap", target: target, action: action)
        super.init(target: target, action: action)
    }

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R26).
    override open func location(in view: View?) -> CGPoint {
        mockedLocation(in: view) ?? super.location(in: view)
    }

    /// Sets ``gestureLocation`` (nil keeps it), recognizes the tap (`.ended`, which is
    /// `.recognized`) and sends the actions to every target synchronously; inside a handler `state`
    /// reads `.ended`. Afterwards the mock is back in `.possible` (R5).
    ///
    /// An override writes the whole signature, defaults included, and passes the location
    /// parameters on to `super`, so that misuse is reported on the test's line.
    /// - Parameters:
    ///   - location: The new ``gestureLocation``, or nil to keep it.
    ///   - fileID: With `filePath`, `line` and `column`, where a misuse is reported: the caller's, by default.
    ///   - filePath: The caller's file.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    open func tap(
        location: CGPoint? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard core.permits(.ended, for: self, call: "tap(location:)", at: site) else { return }
        if let location { gestureLocation = location }
        let view = self.view
        core.enter(.ended, on: self, readings: { .init(location: self.location(in: view)) }, at: site)
    }
}

extension TapGestureRecognizerMock: MockCoreHolding {}
