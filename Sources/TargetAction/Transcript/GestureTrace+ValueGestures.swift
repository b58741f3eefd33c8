import Foundation

extension GestureTrace {
    // MARK: Value gestures' callbacks and states (R60)

    func callback(_ gesture: AttachedGesture, _ callback: AttachedGesture.Callback, value: Any) {
        let name = laneNames[lane(of: gesture.recognizer)]
        var shown = compactValue("\(value)")
        if shown == "()" { shown = "" }   // a tap's Void
        let opening = "\(name) runs "
        if callback == .onChanged, let previous = lastCallback(opening: opening),
           previous.time == now, previous.text == "\(opening)updating(\(shown))" {
            shown = "the same value"
        }
        add(.callback, text: "\(opening)\(callback)(\(shown))")
    }

    func gestureState(_ gesture: AttachedGesture, value: Any, reset: Bool) {
        let name = laneNames[lane(of: gesture.recognizer)]
        let shown = compactValue("\(value)")
        add(.gestureState, text: reset ? "\(name): @GestureState back to \(shown) (R60)" : "\(name): @GestureState = \(shown)")
    }

    /// The time and text of the last callback row that begins with `opening`, in the current block.
    private func lastCallback(opening: String) -> (time: TimeInterval, text: String)? {
        let entries = recentEntries, texts = recentTexts
        for entry in entries.reversed() where entry.kind == .callback {
            guard case .text(let index) = entry.detail, texts[index].hasPrefix(opening) else { continue }
            return (entry.time, texts[index])
        }
        return nil
    }

    // MARK: Values

    /// A callback's value or a state as the trace prints it: module names and `Optional(…)` left
    /// out, numbers to three decimals, a drag's time and prediction interval dropped.
    func compactValue(_ text: String) -> String {
        var result = text
        for module in ["TargetAction.", "DemoControllers.", "Foundation."] {
            result = result.replacingOccurrences(of: module, with: "")
        }
        result = result.replacingOccurrences(of: #"time: [0-9-]+ [0-9:]+ \+0000, "#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: #", predictionInterval: [0-9.e-]+"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: #"startAnchor: UnitPoint\([^()]*\), "#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: #"CGPoint\(x: ([^,()]+), y: ([^,()]+)\)"#, with: "($1, $2)", options: .regularExpression)
        result = result.replacingOccurrences(of: #"CGSize\(width: ([^,()]+), height: ([^,()]+)\)"#, with: "($1, $2)", options: .regularExpression)
        result = unwrappingOptionals(result)
        return roundingNumbers(result)
    }

    private func unwrappingOptionals(_ text: String) -> String {
        var output = ""
        var closingToDrop: [Int] = []   // the depths of the parentheses that closed an Optional(
        var depth = 0
        var rest = Substring(text)
        while let character = rest.first {
            if rest.hasPrefix("Optional(") {
                rest = rest.dropFirst("Optional(".count)
                depth += 1
                closingToDrop.append(depth)
                continue
            }
            rest = rest.dropFirst()
            if character == "(" {
                depth += 1
            } else if character == ")" {
                if closingToDrop.last == depth {
                    closingToDrop.removeLast()
                    depth -= 1
                    continue
                }
                depth -= 1
            }
            output.append(character)
        }
        return output
    }

    private func roundingNumbers(_ text: String) -> String {
        guard let pattern = try? NSRegularExpression(pattern: #"-?[0-9]+\.[0-9]+(e-?[0-9]+)?"#) else { return text }
        var result = ""
        var last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text), let value = Double(text[range]) else { continue }
            result += text[last..<range.lowerBound]
            let rounded = (value * 1000).rounded() / 1000
            result += number(rounded == 0 ? 0 : rounded)
            last = range.upperBound
        }
        return result + text[last...]
    }
}
