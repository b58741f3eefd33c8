extension Button.Configuration {
    /// How large a configured button would be; kept, not drawn.
    public enum Size: Sendable, Hashable {
        case mini, small, medium, large
    }
}
