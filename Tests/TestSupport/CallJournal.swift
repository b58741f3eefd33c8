/// The order in which targets received their actions.
public final class CallJournal {
    public var entries: [String] = []

    public init() {}
}
