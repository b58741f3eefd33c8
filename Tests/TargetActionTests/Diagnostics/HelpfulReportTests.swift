import Foundation
import Mocks
import TargetAction
import Testing

/// Reports that help: a near miss of a published selector gets a "did you mean"; one mistake made
/// on every event of a gesture is reported once, with the count; views are named by what they have.
@Suite struct HelpfulReportTests {
    /// A card whose pan handler is published as "panCard:".
    final class CardController: ViewController {
        private(set) var pans = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            publish("panCard:", CardController.panCard)
        }

        private func panCard(_ pan: PanGestureRecognizer) { pans += 1 }
    }

    @Test("A selector a colon away from the published one is reported once per drag, with a did-you-mean and the count")
    func aNearMissIsReportedOncePerGestureWithASuggestion() {
        let controller = CardController()
        let simulator = TouchSimulator(hosting: controller)
        controller.view.addGestureRecognizer(PanGestureRecognizer(target: controller, action: "panCard"))

        let line = #line + 1
        let (_, failures) = FailureReporter.capturing { simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.2) }

        #expect(failures.count == 1)
        #expect(failures.first?.line == UInt(line))
        #expect(failures.first?.message.contains("Did you mean \"panCard:\"?") == true)
        #expect(failures.first?.message.contains("This happened 11 times during the gesture.") == true)
        #expect(controller.pans == 0)
    }

    @Test("A spelling a letter off is suggested too; a name nothing resembles gets the advice to publish it",
          arguments: [("panCrad:", true), ("pan:", false), ("swipeAway:", false)])
    func aSpellingALetterOffIsSuggested(selector: String, suggested: Bool) {
        let controller = CardController()
        controller.loadViewIfNeeded()
        let mock = PanGestureRecognizerMock(target: controller, action: Selector(selector))

        let (_, failures) = FailureReporter.capturing { mock.pan(location: nil, translation: .zero, state: .began) }

        #expect(failures.first?.message.contains("Did you mean \"panCard:\"?") == suggested)
        #expect(failures.first?.message.contains("Publish it") == !suggested)
    }

    /// A form whose button handler is published as "save:".
    final class FormController: ViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            publish("save:", FormController.save)
        }

        private func save(_ sender: Button) {}
    }

    @Test("R109: two neighbouring letters swapped count as one edit, so a short name is still suggested",
          arguments: [("svae:", true), ("sa:", false), ("vase:", false)])
    func r109_aSwappedPairIsOneEdit(selector: String, suggested: Bool) {
        let controller = FormController()
        controller.loadViewIfNeeded()
        let button = Button(frame: .zero)
        button.addTarget(controller, action: Selector(selector), for: .primaryActionTriggered)

        let (_, failures) = FailureReporter.capturing { button.sendActions(for: .primaryActionTriggered) }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Did you mean \"save:\"?") == suggested)
    }

    @Test("A control's action nobody up the chain answers, sent on every move, is reported once when the touch lifts, with a suggestion")
    func aControlsRepeatedMissIsReportedOnce() {
        let controller = CardController()
        let simulator = TouchSimulator(hosting: controller)
        let slider = Slider(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        slider.accessibilityIdentifier = "volume"
        controller.view.addSubview(slider)
        slider.addTarget(nil, action: "panCards:", for: [.touchDragInside, .touchDragOutside])

        let (_, failures) = FailureReporter.capturing {
            simulator.drag(from: CGPoint(x: 40, y: 120), to: CGPoint(x: 300, y: 120), duration: 0.2, steps: 5)
        }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Slider(\"volume\") sent \"panCards:\" to a nil target") == true)
        #expect(failures.first?.message.contains("Did you mean \"panCard:\"?") == true)
        #expect(failures.first?.message.contains("5 times") == true)
    }

    @Test("Views are named by their type and accessibility identifier, else their tag, else their frame")
    func viewsAreNamedByWhatTheyHave() {
        let named = Button(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        named.accessibilityIdentifier = "save"
        let tagged = View(frame: .zero)
        tagged.tag = 7
        let plain = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))

        #expect(named.debugName == "Button(\"save\")")
        #expect(tagged.debugName == "View(tag: 7)")
        #expect(plain.debugName == "View(1.0, 2.0, 3.0, 4.0)")
    }
}
