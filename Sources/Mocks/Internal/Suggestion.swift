import Foundation
import TargetAction

/// The "did you mean" of the VoiceOver driver's reports (R156).
enum Suggestion {
    /// The candidate nearest `text`: the one at the smallest edit distance, ignoring case, within
    /// `max(1, min(limit, text.count / 4))`, the first in order on a tie; failing that, the first
    /// that starts with `text`, ignoring case; nil when none does.
    static func nearest(to text: String, among candidates: [String], limit: Int) -> String? {
        let wanted = text.lowercased()
        let allowed = max(1, min(limit, text.count / 4))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(candidate.lowercased(), wanted)
            if distance <= allowed, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        if let best { return best.candidate }
        return candidates.first { $0.lowercased().hasPrefix(wanted) }
    }

    /// How a report's first sentence ends: `; did you mean "Save"?`, or "." without a suggestion.
    static func ending(_ text: String, among candidates: [String], limit: Int) -> String {
        nearest(to: text, among: candidates, limit: limit).map { "; did you mean \"\($0)\"?" } ?? "."
    }
}
