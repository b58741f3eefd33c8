import Foundation

/// A style configuration's `label`: a fresh view carrying the control's title, made for each
/// configuration.
///
/// A style may return it as its body, change it, or put it inside another view (R123). Nothing is
/// drawn: the title is kept for a test to read.
public final class StyleConfigurationLabel: View {
    /// The control's title when the configuration was made: a button's `currentTitle`, a
    /// switch's `title`.
    public let title: String?

    /// A label for `title`, with a zero frame.
    package init(title: String?) {
        self.title = title
        super.init(frame: .zero)
    }
}
