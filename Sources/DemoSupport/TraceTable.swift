import Foundation
import TargetAction

/// Prints a trace as a plain-text table under a header: the transcript's lines, with a time equal
/// to the row above left blank, so the moments read as groups, and a blank line before each
/// scripted step's caption.
package enum TraceTable {
    /// The table for `trace`, one line per row, ending in a newline.
    package static func render(_ trace: GestureTrace) -> String {
        render(trace.rows)
    }

    /// The table for `rows`.
    package static func render(_ rows: [GestureTrace.Row]) -> String {
        var output = "  t (s)   what     detail\n"
        output += "  ──────  ───────  " + String(repeating: "─", count: 60) + "\n"
        var lastTime: TimeInterval?
        for row in rows {
            if row.kind == .act {
                output += "\n" + GestureTrace.line(row, showingTime: false) + "\n"
                lastTime = nil
                continue
            }
            let sameTime = lastTime.map { abs($0 - row.time) < 1e-9 } == true
            lastTime = row.time
            output += GestureTrace.line(row, showingTime: !sameTime) + "\n"
        }
        return output
    }
}
