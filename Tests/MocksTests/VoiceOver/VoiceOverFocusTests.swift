import Foundation
import Mocks
import TargetAction
import Testing

/// R155: moving VoiceOver's focus, and what it speaks.
@Suite struct VoiceOverFocusTests {
    private typealias F = VoiceOverFixtures

    /// "Title" (a heading), "Save" and "Cancel" (buttons), top to bottom.
    private final class Stage {
        let window = F.window()
        let title = F.element("Title", CGRect(x: 0, y: 0, width: 390, height: 44), traits: .header, identifier: "title")
        let save = F.button("Save", CGRect(x: 0, y: 100, width: 100, height: 44))
        let cancel = F.button("Cancel", CGRect(x: 0, y: 200, width: 100, height: 44))
        let voiceOver: VoiceOver

        init() {
            save.accessibilityIdentifier = "save"
            for view in [cancel, title, save] { window.addSubview(view) }
            voiceOver = VoiceOver(window: window)
        }
    }

    @Test("R155: nothing is focused at first; focusNext focuses the first element, then each next one, speaking each")
    func focusNextWalksTheOrder() {
        let stage = Stage()
        let voiceOver = stage.voiceOver
        #expect(voiceOver.focusedElement == nil)
        #expect(voiceOver.spokenDescription == "")
        #expect(voiceOver.announcements.isEmpty)
        #expect(voiceOver.lastAnnouncement == nil)

        #expect(voiceOver.focusNext())
        #expect(voiceOver.focusedElement?.object === stage.title)
        #expect(voiceOver.focusNext())
        #expect(voiceOver.focusNext())

        #expect(voiceOver.focusedElement?.object === stage.cancel)
        #expect(voiceOver.spokenDescription == "Cancel, button")
        #expect(voiceOver.announcements == ["Title, heading", "Save, button", "Cancel, button"])
        #expect(voiceOver.lastAnnouncement == "Cancel, button")
    }

    @Test("R155: at the last element focusNext stays, returns false and speaks nothing; focusPrevious mirrors it")
    func theBoundariesStay() {
        let stage = Stage()
        let voiceOver = stage.voiceOver
        voiceOver.focus(label: "Cancel")

        #expect(!voiceOver.focusNext())
        #expect(voiceOver.focusedElement?.object === stage.cancel)
        #expect(voiceOver.announcements == ["Cancel, button"])

        #expect(voiceOver.focusPrevious())
        #expect(voiceOver.focusPrevious())
        #expect(!voiceOver.focusPrevious())
        #expect(voiceOver.focusedElement?.object === stage.title)
        #expect(voiceOver.announcements == ["Cancel, button", "Save, button", "Title, heading"])
    }

    @Test("R155: focusPrevious with nothing focused focuses the last element; focusFirst the first")
    func previousAndFirst() {
        let stage = Stage()

        #expect(stage.voiceOver.focusPrevious())
        #expect(stage.voiceOver.focusedElement?.object === stage.cancel)
        #expect(stage.voiceOver.focusFirst())
        #expect(stage.voiceOver.focusedElement?.object === stage.title)
    }

    @Test("R155: with no elements, every move returns false and nothing is spoken")
    func noElements() {
        let voiceOver = VoiceOver(window: F.window())

        #expect(!voiceOver.focusNext())
        #expect(!voiceOver.focusPrevious())
        #expect(!voiceOver.focusFirst())
        #expect(voiceOver.announcements.isEmpty)
    }

    @Test("R155: focus(label:), focus(identifier:) and focus(_:) take the first match in reading order, exactly")
    func focusByLabelIdentifierAndObject() {
        let stage = Stage()
        let twin = F.button("Save", CGRect(x: 200, y: 300, width: 100, height: 44))
        stage.window.addSubview(twin)
        let voiceOver = stage.voiceOver

        #expect(voiceOver.focus(label: "Save"))
        #expect(voiceOver.focusedElement?.object === stage.save)
        #expect(voiceOver.focus(identifier: "title"))
        #expect(voiceOver.focusedElement?.object === stage.title)
        #expect(voiceOver.focus(twin))
        #expect(voiceOver.focusedElement?.object === twin)
        #expect(voiceOver.focusNext() == false)
    }

    @Test("R155: each focus that succeeds speaks, even when the focus does not change")
    func refocusingSpeaksAgain() {
        let stage = Stage()

        stage.voiceOver.focus(label: "Save")
        stage.voiceOver.focus(label: "Save")
        stage.voiceOver.focus(stage.save)

        #expect(stage.voiceOver.announcements == ["Save, button", "Save, button", "Save, button"])
    }

    @Test("R155: the focused element is nil once its object is no longer reached; focusNext then starts over")
    func theFocusIsLostWhenTheElementLeaves() {
        let stage = Stage()
        let voiceOver = stage.voiceOver
        voiceOver.focus(label: "Save")

        stage.save.isHidden = true

        #expect(voiceOver.focusedElement == nil)
        #expect(voiceOver.spokenDescription == "")
        stage.save.isHidden = false
        #expect(voiceOver.focusedElement == nil)
        #expect(voiceOver.focusNext())
        #expect(voiceOver.focusedElement?.object === stage.title)
    }

    @Test("R155: nothing but focus, adjustments and pages is spoken: activation says nothing (R143)")
    func activationSpeaksNothing() {
        let stage = Stage()
        stage.voiceOver.focus(label: "Save")

        stage.voiceOver.activate()

        #expect(stage.voiceOver.announcements == ["Save, button"])
    }
}
