import DemoControllers
import Foundation
import Mocks
import TargetAction
import Testing

/// AccessibleSheetViewController as a VoiceOver user uses it: Open activated by a real tap, the
/// modal sheet hiding what lies behind it, the Handle's tap recognizer and Close answering
/// activation through real taps, and escape dismissing (R141, R143, R152, R156, R157).
@Suite struct AccessibleSheetViewControllerVoiceOverTests {
    let screen = AccessibleSheetViewController()
    let voiceOver: VoiceOver

    init() {
        voiceOver = VoiceOver(hosting: screen)
    }

    @Test("R141, R143: Open presents the modal sheet, and only the sheet is reached")
    func openingShowsOnlyTheSheet() {
        #expect(voiceOver.elements.map(\.spokenDescription) == ["Open, button"])

        #expect(voiceOver.activate(label: "Open"))

        #expect(screen.isSheetShown)
        #expect(voiceOver.elements.map(\.spokenDescription) == ["Handle, Collapsed, button", "Details, heading", "Close, button"])
    }

    @Test("R156: the Open button behind the sheet is named with why VoiceOver does not reach it")
    func theButtonBehindTheSheetIsExplained() {
        voiceOver.activate(label: "Open")

        let (focused, reports) = FailureReporter.capturing { voiceOver.focus(label: "Open") }

        #expect(!focused)
        #expect(reports.map(\.message) == [
            "VoiceOver.focus(label: \"Open\"): no element labelled \"Open\" that VoiceOver reaches: Button \"Open\" is in the window, but it is outside the modal view View(\"sheet\"), whose accessibilityViewIsModal hides its siblings. VoiceOver reaches, in order: \"Handle\", \"Details\", \"Close\".",
        ])
    }

    @Test("R143: activating the Handle taps its tap recognizer; activating Close taps the button")
    func handleAndCloseAnswerThroughRealTaps() {
        voiceOver.activate(label: "Open")

        #expect(voiceOver.activate(label: "Handle"))
        #expect(screen.sheet.isExpanded)
        #expect(voiceOver.spokenDescription == "Handle, Expanded, button")

        #expect(voiceOver.activate(label: "Close"))
        #expect(screen.dismissals == [.closeButton])
        #expect(voiceOver.elements.map(\.spokenDescription) == ["Open, button"])
    }

    @Test("R152: escape from the Close button climbs to the sheet's controller, which dismisses")
    func escapeDismisses() {
        voiceOver.activate(label: "Open")
        voiceOver.focus(label: "Close")

        #expect(voiceOver.escape())

        #expect(screen.dismissals == [.escape])
        #expect(!screen.isSheetShown)
        #expect(!voiceOver.escape())   // nothing is presented: nobody answers
    }

    @Test("R157: the transcript shows VoiceOver's activation and the tap it sends")
    func theTranscriptShowsTheActivationAndItsTap() {
        voiceOver.window.recordTranscript()

        voiceOver.activate(label: "Open")

        let lines = voiceOver.transcript.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ") }
        #expect(Array(lines.prefix(3)) == [
            "VO VoiceOver activates Button \"Open\" (R143): a tap at (195, 225)",
            "touch finger 0 down at (195, 225) on Button(\"open\")",
            "view Button(\"open\") gets touchesBegan",
        ])
        #expect(lines.contains("control Button(\"open\") sends .primaryActionTriggered"))
    }
}
