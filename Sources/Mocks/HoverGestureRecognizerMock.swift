import Foundation
import TargetAction

/// A hover recognizer a test drives by hand: set where the pointer is and how far the pencil is,
/// enter a state, and its actions reach every target at once, no hover events needed.
///
/// ```swift
/// let mock = row.replaceGestureRecognizer(
///     ofType: HoverGestureRecognizer.self, with: HoverGestureRecognizerMock(target: nil, action: nil))
/// mock?.hover(location: CGPoint(x: 20, y: 10), state: .began)
/// mock?.hover(location: CGPoint(x: 60, y: 10), state: .changed)
/// mock?.hover(state: .ended)
/// ```
///
/// Driving bypasses the window. By default it takes any state from any state; set
/// ``strictTransitions`` to have steps a real hover recognizer never makes reported (R2).
/// Subclass it to override anything.
open class HoverGestureRecognizerMock: HoverGestureRecognizer, GestureRecognizerMock {
    let core: MockCore

    /// ``GestureRecognizerMock/gestureLocation``, stored here so that a subclass can override it.
    open var gestureLocation: CGPoint?
    /// What ``zOffset`` returns, 0…1 (1 farthest from the screen). Nil: the real value (0 unless
    /// a pencil hovered).
    open var gestureZOffset: CGFloat?

    public override init(target: AnyObject?, action: Selector?) {
        core = MockCore(kind: "HoverGestureRecognizer", driver: "hover", target: target, action: action)
        super.init(target: target, action: action)
    }

    // MARK: Values the handler reads

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R101).
    override open func location(in view: View?) -> CGPoint {
        mockedLocation(in: view) ?? super.location(in: view)
    }

    /// ``gestureZOffset`` when set, else the real value (R103).
    override open var zOffset: CGFloat {
        gestureZOffset ?? super.zOffset
    }

    // MARK: Driving

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
    open func hover(
        location: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard core.permits(state, for: self, call: "hover(state: \(state))", at: site) else { return }
        if let location { gestureLocation = location }
        let view = self.view
        core.enter(state, on: self, readings: {
            .init(location: self.location(in: view), zOffset: self.zOffset)
        }, at: site)
    }
}

extension HoverGestureRecognizerMock: MockCoreHolding {}
