import Foundation

/// A control whose thumb the finger drags along a track to choose ``value`` between
/// ``minimumValue`` and ``maximumValue``.
///
/// It tracks only touches that go down on the thumb (grown by ``thumbTouchMargin``); the value
/// follows the finger, `.valueChanged` on every change while ``isContinuous``, else once at the
/// lift. A slider beats a pan or swipe on an ancestor that starts on its thumb and moves along
/// its track.
open class Slider: Control {
    /// The value, clamped to the range; setting it sends nothing. A non-finite value is reported
    /// and not applied. Default: 0.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The lower end of the range. Setting it above ``maximumValue`` raises the maximum to it; the
    /// value is clamped into the range and nothing is sent. A non-finite bound is reported and not applied.
    open var minimumValue: Float {
        get { minimum }
        set { setRange(newValue, max(newValue, maximum), setting: "minimumValue", to: newValue, keeping: minimum) }
    }
    /// The upper end of the range. Setting it below ``minimumValue`` lowers the minimum to it; the
    /// value is clamped into the range and nothing is sent. A non-finite bound is reported and not applied.
    open var maximumValue: Float {
        get { maximum }
        set { setRange(min(newValue, minimum), newValue, setting: "maximumValue", to: newValue, keeping: maximum) }
    }
    /// Whether every change sends `.valueChanged` (true, the default) or only the lift does.
    open var isContinuous = true
    /// The thumb's width, in points (default 28). A negative or non-finite width is reported and not applied.
    open var thumbWidth: CGFloat = 28 {
        didSet { if rejects(thumbWidth, "thumbWidth", keeping: oldValue, unless: .finiteAndNotNegative) { thumbWidth = oldValue } }
    }
    /// How far around the thumb a touch-down still takes it (default 10 points); a negative margin
    /// takes that much off the thumb. A non-finite margin is reported and not applied.
    open var thumbTouchMargin: CGFloat = 10 {
        didSet { if rejects(thumbTouchMargin, "thumbTouchMargin", keeping: oldValue, unless: .finite) { thumbTouchMargin = oldValue } }
    }

    /// How much of the range one VoiceOver swipe moves the value: a tenth (R145, [obs]).
    public static let defaultAccessibilityStepFraction: Float = 0.1
    /// How much of the range ``accessibilityIncrement()`` and ``accessibilityDecrement()`` move the
    /// value; finite and above zero. Default: ``defaultAccessibilityStepFraction``.
    open var accessibilityStepFraction = Slider.defaultAccessibilityStepFraction {
        didSet { if rejects(accessibilityStepFraction, "accessibilityStepFraction", keeping: oldValue, unless: .finiteAndAboveZero) { accessibilityStepFraction = oldValue } }
    }

    private var storedValue: Float = 0
    private var minimum: Float = 0
    private var maximum: Float = 1
    /// The value when tracking began, for a non-continuous slider's lift.
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets ``value``, clamped to the range, and sends nothing.
    open func setValue(_ value: Float, animated: Bool) {
        guard !rejects(value, "value", keeping: storedValue, unless: .finite) else { return }
        storedValue = min(max(value, minimum), maximum)
    }

    /// The thumb, in the slider's coordinates: ``thumbWidth`` wide, as tall as the bounds.
    open var thumbFrame: CGRect {
        // In Double: the span of two finite Floats can pass Float's largest value.
        let span = Double(maximum) - Double(minimum)
        let fraction = span > 0 ? CGFloat((Double(storedValue) - Double(minimum)) / span) : 0
        let centre = thumbWidth / 2 + fraction * max(bounds.width - thumbWidth, 0)
        return CGRect(x: bounds.minX + centre - thumbWidth / 2, y: bounds.minY, width: thumbWidth, height: bounds.height)
    }

