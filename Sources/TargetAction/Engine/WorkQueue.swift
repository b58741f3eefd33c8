/// The toolkit's one way of handling re-entrancy: work that arrives while other work runs waits
/// behind it, in order.
///
/// Handlers run inside the toolkit and may send events, change states or drive mocks. Instead of
/// nesting, such work is appended, and the drain already under way runs it once the current item
/// is done. A window's engine queues its events and its actions this way; a recognizer driven
/// directly (a mock, or one outside any window) queues its own sends the same way.
final class WorkQueue<Item> {
    private var items: [Item] = []
    /// Items before this index have been taken.
    private var taken = 0

    /// Whether a drain is under way (work appended now runs in it).
    private(set) var isDraining = false

    /// Whether any item waits.
    var hasPending: Bool { taken < items.count }

    /// Adds `item` behind the waiting ones; it runs in the drain under way, or the next one.
    func append(_ item: Item) {
        changeItems { $0.append(item) }
    }

    /// Runs every waiting item in order with `perform`, including items appended meanwhile.
    /// Does nothing when a drain is already under way: that drain runs them.
    func drain(_ perform: (Item) -> Void) {
        run({}, then: perform)
    }

    /// Runs `body` now, then every item appended while it ran (and while those ran), in order.
    /// Inside a drain under way, only runs `body`: that drain runs what it appends.
    func run(_ body: () -> Void, then perform: (Item) -> Void) {
        guard !isDraining else { return body() }
        isDraining = true
        defer { isDraining = false }
        body()
        guard taken < items.count else { return }   // the usual case: nothing was appended
        while taken < items.count {
            let item = items[taken]
            taken += 1
            perform(item)
        }
        changeItems { $0.removeAll(keepingCapacity: true) }   // keeps the storage for the next event
        taken = 0
    }

    /// Runs `item` now when nothing is draining, else appends it to the drain under way.
    func submit(_ item: Item, _ perform: (Item) -> Void) {
        guard !isDraining else { return append(item) }
        run({ perform(item) }, then: perform)
    }

    /// Whether a waiting item matches.
    func containsPending(where matches: (Item) -> Bool) -> Bool {
        var index = taken
        while index < items.count {
            if matches(items[index]) { return true }
            index += 1
        }
        return false
    }

    /// Removes the waiting items that match and returns them, in order.
    @discardableResult
    func removePending(where matches: (Item) -> Bool) -> [Item] {
        var removed: [Item] = []
        var index = taken
        while index < items.count {
            let item = items[index]
            if matches(item) {
                removed.append(item)
                changeItems { _ = $0.remove(at: index) }
            } else {
                index += 1
            }
        }
        return removed
    }

    /// Changes the list on a copy taken out of the property and put back (no second reference,
    /// so nothing is copied): no access to the property spans the change, which lets the compiler
    /// drop runtime exclusivity checks on every access to it.
    private func changeItems(_ change: (inout [Item]) -> Void) {
        var changed = items
        items = []
        change(&changed)
        items = changed
    }
}
