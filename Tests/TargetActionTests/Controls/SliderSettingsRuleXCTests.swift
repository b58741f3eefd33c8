import Foundation
import Mocks
import TargetAction
import TestSupport
import XCTest

/// In XCTest: a slider's bad thumb settings fail the running test and are kept out, and the touch
/// that used to stop the process tracks the thumb (R30, R44); the range adjusts (R158).
final class SliderSettingsRuleXCTests: FailureCatchingTestCase {
    func test_R30_R44_nonFiniteThumbWidthFailsTheTestAndTheNextTouchDownTracksTheThumb() {
        let scene = ControlScene()
        let failures = caughtFailures {
            scene.slider.thumbWidth = .nan
            scene.slider.thumbWidth = .infinity
            scene.slider.thumbWidth = -.infinity
        }
        let start = scene.thumbCentre
        let driving = caughtFailures { scene.simulator.drag(from: start, to: CGPoint(x: 134, y: start.y), duration: 0.2) }

        XCTAssertEqual(failures.count, 3)
        XCTAssertTrue(failures.allSatisfy { $0.description.contains("thumbWidth = ") && $0.description.contains("It stays 28.0.") })
        XCTAssertEqual(driving, [])
        XCTAssertEqual(scene.slider.thumbWidth, 28)
        XCTAssertEqual(scene.slider.value, 0.5)
        XCTAssertEqual(scene.events(of: "slider").first, "touchDown")
    }

    func test_R30_R44_nonFiniteThumbTouchMarginFailsTheTestAndIsKept() {
        let scene = ControlScene()
        let failures = caughtFailures {
            scene.slider.thumbTouchMargin = .nan
            scene.slider.thumbTouchMargin = -.infinity
        }
        let driving = caughtFailures { scene.simulator.tap(at: CGPoint(x: 57, y: 215)) }   // 9 points right of the thumb

        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.allSatisfy { $0.description.contains("thumbTouchMargin = ") && $0.description.contains("must be finite") })
        XCTAssertEqual(driving, [])
        XCTAssertEqual(scene.slider.thumbTouchMargin, 10)
        XCTAssertEqual(scene.events(of: "slider").first, "touchDown")
    }

    func test_R44_zeroAndHugeThumbsAndANegativeMarginTrackWithoutFailing() {
        for (width, margin) in [(CGFloat(0), CGFloat(10)), (1e12, 10), (28, -20), (28, 1e12)] {
            let scene = ControlScene()
            let failures = caughtFailures {
                scene.slider.thumbWidth = width
                scene.slider.thumbTouchMargin = margin
                scene.simulator.drag(from: CGPoint(x: 34, y: 215), to: CGPoint(x: 134, y: 215), duration: 0.2, steps: 4)
            }

            XCTAssertEqual(failures, [], "thumbWidth \(width), thumbTouchMargin \(margin)")
            XCTAssertTrue(scene.slider.value.isFinite && (0...1).contains(scene.slider.value), "thumbWidth \(width), thumbTouchMargin \(margin)")
            XCTAssertTrue(scene.slider.thumbFrame.width.isFinite && scene.slider.thumbFrame.minX.isFinite)
        }
    }

    func test_R158_aBoundPastTheOtherMovesTheOtherAndClampsTheValue() {
        let scene = ControlScene()
        scene.slider.value = 0.5
        let failures = caughtFailures {
            scene.slider.minimumValue = 5
            scene.slider.maximumValue = 25
        }
        let widened = (scene.slider.minimumValue, scene.slider.maximumValue, scene.slider.value)
        scene.slider.maximumValue = 2

        XCTAssertEqual(failures, [])
        XCTAssertTrue(widened == (5, 25, 5))
        XCTAssertEqual(scene.slider.minimumValue, 2)
        XCTAssertEqual(scene.slider.maximumValue, 2)
        XCTAssertEqual(scene.slider.value, 2)
        XCTAssertEqual(scene.journal.entries, [])
    }

    func test_R158_R30_aNonFiniteBoundFailsTheTestAndChangesNothing() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        let failures = caughtFailures {
            slider.minimumValue = .nan
            slider.maximumValue = .infinity
        }

        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures[0].description.contains("minimumValue = nan: it must be finite. It stays 0.0."))
        XCTAssertTrue(failures[1].description.contains("maximumValue = inf: it must be finite. It stays 1.0."))
        XCTAssertEqual(slider.minimumValue, 0)
        XCTAssertEqual(slider.maximumValue, 1)
    }
}
