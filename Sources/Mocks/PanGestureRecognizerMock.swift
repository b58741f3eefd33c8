import Foundation
import TargetAction

/// A pan recognizer a test drives by hand: set the values its handler reads, enter a state, and
/// its actions reach every target at once, no touches needed.
///
/// Put it where the real one was, by ``TargetAction/View/replaceGestureRecognizer(ofType:with:fileID:filePath:line:column:)``
/// or, as the 2018 article did, from a controller subclass; then drive it:
///
/// ```swift
/// let mock = controller.view.replaceGestureRecognizer(
///     ofType: PanGestureRecognizer.self, with: PanGestureRecognizerMock(target: nil, action: nil))
/// mock?.pan(location: nil, translation: CGPoint(x: 0, y: 200), state: .changed)
/// #expect(controller.view.frame.minY == 200)
/// ```
///
/// Driving bypasses the window's arbitration (R7, R15, R16): the mock does what the test says.
/// By default it takes any state from any state, as the article's tests need (`pan(state: .ended)`
/// straight from `.possible`); set ``strictTransitions`` to have steps a real pan never makes
/// reported (R2). Subclass it to override anything, from a test target too.
open class PanGestureRecognizerMock: PanGestureRecognizer, GestureRecognizerMock {
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
        core = MockCore(kind: "PanGestureRecognizer", driver: "pan", target: target, action: action)
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
    /// location parameters on to `super`, so that misuse is reported on the test's line;
    /// `self.pan(...)` inside the override is a new drive that comes through the override again.
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
    /// ``gestureVelocity`` (nil keeps it).
    ///
    /// ```swift
    /// mock.pan(translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 2000), state: .ended)
    /// ```
    ///
    /// The drive goes through the `open` method once; its base implementation sets the velocity
    /// after the strict check, so a refused step changes nothing.
    public func pan(
        location: CGPoint? = nil, translation: CGPoint? = nil, velocity: CGPoint?,
        state: GestureRecognizer.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        drivePan(location: location, translation: translation, velocity: velocity, state: state,
                 at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Drives a whole pan in one call: `.began` at translation zero, `.changed` through each of
    /// `translations` evenly spread over `duration`, then `ending` (`.ended` or `.cancelled`) at
    /// the last one.
    ///
    /// The velocity comes from the translations as a real pan's does (R25): each step's movement
    /// over its time, smoothed by `velocitySmoothing`; a drag at constant speed reports that
    /// speed, and `.began` reports zero. With `from`, the location starts there and moves by the
    /// translation. When the mock is in a window, its clock advances by `duration` along the way,
    /// so timers and clock-driven animations run. Every step goes through
    /// ``pan(location:translation:state:fileID:filePath:line:column:)`` with the caller's location;
    /// a step strict mode refuses ends the drag.
    ///
    /// ```swift
    /// mock.drag(translations: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 200)], duration: 0.1)
    /// // .began, .changed (velocity 2000/s), .changed (2000/s), .ended (2000/s)
    /// ```
    /// - Parameters:
    ///   - location: Where the drag starts, in the view's coordinates; nil leaves the location alone.
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

extension PanGestureRecognizerMock: PanDriving {}
