import Foundation
import Mocks
import TargetAction
import Testing

/// `TouchSimulator.transcript`: the window's, recorded from the simulator's creation, and what a
/// failing expectation can carry.
@Suite struct TouchSimulatorTranscriptTests {
    final class PressController: ViewController {
        private(set) var presses = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let press = LongPressGestureRecognizer(target: self, action: "press:")
            press.name = "press"
            publish("press:", PressController.press)
            view.accessibilityIdentifier = "root"
            view.addGestureRecognizer(press)
        }

        private func press(_ press: LongPressGestureRecognizer) {
            if press.state == .began { presses += 1 }
        }
    }

    @Test func theTranscriptStartsEmptyAtTheSimulatorsCreationThenFills() {
        let simulator = TouchSimulator(hosting: PressController())
        let atCreation = simulator.transcript

        simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 1)

        #expect(atCreation == "")
        #expect(simulator.transcript == simulator.window.transcript)
        #expect(simulator.transcript.hasPrefix("   0.000  touch    finger 0 down at (100, 100) on View(\"root\")\n"))
        #expect(simulator.transcript.contains("   0.500  action   press sends \"press:\" to PressController (.began)\n"))
        #expect(simulator.transcript.contains("   1.000  touch    finger 0 up\n"))
    }

    @Test("R29: a press held too briefly fails, and a failing expectation carries the transcript that says why")
    func aFailingExpectationCarriesTheTranscript() {
        let controller = PressController()
        let simulator = TouchSimulator(hosting: controller)

        simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)

        withKnownIssue {
            #expect(controller.presses == 1, Comment(rawValue: simulator.transcript))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("press failed: the finger lifted before 0.5 s (R29)") }
        }
    }
}
