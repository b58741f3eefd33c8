import Foundation

/// A control's attached style: the style, the body it last made and what that body shows, and a
/// `ButtonStyle`'s press (R123-R126).
final class StyleAttachment {
    /// The style, by kind: a button takes either button kind, a switch a toggle style.
    enum Kind {
        case button(any ButtonStyle)
        case primitive(any PrimitiveButtonStyle)
        case toggle(any ToggleStyle)
    }

    /// What a body shows: it is made again when this changes (R123, R125, R126).
    struct Shown: Equatable {
        var title: String?
        var role: ButtonRole?
        var isPressed = false
        var isOn = false
    }

    let kind: Kind
    /// The body the style last made; nil only before the first.
    var body: View?
    /// What ``body`` was made with.
    var shown: Shown?
    /// A `ButtonStyle`'s configuration of ``body``.
    var buttonConfiguration: ButtonStyleConfiguration?
    /// R124: whether the button shows a press, whether the tracked touch has been down
    /// `pressDelay`, and the timer waiting for it.
    var isPressed = false
    var pressDelayPassed = false
    var pressTimer: ClockTimer?

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Whether the control tracks its own touches: only under a `ButtonStyle` (R125, R126).
    var controlTracksTouches: Bool {
        if case .button = kind { return true }
        return false
    }

    /// Stops waiting for the press delay and forgets the press.
    func endPress() {
        pressTimer?.cancel()
        pressTimer = nil
        pressDelayPassed = false
        isPressed = false
    }
}
