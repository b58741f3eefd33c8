import Foundation
import Mocks
@testable import TargetAction
import Testing

/// R150: what VoiceOver says of an element: its description and its hint.
@Suite struct VoiceOverSpeechTests {
    private typealias F = VoiceOverFixtures

    /// An element in a counted series, as a segment is in its segmented control.
    private final class Segment: AccessibilityElement {
        var series: (position: Int, count: Int)?
        override package var accessibilitySeriesPosition: (position: Int, count: Int)? { series }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let label: String?
        let value: String?
        let traits: AccessibilityTraits
        let spoken: String
        var testDescription: String { spoken }
    }

    @Test("R150: the parts in order, empty ones skipped, joined by \", \"", arguments: [
        Case(label: "Save", value: nil, traits: .button, spoken: "Save, button"),
        Case(label: "Send", value: nil, traits: [.button, .notEnabled], spoken: "Send, dimmed, button"),
        Case(label: "Total", value: "$12", traits: [], spoken: "Total, $12"),
        Case(label: "Volume", value: "50%", traits: .adjustable, spoken: "Volume, 50%, adjustable"),
        Case(label: "Dark mode", value: "0", traits: [.button, .toggleButton], spoken: "Dark mode, switch button, off"),
        Case(label: "Dark mode", value: "1", traits: [.button, .toggleButton], spoken: "Dark mode, switch button, on"),
        Case(label: "Dark mode", value: "2", traits: [.toggleButton], spoken: "Dark mode, switch button, mixed"),
        Case(label: "Week", value: nil, traits: [.button, .selected], spoken: "Selected, Week, button"),
        Case(label: "Results", value: nil, traits: .header, spoken: "Results, heading"),
        Case(label: "Help", value: nil, traits: .link, spoken: "Help, link"),
        Case(label: "Logo", value: nil, traits: .image, spoken: "Logo, image"),
        Case(label: "Search", value: "milk", traits: .searchField, spoken: "Search, milk, search field"),
        Case(label: "All", value: "v", traits: [.searchField, .image, .adjustable, .link, .header, .button, .notEnabled, .selected],
             spoken: "Selected, All, v, dimmed, button, heading, link, adjustable, image, search field"),
        Case(label: "", value: "", traits: .staticText, spoken: ""),
        Case(label: nil, value: "50%", traits: .adjustable, spoken: "50%, adjustable"),
    ])
    func description(_ row: Case) {
        let window = F.window()
        window.addSubview(F.element(row.label, CGRect(x: 0, y: 0, width: 100, height: 44), value: row.value, traits: row.traits))
        let voiceOver = VoiceOver(window: window)

        let element = voiceOver.elements.first

        #expect(element?.spokenDescription == row.spoken)
        #expect(element?.description == row.spoken)
    }

    @Test("R150: an element in a series ends with \"i of n\", after the trait words")
    func aSeriesPosition() {
        let window = F.window()
        let control = View(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let titles = ["Day", "Week", "Month"]
        let segments = titles.indices.map { index in
            let segment = Segment(accessibilityContainer: control)
            segment.accessibilityLabel = titles[index]
            segment.accessibilityTraits = index == 1 ? [.button, .selected] : index == 2 ? [.button, .notEnabled] : .button
            segment.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 44)
            segment.series = (index + 1, titles.count)
            return segment
        }
        control.accessibilityElements = segments
        window.addSubview(control)
        let voiceOver = VoiceOver(window: window)

        #expect(voiceOver.elements.map(\.spokenDescription) == [
            "Day, button, 1 of 3", "Selected, Week, button, 2 of 3", "Month, dimmed, button, 3 of 3",
        ])
    }

    struct HintCase: Sendable, CustomTestStringConvertible {
        let hint: String?
        let traits: AccessibilityTraits
        let spoken: String?
        var testDescription: String { spoken ?? "nil" }
    }

    @Test("R150: the hint, then VoiceOver's own for an adjustable element or a switch that is enabled, after \". \"", arguments: [
        HintCase(hint: "Saves the draft", traits: .button, spoken: "Saves the draft"),
        HintCase(hint: "Saves the draft.", traits: .button, spoken: "Saves the draft."),
        HintCase(hint: nil, traits: .button, spoken: nil),
        HintCase(hint: "", traits: [], spoken: nil),
        HintCase(hint: nil, traits: .adjustable, spoken: "Swipe up or down with one finger to adjust the value."),
        HintCase(hint: "Sets the volume.", traits: .adjustable, spoken: "Sets the volume. Swipe up or down with one finger to adjust the value."),
        HintCase(hint: "Sets the volume", traits: .adjustable, spoken: "Sets the volume. Swipe up or down with one finger to adjust the value."),
        HintCase(hint: nil, traits: .adjustable.union(.notEnabled), spoken: nil),
        HintCase(hint: nil, traits: [.button, .toggleButton], spoken: "Double tap to toggle setting."),
        HintCase(hint: "Uses less light.", traits: [.button, .toggleButton], spoken: "Uses less light. Double tap to toggle setting."),
        HintCase(hint: "Uses less light.", traits: [.button, .toggleButton, .notEnabled], spoken: "Uses less light."),
    ])
    func hint(_ row: HintCase) {
        let window = F.window()
        let view = F.element("Thing", CGRect(x: 0, y: 0, width: 100, height: 44), traits: row.traits)
        view.accessibilityHint = row.hint
        window.addSubview(view)
        let voiceOver = VoiceOver(window: window)

        let element = voiceOver.elements.first

        #expect(element?.spokenHint == row.spoken)
        #expect(element?.hint == row.hint)
    }

    @Test("R150: an element's properties are read afresh each time, blocks included")
    func readAfresh() {
        let window = F.window()
        let view = F.element("Total", CGRect(x: 0, y: 0, width: 100, height: 44), identifier: "total")
        var amount = 12
        view.accessibilityValueBlock = { "$\(amount)" }
        view.accessibilityCustomActions = [AccessibilityCustomAction(name: "Share") { _ in true }]
        window.addSubview(view)
        let voiceOver = VoiceOver(window: window)
        let element = voiceOver.elements[0]

        amount = 15

        #expect(element.spokenDescription == "Total, $15")
        #expect(element.value == "$15")
        #expect(element.identifier == "total")
        #expect(element.customActionNames == ["Share"])
        #expect(element.view === view)
        #expect(element.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(element.activationPoint == CGPoint(x: 50, y: 22))
    }
}
