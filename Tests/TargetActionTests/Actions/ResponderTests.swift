import Foundation
import Testing
@testable import TargetAction
import TestSupport

/// The article's controller: a pan handled by a private method, reached by name.
private final class PannableController: ViewController {
    private(set) var translations: [CGPoint] = []
    private(set) var pings = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        publish("panGesture:", PannableController.panGesture)
        publish("ping", PannableController.ping)
    }

    private func panGesture(_ recognizer: PanGestureRecognizer) {
        translations.append(recognizer.translation(in: view))
    }

    private func ping() {
        pings += 1
    }
}

/// Answers selectors by overriding `responds(to:)` and `perform(_:with:)`: the other way.
private final class SwitchboardResponder: Responder {
    private(set) var received: [(Selector, Any?)] = []

    override func responds(to selector: Selector) -> Bool {
        selector.name.hasPrefix("board.") || super.responds(to: selector)
    }

    override func perform(_ selector: Selector, with sender: Any?) -> Bool {
        guard selector.name.hasPrefix("board.") else { return super.perform(selector, with: sender) }
        received.append((selector, sender))
        return true
    }
}

/// An answering object that is not a responder.
private final class PlainActionTarget: ActionTarget {
    private(set) var senders: [GestureRecognizer] = []

    func responds(to selector: Selector) -> Bool { selector == "plain:" }

    func perform(_ selector: Selector, with sender: Any?) -> Bool {
        guard selector == "plain:", let recognizer = sender as? GestureRecognizer else { return false }
        senders.append(recognizer)
        return true
    }
}

/// A responder whose handler changes what it publishes while it runs, and reads its own state
/// afterwards: the running handler must stay intact.
private final class SelfChanging: Responder {
    private(set) var calls: [String] = []
    private let tag = "self-changing"

    override init() {
        super.init()
        publish("once", SelfChanging.once)
        publish("swap", SelfChanging.swap)
    }

    private func once() {
        unpublish("once")
        publish("filler1", SelfChanging.once)
        publish("filler2", SelfChanging.once)
        calls.append("\(tag) once")
    }

    private func swap() {
        publish("swap", SelfChanging.swapped)
        calls.append("\(tag) swap")
    }

    private func swapped() {
        calls.append("\(tag) swapped")
    }
}

private final class Silent: Responder {}
private final class NotAResponder {}
private final class Other: Responder {
    func handle(_ sender: GestureRecognizer) {}
}

@Suite("Responder: named actions")
struct ResponderTests {
    @Test func publishWithSenderCallsTheHandlerWithTheSender() {
        let controller = PannableController()
        controller.loadViewIfNeeded()
        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.setTranslation(CGPoint(x: 3, y: 4), in: nil)

        let answered = controller.perform("panGesture:", with: pan)

        #expect(answered)
        #expect(controller.translations == [CGPoint(x: 3, y: 4)])
    }

    @Test func publishWithoutSenderCallsTheHandlerWhateverTheSender() {
        let controller = PannableController()
        controller.loadViewIfNeeded()

        controller.perform("ping", with: nil)
        controller.perform("ping", with: TapGestureRecognizer(target: nil, action: nil))

        #expect(controller.pings == 2)
    }

    @Test func aPrivateHandlerIsReachedByNameAsTheArticleDoes() {
        let controller = PannableController()
        let pan = PanGestureRecognizer(target: controller, action: Selector("panGesture:"))
        controller.view.addGestureRecognizer(pan)

        pan.drive(to: .began)

        #expect(controller.translations == [.zero])
    }

    @Test func respondsToIsTrueExactlyForPublishedSelectors() {
        let controller = PannableController()
        controller.loadViewIfNeeded()

        #expect(controller.responds(to: "panGesture:"))
        #expect(controller.responds(to: "ping"))
        #expect(!controller.responds(to: "panGesture"))
        #expect(!controller.responds(to: "tapGesture:"))
        #expect(controller.publishedSelectors == ["panGesture:", "ping"])
    }

    @Test func performReturnsFalseForAnUnknownSelectorAndReportsNothing() {
        let responder = Silent()

        let (answered, failures) = FailureReporter.capturing {
            responder.perform("nobodyHome:", with: nil)
        }

        #expect(answered == false)
        #expect(failures.isEmpty)
    }

    @Test func unpublishStopsAnswering() {
        let controller = PannableController()
        controller.loadViewIfNeeded()

        controller.unpublish("ping")

        #expect(!controller.responds(to: "ping"))
        #expect(controller.perform("ping", with: nil) == false)
        #expect(controller.pings == 0)
    }

