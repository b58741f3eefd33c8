import Foundation

extension Window {
    /// Starts recording what happens in this window, one line per happening, stamped with the
    /// clock: touches and the view each was hit-tested to (or that it reached nothing that handles
    /// touches), recognizer and value-gesture states and why a recognizer failed or lost, actions
    /// and control events sent, scroll motion, `@GestureState` changes.
    ///
    /// Recording goes on for the window's life; calling this again changes nothing. The window's
    /// ``gestureObserver`` is told everything as before. The last 10,000 lines at least are kept;
    /// older ones are dropped 10,000 at a time, and the transcript says how many. In an XCTest test
    /// whose target links `Mocks`, a failure of the test prints the transcript.
    public func recordTranscript() {
        guard engine.transcript == nil else { return }
        _ = recordingTrace()
        FailureReporter.testFailureRecorder?.showTranscriptOnFailure(of: self)
    }

    /// What happened since ``recordTranscript()``, one line per happening, ending in a newline;
    /// "" when not recording. Print it, or attach it to a failing expectation.
    public var transcript: String {
        engine.transcript?.transcript ?? ""
    }

    /// The trace that records this window's transcript, started now (keeping `rowLimit` rows at
    /// least) if it was not.
    package func recordingTrace(rowLimit: Int = GestureTrace.defaultRowLimit) -> GestureTrace {
        if let trace = engine.transcript { return trace }
        let trace = GestureTrace(window: self, rowLimit: rowLimit)
        engine.transcript = trace
        return trace
    }
}
