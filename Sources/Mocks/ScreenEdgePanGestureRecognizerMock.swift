import Foundation
import TargetAction

/// A screen-edge pan recognizer a test drives by hand: set the values its handler reads, enter a
/// state, and its actions reach every target at once, with no touch at any edge.
///
/// It drives as ``PanGestureRecognizerMock`` does, with the same methods:
///
/// ```swift
/// let mock = controller.view.replaceGestureRecognizer(
///     ofType: ScreenEdgePanGestureRecognizer.self,
///     with: ScreenEdgePanGestureRecognizerMock(target: nil, action: nil))
/// mock?.pan(location: CGPoint(x: 0, y: 400), translation: .zero, state: .began)
/// mock?.pan(location: nil, translation: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 900, y: 0), state: .ended)
/// ```
///
/// Driving bypasses the window's arbitration (R7, R15, R16) and `edges` (R39): the mock does
/// what the test says, from whatever edge. By default it takes any state from any state; set
/// ``strictTransitions`` to have steps a real screen-edge pan never makes reported (R2): like
/// every pan, it begins before it changes, ends or is cancelled. Subclass it to override anything.
open class ScreenEdgePanGestureRecognizerMock: ScreenEdgePanGestureRecognizer, GestureRecognizerMock {
    let core: MockCore

    /// ``GestureRecognizerMock/gestureLocation``, stored here so that a subclass can override it.
    open var gestureLocation: CGPoint?
    /// What ``translation(in:)`` returns, in the mock's view's coordinates and given back as is
    /// for any view asked (not converted through transforms). Nil: the real value.
    open var gestureTranslation: CGPoint?
    /// What ``velocity(in:)`` returns, in points per second, given back as is like
    /// ``gestureTranslation``. Nil: the real value.
    open var gestureVelocity: CGPoint?

    public override init(target: AnyObject?, action: Selector?) {
        core = MockCore(kind: "ScreenEdgePanGestureRecognizer", driver: "pan", target: target, action: action)
        super.init(target: target, action: action)
    }

    // MARK: Values the handler reads

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R19).
    override open func location(in view: View?) -> CGPoint {
        mockedLocation(in: view) ?? super.location(in: view)
    }

    /// ``gestureTranslation`` when set, else the real translation (R24).
    override open func translation(in view: View?) -> CGPoint {
        gestureTranslation ?? super.translation(in: view)
    }

    /// ``gestureVelocity`` when set, else the real velocity (R25).
    override open func velocity(in view: View?) -> CGPoint {
        gestureVelocity ?? super.velocity(in: view)
    }

    /// As on a real pan (R24): later reads of ``translation(in:)`` return `translation` and the
    /// velocity is zero until the next move; set overrides follow suit.
    override open func setTranslation(_ translation: CGPoint, in view: View?) {
        super.setTranslation(translation, in: view)
        followSetTranslation(translation)
    }

    // MARK: Driving

    /// Sets the given values (nil leaves a value as it is), enters `state`, and sends the actions to
    /// every target synchronously; inside a handler `state` reads as given. After `.ended`,
    /// `.cancelled` or `.failed` the mock is back in `.possible` (R5).
    ///
    /// Every drive goes through this method once, ``drag(from:translations:duration:ending:fileID:filePath:line:column:)``
    /// and the velocity-taking ``pan(location:translation:velocity:state:fileID:filePath:line:column:)``
    /// included. An override writes the whole signature, defaults included, and passes the
    /// location parameters on to `super`, so that misuse is reported on the test's line.
    /// - Parameters:
    ///   - location: The new ``gestureLocation``, or nil to keep it.
    ///   - translation: The new ``gestureTranslation``, or nil to keep it.
    ///   - state: The state to enter.
    ///   - fileID: With `filePath`, `line` and `column`, where a misuse is reported: the caller's, by default.
    ///   - filePath: The caller's file.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    open func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        performPan(location: location, translation: translation, state: state,
                   at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// ``pan(location:translation:state:fileID:filePath:line:column:)`` that also sets
    /// ``gestureVelocity`` (nil keeps it). The drive goes through the `open` method once; a step
    /// strict mode refuses changes nothing, the velocity included.
    public func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, velocity: CGPoint?,
        state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        drivePan(location: location, translation: translation, velocity: velocity, state: state,
                 at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Drives a whole pan in one call, as ``PanGestureRecognizerMock/drag(from:translations:duration:ending:fileID:filePath:line:column:)``
    /// does: `.began` at translation zero, `.changed` through each of `translations` evenly spread
    /// over `duration` with the velocity a real pan reports (R25), then `ending`. Every step goes
    /// through ``pan(location:translation:state:fileID:filePath:line:column:)``; the window's clock,
    /// if any, advances by `duration`.
    ///
    /// ```swift
    /// mock.drag(from: CGPoint(x: 0, y: 400), translations: [CGPoint(x: 60, y: 0), CGPoint(x: 120, y: 0)], duration: 0.1)
    /// ```
    /// - Parameters:
    ///   - location: Where the drag starts (at the edge, say), in the view's coordinates; nil
    ///     leaves the location alone.
    ///   - translations: The cumulative translations of the `.changed` steps, at least one.
    ///   - duration: The time from `.began` to the last step, in seconds; more than zero.
    ///   - ending: `.ended` (default) or `.cancelled`.
    ///   - fileID: With `filePath`, `line` and `column`, where a misuse is reported: the caller's, by default.
    ///   - filePath: The caller's file.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func drag(
        from location: CGPoint? = nil, translations: [CGPoint], duration: TimeInterval,
        ending: GestureRecognizer.State = .ended,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        performDrag(from: location, translations: translations, duration: duration, ending: ending,
                    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension ScreenEdgePanGestureRecognizerMock: PanDriving {}
