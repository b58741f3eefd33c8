import Foundation

/// One half of a ``Stepper`` as VoiceOver reaches it (R146): "Decrement" on the left half,
/// "Increment" on the right, each a button that is dimmed while its half cannot step.
///
/// It holds its stepper weakly, as its container, and reads it afresh each time: its frame follows
/// the stepper. Its activation is VoiceOver's tap at the half's centre, which steps once (R94).
final class StepperHalfElement: AccessibilityElement {
    let half: Stepper.Half

    init(_ half: Stepper.Half, of stepper: Stepper) {
        self.half = half
        super.init(accessibilityContainer: stepper)
    }

    private var stepper: Stepper? { accessibilityContainer as? Stepper }

    override var accessibilityLabelByDefault: String? { half == .minus ? "Decrement" : "Increment" }
    override var accessibilityTraitsByDefault: AccessibilityTraits { .button }
    /// Dimmed while the stepper is disabled or this half cannot step by R92 (or the stepper is gone).
    override var accessibilityStateTraits: AccessibilityTraits {
        guard let stepper, stepper.isEnabled, stepper.isEnabled(half) else { return .notEnabled }
        return []
    }
    /// The stepper's value: a whole number without a fraction ("3"), else Swift's description ("2.5").
    override var accessibilityValueByDefault: String? {
        guard let value = stepper?.value else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
    /// The half of the stepper's bounds, in window coordinates: left of the middle for the minus half.
    override var accessibilityFrameByDefault: CGRect {
        guard let stepper else { return .zero }
        let bounds = stepper.bounds, width = bounds.width / 2
        let half = CGRect(x: self.half == .minus ? bounds.minX : bounds.midX, y: bounds.minY, width: width, height: bounds.height)
        return stepper.convert(half, to: nil)
    }
}
