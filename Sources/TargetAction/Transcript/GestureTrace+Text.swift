import Foundation

extension GestureTrace {
    // MARK: The rows in words

    /// Every row as a line stamped with its time, each ending in a newline; "" before any row.
    package var transcript: String {
        var text = droppedRows == 0 ? "" : "(\(droppedRows) earlier lines dropped)\n"
        for row in rows {
            text += Self.line(row, showingTime: true) + "\n"
        }
        return text
    }

    /// One row as a line: its time (or blanks), its kind and what happened, a `why` or `waits` row
    /// indented under the change it explains; an `act` row is a caption, "▸ …".
    package static func line(_ row: Row, showingTime: Bool) -> String {
        if row.kind == .act { return "▸ \(row.text)" }
        let time = showingTime ? String(format: "%6.3f", row.time) : ""
        let indent = row.kind == .why || row.kind == .waits ? "  " : ""
        return "  " + pad(time, 6) + "  " + pad(row.kind.rawValue, 7) + "  " + indent + row.text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
