import Foundation
import TargetAction

/// A tap recognizer a test drives by hand: ``tap(location:)`` recognizes a tap at once and sends
/// the actions to every target, no touches needed.
///
/// ```swift
/// let mock = view.replaceGestureRecognizer(
///     ofType: TapGestureRecognizer.self, with: TapGestureRecognizerMock(target: nil, action: nil))
/// mock?.tap(location: CGPoint(x: 20, y: 30))
/// ```
///
/// Driving bypasses the window's arbitration (R7, R15, R16). Set ``strictTransitions`` to have a
/// tap a real recognizer could not make reported (R2). Subclass it to override anything.
open class TapGestureRecognizerMock: TapGestureRecognizer {
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

    /// Whether a tap a real recognizer could never make (R2) is reported and refused. Default: false.
    @exclusivity(unchecked) public var strictTransitions = false
    /// Every action the mock sent, one entry per target-action pair, oldest first.
    @exclusivity(unchecked) public internal(set) var sentActions: [SentAction] = []

    @exclusivity(unchecked) var driveContext = DriveContext()
    var realKind: String { "TapGestureRecognizer" }

    public override init(target: AnyObject?, action: Selector?) {
        super.init(target: target, action: action)
        targetReference = target.map(TargetReference.to)
        self.action = action
    }

    /// Empties ``sentActions``.
    public func clearSentActions() {
        sentActions.removeAll()
    }

    /// ``gestureLocation`` when set (converted to `view`), else the real location (R26).
    override open func location(in view: View?) -> CGPoint {
        guard let gestureLocation else { return super.location(in: view) }
        return MockGeometry.convert(gestureLocation, from: self.view, to: view)
    }

    /// Sets ``gestureLocation`` (nil keeps it), recognizes the tap (`.ended`, which is
    /// `.recognized`) and sends the actions to every target synchronously; inside a handler `state`
    /// reads `.ended`. Afterwards the mock is back in `.possible` (R5).
    ///
    /// The method to override. Calls resolve to
    /// ``tap(location:function:fileID:filePath:line:column:)``, which takes the caller's line and
    /// then calls this one (see ``PanGestureRecognizerMock/pan(location:translation:state:)``).
    @_disfavoredOverload
    open func tap(location: CGPoint?) {
        performTap(location: location, at: enterBase(fallback: nil).site)
    }

    /// Sets ``gestureLocation`` (nil keeps it), recognizes the tap and sends the actions, reporting
    /// misuse at the caller's line. Goes through ``tap(location:)``.
    /// - Parameters:
    ///   - location: The new ``gestureLocation``, or nil to keep it.
    ///   - function: The caller's function; leave the default. It tells an override's `super` call
    ///     from a test's call.
    public func tap(
        location: CGPoint? = nil,
        function: StaticString = #function, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if isSuperCall(from: function, overridable: "tap(location:)") {
            performTap(location: location, at: enterBase(fallback: site).site)
            return
        }
        dispatch(at: site) { tap(location:)(location) }
    }

    private func performTap(location: CGPoint?, at site: CallSite?) {
        guard strictlyPermits(.ended, call: "tap(location:)", method: "tap", at: site) else { return }
        if let location { gestureLocation = location }
        enter(.ended, in: view, translation: nil, velocity: nil, at: site)
    }
}

extension TapGestureRecognizerMock: RecognizerMock {}
