import Foundation
@testable import TargetAction

/// R40-R44: buttons, switches and sliders as leaf views, from a stream of their own and appended
/// last, so the rest of every seed's scene is what it was before controls.
extension FuzzSceneSpec {
    enum ControlKind: CustomStringConvertible {
        case button, `switch`, slider
        /// R86-R99, from FuzzSceneSpec+ValueControls.swift.
        case segmented(ValueControlSpec), stepper(ValueControlSpec), pages(ValueControlSpec)

        var size: CGSize {
            switch self {
            case .button: CGSize(width: 80, height: 44)
            case .switch: CGSize(width: 51, height: 31)
            case .slider: CGSize(width: 160, height: 30)
            case .segmented, .stepper, .pages: valueControlSize
            }
        }

        var description: String {
            switch self {
            case .button: "button"
            case .switch: "switch"
            case .slider: "slider"
            case .segmented, .stepper, .pages: valueControlDescription
            }
        }
    }

    mutating func addControls(_ random: SplitMix64) {
        var random = random
        let plain = views.count
        for _ in 0..<random.weighted([40, 30, 20, 10]) {
            let kind = random.pick([ControlKind.button, .switch, .slider])
            let parent = random.below(plain)
            let parentSize = views[parent].frame.size
            let size = kind.size
            let x = CGFloat(random.int(0...Int(max(0, parentSize.width - size.width))))
            let y = CGFloat(random.int(0...Int(max(0, parentSize.height - size.height))))
            let origin = views[parent].boundsOrigin
            var view = ViewSpec(
                parent: parent, frame: CGRect(origin: CGPoint(x: origin.x + x, y: origin.y + y), size: size),
                boundsOrigin: .zero, isHidden: false, alpha: 1, isUserInteractionEnabled: true, refusesToBegin: false)
            view.control = kind
            view.controlIsEnabled = !random.chance(0.1)
            view.isExclusiveTouch = random.chance(0.05)
            views.append(view)
        }
    }
}

extension FuzzScene {
    /// A control built from `spec`, added to `parent`.
    static func makeControl(_ kind: FuzzSceneSpec.ControlKind, spec: FuzzSceneSpec.ViewSpec, in parent: View) -> Control {
        let control: Control = switch kind {
        case .button: FuzzButton(frame: spec.frame)
        case .switch: Switch(frame: spec.frame)
        case .slider: Slider(frame: spec.frame)
        case .segmented, .stepper, .pages: makeValueControl(kind, frame: spec.frame)
        }
        control.isEnabled = spec.controlIsEnabled
        (control as? FuzzButton)?.apply(spec.buttonLook)
        control.isExclusiveTouch = spec.isExclusiveTouch
        control.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        parent.addSubview(control)
        return control
    }
}
