import TargetAction

/// A responder that publishes `"handle:"` (with the sender) and `"ping"` (without) and writes
/// what it receives to a shared journal, so a test can see the order across several targets.
public final class JournalTarget: Responder {
    public let label: String
    public let journal: CallJournal
    /// Runs inside the `"handle:"` handler, after the entry is written.
    public var onAction: ((GestureRecognizer) -> Void)?

    public init(_ label: String, journal: CallJournal) {
        self.label = label
        self.journal = journal
        super.init()
        publish("handle:", JournalTarget.handle)
        publish("ping", JournalTarget.ping)
    }

    private func handle(_ recognizer: GestureRecognizer) {
        journal.entries.append("\(label) \(recognizer.state)")
        onAction?(recognizer)
    }

    private func ping() {
        journal.entries.append("\(label) ping")
    }
}
