import Foundation
import Mocks
import TargetAction
import Testing

/// R151: the Actions rotor: a custom action's handler, or its selector sent to its target.
@Suite struct VoiceOverCustomActionTests {
    private typealias F = VoiceOverFixtures

    /// A row that publishes "deleteItem:", which takes the custom action as its sender.
    private final class Row: View {
        private(set) var deletedBy: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            publish("deleteItem:", Row.deleteItem)
        }

        private func deleteItem(_ action: AccessibilityCustomAction) {
            deletedBy.append(action.name)
        }
    }

    /// A target that answers every selector and declines each.
    private final class Declining: ActionTarget {
        private(set) var asked: [Selector] = []
        func responds(to selector: Selector) -> Bool { true }
        func perform(_ selector: Selector, with sender: Any?) -> Bool {
            asked.append(selector)
            return false
        }
    }

    private func stage(_ actions: [AccessibilityCustomAction], row: Row? = nil) -> VoiceOver {
        let window = F.window()
        let view = row ?? Row(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Milk"
        view.accessibilityCustomActions = actions
        window.addSubview(view)
        let voiceOver = VoiceOver(window: window)
        voiceOver.focus(label: "Milk")
        return voiceOver
    }

    @Test("R151: a handler is called with its action, and its answer is the result")
    func aHandler() {
        var received: [String] = []
        let voiceOver = stage([
            AccessibilityCustomAction(name: "Add one") { action in received.append(action.name); return true },
            AccessibilityCustomAction(name: "Refuse") { _ in false },
        ])

        #expect(voiceOver.performCustomAction(named: "Add one"))
        #expect(!voiceOver.performCustomAction(named: "Refuse"))

        #expect(received == ["Add one"])
    }

    @Test("R151: the first action with the name is taken, and names are case-sensitive")
    func theFirstOfTheName() {
        var taken: [Int] = []
        let voiceOver = stage([
            AccessibilityCustomAction(name: "Delete") { _ in taken.append(1); return true },
            AccessibilityCustomAction(name: "Delete") { _ in taken.append(2); return true },
        ])

        voiceOver.performCustomAction(named: "Delete")
        let (result, reports) = FailureReporter.capturing { voiceOver.performCustomAction(named: "delete") }

        #expect(taken == [1])
        #expect(result == false)
        #expect(reports.count == 1)
    }

    @Test("R151: a selector goes to its target through perform(_:with:), with the action as the sender")
    func aTargetAndSelector() {
        let row = Row(frame: .zero)
        let voiceOver = stage([AccessibilityCustomAction(name: "Delete", target: row, selector: "deleteItem:")], row: row)

        #expect(voiceOver.performCustomAction(named: "Delete"))

        #expect(row.deletedBy == ["Delete"])
    }

    @Test("R151: a target that declines in its perform(_:with:) makes the result false, and nothing is reported")
    func aDecliningTarget() {
        let target = Declining()
        let voiceOver = stage([AccessibilityCustomAction(name: "Archive", target: target, selector: "archive:")])

        let (result, reports) = FailureReporter.capturing { voiceOver.performCustomAction(named: "Archive") }

        #expect(result == false)
        #expect(reports.isEmpty)
        #expect(target.asked == ["archive:"])
    }

    @Test("R151: a target that does not respond is reported at the caller's line with a did you mean of what it publishes")
    func aTargetThatDoesNotRespond() {
        let row = Row(frame: .zero)
        let voiceOver = stage([AccessibilityCustomAction(name: "Delete", target: row, selector: "deleteItm:")], row: row)

        let line: UInt = #line + 1
        let (result, reports) = FailureReporter.capturing { voiceOver.performCustomAction(named: "Delete") }

        #expect(result == false)
        #expect(row.deletedBy.isEmpty)
        #expect(reports.map(\.line) == [line])
        #expect(reports.first?.message
            == "VoiceOver.performCustomAction(named: \"Delete\"): Row does not respond to \"deleteItm:\" sent by the custom action \"Delete\". Did you mean \"deleteItem:\"? That is the selector it publishes; use that name where the action is added.")
    }

    @Test("R151: a target that is gone gets nothing, and the result is false, unreported (R10)")
    func aGoneTarget() {
        var target: Row? = Row(frame: .zero)
        let action = AccessibilityCustomAction(name: "Delete", target: target, selector: "deleteItem:")
        let voiceOver = stage([action])
        target = nil

        let (result, reports) = FailureReporter.capturing { voiceOver.performCustomAction(named: "Delete") }

        #expect(result == false)
        #expect(reports.isEmpty)
    }

    @Test("R151: no touch is made and the clock does not move; the action is a line of the transcript (R157)")
    func noTouch() {
        let voiceOver = stage([AccessibilityCustomAction(name: "Add one") { _ in true }])

        voiceOver.performCustomAction(named: "Add one")

        #expect(voiceOver.window.clock.now == 0)
        #expect(!voiceOver.transcript.contains("finger"))
        #expect(voiceOver.transcript.contains("VoiceOver performs the custom action \"Add one\" of Row \"Milk\" (R151)"))
        #expect(voiceOver.announcements == ["Milk"])
    }

    @Test("R151, R156: a name the element lacks is reported with a did you mean among its actions, and lists them")
    func anUnknownName() {
        let voiceOver = stage([
            AccessibilityCustomAction(name: "Delete") { _ in true },
            AccessibilityCustomAction(name: "Add one") { _ in true },
        ])

        let line: UInt = #line + 1
        let (result, reports) = FailureReporter.capturing { voiceOver.performCustomAction(named: "Delet") }

        #expect(result == false)
        #expect(reports.map(\.line) == [line])
        #expect(reports.first?.message
            == "VoiceOver.performCustomAction(named: \"Delet\"): Row \"Milk\" has no custom action named \"Delet\"; did you mean \"Delete\"? Its custom actions: \"Delete\", \"Add one\".")
    }

    @Test("R156: an element with no custom actions says so")
    func noActions() {
        let voiceOver = stage([])

        let (_, reports) = FailureReporter.capturing { voiceOver.performCustomAction(named: "Delete") }

        #expect(reports.map(\.message) == [
            "VoiceOver.performCustomAction(named: \"Delete\"): Row \"Milk\" has no custom action named \"Delete\". It has no custom actions.",
        ])
    }
}
