extension Button.Configuration {
    /// How round a configured button's corners would be; kept, not drawn.
    public enum CornerStyle: Sendable, Hashable {
        case fixed, dynamic, small, medium, large, capsule
    }
}
