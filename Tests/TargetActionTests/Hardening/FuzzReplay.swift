import Foundation
@testable import TargetAction
import TestSupport

/// A recording a random scenario replays through a `TouchSimulator` (R133, R134): a real recorded
/// fling, scaled, slowed or sped up and placed anywhere in the window, or random samples made valid.
struct FuzzReplay: CustomStringConvertible {
    let recording: TouchRecording
    let label: String

    var description: String {
        let samples = recording.fingers.map(\.samples.count).reduce(0, +)
        return "replay \(label): \(recording.fingers.count) finger(s), \(samples) samples over \(recording.duration) s"
    }

    /// The real flings the checker replays, read once.
    static let realFlings: [TouchRecording] = (try? Fixtures.flutterFlings()) ?? []

    /// A real fling transformed (R132), or random samples made valid.
    static func random(_ random: inout SplitMix64) -> FuzzReplay {
        let flings = realFlings
        if !flings.isEmpty, random.chance(0.5) {
            let index = random.below(flings.count)
            let scale = random.pick([0.5, 1, 1, 1.5] as [CGFloat])
            let pace = random.pick([0.25, 0.5, 1, 1, 2, 4] as [Double])
            let start = CGPoint(x: random.int(0...399), y: random.int(0...799))
            let recording = flings[index].scaled(by: scale).timeScaled(by: pace).moved(to: start)
            return FuzzReplay(recording: recording, label: "\(flings[index].name ?? "fling") ×\(scale) at \(pace)× its time from (\(start.x), \(start.y))")
        }
        return FuzzReplay(recording: madeValid(randomSamples(&random)), label: "random samples made valid")
    }

    /// One to three fingers of samples at random times, places and phases: mostly not a valid recording.
    static func randomSamples(_ random: inout SplitMix64) -> TouchRecording {
        let phases: [TouchRecording.Phase] = [.moved, .moved, .moved, .moved, .began, .ended, .cancelled]
        let fingers = (0..<random.int(1...3)).map { _ in
            var location = CGPoint(x: random.int(-10...410), y: random.int(-10...810))
            let start = random.pick([0, 0, 0.004, 0.02, 0.1])
            let samples = (0..<random.int(1...14)).map { _ in
                location.x += CGFloat(random.int(-40...40))
                location.y += CGFloat(random.int(-40...40))
                let time = start + Double(random.below(40)) * random.pick([0.001, 0.004, 0.008, 0.05])
                return TouchRecording.Sample(time: time, location: location, phase: random.pick(phases))
            }
            return TouchRecording.Finger(samples: samples)
        }
        return TouchRecording(fingers: fingers)
    }

    /// `recording` made to pass `validate()`: each finger's samples in time order, begun inside the
    /// window, moving in between, and ending (or cancelled when its last sample was).
    static func madeValid(_ recording: TouchRecording) -> TouchRecording {
        var made = recording
        for finger in made.fingers.indices {
            var samples = made.fingers[finger].samples.enumerated().sorted {
                ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
            }.map(\.element)
            let cancels = samples.last?.phase == .cancelled
            for index in samples.indices {
                samples[index].phase = index == 0 ? .began : .moved
            }
            samples[0].location = CGPoint(x: min(max(samples[0].location.x, 0), 399), y: min(max(samples[0].location.y, 0), 799))
            if samples.count == 1 { samples.append(samples[0]) }
            samples[samples.count - 1].phase = cancels ? .cancelled : .ended
            made.fingers[finger].samples = samples
        }
        return made
    }
}
