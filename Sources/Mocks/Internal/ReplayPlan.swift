import Foundation
import TargetAction

/// A recording cut into the events a replay sends (R133): the samples of one time in as few events
/// as possible, each finger at most once per event, fingers in recording order.
struct ReplayPlan {
    /// One event's samples: `(finger, sample)` indices into the recording, at `time`.
    struct Step {
        let time: TimeInterval
        let samples: [(finger: Int, sample: Int)]
    }

    let steps: [Step]

    /// The plan of a recording that passes `validate()` (each finger's times sorted).
    init(_ recording: TouchRecording) {
        let fingers = recording.fingers
        var next = Array(repeating: 0, count: fingers.count)
        var steps: [Step] = []
        while let time = ReplayPlan.earliestTime(fingers, next) {
            // The first event at this time takes each finger's first sample at it, the next their second…
            while true {
                var samples: [(finger: Int, sample: Int)] = []
                for finger in fingers.indices where next[finger] < fingers[finger].samples.count
                    && fingers[finger].samples[next[finger]].time == time {
                    samples.append((finger, next[finger]))
                    next[finger] += 1
                }
                guard !samples.isEmpty else { break }
                steps.append(Step(time: time, samples: samples))
            }
        }
        self.steps = steps
    }

    /// The earliest time among the fingers' next samples; nil when every sample is planned.
    private static func earliestTime(_ fingers: [TouchRecording.Finger], _ next: [Int]) -> TimeInterval? {
        var earliest: TimeInterval?
        for finger in fingers.indices where next[finger] < fingers[finger].samples.count {
            let time = fingers[finger].samples[next[finger]].time
            if earliest.map({ time < $0 }) ?? true { earliest = time }
        }
        return earliest
    }
}
