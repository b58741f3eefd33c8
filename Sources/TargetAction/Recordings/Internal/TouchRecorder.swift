import Foundation

/// What a window records of the touch events it delivers, between `recordTouches(name:)` and
/// `stopRecordingTouches()` (R135).
final class TouchRecorder {
    /// One touch seen to begin while recording: its samples, and the touch while it is down (let go
    /// once it ends, so the recorder holds no touch the window does not).
    private struct Entry {
        var touch: Touch?
        var samples: [TouchRecording.Sample]
    }

    let name: String?
    private var entries: [Entry] = []

    init(name: String?) {
        self.name = name
    }

    /// Adds a delivered touch event's changes: stationary changes add nothing, nor do touches that
    /// began before recording started.
    func record(_ event: Event) {
        let time = event.timestamp
        for change in event.changes where change.phase != .stationary {
            let touch = change.touch
            let phase: TouchRecording.Phase
            switch change.phase {
            case .began: phase = .began
            case .moved: phase = .moved
            case .ended: phase = .ended
            case .cancelled: phase = .cancelled
            case .stationary, .regionEntered, .regionMoved, .regionExited: continue
            }
            // An end without a location is where the touch is (the event has not moved it yet).
            let sample = TouchRecording.Sample(time: time, location: change.location ?? touch.locationInWindow, phase: phase)
            if phase == .began {
                entries.append(Entry(touch: touch, samples: [sample]))
                continue
            }
            // From the newest: the touches down are the last to have begun, ended ones before them.
            guard let index = entries.lastIndex(where: { $0.touch === touch }) else { continue }
            var entry = entries[index]
            entry.samples.append(sample)
            if phase == .ended || phase == .cancelled { entry.touch = nil }
            entries[index] = entry
        }
    }

    /// The touches that ended or were cancelled, in the order they began.
    var recording: TouchRecording {
        TouchRecording(name: name, fingers: entries.filter { $0.touch == nil }.map { TouchRecording.Finger(samples: $0.samples) })
    }
}
