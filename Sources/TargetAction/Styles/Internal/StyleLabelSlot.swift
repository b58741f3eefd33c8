import Foundation

/// Where a style configuration and its copies keep their label: strongly until the style has made
/// its body, weakly after.
///
/// A body's own closures often capture the configuration (`{ configuration.trigger() }` on the
/// label's gesture); holding the label strongly there would make a cycle through the label. Once
/// the body is made, the label lives as long as the style kept it; read after it went, the label
/// is a fresh one with the same title.
package final class StyleLabelSlot {
    private var held: StyleConfigurationLabel?
    private weak var kept: StyleConfigurationLabel?
    private let title: String?

    package init(_ label: StyleConfigurationLabel) {
        held = label
        kept = label
        title = label.title
    }

    var label: StyleConfigurationLabel {
        if let held { return held }
        if let kept { return kept }
        let fresh = StyleConfigurationLabel(title: title)
        kept = fresh
        return fresh
    }

    /// The body is made: the label is held only where the style put it.
    package func letGo() {
        held = nil
    }
}
