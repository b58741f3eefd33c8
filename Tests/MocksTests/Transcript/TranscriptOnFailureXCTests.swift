import Foundation
import Mocks
@testable import MocksTestFrameworks
import TargetAction
import XCTest

/// A failing XCTest test prints the transcripts of the windows it recorded, once, without asking;
/// a passing one prints nothing.
final class TranscriptOnFailureXCTests: XCTestCase {
    /// A window with one button, a simulator recording it, and a tap on the button.
    private func tappedWindow() -> (TouchSimulator, Button) {
        let simulator = TouchSimulator(hosting: ViewController(), size: CGSize(width: 390, height: 844))
        let button = Button(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        button.accessibilityIdentifier = "save"
        simulator.window.addSubview(button)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        return (simulator, button)
    }

    func testAFailurePrintsEachWindowsTranscriptOnceAndAPassPrintsNothing() {
        let observer = TranscriptOnFailure()
        var printed: [String] = []
        observer.output = { printed.append($0) }
        let (simulator, _) = tappedWindow()
        observer.testCaseWillStart(self)
        _ = observer.remember(simulator.window)

        observer.testCaseDidFinish(self)   // a passing test: nothing
        XCTAssertEqual(printed, [])

        observer.testCaseWillStart(self)
        _ = observer.remember(simulator.window)
        observer.showTranscripts(of: "-[Suite testSave]")
        observer.showTranscripts(of: "-[Suite testSave]")   // a second failure in the same test

        XCTAssertEqual(printed.count, 1)
        XCTAssertTrue(printed.first?.hasPrefix("-[Suite testSave] failed; what its window saw") ?? false, "\(printed)")
        XCTAssertTrue(printed.first?.contains(simulator.transcript) ?? false)
        XCTAssertTrue(simulator.transcript.contains("Button(\"save\")"), simulator.transcript)
    }

    func testASimulatorInAnXCTestTestIsWatchedUntilTheTestEnds() {
        let (simulator, _) = tappedWindow()

        XCTAssertGreaterThanOrEqual(TranscriptOnFailure.shared.watchedWindowCount, 1)
        withExtendedLifetime(simulator) {}
    }

    func testAWindowThatIsGoneIsNotPrinted() {
        let observer = TranscriptOnFailure()
        var printed: [String] = []
        observer.output = { printed.append($0) }
        observer.testCaseWillStart(self)
        do {
            let (simulator, _) = tappedWindow()
            _ = observer.remember(simulator.window)
        }

        observer.showTranscripts(of: "-[Suite testGone]")

        XCTAssertEqual(printed, [])
    }
}