    /// Sets the range (R158: a bound set past the other moves the other to it) and clamps the value
    /// into it; a non-finite bound `given` for `name` is reported and changes nothing.
    private func setRange(_ newMinimum: Float, _ newMaximum: Float, setting name: String, to given: Float, keeping old: Float) {
        guard !rejects(given, name, keeping: old, unless: .finite) else { return }
        minimum = newMinimum
        maximum = newMaximum
        storedValue = min(max(storedValue, minimum), maximum)
    }

    // MARK: Tracking (R44)

    open override func beginTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        valueAtTouchDown = storedValue
        return isOnThumb(touch.location(in: self))
    }

    open override func continueTracking(_ touch: Touch, with event: TargetAction.Event?) -> Bool {
        let track = bounds.width - thumbWidth
        guard track > 0 else { return true }
        let fraction = Double((touch.location(in: self).x - bounds.minX - thumbWidth / 2) / track)
        let low = Double(minimum), high = Double(maximum)
        let newValue = Float(min(max(low + fraction * (high - low), low), high))
        guard newValue != storedValue else { return true }
        storedValue = newValue
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TargetAction.Event?) {
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: TargetAction.Event?) {
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    /// Whether `point` is on the thumb grown by ``thumbTouchMargin`` (shrunk by a negative one).
    private func isOnThumb(_ point: CGPoint) -> Bool {
        let thumb = thumbFrame, margin = thumbTouchMargin
        return point.x >= thumb.minX - margin && point.x < thumb.maxX + margin
            && point.y >= thumb.minY - margin && point.y < thumb.maxY + margin
    }

    // MARK: VoiceOver (R145)

    /// Moves the value up by ``accessibilityStepFraction`` of the range, clamped, and sends
    /// `.valueChanged` once if it changed; its block, when set, answers instead.
    open override func accessibilityIncrement() {
        guard accessibilityIncrementBlock == nil else { return super.accessibilityIncrement() }
        accessibilityStep(by: 1)
    }

    /// Moves the value down as ``accessibilityIncrement()`` moves it up.
    open override func accessibilityDecrement() {
        guard accessibilityDecrementBlock == nil else { return super.accessibilityDecrement() }
        accessibilityStep(by: -1)
    }

    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: AccessibilityTraits { .adjustable }
    /// The position in the range as a whole percentage, halves away from zero; "0%" for an empty range.
    override var accessibilityValueByDefault: String? {
        let span = Double(maximum) - Double(minimum)   // in Double: the span can pass Float's largest value
        guard span > 0 else { return "0%" }
        return "\(Int(((Double(storedValue) - Double(minimum)) * 100 / span).rounded()))%"
    }
    /// The middle of the thumb, where VoiceOver's tap lands on it.
    override var accessibilityActivationPointByDefault: CGPoint {
        let thumb = thumbFrame
        return convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
    }

    /// One VoiceOver step of `direction` (1 or −1); a disabled slider does not move.
    private func accessibilityStep(by direction: Double) {
        guard isEnabled else { return }
        let low = Double(minimum), high = Double(maximum)
        let target = Double(storedValue) + direction * Double(accessibilityStepFraction) * (high - low)
        let newValue = Float(min(max(target, low), high))
        guard newValue != storedValue else { return }
        storedValue = newValue
        sendActions(for: .valueChanged, with: nil)   // once, continuous or not
    }

    // MARK: Precedence (R43)

    override func takesPrecedence(over recognizer: GestureRecognizer) -> Bool {
        guard recognizer is PanGestureRecognizer || recognizer is SwipeGestureRecognizer,
              let touch = recognizer.attempt.sequenceTouches.first else { return false }
        // The thumb follows a finger it tracks: where it was is known by the tracking itself.
        let startedOnThumb = trackedTouch === touch
            || window.map { isOnThumb(convert(touch.initialLocationInWindow, from: $0)) } ?? false
        guard startedOnThumb else { return false }
        guard let window else { return true }
        // Along the track in the slider's own coordinates, whatever transforms lie above it.
        let start = convert(touch.initialLocationInWindow, from: window), now = convert(touch.locationInWindow, from: window)
        return abs(now.x - start.x) >= abs(now.y - start.y)
    }
}
