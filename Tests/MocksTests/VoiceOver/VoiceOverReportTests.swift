import Foundation
import Mocks
import TargetAction
import Testing

/// R156: misuse of the driver is reported once, at the caller's line, and changes nothing.
@Suite struct VoiceOverReportTests {
    private typealias F = VoiceOverFixtures

    /// "Save" and "Cancel" buttons.
    final class Stage {
        let window = F.window()
        let save = F.button("Save", CGRect(x: 0, y: 100, width: 100, height: 44))
        let cancel = F.button("Cancel", CGRect(x: 0, y: 200, width: 100, height: 44))
        let voiceOver: VoiceOver

        init() {
            save.accessibilityIdentifier = "save"
            window.addSubview(save)
            window.addSubview(cancel)
            voiceOver = VoiceOver(window: window)
        }

        /// Runs `call`, checking that it reports once at `line`, returns false, and leaves the focus
        /// and what was spoken as they were; returns the message.
        func misuse(_ line: UInt, _ call: () -> Bool) -> String? {
            let focused = voiceOver.focusedElement?.object
            let spoken = voiceOver.announcements
            let (result, reports) = FailureReporter.capturing(call)
            #expect(result == false)
            #expect(reports.map(\.line) == [line])
            #expect(voiceOver.focusedElement?.object === focused)
            #expect(voiceOver.announcements == spoken)
            #expect(window.clock.now == 0)
            return reports.first?.message
        }
    }

