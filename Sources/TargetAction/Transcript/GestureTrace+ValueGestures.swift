import Foundation

extension GestureTrace {
    // MARK: GestureObserver: value gestures' callbacks and states (R60)

    public func attachedGesture(_ gesture: AttachedGesture, willRun callback: AttachedGesture.Callback, with value: String) {
        recordOutcome()   // what the previous callback changed, before this one runs
        let recognizer = gesture.recognizer
        let name = laneNames[lane(of: recognizer)]
        if callback == .updating { runningUpdating = runningUpdating.union([ObjectIdentifier(recognizer)]) }
        var shown = compactValue(value)
        if shown == "()" { shown = "" }   // a tap's Void
        let opening = "\(name) runs "
        if callback == .onChanged, let previous = lastCallback(opening: opening),
           previous.time == now, previous.text == "\(opening)updating(\(shown))" {
            shown = "the same value"
        }
        add(.callback, text: "\(opening)\(callback)(\(shown))")
    }

    public func attachedGesture(_ gesture: AttachedGesture, didSetGestureState value: String) {
        let recognizer = gesture.recognizer
        let name = laneNames[lane(of: recognizer)]
        let running = runningUpdating
        let written = running.contains(ObjectIdentifier(recognizer))
        if written { runningUpdating = running.subtracting([ObjectIdentifier(recognizer)]) }
        let text = written ? "\(name): @GestureState = \(compactValue(value))"
                           : "\(name): @GestureState back to \(compactValue(value)) (R60)"
        add(.gestureState, text: text)
        recordOutcome()
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

    // MARK: Attached gestures by recognizer

    /// The attached gesture `recognizer` runs, if it runs one; remembered once seen, so that it is
    /// known after it is removed.
    func attachedGesture(of recognizer: GestureRecognizer) -> AttachedGesture? {
        guard let valueRecognizer = recognizer as? ValueGestureRecognizer else { return nil }
        let key = ObjectIdentifier(recognizer)
        var known = attachedByRecognizer
        if let attached = known[key] { return attached }
        guard let found = valueRecognizer.attached else { return nil }
        attachedByRecognizer = [:]
        known[key] = found
        attachedByRecognizer = known
        return found
    }

    /// A lane's name for an attached gesture with no name: its view and how it was attached,
    /// "circle.gesture", "badge.onTapGesture"; numbered when a gesture attached the same way came before.
    func laneName(for attached: AttachedGesture) -> String {
        let base = "\(attached.view.map(viewName) ?? "removed").\(GestureAnatomy.attachingMethod(of: attached))"
        var name = base
        var number = 2
        let names = laneNames
        while names.contains(name) {
            name = "\(base) #\(number)"
            number += 1
        }
        return name
    }

    /// A view's short name, for lanes and phrases: its accessibility identifier, or its type.
    func viewName(_ view: View) -> String {
        view.accessibilityIdentifier ?? typeName(type(of: view))
    }

    /// "the badge's onTapGesture(count: 2)".
    func phrase(_ attached: AttachedGesture) -> String {
        "\(owner(attached))'s \(GestureAnatomy.attachment(of: attached))"
    }

    /// "the circle": the view it is attached to.
    func owner(_ attached: AttachedGesture) -> String {
        attached.view.map { "the \(viewName($0))" } ?? "a removed view"
    }

    // MARK: Priority between attached gestures (R66)

    /// Whether `inner` counts as inside `outer`: attached to a view inside outer's, or earlier to
    /// the same view (R66).
    func isInside(_ inner: AttachedGesture, _ outer: AttachedGesture) -> Bool {
        guard let innerView = inner.view, let outerView = outer.view else { return false }
        guard innerView === outerView else { return innerView.isDescendant(of: outerView) }
        let order = outerView.attachedGestures
        guard let innerIndex = order.firstIndex(where: { $0 === inner }),
              let outerIndex = order.firstIndex(where: { $0 === outer }) else { return false }
        return innerIndex < outerIndex
    }

    /// Why `loser` stopped when `winner` began or was recognized (R66).
    func lossReason(of loser: AttachedGesture, to winner: AttachedGesture) -> String {
        if winner.priority == .high, isInside(loser, winner) {
            return "\(phrase(winner)) wins over the gestures inside it (R66)"
        }
        if loser.priority == .normal, isInside(winner, loser) {
            return "\(phrase(winner)) is inside \(owner(loser))'s \(GestureAnatomy.attachingMethod(of: loser))(_:) and wins (R66)"
        }
        return "\(phrase(winner)) recognized first, and of two attached gestures on one touch only a simultaneousGesture runs beside another (R66)"
    }

    /// Why `waiter` waits for `blockers` to fail, when priority between attached gestures is the
    /// reason (R66); nil otherwise.
    func waitReason(of waiter: GestureRecognizer, for blockers: [GestureRecognizer]) -> String? {
        guard let waiting = attachedGesture(of: waiter) else { return nil }
        let attached = blockers.compactMap { attachedGesture(of: $0) }
        guard attached.count == blockers.count, let first = attached.first else { return nil }
        if waiting.priority == .normal, attached.allSatisfy({ isInside($0, waiting) }) {
            let inside = attached.count == 1 ? "is" : "are"
            return "\(list(attached.map(phrase))) \(inside) inside \(owner(waiting))'s \(GestureAnatomy.attachingMethod(of: waiting))(_:), which loses to the gestures inside it (R66)"
        }
        if attached.count == 1, first.priority == .high, isInside(waiting, first) {
            return "\(phrase(first)) wins over the gestures inside it (R66)"
        }
        return nil
    }

    /// A blocker of waiting value gestures failed: those it no longer holds back, still undecided
    /// with a finger down, go ahead now, and their callbacks run (R66).
    func releaseWaiters(after blocker: GestureRecognizer) {
        guard let window else { return }
        let engaged = window.engagedGestureRecognizers
        for (waiter, span) in waiting where waiter.state == .possible && waiter.pendingState == nil
            && waiter.trackedTouches.contains(where: { !$0.phase.isTerminal }) {
            let blocked = engaged.contains { other in
                other !== waiter && other.state == .possible && requiresFailure(waiter, of: other)
            }
            guard !blocked else { continue }
            let blockers = waitSpanStorage[span].blockers
            let rules = waitRules
            why("\(laneNames[lane(of: waiter)]) goes ahead: \(list(blockers)) failed (\(rules[span] ?? "R15"))")
            closeWait(of: waiter)
        }
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
