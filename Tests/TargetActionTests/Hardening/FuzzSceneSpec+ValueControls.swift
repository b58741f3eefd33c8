import Foundation
@testable import TargetAction

/// R86-R99: segmented controls, steppers and page controls join some scenes, from a stream of their
/// own and appended last (sometimes among a scroll view's content), so the rest of every seed's
/// scene is what it was before them.
extension FuzzSceneSpec {
    /// A value control's settings: what each kind reads of them.
    struct ValueControlSpec {
        /// Segments or pages.
        var count = 3
        /// A segmented control's momentary mode, a stepper's wrapping, a page control's hiding for one page.
        var flag = false
        /// A stepper's and a page control's continuous interaction.
        var isContinuous = true
        /// A stepper's autorepeat.
        var autorepeat = true
        /// A segment disabled from the start, and the one selected (-1: none).
        var disabledSegment: Int?
        var selected = -1
        /// A stepper's limits, step and value.
        var maximum: Double = 10
        var step: Double = 1
        var value: Double = 0
    }

    mutating func addValueControls(_ random: SplitMix64) {
        var random = random
        let plain = views.indices.filter { views[$0].control == nil }
        for _ in 0..<random.weighted([45, 35, 20]) {
            var spec = ValueControlSpec()
            let kind: ControlKind
            switch random.below(3) {
            case 0:
                spec.count = random.int(1...4)
                spec.flag = random.chance(0.25)
                spec.disabledSegment = random.chance(0.3) ? random.below(spec.count) : nil
                spec.selected = random.int(-1...(spec.count - 1))
                if spec.selected == spec.disabledSegment || spec.flag { spec.selected = -1 }
                kind = .segmented(spec)
            case 1:
                spec.flag = random.chance(0.3)
                spec.isContinuous = !random.chance(0.3)
                spec.autorepeat = !random.chance(0.2)
                spec.maximum = random.pick([3, 10, 100])
                spec.step = random.pick([1, 1, 2.5, 4])
                spec.value = Double(random.int(0...Int(spec.maximum)))
                kind = .stepper(spec)
            default:
                spec.count = random.pick([0, 1, 2, 5, 8])
                spec.flag = random.chance(0.3)
                spec.isContinuous = !random.chance(0.3)
                spec.selected = random.int(0...max(0, spec.count - 1))
                kind = .pages(spec)
            }
            let parent = random.pick(plain)
            let parentSize = views[parent].scroll?.contentSize ?? views[parent].frame.size
            let size = kind.size
            let origin = views[parent].boundsOrigin
            let x = CGFloat(random.int(0...Int(max(0, parentSize.width - size.width))))
            let y = CGFloat(random.int(0...Int(max(0, parentSize.height - size.height))))
            var view = ViewSpec(
                parent: parent, frame: CGRect(origin: CGPoint(x: origin.x + x, y: origin.y + y), size: size),
                boundsOrigin: .zero, isHidden: false, alpha: 1, isUserInteractionEnabled: true, refusesToBegin: false)
            view.control = kind
            view.controlIsEnabled = !random.chance(0.08)
            views.append(view)
        }
    }
}

extension FuzzSceneSpec.ControlKind {
    var valueControlSize: CGSize {
        switch self {
        case let .segmented(spec): CGSize(width: 60 * CGFloat(spec.count), height: 32)
        case .stepper: Stepper.intrinsicSize
        default: CGSize(width: 200, height: 26)
        }
    }

    var valueControlDescription: String {
        switch self {
        case let .segmented(spec):
            "segmented(\(spec.count) segments\(spec.flag ? ", momentary" : "")\(spec.disabledSegment.map { ", segment \($0) disabled" } ?? ""), selected \(spec.selected))"
        case let .stepper(spec):
            "stepper(0…\(spec.maximum) by \(spec.step), value \(spec.value)\(spec.flag ? ", wraps" : "")\(spec.isContinuous ? "" : ", not continuous")\(spec.autorepeat ? "" : ", no autorepeat"))"
        case let .pages(spec):
            "pages(\(spec.count), current \(spec.selected)\(spec.flag ? ", hides for one page" : "")\(spec.isContinuous ? "" : ", no scrubbing"))"
        default: "\(self)"
        }
    }
}

extension FuzzScene {
    /// A segmented control, a stepper or a page control built from `kind`.
    static func makeValueControl(_ kind: FuzzSceneSpec.ControlKind, frame: CGRect) -> Control {
        switch kind {
        case let .segmented(spec):
            let segmented = SegmentedControl(items: (0..<spec.count).map { "s\($0)" })
            segmented.frame = frame
            segmented.isMomentary = spec.flag
            if let disabled = spec.disabledSegment { segmented.setEnabled(false, forSegmentAt: disabled) }
            segmented.selectedSegmentIndex = spec.selected
            return segmented
        case let .stepper(spec):
            let stepper = Stepper(frame: frame)
            stepper.maximumValue = spec.maximum
            stepper.stepValue = spec.step
            stepper.value = spec.value
            stepper.wraps = spec.flag
            stepper.isContinuous = spec.isContinuous
            stepper.autorepeat = spec.autorepeat
            return stepper
        default:
            guard case let .pages(spec) = kind else { return Control(frame: frame) }
            let pages = PageControl(frame: frame)
            pages.numberOfPages = spec.count
            pages.currentPage = spec.selected
            pages.hidesForSinglePage = spec.flag
            pages.allowsContinuousInteraction = spec.isContinuous
            return pages
        }
    }
}
