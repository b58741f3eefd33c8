import Foundation

extension Window {
    /// Starts recording the touch events this window delivers, as a ``TouchRecording`` named
    /// `name` (R135); a second call drops what was recorded and starts over.
    ///
    /// Each touch that begins from now on is a finger; each of its changes a sample stamped with
    /// the event's clock time, at the change's location (an end without one: where the touch is).
    /// Stationary changes, hover events and rejected events add nothing. Replaying the recording
    /// into a fresh window with the same views, its clock at the recording's start, gives the same
    /// actions at the same times (R136).
    ///
    /// ```swift
    /// window.recordTouches(name: "dismiss-fling")
    /// touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.15)
    /// try window.stopRecordingTouches().write(to: URL(fileURLWithPath: "Fixtures/dismiss-fling.json"))
    /// ```
    public func recordTouches(name: String? = nil) {
        engine.touchRecorder = TouchRecorder(name: name)
    }

    /// Whether the window is recording its touches (between ``recordTouches(name:)`` and
    /// ``stopRecordingTouches()``).
    public var isRecordingTouches: Bool { engine.touchRecorder != nil }

    /// The fingers recorded so far whose touches have ended or been cancelled, in the order they
    /// began; no fingers when not recording. With fingers, it passes ``TouchRecording/validate()``.
    public var recordedTouches: TouchRecording {
        engine.touchRecorder?.recording ?? TouchRecording(fingers: [])
    }

    /// Stops recording, and returns what ``recordedTouches`` read.
    @discardableResult
    public func stopRecordingTouches() -> TouchRecording {
        let recording = recordedTouches
        engine.touchRecorder = nil
        return recording
    }
}
