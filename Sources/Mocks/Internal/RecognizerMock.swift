import Foundation
import TargetAction

/// What the three recognizer mocks share: the pair they expose, the action log, strict mode, and
/// the context of a drive on its way through the overridable API.md method.
protocol RecognizerMock: GestureRecognizer {
    /// The pair given to `init` (or the first taken over): its target is the mock's `target`.
    var targetReference: TargetReference? { get set }
    var action: Selector? { get set }
    var strictTransitions: Bool { get }
    var sentActions: [SentAction] { get set }
    var driveContext: DriveContext { get set }
    /// The real recognizer's type, for messages: "a real PanGestureRecognizer begins first".
    var realKind: String { get }
}

/// Where a drive came from while it passes through the overridable method (see
/// ``PanGestureRecognizerMock/pan(location:translation:velocity:state:function:fileID:filePath:line:column:)``).
struct DriveContext {
    /// The test's line, for every report made during the drive.
    var site: CallSite?
    /// A velocity given with the call, applied by the base implementation.
    var velocity: CGPoint?
    /// Between a dispatch and the base implementation, while an override runs: a drive it makes
    /// (its `super` call) is the base implementation, not a new dispatch.
    var awaitingBase = false
    /// Set when strict mode refused a step, so that a scripted drive stops there.
    var refused = false
}

extension RecognizerMock {
    /// After ``View/replaceGestureRecognizer(ofType:with:fileID:filePath:line:column:)``: `target`
    /// and `action` read as the first pair taken over.
    func adoptFirstPair() {
        let first = firstTargetActionPair
        targetReference = first.map { TargetReference.to($0.target) }
        action = first?.action
    }

    /// Strict mode (R2): reports a step a real recognizer could never make and returns false; the
    /// caller then changes nothing.
    func strictlyPermits(_ newState: GestureRecognizer.State, call: @autoclosure () -> String, method: String, at site: CallSite?) -> Bool {
        // `call` is a closure: a message is built only when there is something to report.
        guard strictTransitions else { return true }
        let message: String?
        if !isEnabled {
            message = "\(call()) on a disabled mock: a real \(realKind) with isEnabled == false receives no touches and never leaves .possible. Set isEnabled = true first, or turn off strict transitions."
        } else {
            message = StrictTransition.violation(
                call: call(), method: method, kind: realKind, from: state, to: newState, discrete: isDiscrete)
        }
        guard let message else { return true }
        driveContext.refused = true
        FailureReporter.report(message, at: site)
        return false
    }

    /// Logs the actions about to be sent for `newState`, then enters it and sends them (R3, R4).
    /// `view` is the mock's ``GestureRecognizer/view``, when the caller has it already (a weak load).
    func enter(_ newState: GestureRecognizer.State, in view: View?, translation: CGPoint?, velocity: CGPoint?, at site: CallSite?) {
        guard newState.sendsActions else { return drive(to: newState, at: site) }
        let location = location(in: view)
        drive(to: newState, at: site) { target, action in
            sentActions.append(SentAction(
                state: newState, location: location, translation: translation, velocity: velocity,
                target: target, action: action))
        }
    }

    /// Whether a located call comes from an override of the API.md method (its `super` call), and
    /// so runs the base implementation instead of dispatching again: a dispatch is waiting for the
    /// base, or the caller is a method with the API.md method's name (an override called directly,
    /// through the subclass's own type).
    func isSuperCall(from function: StaticString, overridable name: StaticString) -> Bool {
        driveContext.awaitingBase || function.withUTF8Buffer { caller in
            name.withUTF8Buffer { caller.elementsEqual($0) }   // compares bytes: no String per drive
        }
    }

    /// Sends a drive through the overridable method, carrying the test's site and a velocity.
    func dispatch(at site: CallSite, velocity: CGPoint? = nil, through overridable: () -> Void) {
        let saved = driveContext
        driveContext.site = site
        driveContext.velocity = velocity
        driveContext.awaitingBase = true
        overridable()
        driveContext.site = saved.site
        driveContext.velocity = saved.velocity
        driveContext.awaitingBase = saved.awaitingBase
    }

    /// Entering the base implementation: the site to report at (the dispatching test's, else
    /// `fallback`) and the velocity the drive carried.
    func enterBase(fallback: CallSite?) -> (site: CallSite?, velocity: CGPoint?) {
        let carried = (driveContext.site ?? fallback, driveContext.velocity)
        driveContext.velocity = nil
        driveContext.awaitingBase = false
        return carried
    }
}

/// The messages of strict mode: what the call would do that a real recognizer never does (R2),
/// and what to call instead.
enum StrictTransition {
    static func violation(
        call: String, method: String, kind: String,
        from: GestureRecognizer.State, to: GestureRecognizer.State, discrete: Bool
    ) -> String? {
        if GestureRecognizer.isLegalTransition(from: from, to: to, discrete: discrete) { return nil }
        let off = "or turn off strict transitions."
        if to == .possible {
            return "\(call): a real \(kind) never moves to .possible; it returns there by itself after .ended, .cancelled or .failed. Drive one of those instead, \(off)"
        }
        if from.isTerminal {
            return "\(call) from \(from): a real \(kind) stays \(from) until its touches lift, then returns to .possible. Lift the touches first, \(off)"
        }
        if discrete {
            return "\(call) from \(from) is not a transition a real \(kind) makes (R2): it goes from .possible to .ended or .failed. Drive it from .possible, \(off)"
        }
        switch (from, to) {
        case (.possible, .changed):
            return "\(call) from .possible: a real \(kind) begins first. Call \(method)(state: .began) before, \(off)"
        case (.possible, .ended):
            return "\(call) from .possible: a real \(kind) ends only after it began. Call \(method)(state: .began) before, \(off)"
        case (.possible, .cancelled):
            return "\(call) from .possible: a real \(kind) is cancelled only after it began. Call \(method)(state: .began) before, \(off)"
        case (_, .began):
            return "\(call) from \(from): a real \(kind) begins once per gesture. Call \(method)(state: .changed) to go on, or end this gesture with .ended or .cancelled first, \(off)"
        case (_, .failed):
            return "\(call) from \(from): a real \(kind) fails only before it begins; once it began it ends or is cancelled. Call \(method)(state: .cancelled) instead, \(off)"
        default:
            return "\(call) from \(from) is not a transition a real \(kind) makes (R2): .possible → .began → .changed… → .ended or .cancelled. Drive a step of that path, \(off)"
        }
    }
}

/// Whether a recognizer is of a type given as a metatype value, subclasses included.
protocol KindMatching: AnyObject {}

extension KindMatching {
    static func isKind(of object: AnyObject) -> Bool { object is Self }
}

extension GestureRecognizer: KindMatching {}

extension GestureRecognizer {
    /// `self is type`, for a `type` known only at run time.
    func isInstance(of type: GestureRecognizer.Type) -> Bool {
        let kind: any KindMatching.Type = type
        return kind.isKind(of: self)
    }
}

/// Geometry the mocks share.
enum MockGeometry {
    /// `point`, in the coordinates of `ownView` (window coordinates when nil), in `view`'s
    /// coordinates (window coordinates when nil).
    static func convert(_ point: CGPoint, from ownView: View?, to view: View?) -> CGPoint {
        guard let ownView else {
            return view.map { $0.convert(point, from: nil) } ?? point
        }
        if ownView === view { return point }
        return ownView.convert(point, to: view)
    }
}
