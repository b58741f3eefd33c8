import Foundation
import Mocks
import TargetAction
import Testing

/// R123, R125: a body whose own gesture captures its configuration, as SwiftUI code writes it,
/// makes no cycle: once the body is made, the configuration holds its label weakly.
@Suite struct StyleLifetimeTests {
    /// Triggers from a long press on its label, capturing the whole configuration.
    struct HoldStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> StyleConfigurationLabel {
            configuration.label.onLongPressGesture(minimumDuration: 0.5) { configuration.trigger() }
            return configuration.label
        }
    }

    @Test("R125: a body that captures its configuration goes with its button")
    func aCapturingBodyGoesWithItsButton() {
        weak var goneButton: Button?
        weak var goneBody: View?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let button = Button(frame: CGRect(x: 20, y: 20, width: 200, height: 60))
            window.addSubview(button)
            var triggered = 0
            button.addAction(Action { _ in triggered += 1 }, for: .primaryActionTriggered)
            button.buttonStyle(HoldStyle())
            TouchSimulator(window: window).longPress(at: CGPoint(x: 100, y: 50), duration: 0.6)
            #expect(triggered == 1)
            goneButton = button
            goneBody = button.styleBody
        }

        #expect(goneButton == nil)
        #expect(goneBody == nil)
    }

    @Test("R127: an inspected body that captures its configuration goes when the test lets it go")
    func anInspectedBodyGoes() {
        weak var gone: StyleConfigurationLabel?
        do {
            let body = HoldStyle().inspect(title: "Hold")
            #expect(body.title == "Hold")
            gone = body
        }

        #expect(gone == nil)
    }

    @Test("R123: the label a configuration gives is the body while the body lives")
    func theLabelIsTheBody() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = Button(frame: CGRect(x: 20, y: 20, width: 200, height: 60))
        button.setTitle("Save", for: .normal)
        window.addSubview(button)
        struct LabelStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> StyleConfigurationLabel { configuration.label }
        }

        button.buttonStyle(LabelStyle())

        #expect(button.styleConfiguration?.label === button.styleBody)
        #expect(button.styleConfiguration?.label.title == "Save")
    }
}
