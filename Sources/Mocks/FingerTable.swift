import TargetAction

/// The touches of a simulator's fingers that are down, by finger number. A few fingers at most, so
/// a short list searched in order, not a hash table.
struct FingerTable: Sequence {
    private var entries: [(finger: Int, touch: Touch)] = []

    /// The touch of `finger`, nil when it is not down; setting nil frees it.
    subscript(finger: Int) -> Touch? {
        get {
            for entry in entries where entry.finger == finger { return entry.touch }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.finger == finger }) {
                if let newValue { entries[index].touch = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((finger, newValue))
            }
        }
    }

    /// Whether some finger's touch is `touch`.
    func holds(_ touch: Touch) -> Bool {
        entries.contains { $0.touch === touch }
    }

    /// The numbers of the fingers down, lowest first.
    var fingerNumbers: [Int] { entries.map(\.finger).sorted() }

    func makeIterator() -> IndexingIterator<[(finger: Int, touch: Touch)]> {
        entries.makeIterator()
    }
}
