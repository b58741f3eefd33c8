import Foundation
import TargetAction
#if canImport(XCTest)
import XCTest

/// Prints the transcripts of the windows a failing XCTest test recorded, once per test, so that a
/// failure explains itself without the test asking; a passing test prints nothing.
///
/// Registered with XCTest's observation centre by the first window that records a transcript in an
/// XCTest process. It keeps the windows of the running test weakly and forgets them when it ends.
final class TranscriptOnFailure: NSObject, XCTestObservation, @unchecked Sendable {
    /// The one observer, registered on first use.
    static let shared = TranscriptOnFailure()

    private let lock = NSLock()
    private var windows: [WeakWindow] = []
    private var shown = false
    private var registered = false
    /// Where the transcripts go: standard output, beside XCTest's own lines.
    var output: (String) -> Void = { print($0, terminator: "") }

    /// Watches `window` for the rest of the running test, registering the observer on first use.
    static func watch(_ window: Window) {
        if shared.remember(window) { XCTestObservationCenter.shared.addTestObserver(shared) }
    }

    /// Keeps `window` until the running test ends; returns whether the observer is to be registered.
    func remember(_ window: Window) -> Bool {
        lock.lock(); defer { lock.unlock() }
        windows.append(WeakWindow(window))
        defer { registered = true }
        return !registered
    }

    /// How many windows of the running test are watched and still alive.
    var watchedWindowCount: Int {
        lock.lock(); defer { lock.unlock() }
        return windows.filter { $0.window != nil }.count
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        forget()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        forget()
    }

    #if canImport(Darwin)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        showTranscripts(of: testCase.name)
    }
    #else
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        showTranscripts(of: testCase.name)
    }
    #endif

    /// At the test's first failure, the transcript of each window it recorded that is still alive.
    func showTranscripts(of testName: String) {
        lock.lock()
        let live = shown ? [] : windows.compactMap(\.window)
        shown = true
        lock.unlock()
        for window in live where !window.transcript.isEmpty {
            output("\(testName) failed; what its window saw (\(window.debugName)):\n\(window.transcript)")
        }
    }

    private func forget() {
        lock.lock(); defer { lock.unlock() }
        windows.removeAll()
        shown = false
    }
}

/// A window held weakly.
private struct WeakWindow {
    weak var window: Window?
    init(_ window: Window) { self.window = window }
}
#endif
