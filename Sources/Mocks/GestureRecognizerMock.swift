import Foundation
import TargetAction

/// What every recognizer mock has besides its kind's driver: the pair it was made with, the
/// location it reports, strict mode and the log of the actions it sent.
///
/// Each mock of this module adopts it, so one helper serves them all:
///
/// ```swift
/// func sentStates(of mock: some GestureRecognizerMock) -> [GestureRecognizer.State] {
///     mock.sentActions.map(\.state)
/// }
/// ```
///
/// The mocks take every member but ``gestureLocation`` from the protocol's defaults. A recognizer
/// of your own that adopts it implements them itself, or subclasses the mock of its kind: a default
/// it reaches otherwise is reported and reads as empty.
public protocol GestureRecognizerMock: GestureRecognizer {
    /// The target given to `init`; after a replacement, the first target taken over. Not kept
    /// alive (R10): nil once it is gone.
    var target: AnyObject? { get }
    /// The action given to `init`; after a replacement, the first action taken over (nil when that
    /// is a method reference).
    var action: Selector? { get }

    /// What `location(in:)` returns, in the coordinates of the view the mock is attached to
    /// (converted for any other view; window coordinates when attached to none). Nil: the real
    /// value (for a swipe, where the touches went down). The driver's `location` sets it.
    var gestureLocation: CGPoint? { get set }

    /// Whether a drive a real recognizer of the mock's kind could never make (R2), such as a
    /// pan's `.changed` from `.possible` or a swipe while a failed attempt's touches are still
    /// down, is reported and refused. Default: false, so a test may jump to any state.
    var strictTransitions: Bool { get set }

    /// Every action the mock sent, one entry per target-action pair, oldest first, with what the
    /// handler could read: the location, and its kind's values (a pan's ``SentAction/translation``
    /// and ``SentAction/velocity``, a pinch's ``SentAction/scale``, a hover's ``SentAction/zOffset``…).
    var sentActions: [SentAction] { get }

    /// Empties ``sentActions``.
    func clearSentActions()
}

extension GestureRecognizerMock {
    public var target: AnyObject? { sharedCore(for: "target")?.target }

    public var action: Selector? { sharedCore(for: "action")?.action }

    public var strictTransitions: Bool {
        get { sharedCore(for: "strictTransitions")?.strictTransitions ?? false }
        set { sharedCore(for: "strictTransitions")?.strictTransitions = newValue }
    }

    public var sentActions: [SentAction] { sharedCore(for: "sentActions")?.sentActions ?? [] }

    public func clearSentActions() {
        sharedCore(for: "clearSentActions()")?.sentActions.removeAll()
    }

    /// The core the mocks of this module keep the defaults' state in. Any other adopter has none:
    /// reaching `member`'s default is then reported, and the default reads as empty (R30).
    private func sharedCore(for member: String) -> MockCore? {
        if let mock = self as? any MockCoreHolding { return mock.core }
        FailureReporter.report(
            "\(member) of \(type(of: self)): GestureRecognizerMock's default serves only the mocks of Mocks. Implement \(member) in \(type(of: self)), or subclass the mock of its kind.",
            at: nil)
        return nil
    }
}

extension GestureRecognizerMock {
    /// What a mock's `location(in:)` returns instead of the real location: ``gestureLocation``,
    /// when set, from the mock's view's coordinates (window coordinates without one) to `view`'s
    /// (window coordinates when nil) (R19).
    func mockedLocation(in view: View?) -> CGPoint? {
        guard let gestureLocation else { return nil }
        guard let ownView = self.view else {
            return view.map { $0.convert(gestureLocation, from: nil) } ?? gestureLocation
        }
        if ownView === view { return gestureLocation }
        return ownView.convert(gestureLocation, to: view)
    }
}
