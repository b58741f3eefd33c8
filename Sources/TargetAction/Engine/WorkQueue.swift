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

    /// Runs waiting items in order with `perform`, including items appended meanwhile, at most
    /// `limit` of them (the rest keep waiting); returns how many ran. Does nothing when a drain is
    /// already under way: that drain runs them.
    @discardableResult
    func drain(limit: Int = .max, _ perform: (Item) -> Void) -> Int {
        var ran = 0
        run({}, limit: limit) { item in
            ran += 1
            perform(item)
        }
        return ran
    }

    /// Runs `body` now, then every item appended while it ran (and while those ran), in order, at
    /// most `limit` of them. Inside a drain under way, only runs `body`: that drain runs what it
    /// appends.
    func run(_ body: () -> Void, limit: Int = .max, then perform: (Item) -> Void) {
        guard !isDraining else { return body() }
        isDraining = true
        defer { isDraining = false }
        body()
        guard taken < items.count else { return }   // the usual case: nothing was appended
        var ran = 0
        while taken < items.count, ran < limit {
            let item = items[taken]
            taken += 1
            ran += 1
            perform(item)
        }
        let done = taken
        changeItems { $0.removeFirst(done) }   // keeps the storage for the next event
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
