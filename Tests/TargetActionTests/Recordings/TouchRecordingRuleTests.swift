import Foundation
import TargetAction
import Testing

/// R130-R132: a recording's JSON, its checks and its transforms.
@Suite struct TouchRecordingRuleTests {
    /// A fling: one finger down, three moves at real, uneven times, and a lift.
    static let fling = TouchRecording(name: "fling", source: "made for the tests; points", fingers: [
        TouchRecording.Finger(samples: [
            .init(time: 10.0, location: CGPoint(x: 270, y: 538.2857055664062), phase: .began),
            .init(time: 10.008, location: CGPoint(x: 270, y: 530.8571166992188), phase: .moved),
            .init(time: 10.017, location: CGPoint(x: 268.5, y: 0.1 + 0.2), phase: .moved),
            .init(time: 10.017, location: CGPoint(x: 260.2857, y: 1e-7), phase: .ended),
        ]),
        TouchRecording.Finger(samples: [
            .init(time: 10.004, location: CGPoint(x: -3, y: 40), phase: .began),
            .init(time: 10.02, location: CGPoint(x: -3, y: 40), phase: .cancelled),
        ]),
    ])

    static func reading(_ json: String) -> TouchRecordingError? {
        do {
            _ = try TouchRecording.recordings(jsonData: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    // MARK: R130

    @Test("R130: jsonData() reads back equal, every number exact, and so does JSONEncoder's form")
    func roundTrips() throws {
        let fling = Self.fling

        #expect(try TouchRecording(jsonData: fling.jsonData()) == fling)
        let encoded = try JSONEncoder().encode(fling)
        #expect(try JSONDecoder().decode(TouchRecording.self, from: encoded) == fling)
        #expect(try TouchRecording(jsonData: encoded) == fling)
        #expect(String(decoding: fling.jsonData(), as: UTF8.self).hasPrefix("{\"version\": 1, \"name\": \"fling\""))
    }

    @Test("R130: a document is one object or an array; version may be left out; other keys are ignored")
    func documents() throws {
        let one = #"{"fingers": [{"samples": [{"time": 0, "x": 1, "y": 2, "phase": "began"}, {"time": 0.5, "x": 1, "y": 3, "phase": "ended", "pressure": 0.4}]}], "device": "Pixel"}"#
        let recordings = try TouchRecording.recordings(jsonData: Data("  [\(one), \(one)]".utf8))

        #expect(recordings.count == 2)
        #expect(try TouchRecording.recordings(jsonData: Data(one.utf8)) == [recordings[0]])
        #expect(recordings[0].name == nil && recordings[0].fingers[0].lastLocation == CGPoint(x: 1, y: 3))
        #expect(recordings[0].duration == 0.5)
    }

    @Test("R130: another version, text that is not JSON, a missing key and an unknown phase say what and where")
    func malformedDocuments() {
        #expect(Self.reading(#"{"version": 2, "fingers": []}"#) == .unsupportedVersion(2))
        #expect(Self.reading("fingers: none") == .malformedJSON("it is not valid JSON"))
        #expect(Self.reading(#"{"fingers": [{"samples": [{"time": 0, "x": 1, "phase": "began"}]}]}"#)
            == .malformedJSON(#"fingers[0].samples[0]: "y" is missing"#))
        #expect(Self.reading(#"{"fingers": [{"samples": [{"time": 0, "x": 1, "y": 1, "phase": "lifted"}]}]}"#)
            == .malformedJSON("fingers[0].samples[0].phase is not one of began, moved, ended, cancelled"))
        #expect(Self.reading(#"{"name": 3, "fingers": []}"#) == .malformedJSON("name is not a string"))
        #expect(TouchRecordingError.unsupportedVersion(2).description.contains("reads version 1"))
    }

    @Test("R130: a non-finite number is written as null, which reads back as malformed JSON")
    func nonFiniteIsNull() {
        var broken = Self.fling
        broken.fingers[0].samples[1].location.x = .nan

        #expect(String(decoding: broken.jsonData(), as: UTF8.self).contains("\"x\": null"))
        #expect(Self.reading(String(decoding: broken.jsonData(), as: UTF8.self)) == .malformedJSON("fingers[0].samples[1].x is null"))
    }

    @Test("R130: a file written reads back; a file that cannot be read or written says which and why")
    func files() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }

        try Self.fling.write(to: url)

        #expect(try TouchRecording(contentsOf: url) == Self.fling)
        #expect(try TouchRecording.recordings(contentsOf: url) == [Self.fling])
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/fling.json")
        #expect(throws: TouchRecordingError.self) { try TouchRecording(contentsOf: missing) }
        #expect(throws: TouchRecordingError.self) { try Self.fling.write(to: missing) }
        do {
            _ = try TouchRecording(contentsOf: missing)
        } catch {
            guard case let .unreadable(path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == missing.path)
            #expect(error.description.hasPrefix("\(missing.path) cannot be read or written"))
        }
    }

    // MARK: R131

    @Test("R131: each problem is found, named by finger and sample, with how to fix it", arguments: [
        (["began 0 1 1", "ended 1 1 1"], nil, ""),
        ([], TouchRecordingError.empty, "has no fingers, or a finger has no samples"),
        (["began 0 1 1", "moved nan 1 1", "ended 1 1 1"], .notFinite(finger: 0, sample: 1), "finger 0, sample 1: its time or a coordinate is not finite"),
        (["began 0 1 1", "moved 0.5 1 1", "ended 0.4 1 1"], .timesNotSorted(finger: 0, sample: 2), "earlier than the sample before it"),
        (["moved 0 1 1", "ended 1 1 1"], .phaseOutOfOrder(finger: 0, sample: 0), "finger 0, sample 0: its phase is out of order"),
        (["began 0 1 1", "began 0.5 1 1", "ended 1 1 1"], .phaseOutOfOrder(finger: 0, sample: 1), "begins once"),
        (["began 0 1 1", "ended 0.5 1 1", "moved 1 1 1"], .phaseOutOfOrder(finger: 0, sample: 2), "nothing comes after"),
        (["began 0 1 1", "moved 1 1 1"], .neverEnds(finger: 0), "finger 0 never ends"),
        (["began 0 1 1", "ended 0 inf 1"], .notFinite(finger: 0, sample: 1), "not finite"),
    ])
    func validation(samples: [String], expected: TouchRecordingError?, words: String) {
        let recording = TouchRecording(fingers: samples.isEmpty ? [] : [TouchRecording.Finger(samples: samples.map(Self.sample))])

        do {
            try recording.validate()
            #expect(expected == nil)
        } catch {
            #expect(error == expected)
            #expect(error.description.contains(words))
        }
    }

    @Test("R131: the first problem in order: emptiness, then sample by sample, then a finger that never ends")
    func order() {
        let endless = TouchRecording.Finger(samples: [Self.sample("began 0 1 1")])
        let late = TouchRecording.Finger(samples: [Self.sample("began 0 1 1"), Self.sample("ended -1 1 1")])

        #expect(throws: TouchRecordingError.empty) { try TouchRecording(fingers: [endless, .init(samples: [])]).validate() }
        #expect(throws: TouchRecordingError.timesNotSorted(finger: 1, sample: 1)) { try TouchRecording(fingers: [endless, late]).validate() }
        #expect(throws: TouchRecordingError.neverEnds(finger: 0)) { try TouchRecording(fingers: [endless, endless]).validate() }
        #expect(Self.reading(#"{"fingers": [{"samples": [{"time": 0, "x": 1, "y": 1, "phase": "began"}]}]}"#) == .neverEnds(finger: 0))
    }

    // MARK: R132

    @Test("R132: scaled, offset, moved and time-scaled recordings keep phases, order, name and source")
    func transforms() throws {
        let fling = Self.fling
        let scaled = fling.scaled(by: 2)
        let moved = fling.moved(to: CGPoint(x: 100, y: 100))
        let slow = fling.timeScaled(by: 2)

        #expect(scaled.fingers[1].firstLocation == CGPoint(x: -6, y: 80))
        #expect(fling.offsetBy(dx: 1, dy: -1).fingers[0].lastLocation == CGPoint(x: 261.2857, y: 1e-7 - 1))
        #expect(moved.fingers[0].firstLocation == CGPoint(x: 100, y: 100))
        #expect(moved.fingers[1].firstLocation == CGPoint(x: 100 - 273, y: 100 + 40 - 538.2857055664062))
        #expect(slow.startTime == 10 && abs(slow.endTime - 10.04) < 1e-12 && abs(slow.duration - 2 * fling.duration) < 1e-12)
        for transformed in [scaled, moved, slow] {
            #expect(transformed.name == fling.name && transformed.source == fling.source)
            #expect(transformed.fingers.map { $0.samples.map(\.phase) } == fling.fingers.map { $0.samples.map(\.phase) })
            try transformed.validate()
        }
    }

    @Test("R132: a negative or non-finite factor gives a recording that validate() rejects")
    func badFactors() {
        for bad in [Self.fling.scaled(by: -1), Self.fling.scaled(by: .infinity), Self.fling.timeScaled(by: -2), Self.fling.timeScaled(by: .nan)] {
            #expect(throws: TouchRecordingError.notFinite(finger: 0, sample: 0)) { try bad.validate() }
        }
    }

    /// "phase time x y", as the tables above write samples.
    static func sample(_ text: String) -> TouchRecording.Sample {
        let parts = text.split(separator: " ").map(String.init)
        let number = { (part: String) -> Double in part == "nan" ? .nan : part == "inf" ? .infinity : Double(part)! }
        return TouchRecording.Sample(
            time: number(parts[1]), location: CGPoint(x: number(parts[2]), y: number(parts[3])),
            phase: TouchRecording.Phase(rawValue: parts[0])!)
    }
}
