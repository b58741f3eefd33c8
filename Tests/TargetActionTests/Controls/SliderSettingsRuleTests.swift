import Foundation
import Mocks
import Testing
@testable import TargetAction

/// A slider's settings: its thumb (R44, R30) and its range, which adjusts as UIKit documents
/// instead of being refused (R158, R30 amended).
@Suite struct SliderSettingsRuleTests {
    /// The thumb's two settings, each with a value that cannot be represented.
    static let nonFiniteThumbSettings: [(setting: String, value: CGFloat)] = [
        ("thumbWidth", .nan), ("thumbWidth", .infinity), ("thumbWidth", -.infinity),
        ("thumbTouchMargin", .nan), ("thumbTouchMargin", .infinity), ("thumbTouchMargin", -.infinity),
    ]

    @Test("R30, R44: a non-finite thumbWidth or thumbTouchMargin is reported and kept; the next touch-down on the thumb tracks it",
          arguments: nonFiniteThumbSettings)
    func r30_r44_nonFiniteThumbSettingIsReportedAndKept(_ setting: String, _ value: CGFloat) {
        let scene = ControlScene()
        let (_, failures) = FailureReporter.capturing {
            if setting == "thumbWidth" { scene.slider.thumbWidth = value } else { scene.slider.thumbTouchMargin = value }
        }
        let start = scene.thumbCentre
        let (_, driving) = FailureReporter.capturing {
            scene.simulator.drag(from: start, to: CGPoint(x: 134, y: start.y), duration: 0.2)
        }

        #expect(failures.map(\.message) == ["\(scene.slider.debugName).\(setting) = \(value): it must be finite\(setting == "thumbWidth" ? " and not negative" : ""). It stays \(setting == "thumbWidth" ? "28.0" : "10.0")."])
        #expect(scene.slider.thumbWidth == 28 && scene.slider.thumbTouchMargin == 10)
        #expect(driving.isEmpty)
        #expect(scene.slider.value == 0.5)
        #expect(scene.events(of: "slider").first == "touchDown")
    }

