import Foundation
import TargetAction

/// Draws demo sessions as an SVG timeline: per session, a lane of touches, one lane per recognizer (its
/// states as coloured spans over time, its actions as dots, its waits (R15) as a yellow band) and
/// a lane of control events.
package enum TimelineSVG {
    /// One session, drawn as one block with its own time axis.
    package struct Section {
        package let title: String
        package let session: DemoSession

        package init(title: String, session: DemoSession) {
            self.title = title
            self.session = session
        }
    }

    /// The colour of each state's span, and of the legend.
    package static func color(of state: GestureRecognizer.State) -> String {
        switch state {
        case .possible: "#e6e6e6"
        case .began: "#a8e6a1"
        case .changed: "#34a853"
        case .ended: "#4285f4"
        case .cancelled: "#fb8c00"
        case .failed: "#ea4335"
        }
    }

    static let width: Double = 1100
    static let labelWidth: Double = 170   // room for lanes such as "circle.highPriorityGesture"
    static let rightMargin: Double = 30
    static let laneHeight: Double = 20
    static let laneGap: Double = 6
    static let waitColor = "#fbbc05"

    /// The SVG document for `sections`, stacked top to bottom, with a legend.
    package static func render(_ sections: [Section]) -> String {
        var body = ""
        var y: Double = 24
        for section in sections {
            y = draw(section, at: y, into: &body)
            y += 28
        }
        y = drawLegend(at: y, into: &body)
        let height = y + 16
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <rect x="0" y="0" width="\(n(width))" height="\(n(height))" fill="#ffffff"/>
            \(body)</svg>

            """
    }

    /// Draws one section from `top`; returns the y below it.
    private static func draw(_ section: Section, at top: Double, into svg: inout String) -> Double {
        let trace = section.session.trace
        let marks = section.session.marks
        let duration = max(trace.now, 0.1)
        let plotWidth = width - labelWidth - rightMargin
        func x(_ time: TimeInterval) -> Double { labelWidth + time / duration * plotWidth }

        var y = top
        svg += text(section.title, x: 8, y: y, size: 14, weight: "bold")
        y += 12

        // Time axis.
        let step = niceStep(for: duration)
        let axisY = y + 12
        svg += line(x1: x(0), y1: axisY, x2: x(duration), y2: axisY, stroke: "#999999")
        var tick: Double = 0
        while tick <= duration + 1e-9 {
            svg += line(x1: x(tick), y1: axisY - 3, x2: x(tick), y2: axisY + 3, stroke: "#999999")
            svg += text("\(number(tick)) s", x: x(tick), y: axisY - 5, size: 9, anchor: "middle", fill: "#666666")
            tick += step
        }
        y = axisY + 18   // room for the act numbers

        let lanesTop = y
        let controlEvents = trace.rows.filter { $0.kind == .control }
        let laneCount = trace.lanes.count + 1 + (controlEvents.isEmpty ? 0 : 1)
        let lanesBottom = lanesTop + Double(laneCount) * (laneHeight + laneGap)

        // Acts: numbered dashed lines across the lanes.
        for (index, act) in marks.acts.enumerated() {
            svg += "<line x1=\"\(n(x(act.time)))\" y1=\"\(n(lanesTop - 12))\" x2=\"\(n(x(act.time)))\" y2=\"\(n(lanesBottom))\" stroke=\"#bbbbbb\" stroke-dasharray=\"3,3\"/>\n"
            svg += text("\(index + 1)", x: x(act.time) + 3, y: lanesTop - 3, size: 9, weight: "bold", fill: "#555555")
        }

        // Touch lane: a bar while each finger is down, a tick per event.
        svg += text("touches", x: labelWidth - 8, y: y + laneHeight * 0.7, anchor: "end", fill: "#333333")
        svg += rect(x: x(0), y: y, width: plotWidth, height: laneHeight, fill: "#f7f7f7")
        var downAt: [Int: TimeInterval] = [:]
        for mark in marks.touchMarks {
            switch mark.phase {
            case .began:
                downAt[mark.finger] = mark.time
            case .ended, .cancelled:
                if let start = downAt.removeValue(forKey: mark.finger) {
                    svg += rect(x: x(start), y: y + 6, width: max(2, x(mark.time) - x(start)), height: laneHeight - 12, fill: "#9e9e9e",
                                title: "finger \(mark.finger) down \(seconds(start)) to \(seconds(mark.time))")
                }
            case .moved, .stationary, .regionEntered, .regionMoved, .regionExited:
                break
            }
            let (color, tall) = tickStyle(mark.phase)
            svg += line(x1: x(mark.time), y1: y + laneHeight / 2 - tall, x2: x(mark.time), y2: y + laneHeight / 2 + tall, stroke: color, width: 1.5)
        }
        for (finger, start) in downAt {
            svg += rect(x: x(start), y: y + 6, width: max(2, x(duration) - x(start)), height: laneHeight - 12, fill: "#9e9e9e",
                        title: "finger \(finger) down from \(seconds(start))")
        }
        y += laneHeight + laneGap

        // Recognizer lanes.
        for (lane, name) in trace.lanes.enumerated() {
            svg += text(name, x: labelWidth - 8, y: y + laneHeight * 0.7, anchor: "end", fill: "#333333")
            svg += rect(x: x(0), y: y, width: plotWidth, height: laneHeight, fill: color(of: .possible), title: "\(name) .possible")
            var state = GestureRecognizer.State.possible
            var since: TimeInterval = 0
            func close(at end: TimeInterval) {
                guard state != .possible else { return }
                let left = x(since)
                svg += rect(x: left, y: y, width: max(3, x(end) - left), height: laneHeight, fill: color(of: state),
                            title: "\(name) \(state) \(seconds(since))\(end > since ? " to \(seconds(end))" : "")")
            }
            for transition in marks.transitions where transition.lane == lane {
                close(at: transition.time)
                state = transition.to
                since = transition.time
            }
            close(at: duration)
            for span in trace.waitSpans where span.lane == lane {
                let end = span.end ?? duration
                svg += rect(x: x(span.start), y: y + laneHeight - 6, width: max(3, x(end) - x(span.start)), height: 6, fill: waitColor,
                            title: "\(name) waits for \(span.blockers.joined(separator: " and ")) to fail, \(seconds(span.start)) to \(seconds(end)) (R15)")
            }
            for mark in marks.actionMarks where mark.lane == lane {
                svg += "<circle cx=\"\(n(x(mark.time)))\" cy=\"\(n(y + 5))\" r=\"2.5\" fill=\"#202124\" stroke=\"#ffffff\" stroke-width=\"0.8\"><title>\(escape("\(name) sends its action (\(mark.state)) at \(seconds(mark.time))"))</title></circle>\n"
            }
            y += laneHeight + laneGap
        }

        // Control lane: a diamond per control event, named in its title.
        if !controlEvents.isEmpty {
            svg += text("controls", x: labelWidth - 8, y: y + laneHeight * 0.7, anchor: "end", fill: "#333333")
            svg += rect(x: x(0), y: y, width: plotWidth, height: laneHeight, fill: "#f7f7f7")
            for event in controlEvents {
                let cx = x(event.time), cy = y + laneHeight / 2
                svg += "<path d=\"M \(n(cx)) \(n(cy - 6)) L \(n(cx + 5)) \(n(cy)) L \(n(cx)) \(n(cy + 6)) L \(n(cx - 5)) \(n(cy)) Z\" fill=\"#8e24aa\" fill-opacity=\"0.6\"><title>\(escape("\(event.text) at \(seconds(event.time))"))</title></path>\n"
            }
            y += laneHeight + laneGap
        }

        // Act captions.
        for (index, act) in marks.acts.enumerated() {
            y += 14
            svg += text("\(index + 1). at \(seconds(act.time)): \(act.caption)", x: labelWidth, y: y, fill: "#444444")
        }
        return y
    }

    private static func drawLegend(at top: Double, into svg: inout String) -> Double {
        var x = labelWidth
        let y = top
        svg += text("legend", x: labelWidth - 8, y: y + 10, anchor: "end", weight: "bold", fill: "#333333")
        let states: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        for state in states {
            svg += rect(x: x, y: y, width: 14, height: 12, fill: color(of: state))
            svg += text("\(state)", x: x + 18, y: y + 10)
            x += 90
        }
        svg += rect(x: x, y: y + 6, width: 14, height: 6, fill: waitColor)
        svg += text("waits for another to fail (R15)", x: x + 18, y: y + 10)
        var second = y + 22
        var x2 = labelWidth
        svg += "<circle cx=\"\(n(x2 + 7))\" cy=\"\(n(second + 6))\" r=\"2.5\" fill=\"#202124\"/>\n"
        svg += text("action sent", x: x2 + 18, y: second + 10)
        x2 += 110
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            let (color, tall) = tickStyle(phase)
            svg += line(x1: x2 + 7, y1: second + 6 - tall, x2: x2 + 7, y2: second + 6 + tall, stroke: color, width: 1.5)
            svg += text("finger \(phase == .began ? "down" : phase == .moved ? "moves" : phase == .ended ? "up" : "cancelled")", x: x2 + 14, y: second + 10)
            x2 += 125
        }
        svg += rect(x: x2, y: second + 3, width: 24, height: 6, fill: "#9e9e9e")
        svg += text("finger held", x: x2 + 30, y: second + 10)
        second += 14
        return second
    }

    // MARK: Elements

    private static func tickStyle(_ phase: Touch.Phase) -> (color: String, halfHeight: Double) {
        switch phase {
        case .began: ("#188038", 9)
        case .moved, .stationary, .regionEntered, .regionMoved, .regionExited: ("#5f6368", 4)
        case .ended: ("#202124", 9)
        case .cancelled: ("#d93025", 9)
        }
    }

    private static func niceStep(for duration: TimeInterval) -> TimeInterval {
        for step in [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60] where duration / step <= 16 {
            return step
        }
        return (duration / 16).rounded(.up)
    }

    private static func rect(x: Double, y: Double, width: Double, height: Double, fill: String, title: String? = nil) -> String {
        let tooltip = title.map { "<title>\(escape($0))</title>" } ?? ""
        let open = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(fill)\""
        return tooltip.isEmpty ? open + "/>\n" : open + ">" + tooltip + "</rect>\n"
    }

    private static func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"/>\n"
    }

    private static func text(_ content: String, x: Double, y: Double, size: Double = 11, anchor: String = "start",
                             weight: String = "normal", fill: String = "#202124") -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" text-anchor=\"\(anchor)\" font-weight=\"\(weight)\" fill=\"\(fill)\">\(escape(content))</text>\n"
    }

    /// Escapes text for XML content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func n(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private static func seconds(_ time: TimeInterval) -> String {
        String(format: "%.3f s", time)
    }
}
