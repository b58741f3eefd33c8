import Foundation
import TargetAction

/// A swipe recognizer a test drives by hand: ``swipe(location:fileID:filePath:line:column:)``
/// recognizes a swipe at once and sends the actions to every target, no touches and no timing.
///
/// ```swift
/// let mock = controller.view.replaceGestureRecognizer(
///     ofType: SwipeGestureRecognizer.self, with: SwipeGestureRecognizerMock(target: nil, action: nil))
/// mock?.swipe(location: CGPoint(x: 200, y: 300))
/// ```
///
/// A swipe is discrete: it goes from `.possible` to `.ended` (`.recognized`) and sends one action
/// per pair; its `direction` and other settings are not checked, since the test says what
/// happened. Driving bypasses the window's arbitration (R7, R15, R16). Set ``strictTransitions``
/// to have a swipe a real recognizer could not make reported (R2). Subclass it to override anything.
open class SwipeGestureRecognizerMock: SwipeGestureRecognizer, GestureRecognizerMock {
    let core: MockCore

    /// ``GestureRecognizerMock/gestureLocation``, stored here so that a subclass can override it.
    open var gestureLocation: CGPoint?

    public override init(target: AnyObject?, action: Selector?) {
        core = MockCore(kind: "SwipeGestureRecognizer", driver: "swipe", target: target, action: action)
        super.init(target: target, action: action)
    }

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R37).
    override open func location(in view: View?) -> CGPoint {
        mockedLocation(in: view) ?? super.location(in: view)
    }

    /// Sets ``gestureLocation`` (nil keeps it), recognizes the swipe (`.ended`, which is
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
    open func swipe(
        location: CGPoint? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard core.permits(.ended, for: self, call: "swipe(location:)", at: site) else { return }
        if let location { gestureLocation = location }
        let view = self.view
        core.enter(.ended, on: self, readings: { .init(location: self.location(in: view)) }, at: site)
    }
}

extension SwipeGestureRecognizerMock: MockCoreHolding {}
