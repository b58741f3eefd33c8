import Foundation
import Mocks
@testable import TargetAction

extension FuzzRun {
    /// R133, R134: replays a recording through the run's own simulator. Unless a handler moved the
    /// clock or sent events meanwhile, nothing is reported and the clock ends at the start plus the
    /// recording's duration; a replay a handler made the window reject stops, reported; either way
    /// none of its fingers is left down.
    func applyReplay(_ replay: FuzzReplay) {
        let window = scene.window
        let replayer = self.replayer ?? TouchSimulator(window: window)
        self.replayer = replayer
        let start = window.clock.now
        let (_, captured) = FailureReporter.capturing { replayer.replay(replay.recording) }
        // What handlers' own events made the window report goes on to the step's funnel, which explains it.
        let isTheReplays = { (report: ReportedFailure) in
            report.message.hasPrefix("TouchSimulator.replay(") || report.message.contains("The replay stopped at its samples")
        }
        for report in captured where !isTheReplays(report) { FailureReporter.report(report.message, at: nil) }
        let reports = captured.filter(isTheReplays)
        checker.count(replay.label.hasPrefix("random") ? "replays of random samples" : "replays of real flings")
        if reports.isEmpty {
            if !timeOrEventsFromHandlers, window.clock.now != start + replay.recording.duration {
                checker.fail("R133", "after the replay the clock reads \(window.clock.now), not the start \(start) plus the recording's duration \(replay.recording.duration).")
            }
        } else if timeOrEventsFromHandlers, reports.count == 1, reports[0].message.contains("The replay stopped at its samples") {
            checker.count("replays a handler's time or events stopped (R134)")
        } else {
            checker.fail("R134", "the replay reported \(reports.map(\.message)) though no handler moved the clock or sent events.")
        }
        if !replayer.fingersDown.isEmpty {
            checker.fail("R134", "after the replay, the simulator still has fingers \(replayer.fingersDown) down.")
        }
    }
}