    @Test func aHandlerThatUnpublishesOrReplacesItselfFinishesAndTheChangeHolds() {
        let responder = SelfChanging()

        let answeredOnce = responder.perform("once", with: nil)
        let answeredAgain = responder.perform("once", with: nil)
        responder.perform("swap", with: nil)
        responder.perform("swap", with: nil)

        #expect(answeredOnce)
        #expect(!answeredAgain)
        #expect(responder.calls == ["self-changing once", "self-changing swap", "self-changing swapped"])
        #expect(responder.publishedSelectors == ["filler1", "filler2", "swap"])
    }

    @Test func publishingASelectorAgainReplacesItsHandler() {
        let journal = CallJournal()
        let target = JournalTarget("t", journal: journal)

        target.publish("handle:", JournalTarget.ping_forTests)
        target.perform("handle:", with: ManualRecognizer(target: nil, action: nil))

        #expect(journal.entries == ["t ping"])
    }

    @Test func overridingRespondsAndPerformIsTheOtherWayToAnswer() {
        let board = SwitchboardResponder()
        let recognizer = ManualRecognizer(target: board, action: "board.pan:")

        recognizer.state = .began
        let (_, failures) = FailureReporter.capturing { recognizer.state = .ended }

        #expect(failures.isEmpty)
        #expect(board.responds(to: "board.anything"))
        #expect(!board.responds(to: "elsewhere"))
        #expect(board.received.map(\.0) == ["board.pan:", "board.pan:"])
        #expect(board.received.allSatisfy { ($0.1 as? GestureRecognizer) === recognizer })
    }

    @Test func anActionTargetThatIsNotAResponderReceivesActions() {
        let target = PlainActionTarget()
        let recognizer = ManualRecognizer(target: target, action: "plain:")

        recognizer.state = .began

        #expect(target.senders.count == 1)
        #expect(target.senders.first === recognizer)
    }

    @Test func aSenderOfTheWrongTypeIsReportedAndTheHandlerNotCalled() {
        let controller = PannableController()
        controller.loadViewIfNeeded()
        let tap = TapGestureRecognizer(target: nil, action: nil)

        let (answered, failures) = FailureReporter.capturing {
            controller.perform("panGesture:", with: tap)
        }

        #expect(answered)
        #expect(controller.translations.isEmpty)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("PannableController") == true)
        #expect(failures.first?.message.contains("\"panGesture:\"") == true)
        #expect(failures.first?.message.contains("PanGestureRecognizer") == true)
        #expect(failures.first?.message.contains("TapGestureRecognizer") == true)
    }

    @Test func aNilSenderToAHandlerThatTakesOneIsReported() {
        let controller = PannableController()
        controller.loadViewIfNeeded()

        let (_, failures) = FailureReporter.capturing {
            controller.perform("panGesture:", with: nil)
        }

        #expect(controller.translations.isEmpty)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("nil") == true)
    }

    @Test func publishingAnotherTypesMethodIsReportedAtTheCallersLine() {
        let responder = Silent()

        let expectedLine: UInt = #line + 2
        let (_, failures) = FailureReporter.capturing {
            responder.publish("handle:", Other.handle)
        }

        #expect(!responder.responds(to: "handle:"))
        #expect(failures.count == 1)
        #expect(failures.first?.line == expectedLine)
        #expect(failures.first?.fileID.hasSuffix("ResponderTests.swift") == true)
        #expect(failures.first?.message.contains("Silent is not a Other") == true)
    }

    @Test func anActionNobodyAnswersIsReportedNamingTheTargetsTypeAndSelector() {
        let target = Silent()
        let recognizer = ManualRecognizer(target: target, action: "missing:")

        let (_, failures) = FailureReporter.capturing { recognizer.state = .began }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Silent") == true)
        #expect(failures.first?.message.contains("\"missing:\"") == true)
        #expect(failures.first?.message.contains("ManualRecognizer") == true)
    }

    @Test func anActionToAnObjectThatCannotAnswerSelectorsIsReported() {
        let target = NotAResponder()
        let recognizer = ManualRecognizer(target: target, action: "handle:")

        let (_, failures) = FailureReporter.capturing { recognizer.state = .began }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("NotAResponder") == true)
        #expect(failures.first?.message.contains("\"handle:\"") == true)
    }

    @Test func anUnansweredActionIsReportedAtTheDriversCallSite() {
        let target = Silent()
        let recognizer = ManualRecognizer(target: target, action: "missing:")
        let site = CallSite()

        let (_, failures) = FailureReporter.capturing { recognizer.drive(to: .began, at: site) }

        #expect(failures.count == 1)
        #expect(failures.first?.line == site.line)
        #expect(failures.first?.fileID == "\(site.fileID)")
    }
}

extension JournalTarget {
    /// A second handler, to check that publishing again replaces the first.
    func ping_forTests(_ sender: GestureRecognizer) {
        journal.entries.append("\(label) ping")
    }
}