    @Test("R30, R44: a negative thumbWidth is reported and kept")
    func r30_r44_negativeThumbWidthIsReported() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        let (_, failures) = FailureReporter.capturing { slider.thumbWidth = -4 }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("thumbWidth = -4.0: it must be finite and not negative. It stays 28.0.") == true)
        #expect(slider.thumbWidth == 28)
        #expect(slider.thumbFrame == CGRect(x: 0, y: 0, width: 28, height: 30))
    }

    @Test("R44: a thumb 0 or 1e12 wide, and a margin of 0, -20 or 1e12, track without a report and keep every value finite",
          arguments: [(CGFloat(0), CGFloat(10)), (1e12, 10), (28, 0), (28, -20), (28, 1e12), (0, -1e12), (1e12, 1e12)])
    func r44_legalThumbExtremesTrack(_ width: CGFloat, _ margin: CGFloat) {
        let scene = ControlScene()
        let (_, failures) = FailureReporter.capturing {
            scene.slider.thumbWidth = width
            scene.slider.thumbTouchMargin = margin
            for x in [CGFloat(21), 34, 134, 247] {
                scene.simulator.drag(from: CGPoint(x: x, y: 215), to: CGPoint(x: x + 90, y: 215), duration: 0.2, steps: 3)
                scene.simulator.wait(1)
            }
        }

        #expect(failures.isEmpty)
        #expect(scene.slider.thumbWidth == width && scene.slider.thumbTouchMargin == margin)
        #expect(scene.slider.value.isFinite && (0...1).contains(scene.slider.value))
        let thumb = scene.slider.thumbFrame
        #expect(thumb.minX.isFinite && thumb.minY.isFinite && thumb.width.isFinite && thumb.height.isFinite)
        // A margin of -20 takes more than half the 28-point thumb: nothing is on it.
        if margin == -20 { #expect(scene.events(of: "slider").isEmpty) }
        if margin == 1e12 { #expect(scene.events(of: "slider").filter { $0 == "touchDown" }.count == 4) }
    }

    @Test("R44: a range as wide as Float allows keeps the thumb and a dragged value finite")
    func r44_widestRangeStaysFinite() {
        let scene = ControlScene()
        scene.slider.minimumValue = -.greatestFiniteMagnitude
        scene.slider.maximumValue = .greatestFiniteMagnitude
        scene.slider.value = .greatestFiniteMagnitude
        let thumb = scene.slider.thumbFrame
        scene.slider.value = 0
        let start = scene.thumbCentre
        scene.simulator.drag(from: start, to: CGPoint(x: 184, y: start.y), duration: 0.2, steps: 4)

        #expect(thumb == CGRect(x: 200, y: 0, width: 28, height: 30))
        #expect(start.x == 134)
        #expect(scene.slider.value.isFinite && scene.slider.value > 0)
        #expect(scene.slider.value == .greatestFiniteMagnitude / 2)
    }

    // MARK: The range adjusts (R158)

    @Test("R158: a minimumValue above the maximum raises the maximum to it and clamps the value; nothing is sent")
    func r158_minimumAboveMaximumRaisesTheMaximum() {
        let scene = ControlScene()
        scene.slider.value = 0.4
        let (_, failures) = FailureReporter.capturing { scene.slider.minimumValue = 2 }

        #expect(failures.isEmpty)
        #expect(scene.slider.minimumValue == 2 && scene.slider.maximumValue == 2 && scene.slider.value == 2)
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R158: a maximumValue below the minimum lowers the minimum to it and clamps the value; nothing is sent")
    func r158_maximumBelowMinimumLowersTheMinimum() {
        let scene = ControlScene()
        scene.slider.value = 0.4
        let (_, failures) = FailureReporter.capturing { scene.slider.maximumValue = -3 }

        #expect(failures.isEmpty)
        #expect(scene.slider.minimumValue == -3 && scene.slider.maximumValue == -3 && scene.slider.value == -3)
        #expect(scene.journal.entries.isEmpty)
    }

    @Test("R158: setting the minimum first then the maximum gives that range: 5 then 25 on a 0…1 slider is 5…25")
    func r158_minimumFirstThenMaximum() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        slider.minimumValue = 5
        slider.maximumValue = 25
        let minimumFirst = (slider.minimumValue, slider.maximumValue, slider.value)
        let other = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        other.maximumValue = 25
        other.minimumValue = 5

        #expect(minimumFirst == (5, 25, 5))
        #expect(other.minimumValue == 5 && other.maximumValue == 25 && other.value == 5)
        #expect(slider.thumbFrame == CGRect(x: 0, y: 0, width: 28, height: 30))
    }

    @Test("R158, R30: a non-finite bound is still reported and changes neither bound nor the value",
          arguments: [Float.nan, .infinity, -.infinity])
    func r158_nonFiniteBoundIsReported(_ bound: Float) {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        slider.maximumValue = 10
        slider.value = 4
        let (_, failures) = FailureReporter.capturing {
            slider.minimumValue = bound
            slider.maximumValue = bound
        }

        #expect(failures.map(\.message) == [
            "\(slider.debugName).minimumValue = \(bound): it must be finite. It stays 0.0.",
            "\(slider.debugName).maximumValue = \(bound): it must be finite. It stays 10.0.",
        ])
        #expect(slider.minimumValue == 0 && slider.maximumValue == 10 && slider.value == 4)
    }

    @Test("R158: after the range moves, the thumb and a drag follow the new range")
    func r158_adjustedRangeTracks() {
        let scene = ControlScene()
        scene.slider.minimumValue = 10
        scene.slider.maximumValue = 30
        let start = scene.thumbCentre
        scene.simulator.drag(from: start, to: CGPoint(x: 134, y: start.y), duration: 0.2)

        #expect(start.x == 34)
        #expect(scene.slider.value == 20)
        #expect(scene.events(of: "slider").contains("valueChanged"))
    }
}
