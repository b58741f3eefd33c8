extension Button {
    /// What the button does, as UIKit's `UIButton.Role`. A style reads it: `.cancel` and
    /// `.destructive` become the configuration's ``ButtonRole`` (R123).
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }
}
