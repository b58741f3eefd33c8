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
    /// The lower end of the range. One above ``maximumValue`` or not finite is reported and not applied.
    open var minimumValue: Float {
        get { minimum }
        set { setRange(newValue, maximum) }
    }
    /// The upper end of the range. One below ``minimumValue`` or not finite is reported and not applied.
    open var maximumValue: Float {
        get { maximum }
        set { setRange(minimum, newValue) }
    }
    /// Whether every change sends `.valueChanged` (true, the default) or only the lift does.
    open var isContinuous = true
    /// The thumb's width, in points (default 28).
    open var thumbWidth: CGFloat = 28
    /// How far around the thumb a touch-down still takes it (default 10 points).
    open var thumbTouchMargin: CGFloat = 10

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
        guard value.isFinite else {
            return reportMisuse("\(debugName).value = \(value): a slider's value must be finite. It stays \(storedValue).")
        }
        storedValue = min(max(value, minimum), maximum)
    }

    /// The thumb, in the slider's coordinates: ``thumbWidth`` wide, as tall as the bounds.
    open var thumbFrame: CGRect {
        let span = maximum - minimum
        let fraction = span > 0 ? CGFloat((storedValue - minimum) / span) : 0
        let centre = thumbWidth / 2 + fraction * max(bounds.width - thumbWidth, 0)
        return CGRect(x: bounds.minX + centre - thumbWidth / 2, y: bounds.minY, width: thumbWidth, height: bounds.height)
    }

    private func setRange(_ newMinimum: Float, _ newMaximum: Float) {
        guard newMinimum.isFinite, newMaximum.isFinite, newMinimum <= newMaximum else {
            return reportMisuse(
                "\(debugName): minimumValue \(newMinimum), maximumValue \(newMaximum): the range must be finite with the minimum at most the maximum. It stays \(minimum)…\(maximum).")
        }
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
        let fraction = Float((touch.location(in: self).x - bounds.minX - thumbWidth / 2) / track)
        let newValue = min(max(minimum + fraction * (maximum - minimum), minimum), maximum)
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

    private func isOnThumb(_ point: CGPoint) -> Bool {
        thumbFrame.insetBy(dx: -thumbTouchMargin, dy: -thumbTouchMargin).contains(point)
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