    @Test("R156: a label no element has: a did you mean within the edit distance, then what VoiceOver reaches, in order")
    func aMisspelledLabel() {
        let stage = Stage()

        let message = stage.misuse(#line) { stage.voiceOver.focus(label: "Sav") }

        #expect(message == "VoiceOver.focus(label: \"Sav\"): no element labelled \"Sav\"; did you mean \"Save\"? VoiceOver reaches, in order: \"Save\", \"Cancel\".")
    }

    @Test("R156: failing the distance, a label that starts with the text; failing both, no did you mean")
    func prefixesAndNothing() {
        let stage = Stage()

        let prefix = stage.misuse(#line) { stage.voiceOver.focus(label: "canc") }
        let none = stage.misuse(#line) { stage.voiceOver.focus(label: "Delete") }

        #expect(prefix == "VoiceOver.focus(label: \"canc\"): no element labelled \"canc\"; did you mean \"Cancel\"? VoiceOver reaches, in order: \"Save\", \"Cancel\".")
        #expect(none == "VoiceOver.focus(label: \"Delete\"): no element labelled \"Delete\". VoiceOver reaches, in order: \"Save\", \"Cancel\".")
    }

    @Test("R156: the distance allowed is max(1, min(suggestionLimit, a quarter of the text)), case-insensitive")
    func theDistanceAllowed() {
        let window = F.window()
        window.addSubview(F.element("Notifications", CGRect(x: 0, y: 0, width: 100, height: 44)))
        let voiceOver = VoiceOver(window: window)
        #expect(VoiceOver.defaultSuggestionLimit == 2)
        #expect(voiceOver.suggestionLimit == 2)

        let (_, two) = FailureReporter.capturing { voiceOver.focus(label: "NOTIFCATONS") }   // 2 edits; 11 / 4 = 2
        voiceOver.suggestionLimit = 1
        let (_, one) = FailureReporter.capturing { voiceOver.focus(label: "NOTIFCATONS") }
        let (_, short) = FailureReporter.capturing { voiceOver.focus(label: "Notifictions") }   // 1 edit

        #expect(two.first?.message.contains("did you mean \"Notifications\"?") == true)
        #expect(one.first?.message.contains("did you mean") == false)
        #expect(short.first?.message.contains("did you mean \"Notifications\"?") == true)
    }

    @Test("R156: a negative suggestionLimit is reported and not applied")
    func aNegativeLimit() {
        let voiceOver = VoiceOver(window: F.window())

        let (_, reports) = FailureReporter.capturing { voiceOver.suggestionLimit = -1 }

        #expect(voiceOver.suggestionLimit == 2)
        #expect(reports.map(\.message) == ["VoiceOver.suggestionLimit = -1: it must be 0 or more. It stays 2."])
    }

    @Test("R156: an identifier no element has is reported the same way, listing the identifiers")
    func anUnknownIdentifier() {
        let stage = Stage()

        let message = stage.misuse(#line) { stage.voiceOver.focus(identifier: "SAVE") }

        #expect(message == "VoiceOver.focus(identifier: \"SAVE\"): no element with identifier \"SAVE\"; did you mean \"save\"? VoiceOver reaches, in order: \"save\", Button \"Cancel\" (no identifier).")
    }

    @Test("R156: with nothing reached, the report says so")
    func nothingReached() {
        let voiceOver = VoiceOver(window: F.window())

        let (_, reports) = FailureReporter.capturing { voiceOver.focus(label: "Save") }

        #expect(reports.map(\.message) == ["VoiceOver.focus(label: \"Save\"): no element labelled \"Save\". VoiceOver reaches nothing in this window."])
    }

    enum Obstacle: String, CaseIterable, Sendable {
        case hidden, alpha, zeroSize, hiddenAncestor, elementsHiddenAncestor, insideAnElement, outsideTheModalView, notListed, notAnElement

        /// Puts a "Pay" button in `stage`'s window behind this obstacle; returns the reason expected.
        func build(in stage: Stage) -> String {
            let pay = F.button("Pay", CGRect(x: 0, y: 0, width: 100, height: 44))
            let card = View(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
            card.accessibilityIdentifier = "card"
            card.addSubview(pay)
            stage.window.addSubview(card)
            switch self {
            case .hidden:
                pay.isHidden = true
                return "it is hidden"
            case .alpha:
                pay.alpha = 0
                return "its alpha is 0, below 0.01"
            case .zeroSize:
                pay.frame.size = .zero
                return "its frame has zero size"
            case .hiddenAncestor:
                card.isHidden = true
                return "it is inside View(\"card\"), which is hidden"
            case .elementsHiddenAncestor:
                card.accessibilityElementsHidden = true
                return "it is inside View(\"card\"), which has accessibilityElementsHidden = true"
            case .insideAnElement:
                card.isAccessibilityElement = true
                card.accessibilityLabel = "Order"
                return "it is inside View \"Order\", an accessibility element itself: VoiceOver reads it as one element and walks nothing below it"
            case .outsideTheModalView:
                let sheet = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
                sheet.accessibilityIdentifier = "sheet"
                sheet.accessibilityViewIsModal = true
                stage.window.addSubview(sheet)
                return "it is outside the modal view View(\"sheet\"), whose accessibilityViewIsModal hides its siblings"
            case .notListed:
                card.accessibilityElements = []
                return "it is not among the accessibilityElements of View(\"card\"), which VoiceOver reads instead of its subviews"
            case .notAnElement:
                pay.isAccessibilityElement = false
                return "it is not an accessibility element (isAccessibilityElement is false)"
            }
        }
    }

    @Test("R156: an object with the label that is not reached is named with the first reason R141 gives", arguments: Obstacle.allCases)
    func anUnreachedObjectIsExplained(_ obstacle: Obstacle) {
        let stage = Stage()
        let reason = obstacle.build(in: stage)
        let reached = switch obstacle {
        case .outsideTheModalView: "VoiceOver reaches nothing in this window."
        case .insideAnElement: "VoiceOver reaches, in order: \"Save\", \"Cancel\", \"Order\"."
        default: "VoiceOver reaches, in order: \"Save\", \"Cancel\"."
        }

        let message = stage.misuse(#line) { stage.voiceOver.focus(label: "Pay") }

        #expect(message == "VoiceOver.focus(label: \"Pay\"): no element labelled \"Pay\" that VoiceOver reaches: Button \"Pay\" is in the window, but \(reason). \(reached)")
    }

    @Test("R156: focus(_:) on an object VoiceOver does not reach says why: the reason, another window, no window")
    func focusOnAnUnreachedObject() {
        let stage = Stage()
        stage.save.isHidden = true
        let elsewhere = F.window()
        let stray = F.button("Stray", CGRect(x: 0, y: 0, width: 100, height: 44))
        elsewhere.addSubview(stray)
        let loose = F.button("Loose", CGRect(x: 0, y: 0, width: 100, height: 44))

        let hidden = stage.misuse(#line) { stage.voiceOver.focus(stage.save) }
        let other = stage.misuse(#line) { stage.voiceOver.focus(stray) }
        let none = stage.misuse(#line) { stage.voiceOver.focus(loose) }

        #expect(hidden == "VoiceOver.focus(Button \"Save\"): VoiceOver does not reach Button \"Save\": it is hidden. VoiceOver reaches, in order: \"Cancel\".")
        #expect(other == "VoiceOver.focus(Button \"Stray\"): Button \"Stray\" is in another window, Window(0.0, 0.0, 390.0, 844.0). VoiceOver reaches, in order: \"Cancel\".")
        #expect(none == "VoiceOver.focus(Button \"Loose\"): Button \"Loose\" is in no window. VoiceOver reaches, in order: \"Cancel\".")
    }

    @Test("R156: activate(), increment(), decrement() and performCustomAction(named:) with nothing focused")
    func nothingFocused() {
        let stage = Stage()
        let voiceOver = stage.voiceOver
        let advice = "nothing is focused. Focus an element first (focusNext(), focus(label:), focus(identifier:))."

        #expect(stage.misuse(#line) { voiceOver.activate() } == "VoiceOver.activate(): \(advice)")
        #expect(stage.misuse(#line) { voiceOver.increment(); return false } == "VoiceOver.increment(): \(advice)")
        #expect(stage.misuse(#line) { voiceOver.decrement(); return false } == "VoiceOver.decrement(): \(advice)")
        #expect(stage.misuse(#line) { voiceOver.performCustomAction(named: "Delete") } == "VoiceOver.performCustomAction(named: \"Delete\"): \(advice)")
    }

    @Test("R156: with a focused object that left the screen, saying why it is no longer reached")
    func theFocusedObjectLeft() {
        let stage = Stage()
        let taps = F.count(of: stage.save)
        stage.voiceOver.focus(label: "Save")
        stage.save.isHidden = true

        let message = FailureReporter.capturing { stage.voiceOver.activate() }.failures.first?.message
        stage.save.removeFromSuperview()
        let removed = FailureReporter.capturing { stage.voiceOver.activate() }.failures.first?.message

        #expect(taps.value == 0)
        #expect(message == "VoiceOver.activate(): the focused element, Button \"Save\", left the screen: it is hidden. Focus an element again first.")
        #expect(removed == "VoiceOver.activate(): nothing is focused. Focus an element first (focusNext(), focus(label:), focus(identifier:)).")
    }

    @Test("R156: activate(label:) reports as focus(label:) does, and then does not activate")
    func activateByAMissingLabel() {
        let stage = Stage()
        let taps = F.count(of: stage.save)

        let message = stage.misuse(#line) { stage.voiceOver.activate(label: "Sav") }

        #expect(taps.value == 0)
        #expect(message == "VoiceOver.activate(label: \"Sav\"): no element labelled \"Sav\"; did you mean \"Save\"? VoiceOver reaches, in order: \"Save\", \"Cancel\".")
    }
}
