import Foundation

/// Prints a ``GestureTrace`` as a plain-text table: time, kind, what happened.
///
/// A time equal to the row above is left blank, so the moments read as groups; `why` and `waits`
/// rows are indented under the change they explain; an `act` row is a caption line.
public enum TraceTable {
    /// The table for `trace`, one line per row, ending in a newline.
    public static func render(_ trace: GestureTrace) -> String {
        render(trace.rows)
    }

    /// The table for `rows`.
    public static func render(_ rows: [GestureTrace.Row]) -> String {
        var output = "  t (s)   what     detail\n"
        output += "  ──────  ───────  " + String(repeating: "─", count: 60) + "\n"
        var lastTime: TimeInterval?
        for row in rows {
            if row.kind == .act {
                output += "\n▸ \(row.text)\n"
                lastTime = nil
                continue
            }
            let time = lastTime.map { abs($0 - row.time) < 1e-9 } == true ? "" : String(format: "%6.3f", row.time)
            lastTime = row.time
            let indent = row.kind == .why || row.kind == .waits ? "  " : ""
            output += "  " + pad(time, 6) + "  " + pad(row.kind.rawValue, 7) + "  " + indent + row.text + "\n"
        }
        return output
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
