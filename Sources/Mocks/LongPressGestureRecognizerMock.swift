import Foundation
import TargetAction

/// A long-press recognizer a test drives by hand: ``longPress(location:state:)`` enters a state
/// and sends the actions to every target at once, with no touches and no waiting.
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
open class LongPressGestureRecognizerMock: LongPressGestureRecognizer {
    /// The target given to `init`; after a replacement, the first target taken over. Not kept
    /// alive (R10): nil once it is gone.
    public var target: AnyObject? { targetReference?.target }
    var targetReference: TargetReference?
    /// The action given to `init`; after a replacement, the first action taken over.
    public internal(set) var action: Selector?

    // `@exclusivity(unchecked)` on what every drive reads: a mock lives on one thread, and no
    // access to these is held across a call.

    /// What ``location(in:)`` returns, in the coordinates of the view the mock is attached to
    /// (converted for any other view; window coordinates when attached to none). Nil: the real value.
    @exclusivity(unchecked) open var gestureLocation: CGPoint?

    /// Whether a drive a real long press could never make (R2), such as `.changed` from
    /// `.possible`, is reported and refused. Default: false.
    @exclusivity(unchecked) public var strictTransitions = false
    /// Every action the mock sent, one entry per target-action pair, oldest first.
    @exclusivity(unchecked) public internal(set) var sentActions: [SentAction] = []

    @exclusivity(unchecked) var driveContext = DriveContext()
    var realKind: String { "LongPressGestureRecognizer" }

    public override init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
        targetReference = target.map(TargetReference.to)
        self.action = action
    }

    /// Empties ``sentActions``.
    public func clearSentActions() {
        sentActions.removeAll()
    }

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R19).
    override open func location(in view: View?) -> CGPoint {
        guard let gestureLocation else { return super.location(in: view) }
        return MockGeometry.convert(gestureLocation, from: self.view, to: view)
    }

    /// Sets ``gestureLocation`` (nil keeps it), enters `state`, and sends the actions to every
    /// target synchronously; inside a handler `state` reads as given. After `.ended`, `.cancelled`
    /// or `.failed` the mock is back in `.possible` (R5).
    ///
    /// The method to override. Calls resolve to
    /// ``longPress(location:state:function:fileID:filePath:line:column:)``, which takes the caller's
    /// line and then calls this one (see ``PanGestureRecognizerMock/pan(location:translation:state:)``).
    @_disfavoredOverload
    open func longPress(location: CGPoint?, state: GestureRecognizer.State) {
        performLongPress(location: location, state: state, at: enterBase(fallback: nil).site)
    }

    /// Sets ``gestureLocation`` (nil keeps it), enters `state` and sends the actions, reporting
    /// misuse at the caller's line. Goes through ``longPress(location:state:)``.
    /// - Parameters:
    ///   - location: The new ``gestureLocation``, or nil to keep it.
    ///   - state: The state to enter.
    ///   - function: The caller's function; leave the default. It tells an override's `super` call
    ///     from a test's call.
    public func longPress(
        location: CGPoint? = nil, state: GestureRecognizer.State,
        function: StaticString = #function, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if isSuperCall(from: function, overridable: "longPress(location:state:)") {
            performLongPress(location: location, state: state, at: enterBase(fallback: site).site)
            return
        }
        dispatch(at: site) { longPress(location:state:)(location, state) }
    }

    private func performLongPress(location: CGPoint?, state newState: GestureRecognizer.State, at site: CallSite?) {
        guard strictlyPermits(newState, call: "longPress(state: \(newState))", method: "longPress", at: site) else { return }
        if let location { gestureLocation = location }
        enter(newState, in: view, translation: nil, velocity: nil, at: site)
    }
}

extension LongPressGestureRecognizerMock: RecognizerMock {}
