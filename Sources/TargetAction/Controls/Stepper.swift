import Foundation

/// A minus half and a plus half that step ``value`` by ``stepValue`` between ``minimumValue`` and
/// ``maximumValue`` (R91-R95).
///
/// A tap on a half steps once, at the lift. Held, a half repeats on the window's clock: first after
/// ``autorepeatDelay``, then faster (R95), so a test holds the plus half for 3 s in microseconds.
/// `.valueChanged` follows each step while ``isContinuous``, else once at the lift. Setting a value
/// in code sends nothing. A stepper is always 94 × 32 points, as on UIKit: the frame's size given
/// to ``init(frame:)`` is not used. It beats a one-tap, one-touch tap recognizer on an ancestor.
open class Stepper: Control {
    /// How long a half is held before it first repeats (R95, [obs]).
    public static let defaultAutorepeatDelay: TimeInterval = 0.5
    /// The time between repeats from the fifth to the nineteenth (R95, [chosen]).
    public static let defaultAutorepeatInterval: TimeInterval = 0.1
    /// The time between repeats after the nineteenth (R95, [chosen]).
    public static let defaultAutorepeatFastInterval: TimeInterval = 0.05
    /// A stepper's size, whatever frame it is given (UIKit's intrinsic size).
    public static let intrinsicSize = CGSize(width: 94, height: 32)

    /// The halves of a stepper (R92).
    enum Half { case minus, plus }

    private var storedValue: Double = 0
    private var minimum: Double = 0
    private var maximum: Double = 100
    private var step: Double = 1

    /// The half under the tracked finger, nil outside the touch region (R92).
    private(set) var highlightedHalf: Half?
    /// The value when the tracked touch went down, for a non-continuous stepper's lift.
    private var valueAtTouchDown: Double = 0
    /// R95: the repeat timer, this touch's timer steps (`k`), and the run of equal intervals the
    /// next fire belongs to (counted from its start, so that fire times do not drift).
    private var repeatTimer: ClockTimer?
    private var repeatSteps = 0
    private var runStart: TimeInterval = 0
    private var runInterval: TimeInterval = 0
    private var runFires = 0

