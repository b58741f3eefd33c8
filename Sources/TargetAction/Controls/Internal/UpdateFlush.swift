import Foundation

/// The flush (R116): buttons that asked for an update while in a window, each updated once when
/// the work under way is done.
///
/// One per clock, since windows on one clock share its virtual run loop: the engine runs it when
/// an event and everything it sent are done, the clock after each timer it fires.
/// `View.layoutIfNeeded()` and a button's coming into a window update theirs at once.
final class UpdateFlush {
    /// Buttons waiting, in the order they asked; replaced, never changed in place.
    private var pending: [Button] = []
    private var isRunning = false
    /// How many rounds of updates that ask for more updates one flush runs before it reports them.
    static let maximumRounds = 100

    /// Whether a flush has nothing to do.
    var isEmpty: Bool { pending.isEmpty }

    /// Keeps `button` for the next flush.
    func add(_ button: Button) {
        pending = pending + [button]
    }

    /// Updates every button waiting that is still in a window, superview before subview and
    /// subviews in order; buttons asking again meanwhile are updated in further rounds.
    func run() {
        guard !isRunning, !pending.isEmpty else { return }
        isRunning = true
        defer { isRunning = false }
        var rounds = 0
        while !pending.isEmpty {
            guard rounds < UpdateFlush.maximumRounds else {
                let stuck = pending
                pending = []
                FailureReporter.report(
                    "Button updates kept asking for more updates (\(rounds) rounds in one flush); \(stuck.count) still waiting were dropped. A configurationUpdateHandler that changes another button on every update never lets the window come to rest; change it only when something changed.",
                    at: nil)
                return
            }
            let batch = pending
            pending = []
            UpdateFlush.update(batch.filter { $0.window != nil })
            rounds += 1
        }
    }

    /// Updates the buttons of `views` that wait, in tree order (R116).
    static func update(_ buttons: [Button]) {
        let ordered = buttons.count < 2 ? buttons : buttons.sorted { $0.treePath.lexicographicallyPrecedes($1.treePath) }
        for button in ordered where button.needsUpdate { button.performUpdate() }
    }
}

extension View {
    /// Where the view sits in its tree: the index of each view on the way down from the root.
    var treePath: [Int] {
        var path: [Int] = []
        var view = self
        while let parent = view.superview {
            path.append(parent.subviews.firstIndex { $0 === view } ?? 0)
            view = parent
        }
        return path.reversed()
    }

    /// The buttons in this subtree, this view included, that wait for an update.
    func waitingButtons() -> [Button] {
        var found: [Button] = []
        if let button = self as? Button, button.needsUpdate { found.append(button) }
        for subview in subviews { found += subview.waitingButtons() }
        return found
    }
}
