import Foundation
import TargetAction

extension TouchSimulator {
    /// Replays `recording` through the window's normal event path, on the window's clock (R133).
    ///
    /// Each sample goes out at clock time now + (its time − `TouchRecording.startTime`): the
    /// clock advances to each event's time, firing the timers due in between, and reads now +
    /// `TouchRecording.duration` at the end. Samples of one time go out in as few events as
    /// possible, and a lift whose location differs from its touch's is preceded by a move there at
    /// the same time. Recorded fingers take the lowest free finger numbers when they begin; fingers
    /// already down stay down (R134). Locations are window coordinates: place a recording with
    /// `TouchRecording.moved(to:)` or `TouchRecording.offsetBy(dx:dy:)` first.
    ///
    /// A recording that fails `TouchRecording.validate()`, or whose fingers begin outside the
    /// window, is reported at the caller's line: nothing is sent and the clock stays. An event the
    /// window rejects is reported there too; the replay stops and the touches it put down are
    /// cancelled in one event.
    ///
    /// ```swift
    /// let fling = try TouchRecording(contentsOf: fixtures.appendingPathComponent("fling.json"))
    /// touches.replay(fling.moved(to: CGPoint(x: 200, y: 600)))
    /// ```
    public func replay(
        _ recording: TouchRecording,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "TouchSimulator.replay(\(recording.name.map { "\"\($0)\"" } ?? "_"))"
        do {
            try recording.validate()
        } catch {
            FailureReporter.report("\(call): \(error.description) Nothing was sent.", at: site)
            return
        }
        guard replayBeginsInside(recording, call, site) else { return }
        var replay = Replay(recording: recording, start: window.clock.now)
        for step in ReplayPlan(recording).steps {
            let time = replay.start + (step.time - recording.startTime)
            advanceClock(to: time, site)
            let cancels = replay.recording.fingers.indices.contains { liveTouch(replay, $0) != nil }
            let note = " The replay stopped at its samples at \(number(step.time)) s\(cancels ? "; the touches it had put down were cancelled" : ""). Nothing after them was sent."
            guard sendLiftMoves(step, replay, at: time, site, note: note),
                  sendSamples(step, &replay, at: time, site, note: note) else {
                return cancelReplayTouches(replay, site)
            }
        }
        let end = replay.start + recording.duration
        advanceClock(to: end, site)
    }

    /// Moves the clock to `time` itself (not by a difference, which may round past it), firing the
    /// timers due; a time already passed leaves it.
    private func advanceClock(to time: TimeInterval, _ site: CallSite) {
        guard time > window.clock.now else { return }
        window.reporting(at: site) {
            window.clock.advance(to: time, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
    }

    /// A replay under way: the recording, when it started, and each recorded finger's touch and
    /// finger number once it began.
    private struct Replay {
        let recording: TouchRecording
        let start: TimeInterval
        var placed: [(finger: Int, touch: Touch)?]

        init(recording: TouchRecording, start: TimeInterval) {
            self.recording = recording
            self.start = start
            placed = Array(repeating: nil, count: recording.fingers.count)
        }

        func sample(_ index: (finger: Int, sample: Int)) -> TouchRecording.Sample {
            recording.fingers[index.finger].samples[index.sample]
        }
    }

    /// The recorded finger's touch while it is still its finger's (a handler may have lifted it).
    private func liveTouch(_ replay: Replay, _ recorded: Int) -> (finger: Int, touch: Touch)? {
        reconcile()
        guard let placed = replay.placed[recorded], fingers[placed.finger] === placed.touch else { return nil }
        return placed
    }

    /// R133: lifts recorded away from where their touch is are preceded by a move there, in one event.
    private func sendLiftMoves(_ step: ReplayPlan.Step, _ replay: Replay, at time: TimeInterval,
                               _ site: CallSite, note: String) -> Bool {
        var moves: [Event.Change] = []
        for index in step.samples where replay.sample(index).phase == .ended {
            let location = replay.sample(index).location
            if let live = liveTouch(replay, index.finger), live.touch.location(in: nil) != location {
                moves.append(.moved(live.touch, to: location))
            }
        }
        return moves.isEmpty || send(moves, putting: [], lifting: [], site, at: time, note: note)
    }

    /// Sends one step's samples in one event: touch-downs on the lowest free finger numbers (R134),
    /// moves, lifts and cancels of the recorded fingers still down.
    private func sendSamples(_ step: ReplayPlan.Step, _ replay: inout Replay, at time: TimeInterval,
                             _ site: CallSite, note: String) -> Bool {
        let beginning = step.samples.filter { replay.sample($0).phase == .began }
        var numbers = freeFingers(beginning.count)[...]
        var changes: [Event.Change] = []
        var placed: [(finger: Int, touch: Touch, point: CGPoint)] = []
        var lifted: [(finger: Int, touch: Touch)] = []
        for index in step.samples {
            let sample = replay.sample(index)
            if sample.phase == .began {
                let touch = Touch(type: touchType)
                let finger = numbers.removeFirst()
                touch.transcriptFinger = finger   // the transcript's finger numbers are the test's
                replay.placed[index.finger] = (finger, touch)
                placed.append((finger, touch, sample.location))
                changes.append(.began(touch, at: sample.location))
                continue
            }
            guard let live = liveTouch(replay, index.finger) else { continue }
            switch sample.phase {
            case .began: continue
            case .moved: changes.append(.moved(live.touch, to: sample.location))
            case .ended: changes.append(.ended(live.touch)); lifted.append(live)
            case .cancelled: changes.append(.cancelled(live.touch)); lifted.append(live)
            }
        }
        return changes.isEmpty || send(changes, putting: placed, lifting: lifted, site, at: time, note: note)
    }

    /// R134: a stopped replay cancels the touches it put down that are still down, in one event.
    private func cancelReplayTouches(_ replay: Replay, _ site: CallSite) {
        let live = replay.recording.fingers.indices.compactMap { liveTouch(replay, $0) }
        guard !live.isEmpty else { return }
        sendLift(live, live.map { .cancelled($0.touch) }, site)
    }

    /// R109: every recorded finger begins inside the window; the first that does not is reported.
    private func replayBeginsInside(_ recording: TouchRecording, _ call: String, _ site: CallSite) -> Bool {
        for (index, finger) in recording.fingers.enumerated() where !window.point(inside: finger.firstLocation, with: nil) {
            let bounds = window.bounds
            FailureReporter.report(
                "\(call): finger \(index) begins at \(format(finger.firstLocation)), outside the window (\(number(bounds.minX)), \(number(bounds.minY)), \(number(bounds.width)), \(number(bounds.height))): a touch begins only inside its window (R109). Nothing was sent; place the recording with moved(to:) or offsetBy(dx:dy:).",
                at: site)
            return false
        }
        return true
    }
}
