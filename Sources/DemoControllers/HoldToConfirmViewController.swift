import Foundation
import TargetAction

/// A press-and-hold confirm button: hold it for ``holdDuration`` (1 s) to confirm. The button
/// fades while pressed; lifting early, or dragging off the button, cancels and restores it.
///
/// Technique: a long press as a touch tracker, plus a timer on the window's virtual clock.
///
/// The fade must start at touch-down, but a long press with a 1 s `minimumPressDuration` does not
/// begin (and sends nothing) until the second has passed, and "lifting early" would then be a
/// silent failure no handler hears of (R3). So the recognizer has a `minimumPressDuration` of 0:
/// it begins on touch-down (R29), and every phase of the press reaches one handler: `.began` fades
/// the button and schedules the confirmation on ``clock``, `.changed` cancels when the finger
/// leaves the button (by more than ``dragExitMargin``, as a control's touch-drag-exit does,
/// rather than the long press's 10-point `allowableMovement`), and `.ended` or `.cancelled` before
/// the timer fires cancels. The other design, the view's own `touchesBegan` for the fade and a 1 s
/// long press for the confirmation, splits one interaction over two mechanisms that disagree on
/// when a press has moved too far. On virtual time the timer costs nothing: a test advances the
/// clock by a second.
///
/// The recognizer is named `"hold"` and sits on ``button``; its handler is private and published
/// as `"holdGesture:"`.
open class HoldToConfirmViewController: ViewController {
    /// How long the button must be held to confirm.
    open var holdDuration: TimeInterval = 1
    /// The button's alpha while it is pressed.
    open var pressedAlpha: CGFloat = 0.5
    /// How far outside the button the finger may stray before the press is cancelled.
    open var dragExitMargin: CGFloat = 20

    /// The button to hold.
    public private(set) var button: View!
    /// Whether a hold has confirmed. Once confirmed, further presses do nothing.
    public private(set) var confirmed = false
    /// Whether the button is being held (faded, confirmation pending).
    public private(set) var isPressing = false
    /// Called once, when a hold confirms.
    public var onConfirm: (() -> Void)?

    private var pressStart: TimeInterval = 0
    private var confirmTimer: ClockTimer?
    private let detachedClock = ManualClock()

    /// The clock the confirmation runs on: the window's, or the controller's own while the view is
    /// in no window (so a test without a window can still advance time).
    public var clock: ManualClock {
        viewIfLoaded?.window?.clock ?? detachedClock
    }

    /// How far the current hold is towards confirming, from 0 to 1 (1 once confirmed).
    public var holdProgress: Double {
        if confirmed { return 1 }
        guard isPressing, holdDuration > 0 else { return 0 }
        return min(1, max(0, (clock.now - pressStart) / holdDuration))
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        button = View(frame: CGRect(x: bounds.midX - 120, y: bounds.maxY - 160, width: 240, height: 64))
        button.accessibilityIdentifier = "button"
        view.addSubview(button)

        publish("holdGesture:", HoldToConfirmViewController.holdGesture)
        let hold = LongPressGestureRecognizer(target: self, action: "holdGesture:")
        hold.name = "hold"
        hold.minimumPressDuration = 0   // R29: begins on touch-down, so the fade starts at once
        button.addGestureRecognizer(hold)
    }

    private func holdGesture(_ recognizer: LongPressGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard !confirmed else { return }
            beginPress()
        case .changed:
            guard isPressing else { return }
            let bounds = button.bounds.insetBy(dx: -dragExitMargin, dy: -dragExitMargin)
            if !bounds.contains(recognizer.location(in: button)) {
                cancelPress()   // dragged off the button
            }
        case .ended, .cancelled, .failed:
            cancelPress()   // lifted (or interrupted) before the hold confirmed
        case .possible:
            break
        }
    }

    private func beginPress() {
        isPressing = true
        pressStart = clock.now
        button.alpha = pressedAlpha
        confirmTimer?.cancel()
        confirmTimer = clock.schedule(after: holdDuration) { [weak self] in self?.confirm() }
    }

    private func cancelPress() {
        guard isPressing else { return }
        isPressing = false
        confirmTimer?.cancel()
        confirmTimer = nil
        button.alpha = 1
    }

    private func confirm() {
        guard isPressing else { return }
        isPressing = false
        confirmTimer = nil
        confirmed = true
        button.alpha = 1
        onConfirm?()
    }
}
