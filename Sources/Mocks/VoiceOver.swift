import Foundation
import TargetAction

/// Does in a test what a VoiceOver user does: moves the focus through the elements of a window in
/// reading order, and activates, adjusts, escapes, scrolls and performs custom actions through
/// the accessibility members of `Responder`.
///
/// The elements are found as VoiceOver finds them (R141, R142) and spoken as it speaks them (R150).
/// An element that does not activate itself is tapped through the window, at its activation
/// point, by ``touches`` (R143), so its recognizers and controls answer as they answer a finger;
/// nothing else the driver does touches the screen or moves the clock. Misuse, such as a label
/// no element has, is reported at the caller's line with what VoiceOver reaches (R156), and
/// changes nothing.
///
/// ```swift
/// let voiceOver = VoiceOver(hosting: CheckoutViewController())
/// #expect(voiceOver.elements.map(\.spokenDescription) == ["Total, $12", "Pay, button"])
/// voiceOver.activate(label: "Pay")             // a real tap at the button's activation point
/// ```
///
/// The driver holds its window; nothing in the window holds the driver.
public final class VoiceOver {
    /// The window whose elements the driver reaches.
    public let window: Window
    /// The simulator the driver's taps go through (R157); its transcript is the window's.
    public let touches: TouchSimulator

    /// How far a "did you mean" may be from what was asked for, in edits (R156). Default of
    /// ``suggestionLimit``.
    public static let defaultSuggestionLimit = 2
    /// How far a "did you mean" may be from what was asked for, in edits; within a quarter of
    /// the text's length, and at least 1 (R156). A negative limit is reported and not applied.
    public var suggestionLimit = VoiceOver.defaultSuggestionLimit {
        didSet {
            let rule = SettingRule<Int>.zeroOrMore
            guard let report = rule.report(ifBroken: suggestionLimit, "suggestionLimit", of: "VoiceOver", keeping: oldValue) else { return }
            FailureReporter.report(report, at: nil)   // a setter: at the running test (R107)
            suggestionLimit = oldValue
        }
    }

    /// The object focused, until it leaves the screen (R155).
    var focusedObject: Responder?
    /// Everything spoken, in order.
    var spoken: [String] = []

    /// A driver of `window`, whose taps go through a new ``TouchSimulator`` on it, which starts
    /// recording the window's transcript.
    public init(window: Window) {
        self.window = window
        touches = TouchSimulator(window: window)
    }

    /// A window of `size` whose root view controller is `controller` (its view loads and fills
    /// the window), and a driver of it. The driver owns the window: releasing it releases the window.
    public convenience init(hosting controller: ViewController, size: CGSize = CGSize(width: 390, height: 844)) {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        self.init(window: window)
    }

    /// What VoiceOver reaches, in reading order (R141, R142), found afresh at every call.
    public var elements: [Element] {
        AccessibilityWalk(window: window).elements.map(Element.init)
    }

    /// The element focused; nil until something is focused, and once it left the screen (R155).
    public var focusedElement: Element? {
        focusedObject(in: AccessibilityWalk(window: window).elements).map(Element.init)
    }

    /// The focused element's ``Element/spokenDescription``; "" when none is focused.
    public var spokenDescription: String {
        focusedElement?.spokenDescription ?? ""
    }

    /// Everything spoken, in order: each focus's description, each value after an adjustment, each
    /// page after a scroll (R155).
    public var announcements: [String] { spoken }

    /// The last of ``announcements``.
    public var lastAnnouncement: String? { spoken.last }

    /// The window's transcript (`Window.transcript`): the touches, with the driver's activations,
    /// custom actions, escapes, magic taps, scrolls and adjustments as lines of their own (R157).
    public var transcript: String { window.transcript }

    // MARK: Helpers

    /// The focused object if it is among `reached`; once it is not, the focus is dropped (R155).
    func focusedObject(in reached: [Responder]) -> Responder? {
        guard let focused = focusedObject else { return nil }
        guard reached.contains(where: { $0 === focused }) else {
            focusedObject = nil
            return nil
        }
        return focused
    }

    /// Focuses `object` and speaks its description (R155).
    func focus(on object: Responder) {
        focusedObject = object
        speak(Speech.description(of: object))
    }

    func speak(_ text: String) {
        spoken.append(text)
    }
}
