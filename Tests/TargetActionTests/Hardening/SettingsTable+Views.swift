import Foundation
@testable import TargetAction

/// The table's rows for views, controls and scroll views.
extension SettingsTable {
    /// The views a view's own settings are tried on: a plain view with recognizers, a window, a
    /// slider (whose tracking does arithmetic on its geometry) and a scroll view.
    static var viewHosts: [(name: String, stage: (SettingsScene) -> View)] { [
        ("View", { $0.plainStage() }),
        ("Window", { scene in _ = scene.plainStage(); return scene.window }),
        ("Slider", { $0.stage(SettingsTable.slider()) }),
        ("ScrollView", { $0.scrollStage() }),
    ] }

    /// A slider at 0.5: its thumb in the middle, where the touches go.
    static func slider() -> Slider {
        let slider = Slider(frame: CGRect(x: 36, y: 185, width: 228, height: 30))
        slider.value = 0.5
        return slider
    }

    static func pageControl() -> PageControl {
        let control = PageControl(frame: CGRect(x: 50, y: 187, width: 200, height: 26))
        control.numberOfPages = 5
        return control
    }

    static func segmentedControl() -> SegmentedControl {
        let control = SegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 30, y: 180, width: 240, height: 32)
        return control
    }

    static var viewRows: [SettingRow] {
        var rows: [SettingRow] = []
        for (hostName, stage) in viewHosts {
            let on = hostName == "View" ? nil : hostName
            rows.append(.setting("View.alpha", on: on, \View.alpha, SettingPolicy(summary: "NaN reported; clamped to 0…1 as a layer's opacity is") { probe, _ in
                switch probe {
                case .nan: .reported
                case .infinity, .huge: .adjusted(to: 1, "clamped to 0…1, as CALayer.opacity documents")
                case .minusInfinity, .negative: .adjusted(to: 0, "clamped to 0…1, as CALayer.opacity documents")
                default: .accepted
                }
            }, in: stage))
            rows.append(.setting("View.center", on: on, \View.center, .finiteEverywhere, in: stage))
            rows.append(.setting("View.transform", on: on, \View.transform, .finiteEverywhere, in: stage))
            if hostName != "ScrollView" {   // a scroll view declares its own frame and bounds
                rows.append(.setting("View.frame", on: on, \View.frame, .standardized, in: stage))
                rows.append(.setting("View.bounds", on: on, \View.bounds, .standardized, in: stage))
            }
        }
        rows.append(.setting("View.tag", \View.tag, .anything) { $0.plainStage() })
        return rows
    }

    static var controlRows: [SettingRow] {
        let slider = { (scene: SettingsScene) in scene.stage(SettingsTable.slider()) }
        let stepper = { (scene: SettingsScene) in scene.stage(Stepper(frame: CGRect(x: 103, y: 184, width: 0, height: 0))) }
        let pages = { (scene: SettingsScene) in scene.stage(pageControl()) }
        let configured = { (scene: SettingsScene) in
            let button = Button(frame: CGRect(x: 100, y: 178, width: 100, height: 44))
            button.configuration = .tinted()
            return scene.stage(button)
        }
        let withMenu = { (scene: SettingsScene) in   // R120: its menu opens on a press
            let button = Button(frame: CGRect(x: 100, y: 178, width: 100, height: 44))
            button.menu = Menu(children: [Action(title: "One") { _ in }])
            return scene.stage(button)
        }
        return [
            .setting("Control.touchInsideMargin", on: "Button", \Button.touchInsideMargin, .finite) {
                $0.stage(Button(frame: CGRect(x: 100, y: 178, width: 100, height: 44)))
            },
            .setting("Button.menuPressDuration", \Button.menuPressDuration, .finiteAndNotNegative, in: withMenu),
            .setting("Button.menuAllowableMovement", \Button.menuAllowableMovement, .finiteAndNotNegative, in: withMenu),
            .setting("Button.highlightedContentAlpha", \Button.highlightedContentAlpha, .fromZeroToOne, in: configured),
            .setting("Button.disabledContentAlpha", \Button.disabledContentAlpha, .fromZeroToOne, in: configured),
            .setting("Button.tintedBackgroundAlpha", \Button.tintedBackgroundAlpha, .fromZeroToOne, in: configured),
            .setting("Button.pressDelay", \Button.pressDelay, .finiteAndNotNegative) {
                $0.stage(Button(frame: CGRect(x: 100, y: 178, width: 100, height: 44)))
            },
            .setting("Slider.value", \Slider.value, .clamped(0, 1, "R44: the value is clamped to the range"), in: slider),
            .setting("Slider.minimumValue", \Slider.minimumValue, .movesTheOtherBound(past: 1, raising: true, "R158: the maximum rises to it"), in: slider),
            .setting("Slider.maximumValue", \Slider.maximumValue, .movesTheOtherBound(past: 0, raising: false, "R158: the minimum falls to it"), in: slider),
            .setting("Slider.thumbWidth", \Slider.thumbWidth, .finiteAndNotNegative, in: slider),
            .setting("Slider.thumbTouchMargin", \Slider.thumbTouchMargin, .finite, in: slider),
            .setting("Slider.accessibilityStepFraction", \Slider.accessibilityStepFraction, .finiteAndAboveZero, in: slider),
            .setting("Stepper.value", \Stepper.value, .clamped(0, 100, "R91: the value is clamped to the limits"), in: stepper),
            .setting("Stepper.minimumValue", \Stepper.minimumValue, .movesTheOtherBound(past: 100, raising: true, "R91: the maximum rises to it"), in: stepper),
            .setting("Stepper.maximumValue", \Stepper.maximumValue, .movesTheOtherBound(past: 0, raising: false, "R91: the minimum falls to it"), in: stepper),
            .setting("Stepper.stepValue", \Stepper.stepValue, .finiteAndAboveZero, in: stepper),
            .setting("Stepper.autorepeatDelay", \Stepper.autorepeatDelay, .finiteAndAboveZero, in: stepper),
            .setting("Stepper.autorepeatInterval", \Stepper.autorepeatInterval, .finiteAndAboveZero, in: stepper),
            .setting("Stepper.autorepeatFastInterval", \Stepper.autorepeatFastInterval, .finiteAndAboveZero, in: stepper),
            .setting("PageControl.numberOfPages", \PageControl.numberOfPages, .zeroOrMore, in: pages),
            .setting("PageControl.currentPage", \PageControl.currentPage, .clamped(0, 4, "R96: the page is pinned to 0…numberOfPages − 1"), in: pages),
            .setting("PageControl.indicatorSpacing", \PageControl.indicatorSpacing, .finiteAndAboveZero, in: pages),
            .setting("PageControl.scrubThreshold", \PageControl.scrubThreshold, .finiteAndNotNegative, in: pages),
            .setting("PageControl.indicatorRowHeight", \PageControl.indicatorRowHeight, .finiteAndNotNegative, in: pages),
            .setting("SegmentedControl.selectedSegmentIndex", \SegmentedControl.selectedSegmentIndex,
                     .reported(unless: "noSegment (-1) to numberOfSegments − 1") { (-1...2).contains($0) }) { $0.stage(segmentedControl()) },
        ]
    }

    static var scrollRows: [SettingRow] {
        let stage = { (scene: SettingsScene) in scene.scrollStage() }
        return [
            .setting("ScrollView.frame", \ScrollView.frame, .standardized, in: stage),
            .setting("ScrollView.bounds", \ScrollView.bounds, .standardized, in: stage),
            .setting("ScrollView.contentOffset", \ScrollView.contentOffset, .finiteEverywhere, in: stage),
            .setting("ScrollView.contentSize", \ScrollView.contentSize,
                     SettingPolicy(summary: "reported unless finite and not negative") { probe, _ in probe.number.isFinite && probe.number >= 0 ? .accepted : .reported },
                     in: stage),
            .setting("ScrollView.contentInset", \ScrollView.contentInset, .finiteEverywhere, in: stage),
            .setting("ScrollView.decelerationRate", \ScrollView.decelerationRate, .aboveZeroAndBelowOne, in: stage),
            .setting("ScrollView.minimumZoomScale", \ScrollView.minimumZoomScale,
                     .reported(unless: "finite, above zero and at most maximumZoomScale (3)") { $0.isFinite && $0 > 0 && $0 <= 3 }, in: stage),
            .setting("ScrollView.maximumZoomScale", \ScrollView.maximumZoomScale,
                     .reported(unless: "finite and at least minimumZoomScale (0.5)") { $0.isFinite && $0 >= 0.5 }, in: stage),
            .setting("ScrollView.zoomScale", \ScrollView.zoomScale, .clamped(0.5, 3, "R74: the scale is clamped to the zoom limits"), in: stage),
            .setting("ScrollView.zoomAnimationDuration", \ScrollView.zoomAnimationDuration, .finiteAndAboveZero, in: stage),
            .setting("ScrollView.zoomBounceExponent", \ScrollView.zoomBounceExponent, .aboveZeroAndAtMostOne, in: stage),
            .setting("ScrollView.contentTouchDelay", \ScrollView.contentTouchDelay, .finiteAndNotNegative, in: stage),
            .setting("ScrollView.animationDuration", \ScrollView.animationDuration, .finiteAndAboveZero, in: stage),
            .setting("ScrollView.rubberBandFactor", \ScrollView.rubberBandFactor, .finiteAndAboveZero, in: stage),
            .setting("ScrollView.decelerationStopSpeed", \ScrollView.decelerationStopSpeed, .finiteAndAboveZero, in: stage),
            .setting("ScrollView.pagingFlickSpeed", \ScrollView.pagingFlickSpeed, .finiteAndNotNegative, in: stage),
            .setting("ScrollView.frameInterval", \ScrollView.frameInterval, .finiteAndAboveZero, in: stage),
        ]
    }
}