    /// A stepper at `frame`'s origin, ``intrinsicSize`` large.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Stepper.intrinsicSize))
    }

    deinit {
        repeatTimer?.cancel()
    }

    // MARK: Value and limits (R91)

    /// The value, clamped to the limits; setting it sends nothing. Default: 0. A non-finite value
    /// is reported and not applied.
    open var value: Double {
        get { storedValue }
        set {
            guard !rejects(newValue, "value", keeping: storedValue, unless: .finite) else { return }
            storedValue = min(max(newValue, minimum), maximum)
        }
    }

    /// The lowest value. Default: 0. One above ``maximumValue`` sets both; a non-finite one is reported.
    open var minimumValue: Double {
        get { minimum }
        set { setLimits(newValue, newValue > maximum ? newValue : maximum, setting: "minimumValue", to: newValue, keeping: minimum) }
    }

    /// The highest value. Default: 100. One below ``minimumValue`` sets both; a non-finite one is reported.
    open var maximumValue: Double {
        get { maximum }
        set { setLimits(newValue < minimum ? newValue : minimum, newValue, setting: "maximumValue", to: newValue, keeping: maximum) }
    }

    /// How much a step adds or takes away. Default: 1. Zero, negative or non-finite is reported
    /// and not applied (UIKit raises).
    open var stepValue: Double {
        get { step }
        set {
            if !rejects(newValue, "stepValue", keeping: step, unless: .finiteAndAboveZero) { step = newValue }
        }
    }

    /// Whether each step sends `.valueChanged` (true, the default), or only the lift once.
    open var isContinuous = true
    /// Whether a held half repeats its step (R95). Default: true.
    open var autorepeat = true
    /// Whether a step past one limit goes to the other (R93). Default: false.
    open var wraps = false
    /// How long a half is held before it first repeats, and the time between the first five
    /// repeats. Default: ``defaultAutorepeatDelay``.
    open var autorepeatDelay = Stepper.defaultAutorepeatDelay {
        didSet { if rejects(autorepeatDelay, "autorepeatDelay", keeping: oldValue, unless: .finiteAndAboveZero) { autorepeatDelay = oldValue } }
    }
    /// The time between the fifth and the twentieth repeat. Default: ``defaultAutorepeatInterval``.
    open var autorepeatInterval = Stepper.defaultAutorepeatInterval {
        didSet { if rejects(autorepeatInterval, "autorepeatInterval", keeping: oldValue, unless: .finiteAndAboveZero) { autorepeatInterval = oldValue } }
    }
    /// The time between later repeats. Default: ``defaultAutorepeatFastInterval``.
    open var autorepeatFastInterval = Stepper.defaultAutorepeatFastInterval {
        didSet { if rejects(autorepeatFastInterval, "autorepeatFastInterval", keeping: oldValue, unless: .finiteAndAboveZero) { autorepeatFastInterval = oldValue } }
    }

    /// Sets the limits and clamps the value into them; a non-finite limit `given` for `name` is
    /// reported and changes nothing.
    private func setLimits(_ newMinimum: Double, _ newMaximum: Double, setting name: String, to given: Double, keeping old: Double) {
        guard !rejects(given, name, keeping: old, unless: .finite) else { return }
        minimum = newMinimum
        maximum = newMaximum
        storedValue = min(max(storedValue, minimum), maximum)
    }

    // MARK: Halves (R92, R93)

    /// Plus steps while it wraps or the value is below the maximum; minus while it wraps or the
    /// value is above the minimum.
    func isEnabled(_ half: Half) -> Bool {
        wraps || (half == .plus ? storedValue < maximum : storedValue > minimum)
    }

    /// The half that is both highlighted and enabled, if any.
    var activeHalf: Half? {
        guard let half = highlightedHalf, isEnabled(half) else { return nil }
        return half
    }

    private func half(under touch: Touch) -> Half? {
        guard isInTouchRegion(touch) else { return nil }
        return touch.location(in: self).x >= bounds.midX ? .plus : .minus
    }

    /// Adds or takes away a step, wrapping or clamped; a continuous stepper sends `.valueChanged`
    /// when the value changed.
    private func makeStep(_ half: Half, with event: TargetAction.Event?) {
        let old = storedValue
        var new = half == .plus ? old + step : old - step
        if wraps {
            if new > maximum { new = minimum } else if new < minimum { new = maximum }
        } else {
            new = min(max(new, minimum), maximum)
        }
        storedValue = new
        if isContinuous, new != old { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Tracking (R94, R95)

    open override func beginTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        highlightedHalf = half(under: touch)
        valueAtTouchDown = storedValue
        repeatSteps = 0
        stopRepeating()
        if autorepeat, let clock = window?.clock {
            runStart = clock.now
            runInterval = autorepeatDelay
            runFires = 0
            scheduleRepeat(on: clock)
        }
        return true   // R94: a touch-down changes nothing
    }

    open override func continueTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        highlightedHalf = half(under: touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TargetAction.Event?) {
        stopRepeating()
        highlightedHalf = touch.flatMap(half(under:))
        defer { highlightedHalf = nil }
        guard let half = activeHalf else { return }   // R95: nothing when it lands off an active half
        if repeatSteps == 0 { makeStep(half, with: event) }   // R94: the lift steps unless a repeat did
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: TargetAction.Event?) {
        stopRepeating()   // R95: a cancel sends nothing
        highlightedHalf = nil
    }

    /// R95: the next fire comes at the end of the current run of equal intervals, counted from
    /// the run's start.
    private func scheduleRepeat(on clock: ManualClock) {
        runFires += 1
        let fireTime = runStart + TimeInterval(runFires) * runInterval
        repeatTimer = clock.schedule(after: fireTime - clock.now) { [weak self] in
            self?.repeatFired()
        }
    }

    private func repeatFired() {
        repeatTimer = nil
        guard isTracking, let window else { return }
        window.engine.update {
            guard isTracking, let clock = self.window?.clock else { return }
            let interval: TimeInterval
            if let half = activeHalf {
                repeatSteps += 1
                makeStep(half, with: nil)
                interval = repeatSteps <= 4 ? autorepeatDelay : repeatSteps <= 19 ? autorepeatInterval : autorepeatFastInterval
            } else {
                repeatSteps = min(repeatSteps, 1)   // R95: no active half, back to the slow pace
                interval = autorepeatDelay
                runInterval = 0   // a fresh run from now, even at the same interval
            }
            guard isTracking, repeatTimer == nil else { return }   // an action may have ended the touch
            if interval != runInterval {
                runStart = clock.now
                runInterval = interval
                runFires = 0
            }
            scheduleRepeat(on: clock)
        }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    // MARK: VoiceOver (R146)

    /// The two halves VoiceOver reaches, made on the first read and kept; each holds the stepper weakly.
    private var accessibilityHalves: [StepperHalfElement]?

    /// A container of two elements, "Decrement" then "Increment", not an element itself.
    override var accessibilityElementsByDefault: [Any]? {
        if let accessibilityHalves { return accessibilityHalves }
        let halves = [StepperHalfElement(.minus, of: self), StepperHalfElement(.plus, of: self)]
        accessibilityHalves = halves
        return halves
    }

    // MARK: Precedence (R91)

    override var precedenceRule: String { "R91" }

    override func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        isSingleTap(recognizer)
    }
}
