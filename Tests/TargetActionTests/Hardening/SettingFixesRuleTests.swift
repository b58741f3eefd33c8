import Foundation
import Mocks
import Testing
@testable import TargetAction
import TestSupport

/// The settings the settings table found taking values they could not use: each is now refused
/// (reported and kept, R30) or adjusted as UIKit adjusts it.
@Suite struct SettingFixesRuleTests {
    @Test("R30, R41: a non-finite touchInsideMargin is reported and kept", arguments: [CGFloat.nan, .infinity, -.infinity])
    func r30_r41_nonFiniteTouchInsideMarginIsReported(_ margin: CGFloat) {
        let scene = ControlScene()
        let (_, failures) = FailureReporter.capturing { scene.button.touchInsideMargin = margin }
        scene.simulator.down(at: CGPoint(x: 70, y: 42))
        scene.simulator.move(to: CGPoint(x: 70, y: 100))   // 36 points below the button: inside the 70-point margin
        scene.simulator.up()

        #expect(failures.map(\.message) == ["\(scene.button.debugName).touchInsideMargin = \(margin): it must be finite. It stays 70.0."])
        #expect(scene.button.touchInsideMargin == 70)
        #expect(scene.events(of: "button") == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("R41: a negative touchInsideMargin takes that much off the bounds; one past half the size leaves no inside")
    func r41_negativeTouchInsideMarginShrinksTheRegion() {
        let scene = ControlScene()
        scene.button.touchInsideMargin = -10   // the button is (20, 20, 100, 44): inside is (30, 30)…(110, 54)
        scene.simulator.down(at: CGPoint(x: 70, y: 42))
        scene.simulator.move(to: CGPoint(x: 25, y: 42))
        scene.simulator.up()
        let shrunk = scene.events(of: "button")
        scene.button.touchInsideMargin = -1e12
        scene.simulator.wait(1)
        scene.simulator.tap(at: CGPoint(x: 70, y: 42))

        #expect(shrunk == ["touchDown", "touchDragOutside", "touchDragExit", "touchUpOutside"])
        #expect(Array(scene.events(of: "button").dropFirst(4)) == ["touchDown", "touchUpOutside"])
        #expect(!scene.button.isHighlighted && !scene.button.isTracking)
    }

    @Test("R30, R18: alpha outside 0…1 is clamped as a layer's opacity is; NaN is reported and kept; a clamped 0 takes no touches")
    func r30_r18_alphaIsClampedAndNaNReported() {
        let scene = RuleScene()
        _ = scene.tap()
        var read: [CGFloat] = []
        let (_, failures) = FailureReporter.capturing {
            for value in [CGFloat(2), .infinity, 0.4, .nan, -1, -.infinity, 1e12] {
                scene.content.alpha = value
                read.append(scene.content.alpha)
            }
        }
        scene.content.alpha = -5
        scene.simulator.tap(at: CGPoint(50, 50))

        #expect(read == [1, 1, 0.4, 0.4, 0, 0, 1])
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("alpha = nan: it must be a number. It stays 0.4.") == true)
        #expect(scene.content.alpha == 0)
        #expect(scene.log.states(of: "tap").isEmpty)
        #expect(scene.window.hitTest(CGPoint(50, 50), with: nil) !== scene.content)
    }

    @Test("R30: the simulator's tapHoldDuration, tapSpacing and fingerSpacing report values they cannot use and keep theirs")
    func r30_simulatorSettingsReportBadValues() {
        let scene = RuleScene()
        let simulator = scene.simulator
        let (_, failures) = FailureReporter.capturing {
            simulator.tapHoldDuration = .nan
            simulator.tapHoldDuration = -0.1
            simulator.tapSpacing = .infinity
            simulator.tapSpacing = -1
            simulator.fingerSpacing = .nan
            simulator.fingerSpacing = -.infinity
        }
        simulator.fingerSpacing = -30   // a negative spacing puts the fingers the other way round: still a tap
        let tap = scene.tap()
        tap.numberOfTouchesRequired = 2
        let (_, driving) = FailureReporter.capturing { simulator.tap(at: CGPoint(50, 50), fingers: 2) }

        #expect(failures.map(\.message) == [
            "TouchSimulator.tapHoldDuration = nan: it must be finite and not negative. It stays 0.05.",
            "TouchSimulator.tapHoldDuration = -0.1: it must be finite and not negative. It stays 0.05.",
            "TouchSimulator.tapSpacing = inf: it must be finite and not negative. It stays 0.1.",
            "TouchSimulator.tapSpacing = -1.0: it must be finite and not negative. It stays 0.1.",
            "TouchSimulator.fingerSpacing = nan: it must be finite. It stays 20.0.",
            "TouchSimulator.fingerSpacing = -inf: it must be finite. It stays 20.0.",
        ])
        #expect(simulator.tapHoldDuration == 0.05 && simulator.tapSpacing == 0.1 && simulator.fingerSpacing == -30)
        #expect(driving.isEmpty)
        #expect(scene.log.states(of: "tap") == [.ended])
    }

    @Test("R30, R67: a broken rule reads alike wherever it is broken: a view's or the simulator's setting, a setter call, a value gesture as it is attached")
    func r30_r67_oneRuleOneWording() {
        let simulator = RuleScene().simulator
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, failures) = FailureReporter.capturing {
            scroll.contentSize = CGSize(width: -1, height: 10)
            scroll.pagingFlickSpeed = -1
            simulator.tapSpacing = -1
            _ = view.gesture(DragGesture(minimumDistance: -1))
            view.center = CGPoint(x: CGFloat.nan, y: 0)
            scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: false)
        }

        #expect(failures.map(\.message) == [
            "\(scroll.debugName).contentSize = (-1.0, 10.0): it must be finite and not negative. It stays (0.0, 0.0).",
            "\(scroll.debugName).pagingFlickSpeed = -1.0: it must be finite and not negative. It stays 0.5.",
            "TouchSimulator.tapSpacing = -1.0: it must be finite and not negative. It stays 0.1.",
            "gesture(DragGesture): DragGesture(minimumDistance: -1.0): minimumDistance must be finite and not negative. It is attached as a gesture that never recognizes (R67); fix the setting.",
            "\(view.debugName).center = (nan, 0.0): it must be finite. It stays (50.0, 50.0).",
            "\(scroll.debugName).setContentOffset((0.0, nan), animated: false): contentOffset must be finite. It stays (0.0, 0.0).",
        ])
        #expect(scroll.contentSize == .zero && scroll.pagingFlickSpeed == 0.5 && scroll.contentOffset == .zero)
        #expect(simulator.tapSpacing == 0.1 && view.center == CGPoint(x: 50, y: 50))
    }

    @Test("R30: a tapSpacing shorter than the hold starts each tap as the last lifts, with nothing reported")
    func r30_tapSpacingShorterThanTheHold() {
        let scene = RuleScene()
        let doubleTap = scene.tap()
        doubleTap.numberOfTapsRequired = 2
        scene.simulator.tapHoldDuration = 0.2
        scene.simulator.tapSpacing = 0
        let (_, failures) = FailureReporter.capturing { scene.simulator.tap(at: CGPoint(50, 50), count: 2) }

        #expect(failures.isEmpty)
        #expect(scene.log.states(of: "tap") == [.ended])
        #expect(abs(scene.window.clock.now - 0.4) < 1e-9)
    }
}
