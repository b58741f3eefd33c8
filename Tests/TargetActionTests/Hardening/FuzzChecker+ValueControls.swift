import Foundation
@testable import TargetAction

/// R86-R99 for the scene's segmented controls, steppers and page controls (and the value of
/// switches and sliders): `.valueChanged` only when the value changed since the touch-down or the
/// last `.valueChanged`; a selection, a page and a stepper's value always within their ranges; at
/// rest nothing highlighted and a momentary control selects nothing.
extension FuzzChecker {
    /// The value `.valueChanged` reports for `control`, or nil for a control without one.
    func controlValue(_ control: Control) -> Double? {
        switch control {
        case let toggle as Switch: toggle.isOn ? 1 : 0
        case let slider as Slider: Double(slider.value)
        case let segmented as SegmentedControl: Double(segmented.selectedSegmentIndex)
        case let stepper as Stepper: stepper.value
        case let pages as PageControl: Double(pages.currentPage)
        default: nil
        }
    }

    /// R88, R93, R94, R97, R98: what `control` sent, against its value.
    func checkValueChange(_ control: Control, sent events: Control.Event) {
        guard let value = controlValue(control) else { return }
        let id = ObjectIdentifier(control)
        if events.contains(.touchDown) { controlsAndHover.lastValues[id] = value }
        guard events.contains(.valueChanged) else { return }
        defer { controlsAndHover.lastValues[id] = value }
        if voiceOverModel.adjusting === control { return voiceOverModel.valueChanges += 1 }   // R145, R147: checked by the step
        guard let last = controlsAndHover.lastValues[id] else {
            return fail("R42", "\(describe(control)) sent .valueChanged with no touch-down before it.")
        }
        if value == last {
            fail("R88", "\(describe(control)) sent .valueChanged but its value is \(value), as at its touch-down or last .valueChanged.")
        }
        if let stepper = control as? Stepper, stepper.isContinuous {
            let wrapped = stepper.wraps && (value == stepper.minimumValue || value == stepper.maximumValue)
            if abs(value - last) > stepper.stepValue + 1e-9, !wrapped {
                fail("R93", "\(describe(control)) went from \(last) to \(value) in one step of \(stepper.stepValue)\(stepper.wraps ? ", not to a limit" : "").")
            }
            count("stepper steps\(wrapped && abs(value - last) > stepper.stepValue + 1e-9 ? " round (wraps)" : "")")
        }
        if let pages = control as? PageControl {
            if pages.interactionState == .discrete, abs(value - last) != 1 {
                fail("R97", "\(describe(control)) went from page \(last) to \(value) on a tap: a tap moves one page.")
            }
            count("page control \(pages.interactionState == .discrete ? "taps" : "scrubs")")
        }
        if control is SegmentedControl { count("segmented commits") }
    }

    /// R86, R88, R89, R91, R96, after every step.
    func checkValueControlsSettled() {
        for case let control as Control in scene.views {
            switch control {
            case let segmented as SegmentedControl:
                let selected = segmented.selectedSegmentIndex
                if selected < -1 || selected >= segmented.numberOfSegments || (selected >= 0 && !segmented.isEnabledForSegment(at: selected)) {
                    fail("R86", "\(describe(control)) selects segment \(selected) of \(segmented.numberOfSegments)\(selected >= 0 ? ", which is disabled" : "").")
                }
                if !segmented.isTracking, segmented.highlightedSegmentIndex != SegmentedControl.noSegment {
                    fail("R88", "\(describe(control)) tracks nothing yet highlights segment \(segmented.highlightedSegmentIndex).")
                }
                if segmented.isMomentary, !segmented.isTracking, selected != SegmentedControl.noSegment {
                    fail("R89", "momentary \(describe(control)) selects segment \(selected) with no finger on it.")
                }
            case let stepper as Stepper:
                if !(stepper.value >= stepper.minimumValue && stepper.value <= stepper.maximumValue) {
                    fail("R91", "\(describe(control)).value is \(stepper.value), outside \(stepper.minimumValue)…\(stepper.maximumValue).")
                }
            case let pages as PageControl:
                if pages.currentPage < 0 || pages.currentPage > max(0, pages.numberOfPages - 1) {
                    fail("R96", "\(describe(control)).currentPage is \(pages.currentPage) of \(pages.numberOfPages) pages.")
                }
            default:
                break
            }
        }
    }

    /// R90, R91, R99: whether `control` beats `recognizer`, which is about to leave `.possible`.
    func valueControlBeats(_ control: Control, _ recognizer: GestureRecognizer, singleTap: Bool) -> Bool {
        var horizontalPan = false
        if let pan = recognizer as? PanGestureRecognizer, pan.minimumNumberOfTouches <= 1 {
            horizontalPan = abs(pan.rawTranslation.x) > abs(pan.rawTranslation.y)
        }
        switch control {
        case is SegmentedControl: return singleTap || horizontalPan
        case is Stepper: return singleTap
        case let pages as PageControl: return singleTap || (pages.allowsContinuousInteraction && horizontalPan)
        default: return false
        }
    }
}
