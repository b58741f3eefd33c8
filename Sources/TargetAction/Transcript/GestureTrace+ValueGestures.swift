import Foundation

extension GestureTrace {
    // MARK: Value gestures' callbacks and states (R60)

    func callback(_ gesture: AttachedGesture, _ callback: AttachedGesture.Callback, value: Any) {
        let name = laneNames[lane(of: gesture.recognizer)]
        var shown = value is Void ? "" : transcribe(value)   // a tap's Void: "onEnded()"
        let opening = "\(name) runs "
        if callback == .onChanged, let previous = lastCallback(opening: opening),
           previous.time == now, previous.text == "\(opening)updating(\(shown))" {
            shown = "the same value"
        }
        add(.callback, text: "\(opening)\(callback)(\(shown))")
    }

    func gestureState(_ gesture: AttachedGesture, value: Any, reset: Bool) {
        let name = laneNames[lane(of: gesture.recognizer)]
        let shown = transcribe(value)
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
}
