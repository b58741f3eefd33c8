import Foundation
import TargetAction

/// A circle that counts presses until one lasts ``pressDuration`` (1 s), with a badge on it that a
/// double tap resets.
///
/// Technique: the three callbacks of one value gesture, each with its own job (R60, R62). On the
/// circle, `LongPressGesture(minimumDuration:)`:
/// - `updating($isDetectingLongPress)` copies the press's value into a `@GestureState`: true from
///   the touch-down, back to false by itself once the press ends or fails;
/// - `onChanged` counts each press as it starts (``pressCount``), a count that stays;
/// - `onEnded` runs only for a press that lasted: counting is done (``isDoneCounting``) and the
///   gesture is removed with its handle's `remove()`, as SwiftUI code writes
///   `.gesture(done ? nil : press)`.
///
/// The ``badge`` inside the circle has its own `onTapGesture(count: 2)`, which starts over. The
/// press is attached with `gesture(_:)`, so on the badge the badge's double tap comes first (R66):
/// the press waits for it to fail before it may run at all, and a double tap there never counts.
/// Made with `pressHasHighPriority`, the controller attaches the press with
/// `highPriorityGesture(_:)` instead, and then the press comes first even on the badge: it counts
/// at touch-down, and the double tap must wait for it to fail.
///
/// ``fill`` is the colour the circle would have: green, yellow while a press is detected, red once
/// done.
open class CounterViewController: ViewController {
    /// The circle's colour.
    public enum Fill: Sendable, Equatable, CustomStringConvertible {
        case green, yellow, red

        public var description: String {
            switch self {
            case .green: "green"
            case .yellow: "yellow"
            case .red: "red"
            }
        }
    }

    /// How long a press must last to end the counting (seconds); read when the press is attached.
    open var pressDuration: Double = 1

    /// Whether the press is attached with `highPriorityGesture(_:)`, winning over the badge's double
    /// tap, rather than `gesture(_:)`, losing to it (R66).
    public let pressHasHighPriority: Bool
    /// The circle to press, in the middle of the root view.
    public private(set) var circle: View!
    /// The badge in the circle's top-right corner; a double tap on it starts over.
    public private(set) var badge: View!
    /// How many presses started since the last start-over.
    public private(set) var pressCount = 0
    /// Whether a press lasted ``pressDuration``: the press is then removed until a start-over.
    public private(set) var isDoneCounting = false
    /// How many times the badge's double tap started over.
    public private(set) var startOverCount = 0
    /// The attached press; nil once counting is done.
    public private(set) var pressGesture: AttachedGesture?
    /// The badge's attached double tap.
    public private(set) var badgeGesture: AttachedGesture!
    /// Whether a press is under way: what `updating` writes, false whenever none runs (R60).
    @GestureState public var isDetectingLongPress = false

    /// The circle's colour: red once done, yellow during a press, green otherwise.
    public var fill: Fill {
        isDoneCounting ? .red : isDetectingLongPress ? .yellow : .green
    }

    /// - Parameter pressHasHighPriority: Attach the press with `highPriorityGesture(_:)` (true) or
    ///   `gesture(_:)` (false, the default).
    public init(pressHasHighPriority: Bool = false) {
        self.pressHasHighPriority = pressHasHighPriority
        super.init()
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        circle = View(frame: CGRect(x: bounds.midX - 100, y: bounds.midY - 100, width: 200, height: 200))
        circle.accessibilityIdentifier = "circle"
        badge = View(frame: CGRect(x: 136, y: 0, width: 64, height: 64))
        badge.accessibilityIdentifier = "badge"
        circle.addSubview(badge)
        view.addSubview(circle)

        badgeGesture = badge.onTapGesture(count: 2) { [weak self] in self?.startOver() }
        attachPress()
    }

    /// Resets the count and attaches the press again if counting was done.
    open func startOver() {
        pressCount = 0
        startOverCount += 1
        if isDoneCounting {
            isDoneCounting = false
            attachPress()
        }
    }

    private func attachPress() {
        let press = LongPressGesture(minimumDuration: pressDuration)
            .updating($isDetectingLongPress) { isPressing, state, _ in state = isPressing }
            .onChanged { [weak self] _ in self?.pressCount += 1 }
            .onEnded { [weak self] _ in self?.finishCounting() }
        pressGesture = pressHasHighPriority ? circle.highPriorityGesture(press) : circle.gesture(press)
    }

    private func finishCounting() {
        isDoneCounting = true
        pressGesture?.remove()
        pressGesture = nil
    }
}
