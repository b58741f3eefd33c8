import Foundation

/// Reports held while one gesture runs, so that a mistake repeated on every event of it (an action
/// nobody answers, sent on every move) is reported once, with how often it happened.
struct HeldReports {
    private var reports: [(message: String, site: CallSite?, count: Int)] = []

    /// Holds `message`; a message already held counts once more.
    mutating func hold(_ message: String, at site: CallSite?) {
        if let index = reports.firstIndex(where: { $0.message == message }) {
            reports[index].count += 1
        } else {
            reports.append((message, site, 1))
        }
    }

    /// Reports what was held, each at the line of its first time, and forgets it.
    mutating func flush() {
        guard !reports.isEmpty else { return }
        let held = reports
        reports = []
        for report in held {
            let times = report.count > 1 ? " This happened \(report.count) times during the gesture." : ""
            FailureReporter.report(report.message + times, at: report.site)
        }
    }
}
