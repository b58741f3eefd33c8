import Foundation
import TargetAction

/// The state behind ``GestureRecognizerMock``'s defaults (the pair, the log, strict mode) and what
/// a drive carries to the base implementation of its driver. Each mock holds one.
///
/// The core never holds its mock: each step takes the recognizer it works on as an argument.
final class MockCore {
    /// The real recognizer's type, for messages: "a real PanGestureRecognizer begins first".
    let kind: String
    /// The mock's driver, for messages: "Call pan(state: .began) before".
    let driver: String

    /// The target given to `init`, or the first one taken over; nil once it is gone (R10).
    weak var target: AnyObject?
    /// The action given to `init`, or the first one taken over; nil for a method reference.
    var action: Selector?
    var strictTransitions = false
    var sentActions: [SentAction] = []

    /// How many steps strict mode has refused so far: a scripted drive stops when it grows.
    private(set) var refusals = 0
    /// A value a drive carries to its driver's base implementation (a pan's velocity), set around
    /// the call of the `open` driver so that an override sees the drive exactly once.
    private var carried: CGPoint?

    init(kind: String, driver: String, target: AnyObject?, action: Selector?) {
        self.kind = kind
        self.driver = driver
        self.target = target
        self.action = action
    }

    /// After ``View/replaceGestureRecognizer(ofType:with:fileID:filePath:line:column:)``: `target`
    /// and `action` read as the first pair `recognizer` took over.
    func adoptFirstPair(of recognizer: GestureRecognizer) {
        let first = recognizer.firstTargetActionPair
        target = first?.target
        action = first?.action
    }

    // MARK: A drive's steps

    /// Strict mode (R2): reports a step a real recognizer could never make, at `site`, and returns
    /// false; the caller then changes nothing.
    func permits(
        _ newState: GestureRecognizer.State, for recognizer: GestureRecognizer,
        call: @autoclosure () -> String, at site: CallSite
    ) -> Bool {
        // `call` is a closure: a message is built only when there is something to report.
        recognizer.resetStateSetByHand()   // R5 (addition): a state a test set by hand ends here
        guard strictTransitions else { return true }
        let message: String?
        if !recognizer.isEnabled {
            message = "\(call()) on a disabled mock: a real \(kind) with isEnabled == false receives no touches and never leaves .possible. Set isEnabled = true first, or turn off strict transitions."
        } else {
            message = StrictTransition.violation(
                call: call(), method: driver, kind: kind,
                from: recognizer.state, to: newState, discrete: recognizer.isDiscrete)
        }
        guard let message else { return true }
        refusals += 1
        FailureReporter.report(message, at: site)
        return false
    }

    /// Logs the actions about to be sent for `newState`, with what their handlers can read from
    /// `recognizer` (`readings`, asked for only when actions go out), then enters it and sends them
    /// (R3, R4); an action nobody answers is reported at `site`.
    func enter(
        _ newState: GestureRecognizer.State, on recognizer: GestureRecognizer,
        readings read: () -> SentAction.Readings, at site: CallSite
    ) {
        guard newState.sendsActions else { return recognizer.drive(to: newState, at: site) }
        let readings = read()
        recognizer.drive(to: newState, at: site) { target, action in
            sentActions.append(SentAction(state: newState, readings: readings, target: target, action: action))
        }
    }

    /// Runs `driver` (a call of the mock's `open` driver) with `value` carried to its base
    /// implementation, which takes it with ``takeCarried()``.
    func carrying(_ value: CGPoint?, through driver: () -> Void) {
        let saved = carried
        carried = value
        driver()
        carried = saved
    }

    /// The value the current drive carries, once: a drive a handler makes meanwhile carries none.
    func takeCarried() -> CGPoint? {
        defer { carried = nil }
        return carried
    }
}

/// A mock of this module, which holds a ``MockCore``: how code that has a recognizer reaches its core.
protocol MockCoreHolding: GestureRecognizerMock {
    var core: MockCore { get }
}
