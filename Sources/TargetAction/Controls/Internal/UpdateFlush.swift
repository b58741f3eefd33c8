import Foundation

/// The flush (R116): controls that asked for an update while in a window, each updated once when
/// the work under way is done.
///
/// One per clock, since windows on one clock share its virtual run loop: the engine runs it when
/// an event and everything it sent are done, the clock after each timer it fires.
/// `View.layoutIfNeeded()` and a control's coming into a window update theirs at once.
final class UpdateFlush {
    /// Controls waiting, in the order they asked; replaced, never changed in place.
    private var pending: [Control] = []
    private var isRunning = false
    /// How many rounds of updates that ask for more updates one flush runs before it reports them.
    static let maximumRounds = 100

    /// Whether a flush has nothing to do.
    var isEmpty: Bool { pending.isEmpty }

    /// Keeps `control` for the next flush.
    func add(_ control: Control) {
        pending = pending + [control]
    }

    /// Lets go of `controls`, updated by `layoutIfNeeded()` before the flush came.
    func forget(_ controls: [Control]) {
        guard !controls.isEmpty, !pending.isEmpty else { return }
        pending = pending.filter { waiting in !controls.contains { $0 === waiting } }
    }

    /// Updates every control waiting that is still in a window, superview before subview and
    /// subviews in order; controls asking again meanwhile are updated in further rounds.
    func run(_ moment: Moment) {
        guard !isRunning, !pending.isEmpty else { return }
        isRunning = true
        defer { isRunning = false }
        var rounds = 0
        while !pending.isEmpty {
            guard rounds < UpdateFlush.maximumRounds else {
                let stuck = pending
                pending = []
                FailureReporter.report(
                    "Control updates kept asking for more updates (\(rounds) rounds in one flush); \(stuck.count) still waiting were dropped. A configurationUpdateHandler that changes another button on every update never lets the window come to rest; change it only when something changed.",
                    at: nil)
                return
            }
            let batch = pending
            pending = []
            UpdateFlush.update(batch.filter { $0.window != nil }, at: moment)
            rounds += 1
        }
    }

    /// Updates those of `controls` that wait, in tree order (R116).
    static func update(_ controls: [Control], at moment: Moment) {
        let ordered = controls.count < 2 ? controls : controls.sorted { $0.treePath.lexicographicallyPrecedes($1.treePath) }
        for control in ordered where control.needsUpdate { control.performUpdate(at: moment) }
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

    /// Marks this view and those above it as holding a waiting control, up to one already marked.
    func markHoldsWaitingControl() {
        var view: View? = self
        while let marked = view, !marked.holdsWaitingControl {
            marked.holdsWaitingControl = true
            view = marked.superview
        }
    }

    /// The controls in this subtree, this view included, that wait for an update; clears the
    /// marks it follows, so a later walk goes only where a new request was made.
    func takeWaitingControls() -> [Control] {
        guard holdsWaitingControl else { return [] }
        holdsWaitingControl = false
        var found: [Control] = []
        if let control = self as? Control, control.needsUpdate { found.append(control) }
        for subview in subviews { found += subview.takeWaitingControls() }
        return found
    }
}
