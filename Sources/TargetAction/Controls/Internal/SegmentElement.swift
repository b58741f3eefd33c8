import Foundation

/// One segment of a ``SegmentedControl`` as VoiceOver reaches it (R148): a button labelled by the
/// segment's title, over R87's segment rectangle, selected and dimmed as the segment is, spoken
/// with "i of n".
///
/// It holds its control weakly, as its container, and reads the segment afresh each time by its
/// index; the control makes new elements when segments come or go. Its activation is VoiceOver's
/// tap at the segment's centre, which commits it on the lift (R88).
final class SegmentElement: AccessibilityElement {
    let index: Int

    init(_ index: Int, of control: SegmentedControl) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    /// The control, while it still has this element's segment.
    private var control: SegmentedControl? {
        guard let control = accessibilityContainer as? SegmentedControl, index < control.numberOfSegments else { return nil }
        return control
    }

    override var accessibilityLabelByDefault: String? { control?.titleForSegment(at: index) }
    override var accessibilityTraitsByDefault: AccessibilityTraits { .button }
    /// Selected for the selected segment; dimmed for a disabled segment or control.
    override var accessibilityStateTraits: AccessibilityTraits {
        guard let control else { return .notEnabled }
        var traits: AccessibilityTraits = control.selectedSegmentIndex == index ? .selected : []
        if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
        return traits
    }
    override var accessibilityFrameByDefault: CGRect {
        guard let control else { return .zero }
        return control.convert(control.segmentRect(at: index), to: nil)
    }
    override package var accessibilitySeriesPosition: (position: Int, count: Int)? {
        control.map { (index + 1, $0.numberOfSegments) }
    }
}
