import DemoControllers
import DemoSupport
import Foundation
import TargetAction
import Testing

/// The accessible cart and sheet scripts do what their captions say.
extension DemoScenarioTests {
    @Test("R151, R153, R143, R157: the cart adds and deletes by touch and by VoiceOver's custom actions, VoiceOver pays by a tap at Pay's activation point, and the magic tap then answers false")
    func accessibleCartAddsDeletesAndPays() {
        let session = DemoScenario.accessibleCart.run()
        let results = results(session)

        #expect(results == [
            "cart Milk × 2, Bread × 1, Eggs × 1, rows read \"Milk, 2\" \"Bread, 1\" \"Eggs, 1\", total $12, paid nothing",
            "cart Milk × 2, Bread × 2, Eggs × 1, rows read \"Milk, 2\" \"Bread, 2\" \"Eggs, 1\", total $15",   // +
            "cart Bread × 2, Eggs × 1, rows read \"Bread, 2\" \"Eggs, 1\", total $11",   // the drag past the threshold only
            "cart Bread × 2, Eggs × 2, rows read \"Bread, 2\" \"Eggs, 2\", total $16",   // Add one
            "cart Eggs × 2, rows read \"Eggs, 2\", total $10",   // Delete
            "cart empty, rows read nothing, total $0, paid $10",
        ])
        let notes = session.trace.rows.filter { $0.kind == .note }.map(\.text)
        #expect(notes.last == "it answered false: the magic tap went up the chain to the window")
        let voiceOver = session.trace.rows.filter { $0.kind == .voiceOver }.map(\.text)
        #expect(voiceOver == [
            "VoiceOver performs the custom action \"Add one\" of View \"Eggs\" (R151)",
            "VoiceOver performs the custom action \"Delete\" of View \"Bread\" (R151)",
            "VoiceOver activates Button \"Pay\" (R143): a tap at (195, 729)",
            "VoiceOver magic tap from Button \"Pay\" (R153): nobody in the responder chain handled it",
        ])
    }

    @Test("R141, R143, R152, R157: VoiceOver opens the modal sheet, the Handle's tap expands it, and Close, escape and the background dismiss it")
    func accessibleSheetOpensExpandsAndDismisses() {
        let session = DemoScenario.accessibleSheet.run()
        let results = results(session)

        #expect(results.first == "sheet hidden, panel collapsed, modal no, dismissed by nothing yet")
        #expect(results.contains("sheet shown, modal yes"))
        #expect(results.contains("panel expanded"))
        #expect(results.contains("sheet hidden, dismissed by Close button"))
        #expect(results.contains("sheet hidden, dismissed by Close button, escape"))
        #expect(results.last == "sheet hidden, dismissed by Close button, escape, background tap")
        let voiceOver = session.trace.rows.filter { $0.kind == .voiceOver }.map(\.text)
        #expect(voiceOver.contains("VoiceOver activates View \"Handle\" (R143): a tap at (195, 462)"))
        #expect(voiceOver.last == "VoiceOver escape from View \"Handle\" (R152): Sheet's accessibilityPerformEscape() handled it")
        #expect(session.trace.rows.contains { $0.kind == .action && $0.text.hasPrefix("handleTap sends \"handleTapped:\"") })
    }
}
