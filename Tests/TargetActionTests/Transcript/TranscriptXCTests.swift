import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// The transcript in XCTest: recorded from a simulator's creation, and carried by a failing
/// assertion's message.
final class TranscriptXCTests: FailureCatchingTestCase {
    /// A 400×800 window with a view named "card" at (100, 100), 200×200, panned by "cardPan".
    private func cardSimulator() -> (simulator: TouchSimulator, card: View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        card.accessibilityIdentifier = "card"
        let pan = PanGestureRecognizer(target: nil, action: nil)
        pan.name = "cardPan"
        card.addGestureRecognizer(pan)
        window.addSubview(card)
        return (TouchSimulator(window: window), card)
    }

    func testTheSimulatorsTranscriptRecordsFromItsCreation() {
        let (simulator, _) = cardSimulator()
        XCTAssertEqual(simulator.transcript, "")

        simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 250), duration: 0.2, steps: 2)

        XCTAssertEqual(simulator.transcript, simulator.window.transcript)
        XCTAssertTrue(simulator.transcript.hasPrefix("   0.000  touch    finger 0 down at (150, 150) on View(\"card\")\n"))
        XCTAssertTrue(simulator.transcript.contains("   0.100  state    cardPan: .possible → .began\n"))
        XCTAssertTrue(simulator.transcript.contains("   0.200  state    cardPan: .changed → .ended\n"))
    }

    func testTheSimulatorsFingerNumbersAreTheTranscripts() {
        let (simulator, _) = cardSimulator()

        simulator.down(at: CGPoint(x: 150, y: 150), finger: 2)
        simulator.up(finger: 2)

        XCTAssertTrue(simulator.transcript.contains("finger 2 down at (150, 150)"))
        XCTAssertTrue(simulator.transcript.contains("finger 2 up"))
    }

    func test_R17_aTouchThatReachedNothingSaysSo() {
        let (simulator, _) = cardSimulator()

        simulator.tap(at: CGPoint(x: 20, y: 20))

        XCTAssertTrue(simulator.transcript.contains(
            "finger 0 down at (20, 20) on Window(0.0, 0.0, 400.0, 800.0): reached nothing that handles touches\n"))
    }

    func testTheTranscriptAttachedToAFailingAssertionIsInItsMessage() {
        let (simulator, card) = cardSimulator()
        simulator.tap(at: CGPoint(x: 20, y: 20))

        let failures = caughtFailures {
            XCTAssertEqual(card.gestureRecognizers?.first?.state, .ended, simulator.transcript)
        }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("reached nothing that handles touches") ?? false)
    }

    /// Counts the events it hears of.
    private final class EventCounter: GestureObserver {
        var processed = 0
        func window(_ window: Window, didProcess event: Event) { processed += 1 }
    }

    func testTheWindowsOwnObserverIsStillToldBesideTheSimulatorsTranscript() {
        let (simulator, _) = cardSimulator()
        let counter = EventCounter()
        simulator.window.gestureObserver = counter

        simulator.tap(at: CGPoint(x: 150, y: 150))

        XCTAssertEqual(counter.processed, 2)
        XCTAssertTrue(simulator.transcript.contains("finger 0 up"))
    }
}
